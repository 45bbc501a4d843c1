// When the organiser check-in desk works (3-organiser-admin §2 Check-in): check-in enabled, the
// competition held today, and check-in opened (checkInDateTimeOpens passed, or not set).
import { calendarDate, DEFAULT_TIME_ZONE, parseInstant } from '../text/datetime'

export type CheckInAvailability = 'open' | 'notEnabled' | 'notToday' | 'notOpened'

export type CheckInCompetition = {
  /** YYYY-MM-DD, every day of the competition. */
  dates: string[]
  checkIn: { enabled: boolean; opensAt: string | null }
}

/** A multi-day competition counts as held today on any of its days. */
export function checkInAvailability(comp: CheckInCompetition, now: Date, timeZone: string = DEFAULT_TIME_ZONE): CheckInAvailability {
  if (!comp.checkIn.enabled) return 'notEnabled'
  if (!comp.dates.includes(calendarDate(now, timeZone))) return 'notToday'
  const opens = comp.checkIn.opensAt === null ? null : parseInstant(comp.checkIn.opensAt)
  if (opens !== null && now.getTime() < opens) return 'notOpened'
  return 'open'
}
