import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'
import { id, num, segment, text } from './wire'

/*
 * An event group on its own (3-organiser-admin §2 event-group-athletes/{id},
 * event-group-age-group-coverage/{id}: addresses that carry only the group's id). The spec names no
 * call for either: both are our invention (docs/legacy-wire.md "Event groups").
 */

export const eventGroupWire = z.object({
  id,
  name: text,
  compId: id,
  /** The competition's organisation: the builder permission is checked against it (§6). */
  orgId: num,
  compName: text,
  /** How its PBs are measured: T time, D distance, H height, P points (the event's uomType). */
  uom: text,
  /** The age groups the group's events are open to, by name. */
  ageGroups: z.array(text),
})
export type EventGroupWire = z.infer<typeof eventGroupWire>

export const eventGroupEntryWire = z.object({
  entryId: id,
  athleteId: num,
  bibNo: text,
  firstName: text,
  surName: text,
  club: text,
  /** The athlete's club in the entry actions' address; 0: none, or not sent. */
  clubId: num,
  gender: text,
  ageGroup: text,
  /** Seconds for a race, metres for a throw or jump; 0: none. */
  pb: num,
  /** 0 not paid, 1 paid, 2 cheque awaiting payment, 3 free (as the entry wire's paid). */
  paid: num,
})
export type EventGroupEntryWire = z.infer<typeof eventGroupEntryWire>

export const eventGroupAnswer = envelope(eventGroupWire)
// Strict: an entry left out would be missing from the counts.
export const eventGroupEntriesAnswer = envelope(z.array(eventGroupEntryWire))

/** The group, its competition and the age groups of its events: public, as the entry lists are. */
export function getEventGroup(legacy: LegacyCaller, eventGroupId: number) {
  return legacy.call({
    endpoint: 'eventgroup.read',
    method: 'GET',
    path: rest(`/v5/public/eventgroup/${segment(eventGroupId)}`),
    auth: 'none',
    schema: eventGroupAnswer,
  })
}

/** The group's entries with their paid state: the competition's builders only. */
export function getEventGroupEntries(legacy: LegacyCaller, eventGroupId: number) {
  return legacy.call({
    endpoint: 'eventgroup.entries',
    method: 'GET',
    path: rest(`/v5/eventgroup/${segment(eventGroupId)}/entries`),
    auth: 'required',
    schema: eventGroupEntriesAnswer,
  })
}
