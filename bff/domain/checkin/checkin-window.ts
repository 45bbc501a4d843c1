// The check-in window of one athlete entry (spec 3-organiser-admin.md §2 Check-in, §3, §4, §9).
import { parseInstant, parseWallClock, shiftIso } from '../text/datetime'

/** Competition defaults when the competition's check-in options give none (§9). */
export const DEFAULT_CHECK_IN_FROM = 180
export const DEFAULT_CHECK_IN_TO = 60
/** Per-event minutes: -1 means "unset, use the competition's"; the competition's `defaultTo` -1 means "never closes". */
export const CHECK_IN_UNSET = -1

export type CheckInStatus = 'NOT_YET_OPEN' | 'OPEN' | 'CLOSED'

export const CHECK_IN_MESSAGES_EN = {
  open: 'Open',
  closesAt: 'Closes at {time}',
  opensFromTo: 'Check-in opens: {from} to {to}',
  // Not in the spec: a window that never closes has no "to"; see docs/decisions/022.
  opensFrom: 'Check-in opens: {from}',
  closedAt: 'Closed at {time}',
} as const

export type CheckInMessageCode = keyof typeof CHECK_IN_MESSAGES_EN

/** Placeholders hold ISO date-times (offset as the event start wrote it): the view formats the time. */
export type CheckInMessage = { code: CheckInMessageCode; values: Record<string, string> }

export type CheckInWindow = {
  status: CheckInStatus
  /** ISO date-time, same offset as the event start. */
  opensAt: string
  /** ISO date-time, or null when the window never closes. */
  closesAt: string | null
  message: CheckInMessage
}

export type CheckInDefaults = { defaultFrom?: number | null; defaultTo?: number | null }
export type EntryMinutes = { checkInFrom?: number | null; checkInTo?: number | null }

const MINUTE_MS = 60_000

function isSet(minutes: number | null | undefined): minutes is number {
  return typeof minutes === 'number' && Number.isFinite(minutes) && minutes >= 0
}

/** Minutes before the start that the window opens and closes (close null = never closes). */
export function windowMinutes(entry: EntryMinutes, defaults: CheckInDefaults): { from: number; to: number | null } {
  const from = isSet(entry.checkInFrom) ? entry.checkInFrom : isSet(defaults.defaultFrom) ? defaults.defaultFrom : DEFAULT_CHECK_IN_FROM
  if (isSet(entry.checkInTo)) return { from, to: entry.checkInTo }
  if (defaults.defaultTo === CHECK_IN_UNSET) return { from, to: null }
  return { from, to: isSet(defaults.defaultTo) ? defaults.defaultTo : DEFAULT_CHECK_IN_TO }
}

/**
 * The window of an entry starting at `eventStart` (ISO), seen at `now`: open from start minus `from`
 * minutes (inclusive) until start minus `to` minutes (exclusive). Null when the start is unreadable
 * or its time is to be confirmed (00:00, or a date alone): a window before an unknown time means nothing.
 */
export function checkInWindow(eventStart: string, entry: EntryMinutes, defaults: CheckInDefaults, now: Date): CheckInWindow | null {
  const wall = parseWallClock(eventStart)
  if (wall === null || !wall.hasTime || (wall.hour === 0 && wall.minute === 0)) return null
  const { from, to } = windowMinutes(entry, defaults)
  const opensAt = shiftIso(eventStart, -from * MINUTE_MS)
  const closesAt = to === null ? null : shiftIso(eventStart, -to * MINUTE_MS)
  if (opensAt === null) return null
  const opensMs = parseInstant(opensAt)
  const closesMs = closesAt === null ? null : parseInstant(closesAt)
  if (opensMs === null) return null
  const nowMs = now.getTime()
  if (closesAt !== null && closesMs !== null && nowMs >= closesMs) {
    return { status: 'CLOSED', opensAt, closesAt, message: { code: 'closedAt', values: { time: closesAt } } }
  }
  if (nowMs < opensMs) {
    const message: CheckInMessage =
      closesAt === null
        ? { code: 'opensFrom', values: { from: opensAt } }
        : { code: 'opensFromTo', values: { from: opensAt, to: closesAt } }
    return { status: 'NOT_YET_OPEN', opensAt, closesAt, message }
  }
  const message: CheckInMessage = closesAt === null ? { code: 'open', values: {} } : { code: 'closesAt', values: { time: closesAt } }
  return { status: 'OPEN', opensAt, closesAt, message }
}

/** A message's text from a template table (English by default), each ISO placeholder shown by `time`. */
export function formatCheckInMessage(
  message: CheckInMessage,
  time: (iso: string) => string,
  templates: Record<CheckInMessageCode, string> = CHECK_IN_MESSAGES_EN,
): string {
  return templates[message.code].replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(message.values, key) ? time(message.values[key]) : whole,
  )
}
