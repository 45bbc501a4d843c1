const DAY_MS = 86_400_000

export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
}

export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10)
}

/** YYYY-MM-DD that many days from a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/**
 * The legacy date-time format, e.g. 2026-11-22T10:00:00+01:00: the organiser's wall-clock time
 * with the site's offset, which the legacy site writes as +01:00 whatever the season.
 */
export function dateTime(date: string, time = '00:00'): string {
  return `${date}T${time}:00+01:00`
}

/** Date-time that many days (and hours) from the reference date at midnight. */
export function shiftedDateTime(referenceDate: string, days: number, time = '00:00'): string {
  return dateTime(addDays(referenceDate, days), time)
}

/** Age in whole years on a date (both YYYY-MM-DD). */
export function ageOn(dob: string, date: string): number {
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number]
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}
