// View types of the organiser check-in page (browser-safe).
import type { CheckInAvailability } from '../domain/checkin/checkin-availability'
import type { CheckInFilter } from '../domain/checkin/checkin-search'
import type { CheckInMessageCode, CheckInStatus } from '../domain/checkin/checkin-window'
import type { UserMessage } from './message'

export type CheckInWindowView = {
  status: CheckInStatus
  code: CheckInMessageCode
  /** Times as HH:mm, by placeholder name. */
  values: Record<string, string>
}

export type CheckInEntryView = {
  id: number
  name: string
  ageGroup: string
  /** HH:mm, or '' when the time is to be confirmed. */
  startTime: string
  checkedIn: boolean
  window: CheckInWindowView | null
}

export type CheckInAthleteView = {
  athleteId: number
  firstName: string
  surName: string
  bibNo: string
  club: string
  urn: string
  collected: boolean
  entries: CheckInEntryView[]
}

export type CheckInPageView = {
  compId: number
  competitionName: string
  /** The athlete check-in QR code, an image's data address. */
  athleteQr: string
  organiser: string
  /** YYYY-MM-DD of the first day. */
  date: string
  availability: CheckInAvailability
  expected: number
  collected: number
  /** The organiser's check-in text, plain. */
  text: string
  /** The check-in codes to show at the desk: an athlete types one on the check-in by code page. */
  codes: string[]
  filter: CheckInFilter
  items: CheckInAthleteView[]
  total: number
  page: number
  pageCount: number
  previousHref: string | null
  nextHref: string | null
}

/** The desk of a competition whose check-in is off: it says so, and its builders where to turn it on. */
export type CheckInOffView = {
  off: true
  compId: number
  competitionName: string
  /** The builder's Options step, for those who may build the competition; null for anyone else. */
  turnOnHref: string | null
}

export type CheckInPostResult = { ok: boolean; message: UserMessage }

/** Per queued mark, in the order sent: sent (or sent before), conflict, or refused with `message`. */
export type CheckInReplayResult = { statuses: Array<'sent' | 'conflict' | 'refused'>; message: UserMessage | null }

/** An athlete checking their own entries in (checkin-athlete). */
export type MyCheckInPageView = {
  compId: number
  competitionName: string
  date: string
  availability: CheckInAvailability
  text: string
  useTerms: boolean
  /** Plain text. */
  terms: string
  athletes: CheckInAthleteView[]
}

/** Who is here: the athletes checked in to at least one entry. */
export type WhoIsHereView = {
  compId: number
  competitionName: string
  availability: CheckInAvailability
  athletes: CheckInAthleteView[]
  total: number
  page: number
  pageCount: number
  previousHref: string | null
  nextHref: string | null
}

/** Check-in by code: the code form until the user gives the competition's code today, then athlete check-in. */
export type CheckInCodePageView =
  | { verified: false; compId: number; competitionName: string; date: string; availability: CheckInAvailability }
  | ({ verified: true } & MyCheckInPageView)
