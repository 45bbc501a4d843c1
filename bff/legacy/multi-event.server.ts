import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'
import { unitWire } from './entry.server'
import { id, lenient, num, segment, text } from './wire'

/*
 * Multi-events (2-entry.md §4 "Multi-event", §7): the athlete's PBs for the child events of one
 * multi-event, and saving them. The spec names the paths but not their segments or bodies: the BFF
 * and the simulator agree on them (docs/legacy-wire.md "Multi-event PBs").
 */

/** One child event of a multi-event, with the athlete's PB in its unit (seconds, metres, points). */
export const multiEventChildWire = z.object({
  eventid: id,
  eventName: text,
  /** T, F, M, R or X. */
  tf: text,
  /** T, D, H or P. */
  uomType: text,
  pb: num,
  pbText: text,
  sb: num,
  /** PB limits; apply only when both are above 0. */
  min: num,
  max: num,
  uom: z.array(unitWire).catch([]),
})
export type MultiEventChildWire = z.infer<typeof multiEventChildWire>

export const multiEventPbsAnswerSchema = envelope(
  z.object({
    ceid: id,
    compid: num,
    eventid: num,
    eventName: text,
    athleteid: num,
    events: z.array(multiEventChildWire),
  }),
)
export type MultiEventPbsAnswer = z.infer<typeof multiEventPbsAnswerSchema>

export const multiEventPbsSavedAnswerSchema = envelope(
  lenient({
    athleteid: num,
    ceid: num,
    events: z.array(lenient({ eventid: num, pb: num, pbText: text })).catch([]),
  }),
)
export type MultiEventPbsSavedAnswer = z.infer<typeof multiEventPbsSavedAnswerSchema>

/** The child events of the multi-event (its ceid) with the athlete's PBs; the athlete must be the user's. */
export function getMultiEventPbs(legacy: LegacyCaller, input: { ceid: number; athleteId: number }) {
  return legacy.call({
    endpoint: 'multi.pbs',
    method: 'GET',
    path: rest(`/v5/events/multi/${segment(input.ceid)}/${segment(input.athleteId)}`),
    auth: 'required',
    schema: multiEventPbsAnswerSchema,
  })
}

/** Saves the athlete's PBs for child events of the multi-event, all or none; a PB of 0 clears one. */
export function saveMultiEventPbs(
  legacy: LegacyCaller,
  input: { athleteId: number; ceid: number; pbs: Array<{ eventId: number; pb: number; pbText: string }> },
) {
  return legacy.call({
    endpoint: 'multi.pbs.save',
    method: 'POST',
    path: rest(`/v5/athlete/multi/${segment(input.athleteId)}`),
    body: { ceid: input.ceid, pbs: input.pbs.map((p) => ({ eventid: p.eventId, pb: p.pb, pbText: p.pbText })) },
    auth: 'required',
    schema: multiEventPbsSavedAnswerSchema,
  })
}
