// Builder dates (3-organiser-admin.md §5 "Dates"): dd/mm/yyyy (or with - or .) and HH:mm, read as
// wall-clock time in the platform's home time zone.
import { isValidTime, parseDisplayDate } from '../athlete/validators'
import { calendarDate, DEFAULT_TIME_ZONE, parseInstant, parseWallClock } from '../text/datetime'

export { parseDisplayDate }

/** The instant of a display date and an HH:mm time in the home time zone; null when either is not valid. */
export function displayInstant(date: string, time: string): number | null {
  const iso = parseDisplayDate(date)
  if (iso === null || !isValidTime(time)) return null
  return parseInstant(`${iso}T${time}:00`)
}

/** True when the competition's day (ISO YYYY-MM-DD) is before today in the home time zone. */
export function isBeforeToday(isoDate: string, now: Date, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  return isoDate < calendarDate(now, timeZone)
}

/** The last instant of a day (23:59:59.999) in the home time zone. */
export function endOfDay(isoDate: string): number | null {
  const start = parseInstant(`${isoDate}T23:59:59`)
  return start === null ? null : start + 999
}

/** ISO YYYY-MM-DD to dd/mm/yyyy; '' for anything else. */
export function toDisplayDate(isoDate: string): string {
  const wall = parseWallClock(isoDate.slice(0, 10))
  if (wall === null) return ''
  return `${String(wall.day).padStart(2, '0')}/${String(wall.month).padStart(2, '0')}/${String(wall.year).padStart(4, '0')}`
}

/** The wall-clock date (dd/mm/yyyy) and time (HH:mm) an ISO date-time was written with; empty parts for anything else. */
export function toDisplayDateTime(iso: string): { date: string; time: string } {
  const wall = parseWallClock(iso)
  if (wall === null) return { date: '', time: '' }
  const two = (n: number) => String(n).padStart(2, '0')
  return { date: toDisplayDate(iso), time: wall.hasTime ? `${two(wall.hour)}:${two(wall.minute)}` : '' }
}

/** A display date and HH:mm as the legacy site writes date-times: ISO with the home zone's offset at that instant. */
export function toLegacyDateTime(date: string, time: string): string | null {
  const instant = displayInstant(date, time)
  const iso = parseDisplayDate(date)
  if (instant === null || iso === null) return null
  const offsetMinutes = Math.round((Date.parse(`${iso}T${time}:00Z`) - instant) / 60_000)
  const sign = offsetMinutes < 0 ? '-' : '+'
  const abs = Math.abs(offsetMinutes)
  return `${iso}T${time}:00${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
}
