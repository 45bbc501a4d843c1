import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'
import { flag, id, num, text } from './wire'

/*
 * Organiser check-in calls (3-organiser-admin §7). The spec names the calls and their parameters;
 * the answer shapes are our reading (docs/legacy-wire.md "Check-in").
 */

const minutes = z.coerce.number().int().catch(-1)

export const checkInEntryWire = z.object({
  id,
  name: text,
  checkedIn: flag,
  dateTime: text,
  ageGroup: text,
  checkInFrom: minutes,
  checkInTo: minutes,
})

export const checkInAthleteWire = z.object({
  id: num,
  athleteId: id,
  firstName: text,
  surName: text,
  dob: text,
  urn: text,
  gender: text,
  bibNo: text,
  teamBibNo: text,
  club: text,
  collected: flag,
  confirmedTime: text,
  collectedTime: text,
  entries: z.array(checkInEntryWire).catch([]),
})
export type CheckInAthleteWire = z.infer<typeof checkInAthleteWire>

export const checkInSummaryWire = z.object({
  expected: num,
  collected: num,
  checkInDateTimeOpens: text,
  text: text,
  /** The competition's check-in codes, shown at the desk for check-in by code (our reading). */
  codes: z.array(text).catch([]),
  useTerms: flag,
  terms: text,
  defaultFrom: z.coerce.number().int().catch(180),
  defaultTo: z.coerce.number().int().catch(60),
})
export type CheckInSummaryWire = z.infer<typeof checkInSummaryWire>

const summaryAnswer = envelope(checkInSummaryWire)
const searchAnswer = envelope(
  z.array(checkInAthleteWire),
  z.object({ totalCount: num, page: num, pageSize: num }).partial().catch({}).optional(),
)
const markStatus = z.enum(['applied', 'done', 'conflict']).catch('applied')
const markAnswer = envelope(
  z.array(checkInAthleteWire).catch([]),
  z
    .object({ statuses: z.array(markStatus).catch([]) })
    .partial()
    .catch({})
    .optional(),
)
export type MarkStatusWire = z.infer<typeof markStatus>
const statusAnswer = envelope(z.unknown().optional())

/** The organiser search, as the legacy site names its parameters; empty ones are not sent. */
export type CheckInSearchQuery = {
  compid: number
  firstname?: string
  surname?: string
  club?: string
  urn?: string
  bibno?: string
  event?: string
  /** '1' collected only, '0' not collected only. */
  collected?: '0' | '1'
  /** '1': who is here, the athletes checked in to at least one entry. */
  whois?: '1'
  pagesize: number
  page: number
}

type MarkState = { collected?: boolean; entries?: Array<{ id: number; checkedIn: boolean }> }

/**
 * One desk mark. Our additions: `key` makes a replayed mark count once; `was`, what the desk saw,
 * makes a mark that another desk overtook a conflict instead of applying it.
 */
export type CheckInMarkWire = MarkState & { athleteId: number; key?: string; was?: MarkState }

export function getCheckInSummary(legacy: LegacyCaller, compId: number) {
  return legacy.call({
    endpoint: 'checkin.summary',
    method: 'GET',
    path: rest('/v5/competition/checkinsummary'),
    query: { compid: compId },
    auth: 'required',
    schema: summaryAnswer,
  })
}

export function searchCheckIn(legacy: LegacyCaller, query: CheckInSearchQuery) {
  const sent = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''))
  return legacy.call({
    endpoint: 'checkin.search',
    method: 'GET',
    path: rest('/v5/competition/checkin'),
    query: sent as Record<string, string | number>,
    auth: 'required',
    schema: searchAnswer,
  })
}

export function markCheckIn(legacy: LegacyCaller, compId: number, marks: CheckInMarkWire[]) {
  return legacy.call({
    endpoint: 'checkin.mark',
    method: 'POST',
    path: rest(`/v5/competition/checkin/${encodeURIComponent(String(compId))}`),
    body: { data: marks },
    auth: 'required',
    schema: markAnswer,
  })
}

export type ClearDown = 'collected' | 'checkedIn' | 'all'

export function clearCheckIn(legacy: LegacyCaller, compId: number, what: ClearDown) {
  return legacy.call({
    endpoint: 'checkin.clear',
    method: 'GET',
    path: rest('/v5/competition/checkin/clear'),
    query: {
      compid: compId,
      collected: what === 'collected' ? 1 : 0,
      checkedin: what === 'checkedIn' ? 1 : 0,
      all: what === 'all' ? 1 : 0,
    },
    auth: 'required',
    schema: statusAnswer,
  })
}

/*
 * Athlete mode (3-organiser-admin §7 GET /v5/athlete/checkin, POST /v5/athlete/checkin/{id}): the
 * user's own athletes entered in the competition. Our reading: the answer's meta carries the
 * competition's check-in text and terms, and a mark carries termsAccepted when useTerms is set.
 */
const athleteAnswer = envelope(
  z.array(checkInAthleteWire),
  z
    .object({
      useTerms: flag,
      terms: text,
      text: text,
      defaultFrom: z.coerce.number().int().catch(180),
      defaultTo: z.coerce.number().int().catch(60),
    })
    .partial()
    .catch({})
    .optional(),
)

export function getMyCheckIn(legacy: LegacyCaller, compId: number) {
  return legacy.call({
    endpoint: 'checkin.athlete',
    method: 'GET',
    path: rest('/v5/athlete/checkin'),
    query: { compid: compId },
    auth: 'required',
    schema: athleteAnswer,
  })
}

export function markMyCheckIn(legacy: LegacyCaller, compId: number, marks: CheckInMarkWire[], termsAccepted: boolean) {
  return legacy.call({
    endpoint: 'checkin.athleteMark',
    method: 'POST',
    path: rest(`/v5/athlete/checkin/${encodeURIComponent(String(compId))}`),
    body: { data: marks, termsAccepted },
    auth: 'required',
    schema: markAnswer,
  })
}

const verifyAnswer = envelope(z.object({ compId: id }))

/**
 * Check-in by code (§7 `GET /v5/competition/checkin/verify`: emailid, compcode, date). Our reading:
 * the code the athlete typed and the day; answers the competition the code opens, errNo 1 otherwise.
 */
export function verifyCheckInCode(legacy: LegacyCaller, query: { email: string; code: string; date: string }) {
  return legacy.call({
    endpoint: 'checkin.verify',
    method: 'GET',
    path: rest('/v5/competition/checkin/verify'),
    query: { emailid: query.email, compcode: query.code, date: query.date },
    auth: 'required',
    schema: verifyAnswer,
  })
}
