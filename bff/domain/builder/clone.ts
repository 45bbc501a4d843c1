// Cloning a competition (3-organiser-admin.md §2): a new date for the copy, and the name prefix a
// clone gets ('Cloned {n} '), which the builder drops on load.
import { GENERAL_MESSAGES_EN } from './general'
import { isBeforeToday, parseDisplayDate } from './dates'

const CLONE_PREFIX = /^Cloned \d+ /

/** The name without the prefix a clone is given. */
export function withoutClonePrefix(name: string): string {
  return name.replace(CLONE_PREFIX, '')
}

export type CloneCode = 'required' | 'DATE_FORMAT' | 'COMP_DATE_BEFORE_NOW'

/** The new date must be a date (dd/mm/yyyy, - or .), and not before today, as step 1's is. */
export function validateCloneDate(date: string, now: Date): CloneCode | null {
  const value = date.trim()
  if (value === '') return 'required'
  const iso = parseDisplayDate(value)
  if (iso === null) return 'DATE_FORMAT'
  return isBeforeToday(iso, now) ? 'COMP_DATE_BEFORE_NOW' : null
}

export const cloneMessage = (code: CloneCode) => (code === 'required' ? 'Required.' : GENERAL_MESSAGES_EN[code])
