import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'
import { id, isRecord, lenient, num, segment, text } from './wire'

/*
 * Club competitions (2-entry §3 'Club competition info', §7): the club competitions and their clubs
 * (GET /v5/competition/clubcomps) and one club's info (GET /v5/competition/entries/{id} with the
 * entity). The spec names the calls and the info's fields; the shapes are our reading
 * (docs/legacy-wire.md "Club competitions").
 */

export const clubCompWire = z.object({
  compId: id,
  compName: text,
  date: text,
  clubs: z.array(lenient({ clubId: num, clubName: text })).catch([]),
})
export type ClubCompWire = z.infer<typeof clubCompWire>

const athleteRef = lenient({ athleteId: num, firstName: text, surName: text })

const eventGroupEntries = lenient({ egId: num, eventGroup: text, egCount: num, athletes: z.array(athleteRef).catch([]) })

export const clubInfoWire = z.object({
  configData: lenient({ clubId: num, clubName: text, maxEntries: num, maxPerEvent: num, maxRelays: num, maxMixedRelays: num }),
  entryData: lenient({
    entryCnt: num,
    // Entries by event group: an object keyed by the group's id (as read), or a plain list.
    entries: z.preprocess((v) => (isRecord(v) ? Object.values(v) : v), z.array(eventGroupEntries)).catch([]),
    teams: z
      .array(lenient({ teamId: num, teamName: text, ceid: num, eventGroup: text, gender: z.enum(['M', 'F', 'O']).catch('O') }))
      .catch([]),
  }),
})
export type ClubInfoWire = z.infer<typeof clubInfoWire>

const listAnswer = envelope(z.array(clubCompWire))
const infoAnswer = envelope(clubInfoWire)

export function getClubComps(legacy: LegacyCaller) {
  return legacy.call({
    endpoint: 'clubcomps.list',
    method: 'GET',
    path: rest('/v5/competition/clubcomps'),
    auth: 'required',
    schema: listAnswer,
  })
}

export function getClubInfo(legacy: LegacyCaller, compId: number, entity: { id: number; level: number }) {
  return legacy.call({
    endpoint: 'clubcomps.info',
    method: 'GET',
    path: rest(`/v5/competition/entries/${segment(compId)}`),
    query: { entityId: entity.id, entityLevel: entity.level },
    auth: 'required',
    schema: infoAnswer,
  })
}
