// Builder step 1, General (3-organiser-admin.md §5 "Builder step 1"): every rule with its code and
// the spec's English text; the form shows the translation of the code.
import { isEmailShape, isValidTime } from '../athlete/validators'
import { displayInstant, endOfDay, isBeforeToday, parseDisplayDate } from './dates'

export const GENERAL_MESSAGES_EN = {
  COMP_NAME_EMPTY: 'Enter a competition name.',
  COMP_NAME_TOO_LONG: 'A competition name has at most 60 characters.',
  COMP_ORG_EMPTY: 'Enter an organisation.',
  LOCATION_EMPTY: 'Enter a Location.',
  DATES_REQUIRED: 'Competition, open and closed dates required.',
  DATE_FORMAT: 'Please enter date DD/MM/YYYY, e.g. 28/03/1970!',
  TIME_FORMAT: 'Please enter time HH:mm, e.g. 09:25, 23:59!',
  COMP_DATE_BEFORE_NOW: 'Competition date cannot be before current time.',
  OPEN_DATE_NOT_IN_RANGE: 'Open date must be in range.',
  CLOSE_DATE_NOT_IN_RANGE: 'Close date must be in range.',
  CONTACT_NAME_EMPTY: 'Contact name required.',
  CONTACT_EMAIL_EMPTY: 'Contact email required.',
  EMAIL_SHAPE: 'Valid email required',
  STRIPE_USER: 'Stripe user required.',
} as const

export type GeneralCode = keyof typeof GENERAL_MESSAGES_EN

/** The longest competition name (issue 30; the spec gives the limit no text: decision 066 words it). */
export const COMP_NAME_MAX = 60

/** The step's values as the form sends them (texts trimmed by the caller or not: whitespace-only counts as empty). */
export type GeneralInput = {
  name: string
  orgId: number
  locationId: number
  date: string
  openDate: string
  openTime: string
  closeDate: string
  closeTime: string
  contactName: string
  contactEmail: string
  active: boolean
  /** The app config's payment connect switch (useStripeConnect). */
  paymentConnect: boolean
  /** The chosen organisation's payment connect user; 0 none. */
  stripeUserId: number
}

export type GeneralField = Exclude<keyof GeneralInput, 'active' | 'paymentConnect' | 'stripeUserId'>
export type GeneralProblem = { field: GeneralField; code: GeneralCode }

const blank = (s: string) => s.trim() === ''

function dateProblems(input: GeneralInput, now: Date): GeneralProblem[] {
  const given = { date: input.date, openDate: input.openDate, closeDate: input.closeDate } as const
  const missing = (Object.keys(given) as Array<keyof typeof given>).filter((f) => blank(given[f]))
  if (missing.length > 0) return missing.map((field) => ({ field, code: 'DATES_REQUIRED' }))
  const bad = (Object.keys(given) as Array<keyof typeof given>).filter((f) => parseDisplayDate(given[f]) === null)
  const badTimes = (['openTime', 'closeTime'] as const).filter((f) => !isValidTime(input[f].trim()))
  if (bad.length + badTimes.length > 0)
    return [
      ...bad.map((field): GeneralProblem => ({ field, code: 'DATE_FORMAT' })),
      ...badTimes.map((field): GeneralProblem => ({ field, code: 'TIME_FORMAT' })),
    ]
  const day = parseDisplayDate(input.date) as string
  const problems: GeneralProblem[] = []
  if (isBeforeToday(day, now)) problems.push({ field: 'date', code: 'COMP_DATE_BEFORE_NOW' })
  // The spec does not give the ranges: entries open before they close, and close by the end of the competition's day.
  const open = displayInstant(input.openDate.trim(), input.openTime.trim()) as number
  const close = displayInstant(input.closeDate.trim(), input.closeTime.trim()) as number
  const last = endOfDay(day) as number
  if (open >= last) problems.push({ field: 'openDate', code: 'OPEN_DATE_NOT_IN_RANGE' })
  if (close <= open || close > last) problems.push({ field: 'closeDate', code: 'CLOSE_DATE_NOT_IN_RANGE' })
  return problems
}

/** Every problem of the step, at most one per field, in the order the spec lists the rules. */
export function validateGeneral(input: GeneralInput, now: Date): GeneralProblem[] {
  const problems: GeneralProblem[] = []
  if (blank(input.name)) problems.push({ field: 'name', code: 'COMP_NAME_EMPTY' })
  else if (input.name.trim().length > COMP_NAME_MAX) problems.push({ field: 'name', code: 'COMP_NAME_TOO_LONG' })
  if (!(input.orgId > 0)) problems.push({ field: 'orgId', code: 'COMP_ORG_EMPTY' })
  if (!(input.locationId > 0)) problems.push({ field: 'locationId', code: 'LOCATION_EMPTY' })
  problems.push(...dateProblems(input, now))
  if (blank(input.contactName)) problems.push({ field: 'contactName', code: 'CONTACT_NAME_EMPTY' })
  if (blank(input.contactEmail)) problems.push({ field: 'contactEmail', code: 'CONTACT_EMAIL_EMPTY' })
  else if (!isEmailShape(input.contactEmail.trim())) problems.push({ field: 'contactEmail', code: 'EMAIL_SHAPE' })
  // Shown on the organisation: the competition cannot take payments without the organisation's connect user.
  if (input.active && input.paymentConnect && !(input.stripeUserId > 0)) problems.push({ field: 'orgId', code: 'STRIPE_USER' })
  return problems
}
