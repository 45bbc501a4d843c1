// Shell validation rules (spec 1-shell.md §5). Every check accepts unknown input (form values
// may be null, a File or missing) and answers false for anything that is not a string.

export const VALIDATION_MESSAGES = {
  required: 'Required',
  validEmail: 'Valid email required',
  date: 'Please enter date DD/MM/YYYY, e.g. 28/03/1970!',
  time: 'Please enter time HH:mm, e.g. 09:25, 23:59!',
} as const

export type PasswordRule = { regex: string; helpText: string }

// The back-reference \2 forces one kind of separator per value.
const DISPLAY_DATE = /^(\d{2})([/.-])(\d{2})\2(\d{4})$/
const TIME_24H = /^([01]\d|2[0-3]):[0-5]\d$/
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const SOCIAL_HANDLE_1 = /^@[A-Za-z0-9._]{1,30}$/
const SOCIAL_HANDLE_2 = /^@[A-Za-z0-9_]{1,24}$/
const PLAIN_HANDLE = /^[A-Za-z0-9.]{5,50}$/
const DIGITS_ONLY = /^[0-9]+$/
const REGEX_LITERAL = /^\/(.+)\/([a-z]*)$/s

function matches(pattern: RegExp, value: unknown): boolean {
  return typeof value === 'string' && pattern.test(value)
}

export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

export function isCalendarDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  )
}

/** DD/MM/YYYY (or with '-' or '.', one kind per value) to ISO YYYY-MM-DD; null when not a real date. */
export function parseDisplayDate(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const match = DISPLAY_DATE.exec(value.trim())
  if (!match) return null
  const [, dd, , mm, yyyy] = match
  if (!isCalendarDate(Number(yyyy), Number(mm), Number(dd))) return null
  return `${yyyy}-${mm}-${dd}`
}

export function isValidDisplayDate(value: unknown): boolean {
  return parseDisplayDate(value) !== null
}

/** HH:mm, 24-hour, two digits each: 00:00 to 23:59. */
export function isValidTime(value: unknown): boolean {
  return matches(TIME_24H, value)
}

/** Text, an @, text, a dot, text; no whitespace anywhere. A shape check, not deliverability. */
export function isEmailShape(value: unknown): boolean {
  return matches(EMAIL_SHAPE, value)
}

/** @ then 1 to 30 letters, digits, dots or underscores. */
export function isSocialHandle1(value: unknown): boolean {
  return matches(SOCIAL_HANDLE_1, value)
}

/** @ then 1 to 24 letters, digits or underscores. */
export function isSocialHandle2(value: unknown): boolean {
  return matches(SOCIAL_HANDLE_2, value)
}

/** 5 to 50 letters, digits or dots. */
export function isPlainHandle(value: unknown): boolean {
  return matches(PLAIN_HANDLE, value)
}

export function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** False for undefined, null, '' and whitespace-only strings; true for any other value. */
export function isRequired(value: unknown): boolean {
  if (value === undefined || value === null) return false
  if (typeof value === 'string') return value.trim().length > 0
  return true
}

/** One or more ASCII digits and nothing else (an empty value is not numbers-only). */
export function isNumbersOnly(value: unknown): boolean {
  return matches(DIGITS_ONLY, value)
}

// Config may hold either a bare pattern or a '/pattern/flags' literal (as PHP stores them).
function compilePasswordRegex(source: string): RegExp | null {
  const literal = REGEX_LITERAL.exec(source)
  return (literal && tryRegExp(literal[1], literal[2])) ?? tryRegExp(source, '')
}

function tryRegExp(source: string, flags: string): RegExp | null {
  try {
    return new RegExp(source, flags)
  } catch {
    return null
  }
}

/** A missing rule, an empty regex or one that does not compile means "no rule": true. */
export function matchesPasswordRule(password: string, rule: PasswordRule | undefined | null): boolean {
  if (!rule || typeof rule.regex !== 'string' || rule.regex === '') return true
  const pattern = compilePasswordRegex(rule.regex)
  if (pattern === null) return true
  return pattern.test(typeof password === 'string' ? password : '')
}
