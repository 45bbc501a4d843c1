// Builder step 2, Options (3-organiser-admin.md §3 "Competition options", §5 priority and check-in
// terms, §9 defaults): the rules with the spec's English texts, and the defaults of a new competition.
import { isValidTime } from '../athlete/validators'
import { displayInstant, parseDisplayDate } from './dates'

export const OPTIONS_MESSAGES_EN = {
  PRIORITY_CODE_REQUIRED: "A 'Priority' code is Required.",
  PRIORITY_TIME_REQUIRED: 'Required',
  PRIORITY_AFTER_CLOSE: "'Priority' date entered after entries closing date",
  PRIORITY_BEFORE_OPEN: "'Priority' date entered before entries open date",
  CHECKIN_TERMS_REQUIRED: "Enter 'terms and conditions'.",
  DATE_FORMAT: 'Please enter date DD/MM/YYYY, e.g. 28/03/1970!',
  TIME_FORMAT: 'Please enter time HH:mm, e.g. 09:25, 23:59!',
} as const

export type OptionsCode = keyof typeof OPTIONS_MESSAGES_EN

export const HEAT_ORDERS = ['s', 'f'] as const
export const BIB_SORT_KEYS = ['surname', 'firstname', 'dob'] as const
export const ENTRY_PANELS = ['SCHEDULE', 'SHOP'] as const
export const SECTIONS = ['SCHEDULE', 'ATHLETES', 'SHOP', 'TEAMS'] as const
export const TIMETABLES = ['provisional', 'final'] as const

/** §9 defaults for a competition that has not set them. */
export const OPTION_DEFAULTS = {
  bibNos: '1',
  bibSort: ['surname', 'firstname', 'dob'] as const,
  heatOrder: 's' as const,
  laneCount: 8,
  checkInFrom: 180,
  checkInTo: 60,
  hrsBeforeClose: 48,
  timetable: 'provisional' as const,
}

export type PriorityInput = {
  required: boolean
  code: string
  /** dd/mm/yyyy and HH:mm: when the priority window finishes. */
  date: string
  time: string
}

export type OptionsRuleInput = {
  priority: PriorityInput
  /** The competition's entries window (epoch ms); null when the General step has none yet. */
  entriesOpen: number | null
  entriesClose: number | null
  checkInUseTerms: boolean
  checkInTerms: string
  /** When the waiting list closes (dd/mm/yyyy, HH:mm); both optional, each checked when given. */
  subscriptionCloses: { date: string; time: string }
}

export type OptionsField =
  | 'priorityCode'
  | 'priorityDate'
  | 'priorityTime'
  | 'checkInTerms'
  | 'subscriptionCloses'
  | 'subscriptionClosesTime'
export type OptionsProblem = { field: OptionsField; code: OptionsCode }

/** The priority rules of §5, shared by the Options step and the organisation form. */
export function priorityProblems(p: PriorityInput, open: number | null, close: number | null): OptionsProblem[] {
  if (!p.required) return []
  const problems: OptionsProblem[] = []
  if (p.code.trim() === '') problems.push({ field: 'priorityCode', code: 'PRIORITY_CODE_REQUIRED' })
  const date = p.date.trim()
  const time = p.time.trim()
  if (date === '') return [...problems, { field: 'priorityDate', code: 'PRIORITY_TIME_REQUIRED' }]
  if (parseDisplayDate(date) === null) return [...problems, { field: 'priorityDate', code: 'DATE_FORMAT' }]
  if (!isValidTime(time)) return [...problems, { field: 'priorityTime', code: time === '' ? 'PRIORITY_TIME_REQUIRED' : 'TIME_FORMAT' }]
  const finish = displayInstant(date, time) as number
  if (close !== null && finish > close) problems.push({ field: 'priorityDate', code: 'PRIORITY_AFTER_CLOSE' })
  else if (open !== null && finish < open) problems.push({ field: 'priorityDate', code: 'PRIORITY_BEFORE_OPEN' })
  return problems
}

/** Every problem of the step, at most one per field. */
export function validateOptions(input: OptionsRuleInput): OptionsProblem[] {
  const problems = priorityProblems(input.priority, input.entriesOpen, input.entriesClose)
  if (input.checkInUseTerms && input.checkInTerms.trim() === '') problems.push({ field: 'checkInTerms', code: 'CHECKIN_TERMS_REQUIRED' })
  const closes = input.subscriptionCloses
  if (closes.date.trim() !== '' && parseDisplayDate(closes.date.trim()) === null)
    problems.push({ field: 'subscriptionCloses', code: 'DATE_FORMAT' })
  if (closes.time.trim() !== '' && !isValidTime(closes.time.trim())) problems.push({ field: 'subscriptionClosesTime', code: 'TIME_FORMAT' })
  return problems
}
