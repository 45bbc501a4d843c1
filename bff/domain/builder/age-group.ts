// An age group made or changed from the builder (3-organiser-admin.md §3 "Age group", §5 "Age
// group"): the rules on what the form sends, with the spec's English texts. The name, day and
// month texts are ours (§5 gives the ranges, not the words).

export const AGE_GROUP_MESSAGES_EN = {
  NAME_REQUIRED: 'Enter an age group name.',
  AGE_RANGE: 'Number between 1 and 100.',
  DAY_RANGE: 'Number between 1 and 31.',
  MONTH_RANGE: 'Number between 1 and 12.',
  MIN_OVER_MAX: 'Must be less than max age.',
  DATE_PAIR: 'Give the day and the month, or neither.',
  NO_SUCH_DAY: 'This day does not exist in that month.',
} as const
export type AgeGroupCode = keyof typeof AGE_GROUP_MESSAGES_EN

/** What the form sends, as typed: ages, days and months are text until they are whole numbers. */
export type AgeGroupInput = {
  name: string
  minAge: string
  maxAge: string
  /** The day and month the age counts on; empty: the competition's first day. */
  minAtDay: string
  minAtMonth: string
  maxAtDay: string
  maxAtMonth: string
}

export type AgeGroupField = keyof AgeGroupInput
export type AgeGroupProblem = { field: AgeGroupField; code: AgeGroupCode }

/** A whole number written in digits (no sign, point or exponent), or null. */
export function wholeNumber(value: string): number | null {
  const s = value.trim()
  return /^\d{1,6}$/.test(s) ? Number(s) : null
}

const within = (value: string, low: number, high: number) => {
  const n = wholeNumber(value)
  return n !== null && n >= low && n <= high
}

/**
 * §5: a name; both ages whole numbers from 1 to 100, the minimum not above the maximum (a group of
 * one year, 10 to 10, is allowed: the spec refuses "when min exceeds max"); a day from 1 to 31 and a
 * month from 1 to 12 where one is given, both or neither, and a day the month has (no 31 February).
 */
export function validateAgeGroup(input: AgeGroupInput): AgeGroupProblem[] {
  const problems: AgeGroupProblem[] = []
  if (input.name.trim() === '') problems.push({ field: 'name', code: 'NAME_REQUIRED' })
  const minOk = within(input.minAge, 1, 100)
  const maxOk = within(input.maxAge, 1, 100)
  if (!minOk) problems.push({ field: 'minAge', code: 'AGE_RANGE' })
  if (!maxOk) problems.push({ field: 'maxAge', code: 'AGE_RANGE' })
  if (minOk && maxOk && Number(input.minAge.trim()) > Number(input.maxAge.trim())) problems.push({ field: 'minAge', code: 'MIN_OVER_MAX' })
  for (const field of ['minAtDay', 'maxAtDay'] as const)
    if (input[field].trim() !== '' && !within(input[field], 1, 31)) problems.push({ field, code: 'DAY_RANGE' })
  for (const field of ['minAtMonth', 'maxAtMonth'] as const)
    if (input[field].trim() !== '' && !within(input[field], 1, 12)) problems.push({ field, code: 'MONTH_RANGE' })
  for (const [dayField, monthField] of [
    ['minAtDay', 'minAtMonth'],
    ['maxAtDay', 'maxAtMonth'],
  ] as const) {
    const day = input[dayField].trim()
    const month = input[monthField].trim()
    // A day alone or a month alone is not a date: the age would count on a day nobody chose.
    if ((day === '') !== (month === '')) problems.push({ field: day === '' ? dayField : monthField, code: 'DATE_PAIR' })
    else if (within(day, 1, 31) && within(month, 1, 12) && Number(day) > DAYS_IN_MONTH[Number(month) - 1])
      problems.push({ field: dayField, code: 'NO_SUCH_DAY' })
  }
  return problems
}

/** 29 February stands: a leap year has it. */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

export const formatAgeGroupProblem = (problem: AgeGroupProblem) => AGE_GROUP_MESSAGES_EN[problem.code]

/** §3: the age-group code a new group takes by the site's theme. */
export const defaultAgeGroupCode = (theme: string) => (theme.trim().toLowerCase() === 'gbr' ? 'EA' : 'IRL')
