import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'
import { flag, id, isRecord, lenient, num, segment, text } from './wire'

/*
 * Athlete calls (2-entry.md §3 "Athlete", §7). Lenient where a bad optional field should not break
 * a page (numbers as text, flags as 0/1, missing texts ''), strict on identity (id and names).
 * Every output is a valid input again, so a cached answer re-parses unchanged.
 */

/** Age info of an athlete for a competition (2-entry.md §3). */
export const ageInfoWire = lenient({
  ageGroup: text,
  ageGroupId: num,
  shortName: text,
  currentAge: num,
  competitionAge: num,
  vetAgeGroup: text,
  vetAgeGroupId: num,
})
export type AgeInfoWire = z.infer<typeof ageInfoWire>

export const pbRecordWire = z.object({
  eventid: num,
  eventName: text,
  pb: num,
  pbText: text,
  min: num,
  max: num,
  pof10pb: num,
  sb: num,
  trackSb: flag,
})
export type PbRecordWire = z.infer<typeof pbRecordWire>

const athleteOptionsWire = lenient({
  noEntryReason: text,
  emergency: lenient({ name: text, tel: text, relationship: text }),
  socials: lenient({ tiktok: text, instagram: text, facebook: text }),
  coach: text,
  trainingGroup: text,
  /** Keyed by competition id; id 9999 means none chosen (1-shell.md §4). */
  genericCompAthleteEntities: z.record(z.string(), z.object({ id: num, name: text })).catch({}),
})

// Some legacy answers spell a few fields differently; the wire names win when both are present.
const ALIASES: Array<[wire: string, alias: string]> = [
  ['URN', 'urn'],
  ['clubid', 'clubId'],
  ['club2id', 'club2Id'],
  ['schoolid', 'schoolId'],
  ['firstName', 'firstname'],
  ['surName', 'surname'],
]

function withAliases(v: unknown): unknown {
  if (!isRecord(v)) return v
  const out = { ...v }
  for (const [wire, alias] of ALIASES) if (out[wire] === undefined && out[alias] !== undefined) out[wire] = out[alias]
  return out
}

export const athleteWire = z.preprocess(
  withAliases,
  z.object({
    id,
    firstName: z.string().trim().min(1),
    surName: z.string().trim().min(1),
    URN: text,
    aocode: text,
    /** YYYY-MM-DD. */
    dob: text,
    /** F, M or O. */
    gender: text,
    clubid: num,
    club: text,
    club2id: num,
    club2: text,
    schoolid: num,
    school: text,
    classification: num,
    activeEndDate: text,
    image: text,
    email: text,
    pbInfo: z.array(pbRecordWire).catch([]),
    options: athleteOptionsWire,
    ageInfo: ageInfoWire,
    /** The athlete is on the user's own list (not only reachable through a club or county). */
    userAthlete: flag,
  }),
)
export type AthleteWire = z.infer<typeof athleteWire>

const pageMetaWire = lenient({ totalCount: num, pagenumber: num, pagesize: num })

export const athleteSearchAnswerSchema = envelope(z.array(athleteWire), pageMetaWire)
export type AthleteSearchAnswer = z.infer<typeof athleteSearchAnswerSchema>

export const athleteAnswerSchema = envelope(athleteWire)
export type AthleteAnswer = z.infer<typeof athleteAnswerSchema>

const statusAnswerSchema = envelope(z.unknown().optional())
export type AthleteStatusAnswer = z.infer<typeof statusAnswerSchema>

export const pbSavedAnswerSchema = envelope(lenient({ athleteid: num, eventid: num, pb: num, pbText: text, trackSb: flag }))
export type PbSavedAnswer = z.infer<typeof pbSavedAnswerSchema>

export const pbV2SavedAnswerSchema = envelope(lenient({ entryId: num, ceid: num, pb: num, pbText: text }))
export type PbV2SavedAnswer = z.infer<typeof pbV2SavedAnswerSchema>

/** The athlete search query as the legacy site names it; default page size 5, sorted by name. */
export type AthleteSearchQuery = {
  compid?: number
  teamid?: number
  pagenumber?: number
  pagesize?: number
  /** name (default), firstname or dob. */
  sort?: string
  region?: number
  county?: number
  /** A club id, or part of a club name. */
  club?: number | string
  firstname?: string
  surname?: string
  gender?: string
}

/** The athlete body of create and update, in the legacy names. */
export type AthleteInput = {
  firstName: string
  surName: string
  gender: 'F' | 'M' | 'O'
  /** YYYY-MM-DD (the form's DD/MM/YYYY is converted before the call). */
  dob: string
  clubid?: number
  club2id?: number
  schoolid?: number
  URN?: string
  aocode?: string
  email?: string
  classification?: number
  options?: {
    noEntryReason?: string
    emergency?: { name?: string; tel?: string; relationship?: string }
    socials?: { tiktok?: string; instagram?: string; facebook?: string }
    coach?: string
    trainingGroup?: string
    genericCompAthleteEntities?: Record<string, { id: number; name: string }>
  }
}

const athletePath = (athleteId: number) => rest(`/v5/athlete/${segment(athleteId)}`)

export function searchAthletes(legacy: LegacyCaller, query: AthleteSearchQuery = {}) {
  return legacy.call({
    endpoint: 'athletes.search',
    method: 'GET',
    path: rest('/v5/athletes'),
    query: { pagenumber: 1, pagesize: 5, sort: 'name', ...query },
    auth: 'required',
    schema: athleteSearchAnswerSchema,
  })
}

