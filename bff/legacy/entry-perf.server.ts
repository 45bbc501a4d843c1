import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'
import { performanceShape } from './entry.server'
import { id, num, segment, text } from './wire'

/*
 * The performance of one entry (2-entry §7 GET /v5/entryperf/{id}): the spec's Performance fields
 * (§3 "PB / performance") plus what names the entry (our reading, docs/legacy-wire.md).
 */

export const entryPerfWire = z.object({
  entryId: id,
  compId: num,
  compName: text,
  ceid: num,
  firstName: text,
  surName: text,
  eventName: text,
  ...performanceShape,
})
export type EntryPerfWire = z.infer<typeof entryPerfWire>

export const entryPerfAnswerSchema = envelope(entryPerfWire)

/** One of the user's entries with its performance; errNo > 0 when it is not theirs or not there. */
export function getEntryPerf(legacy: LegacyCaller, entryId: number) {
  return legacy.call({
    endpoint: 'entry.entryperf',
    method: 'GET',
    path: rest(`/v5/entryperf/${segment(entryId)}`),
    auth: 'required',
    schema: entryPerfAnswerSchema,
  })
}
