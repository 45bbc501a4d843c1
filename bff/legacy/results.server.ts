import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'
import { flag, id, num, segment, text } from './wire'

/*
 * Results calls. The track upload is the spec's target (3-organiser-admin §7:
 * `{host}/wp-json/e4s/v5/otd/secure/track/{a}/{b}`); our reading: {a} the competition, {b} the event
 * group, a JSON body of one heat. The field upload, the entries of an event group and the public results read are our
 * inventions (docs/legacy-wire.md "Results").
 */

const optionalNumber = z.union([z.number(), z.null()]).catch(null)

export const groupEntryWire = z.object({
  entryId: id,
  athleteId: num,
  bibNo: text,
  firstName: text,
  surName: text,
  club: text,
  laneNo: z.coerce.number().int().positive().nullable().catch(null),
})
export type GroupEntryWire = z.infer<typeof groupEntryWire>

// Strict on the entries: a list with one left out would send that athlete's row to review.
const entriesAnswer = envelope(
  z.object({
    eventGroup: z.object({ id, eventNo: num, name: text }),
    entries: z.array(groupEntryWire),
  }),
)

/** One heat, as the track upload carries it. */
export type TrackUploadWire = {
  eventNo: number
  round: number | null
  heat: number | null
  eventName: string
  /** Metres per second; null when not measured. */
  wind: number | null
  results: Array<{
    entryId: number
    place: number | null
    /** '' finished, else DNS / DNF / DQ. */
    status: string
    /** Seconds, rounded up to the hundredth. */
    time: number | null
    reactionTime: number | null
    laneNo: number | null
    /** A personal / season's best (our reading; the results entry sets them, the import does not). */
    pb?: boolean
    sb?: boolean
  }>
}

/**
 * One field event group's series (our invention): marks in metres, 'X' a foul, '-' a pass, null not
 * taken. A vertical jump sends its bar heights, and per athlete one string of O / X / - per height.
 */
export type FieldUploadWire = {
  eventNo: number
  eventName: string
  /** A vertical jump's bar heights in metres, rising; absent for a horizontal jump or a throw. */
  heights?: number[]
  results: Array<{
    entryId: number
    /** Null for a series without a valid mark. */
    place: number | null
    attempts: Array<number | string | null>
    best: number | null
    pb: boolean
    sb: boolean
  }>
}

const uploadAnswer = envelope(z.object({ saved: num }).partial().catch({}).optional())

export const resultRowWire = z.object({
  entryId: num,
  athleteId: num,
  bibNo: text,
  firstName: text,
  surName: text,
  club: text,
  place: z.coerce.number().int().positive().nullable().catch(null),
  status: text,
  time: optionalNumber,
  reactionTime: optionalNumber,
  laneNo: optionalNumber,
  pb: flag,
  sb: flag,
  /** A jump or throw's best mark in metres and its attempts (our invention; absent for a race). */
  mark: optionalNumber,
  /** A vertical jump's attempts are one string of O / X / - per height of the heat's `heights`. */
  attempts: z.array(z.union([z.number(), z.literal('X'), z.literal('-'), z.string().regex(/^[OX-]{1,3}$/), z.null()])).catch([]),
})

const heatWire = z.object({
  eventNo: num,
  round: optionalNumber,
  heat: optionalNumber,
  wind: optionalNumber,
  /** A vertical jump's bar heights in metres (our invention); [] otherwise. */
  heights: z.array(z.number()).catch([]),
  rows: z.array(resultRowWire).catch([]),
})

export const publicResultsWire = z.object({
  comp: z.object({ id, name: text, date: text }),
  eventGroups: z.array(z.object({ id: num, eventNo: num, name: text, startDateTime: text, heats: z.array(heatWire).catch([]) })).catch([]),
})
export const publicResultsAnswer = envelope(publicResultsWire)
export type PublicResultsWire = z.infer<typeof publicResultsWire>

export function getEventGroupEntries(legacy: LegacyCaller, compId: number, eventGroupId: number) {
  return legacy.call({
    endpoint: 'results.entries',
    method: 'GET',
    path: rest(`/v5/results/entries/${segment(compId)}/${segment(eventGroupId)}`),
    auth: 'required',
    schema: entriesAnswer,
  })
}

export function uploadTrackResults(legacy: LegacyCaller, compId: number, eventGroupId: number, heat: TrackUploadWire) {
  return legacy.call({
    endpoint: 'results.track',
    method: 'POST',
    path: rest(`/v5/otd/secure/track/${segment(compId)}/${segment(eventGroupId)}`),
    body: heat,
    auth: 'required',
    schema: uploadAnswer,
  })
}

/** Our invention (docs/legacy-wire.md "Field upload"): the track upload's counterpart for jumps and throws. */
export function uploadFieldResults(legacy: LegacyCaller, compId: number, eventGroupId: number, series: FieldUploadWire) {
  return legacy.call({
    endpoint: 'results.field',
    method: 'POST',
    path: rest(`/v5/otd/secure/field/${segment(compId)}/${segment(eventGroupId)}`),
    body: series,
    auth: 'required',
    schema: uploadAnswer,
  })
}

export function getPublicResults(legacy: LegacyCaller, compId: number) {
  return legacy.call({
    endpoint: 'results.public',
    method: 'GET',
    path: rest(`/v5/public/results/${segment(compId)}`),
    auth: 'none',
    schema: publicResultsAnswer,
  })
}