/** compId adds the athlete's age info for that competition. */
export function getAthlete(legacy: LegacyCaller, athleteId: number, options: { compId?: number } = {}) {
  return legacy.call({
    endpoint: 'athletes.get',
    method: 'GET',
    path: athletePath(athleteId),
    query: { compid: options.compId },
    auth: 'required',
    schema: athleteAnswerSchema,
  })
}

/** Creates the athlete and puts it on the user's list; validation failures are business errors. */
export function createAthlete(legacy: LegacyCaller, input: AthleteInput) {
  return legacy.call({
    endpoint: 'athletes.create',
    method: 'POST',
    path: rest('/v5/athlete'),
    body: input,
    auth: 'required',
    schema: athleteAnswerSchema,
  })
}

/** Changes only the fields given (options are merged, e.g. a generic athlete entity for one competition). */
export function updateAthlete(legacy: LegacyCaller, athleteId: number, input: Partial<AthleteInput>) {
  return legacy.call({
    endpoint: 'athletes.update',
    method: 'PUT',
    path: athletePath(athleteId),
    body: input,
    auth: 'required',
    schema: athleteAnswerSchema,
  })
}

/** Puts an athlete on the user's list (one the user found by registration number and date of birth). */
export function linkAthlete(legacy: LegacyCaller, athleteId: number, userId: number) {
  return legacy.call({
    endpoint: 'athletes.link',
    method: 'POST',
    path: rest(`/v5/athlete/${segment(athleteId)}/${segment(userId)}`),
    auth: 'required',
    schema: athleteAnswerSchema,
  })
}

/** Takes an athlete off the user's list (refused for club or county representatives). */
export function unlinkAthlete(legacy: LegacyCaller, athleteId: number, userId: number) {
  return legacy.call({
    endpoint: 'athletes.unlink',
    method: 'DELETE',
    path: rest(`/v5/athlete/${segment(athleteId)}/${segment(userId)}`),
    auth: 'required',
    schema: statusAnswerSchema,
  })
}

/** Registration look-up: the registration number (regid) and date of birth (YYYY-MM-DD) must both match. */
export function lookupRegistration(legacy: LegacyCaller, input: { aocode: string; regid: string; dob: string }) {
  return legacy.call({
    endpoint: 'athletes.getid',
    method: 'GET',
    path: rest('/v5/athlete/getid'),
    query: { aocode: input.aocode, regid: input.regid, dob: input.dob },
    auth: 'required',
    schema: athleteAnswerSchema,
  })
}

/**
 * Confirms a registration found by the look-up before the athlete is linked (2-entry §7
 * `GET /v5/athlete/confirm`, aocode, regid, dob, optional clubid and classification; our reading:
 * the same match as getid, asked again at the moment of linking, optionally narrowed by club and
 * classification). `data` is the athlete.
 */
export function confirmRegistration(
  legacy: LegacyCaller,
  input: { aocode: string; regid: string; dob: string; clubid?: number; classification?: number },
) {
  return legacy.call({
    endpoint: 'athletes.confirm',
    method: 'GET',
    path: rest('/v5/athlete/confirm'),
    query: { aocode: input.aocode, regid: input.regid, dob: input.dob, clubid: input.clubid, classification: input.classification },
    auth: 'required',
    schema: athleteAnswerSchema,
  })
}

/** Whether a registration number is already held by an athlete (our reading of the answer: `exists`, nothing about who). */
export const registrationCheckAnswer = envelope(lenient({ exists: flag }))

/**
 * Checks an athlete's registration before a new athlete is created (2-entry §7
 * `GET /v5/athlete/check/{a}/{b}`; our reading: {a} the authority code, {b} the registration number).
 */
export function checkRegistration(legacy: LegacyCaller, input: { aocode: string; urn: string }) {
  return legacy.call({
    endpoint: 'athletes.check',
    method: 'GET',
    path: rest(`/v5/athlete/check/${encodeURIComponent(input.aocode)}/${encodeURIComponent(input.urn)}`),
    auth: 'required',
    schema: registrationCheckAnswer,
  })
}

/** The external performance database's PBs of an athlete (2-entry §7; the answer's shape is our reading). */
export const performanceDbAnswer = envelope(z.array(lenient({ eventid: num, eventName: text, pbText: text, sbText: text })).catch([]))

export function getPerformanceDbPbs(legacy: LegacyCaller, athleteId: number) {
  return legacy.call({
    endpoint: 'athletes.pof10pbs',
    method: 'GET',
    path: rest(`/v5/athlete/pof10pbs/${segment(athleteId)}`),
    auth: 'required',
    schema: performanceDbAnswer,
  })
}

/** Saves an athlete's PB for an event (v1): pb in the event's unit (seconds, metres, points). */
export function savePb(legacy: LegacyCaller, input: { aid: number; eid: number; pb: number; pbText?: string; trackSb?: boolean }) {
  return legacy.call({
    endpoint: 'athletes.pbupdate',
    method: 'POST',
    path: rest('/v5/athlete/pbupdate'),
    body: { aid: input.aid, eid: input.eid, pb: input.pb, pbText: input.pbText ?? '', trackSb: input.trackSb ?? false },
    auth: 'required',
    schema: pbSavedAnswerSchema,
  })
}

/** Sets the performance of one entry (v2); the event's min/max apply. */
export function savePbV2(legacy: LegacyCaller, input: { entryId: number; performance: number }) {
  return legacy.call({
    endpoint: 'athletes.pbupdatev2',
    method: 'POST',
    path: rest('/v5/athlete/pbupdatev2'),
    body: { entryId: input.entryId, performance: input.performance },
    auth: 'required',
    schema: pbV2SavedAnswerSchema,
  })
}
