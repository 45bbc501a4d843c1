import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller, writeAnswerSchema } from './client.server'
import { flag, id, lenient, num, segment, text } from './wire'

/*
 * Seeding (3-organiser-admin §3 event options seed and heatInfo, §9 lanes and heat order). The spec
 * names no seeding call: the entry list, the saved heats and saving an event group's heats are our
 * invention (docs/legacy-wire.md "Seeding").
 */

// heatInfo.useLanes: our reading, 'N', 0, false or '' is "not in lanes"; anything else (the entry wire's 'A') is in lanes.
const useLanes = z
  .union([z.string(), z.number(), z.boolean()])
  .nullish()
  .transform((v) => !(v === false || v === 0 || v === null || v === undefined || ['', 'N', '0'].includes(String(v).trim().toUpperCase())))
  .catch(true)

export const seedingEntryWire = z.object({
  entryId: id,
  athleteId: num,
  bibNo: text,
  firstName: text,
  surName: text,
  club: text,
  gender: text,
  ageGroup: text,
  /** Seconds for a race, metres for a throw or jump; 0: none. */
  pb: num,
  /** The season's best, as `pb`; 0 or missing: none this season (our reading). */
  sb: num,
})
export type SeedingEntryWire = z.infer<typeof seedingEntryWire>

export const seedingGroupWire = z.object({
  eventGroupId: id,
  name: text,
  startDateTime: text,
  tf: text,
  uom: text,
  maxInHeat: num,
  heatInfo: lenient({ useLanes }),
  seed: lenient({ gender: flag, age: flag, type: text, laneCount: num, firstLane: num }),
  // Strict: an entry left out would be left out of the heats.
  entries: z.array(seedingEntryWire),
})
export type SeedingGroupWire = z.infer<typeof seedingGroupWire>

export const seedingListWire = z.object({
  comp: z.object({ id, name: text, date: text, orgId: num, heatOrder: text, laneCount: num }),
  eventGroups: z.array(seedingGroupWire),
})

const heatWire = z.object({
  heatNo: num,
  group: text,
  athletes: z.array(z.object({ entryId: id, lane: num, rank: num })),
})

export const savedSeedingWire = z.object({
  eventGroupId: id,
  seed: num,
  heatOrder: text,
  laneCount: num,
  firstLane: num,
  gender: flag,
  age: flag,
  /** Our invention (issue 29): 'lot' or 'seeded'; absent on a seeding saved before it ('' reads as seeded). */
  laneDraw: text,
  clubsApart: flag,
  /** Our invention (issue 29): 'sb' ranked on season's bests (PB where none); '' or 'pb' on PBs. */
  seedOn: text,
  seededAt: text,
  heats: z.array(heatWire),
})
export type SavedSeedingWire = z.infer<typeof savedSeedingWire>

export const seedingListAnswer = envelope(seedingListWire)
export const savedHeatsAnswer = envelope(z.array(savedSeedingWire))

export function getSeedingList(legacy: LegacyCaller, compId: number) {
  return legacy.call({
    endpoint: 'seeding.list',
    method: 'GET',
    path: rest(`/v5/public/seeding/${segment(compId)}`),
    auth: 'none',
    schema: seedingListAnswer,
  })
}

export function getSavedHeats(legacy: LegacyCaller, compId: number) {
  return legacy.call({
    endpoint: 'seeding.heats',
    method: 'GET',
    path: rest(`/v5/public/seeding/${segment(compId)}/heats`),
    auth: 'none',
    schema: savedHeatsAnswer,
  })
}

export type SaveSeedingBody = Omit<SavedSeedingWire, 'eventGroupId' | 'seededAt' | 'laneDraw' | 'clubsApart' | 'seedOn'> & {
  laneDraw?: string
  clubsApart?: boolean
  seedOn?: string
}

export function saveSeeding(legacy: LegacyCaller, compId: number, eventGroupId: number, body: SaveSeedingBody) {
  return legacy.call({
    endpoint: 'seeding.save',
    method: 'POST',
    path: rest(`/v5/seeding/${segment(compId)}/${segment(eventGroupId)}`),
    body,
    auth: 'required',
    schema: writeAnswerSchema,
    outcomeOnly: true,
  })
}
