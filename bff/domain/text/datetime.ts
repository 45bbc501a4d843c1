// Parsing of the ISO strings the legacy API sends, shared by the rules and the formatters.
import dayjs from 'dayjs'
import customParseFormat from 'dayjs/plugin/customParseFormat.js'
import timezone from 'dayjs/plugin/timezone.js'
import utc from 'dayjs/plugin/utc.js'
import { builtOnce, keptUpTo } from './built-once'

dayjs.extend(customParseFormat)
dayjs.extend(utc)
dayjs.extend(timezone)

/** The platform's home time zone: offset-less date-times and "today" are read in it. */
export const DEFAULT_TIME_ZONE = 'Europe/London'

const MINUTE_MS = 60_000
const DAY_MS = 86_400_000

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/

/** The parts of an ISO date or date-time as written: the wall clock, and the offset suffix if any. */
export type WallClock = {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
  millisecond: number
  /** Whether the string carried a time part. */
  hasTime: boolean
  /** The offset as written ('Z', '+01:00', '-0330', '+01'), or '' when none. */
  offset: string
}

/** Splits an ISO date or date-time into its written parts; null when it is not one or names no real date/time. */
export function parseWallClock(iso: string): WallClock | null {
  const m = ISO.exec(iso.trim())
  if (m === null) return null
  const [, y, mo, d, h, mi, s, frac, offset] = m
  const wall: WallClock = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: Number(h ?? 0),
    minute: Number(mi ?? 0),
    second: Number(s ?? 0),
    millisecond: frac === undefined ? 0 : Math.floor(Number(`0.${frac}`) * 1000),
    hasTime: h !== undefined,
    offset: offset ?? '',
  }
  // Date.UTC rolls 30 February over to March: a round trip proves the fields are real.
  const back = new Date(wallClockUtcMs(wall))
  const real =
    back.getUTCFullYear() === wall.year &&
    back.getUTCMonth() + 1 === wall.month &&
    back.getUTCDate() === wall.day &&
    back.getUTCHours() === wall.hour &&
    back.getUTCMinutes() === wall.minute &&
    back.getUTCSeconds() === wall.second
  return real && offsetMinutes(wall.offset) !== null ? wall : null
}

/** True for a real calendar date written exactly as YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && parseWallClock(value) !== null
}

/** YYYY-MM-DD plus (or minus) whole days. Throws on a value that is not a real date. */
export function addDays(date: string, days: number): string {
  const wall = isIsoDate(date) ? parseWallClock(date) : null
  if (wall === null) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`)
  return new Date(wallClockUtcMs(wall) + days * DAY_MS).toISOString().slice(0, 10)
}

// A schedule's rows and a list's cards repeat the same few instants (sale ends, start times).
const instants = keptUpTo(10_000, (iso: string): number | null => {
  const wall = parseWallClock(iso)
  if (wall === null) return null
  const offset = offsetMinutes(wall.offset)
  if (offset === null) return null
  if (wall.offset === '') return dayjs.tz(formatWallClock(wall, ''), DEFAULT_TIME_ZONE).valueOf()
  return wallClockUtcMs(wall) - offset * MINUTE_MS
})

/**
 * The instant an ISO string names, in epoch milliseconds, or null when unparseable.
 * A string with an offset is exact; one without is read as wall-clock time in the home time zone
 * (the API contract says offsets are present, so this is only a tolerant fallback).
 */
export function parseInstant(iso: string): number | null {
  return instants(iso)
}

/**
 * Moves an ISO date-time by `ms` on its own wall clock, keeping the offset suffix as written, so that
 * a formatter that shows the wall clock (the offset is stripped for display) shows the moved time.
 */
export function shiftIso(iso: string, ms: number): string | null {
  const wall = parseWallClock(iso)
  if (wall === null) return null
  const moved = new Date(wallClockUtcMs(wall) + ms)
  return formatWallClock(
    {
      ...wall,
      year: moved.getUTCFullYear(),
      month: moved.getUTCMonth() + 1,
      day: moved.getUTCDate(),
      hour: moved.getUTCHours(),
      minute: moved.getUTCMinutes(),
      second: moved.getUTCSeconds(),
      millisecond: moved.getUTCMilliseconds(),
    },
    wall.offset,
  )
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function calendarDate(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  // Every card and every page asks: the date is read once a minute. A zone's midnight falls on a
  // whole minute (today's offsets are all whole minutes), so the date cannot change within one.
  const minute = Math.floor(now.getTime() / MINUTE_MS)
  if (minute === lastCalendarDate.minute && timeZone === lastCalendarDate.timeZone) return lastCalendarDate.date
  const format = calendarFormat(timeZone)
  const parts = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]))
  lastCalendarDate = { minute, timeZone, date: `${parts.year}-${parts.month}-${parts.day}` }
  return lastCalendarDate.date
}

let lastCalendarDate = { minute: Number.NaN, timeZone: '', date: '' }

const calendarFormat = builtOnce(
  (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
)

/** Epoch ms of a wall clock read as if it were UTC. */
export function wallClockUtcMs(wall: WallClock): number {
  // Date.UTC maps years 0-99 to 1900-1999; setUTCFullYear does not.
  const date = new Date(Date.UTC(2000, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond))
  date.setUTCFullYear(wall.year)
  return date.getTime()
}

function offsetMinutes(offset: string): number | null {
  if (offset === '' || offset === 'Z') return 0
  const m = /^([+-])(\d{2}):?(\d{2})?$/.exec(offset)
  if (m === null) return null
  const hours = Number(m[2])
  const minutes = Number(m[3] ?? 0)
  if (hours > 23 || minutes > 59) return null
  return (m[1] === '-' ? -1 : 1) * (hours * 60 + minutes)
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0')
}

function formatWallClock(wall: WallClock, offset: string): string {
  const date = `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`
  const ms = wall.millisecond > 0 ? `.${pad(wall.millisecond, 3)}` : ''
  return `${date}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}${ms}${offset}`
}
