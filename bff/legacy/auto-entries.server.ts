import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'
import { id, lenient, num, segment, text } from './wire'

/*
 * Automatic entries (3-organiser-admin §2 auto-entries): both calls are our invention
 * (docs/legacy-wire.md "Automatic entries"). The read gives the source competition's entries, the
 * selected target with its events and entries, and the organisation's other competitions; the post
 * copies entries into the target's matching events.
 */

/** A list whose bad items are dropped (one odd row must not cost the page). */
const dropBadItems = <S extends z.ZodType>(item: S) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((i) => {
        const parsed = item.safeParse(i)
        return parsed.success ? [parsed.data as z.output<S>] : []
      }),
    )

const sourceEntryWire = z.object({
  entryId: id,
  ceid: id,
  eventId: num,
  eventName: text,
  athleteId: id,
  firstName: text,
  surName: text,
  gender: text,
  ageGroupId: num,
  paid: num,
})
const targetEventWire = z.object({
  ceid: id,
  eventId: num,
  eventName: text,
  gender: text,
  ageGroupIds: z.array(z.coerce.number()).catch([]),
  isTeamEvent: z.boolean().catch(false),
})

export const autoEntriesWire = lenient({
  compId: num,
  targets: dropBadItems(z.object({ id, name: text, date: text })),
  target: z
    .object({ id, name: text, open: z.boolean().catch(false) })
    .nullable()
    .catch(null),
  entries: dropBadItems(sourceEntryWire),
  events: dropBadItems(targetEventWire),
  entered: dropBadItems(z.object({ entryId: id, athleteId: id, ceid: id, autoFrom: num })),
})
export type AutoEntriesWire = z.infer<typeof autoEntriesWire>

const copyWire = lenient({
  targetCompId: num,
  copied: dropBadItems(z.object({ entryId: id, targetEntryId: id, ceid: id })),
  refused: dropBadItems(z.object({ entryId: id, reason: text })),
})
export type AutoEntryCopyWire = z.infer<typeof copyWire>

export function readAutoEntries(legacy: LegacyCaller, compId: number) {
  return legacy.call({
    endpoint: 'autoentries.read',
    method: 'GET',
    path: rest(`/v5/autoentries/${segment(compId)}`),
    auth: 'required',
    schema: envelope(autoEntriesWire),
  })
}

export function copyAutoEntries(legacy: LegacyCaller, input: { compId: number; entryIds: number[] }) {
  return legacy.call({
    endpoint: 'autoentries.copy',
    method: 'POST',
    path: rest(`/v5/autoentries/${segment(input.compId)}`),
    body: { entryIds: input.entryIds },
    auth: 'required',
    schema: envelope(copyWire),
  })
}
