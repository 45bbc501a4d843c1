// From an event group and the organiser's form to the options of seedHeats (3-organiser-admin §3
// event options seed and heatInfo; §9 lane count 8, first lane 1, heat order s).
import { formatPerformance, unitForValue, type PerformanceUom } from '../athlete/performance'
import type { MeasureType } from '../schedule/schedule'
import { drawTypeFor, type DrawType } from './lane-draw'
import { raceMetres } from './race-distance'
import { DEFAULT_SEED_OPTIONS, seedHeats, type HeatOrder, type LaneDraw, type Seeding } from './seeding'

/** The lanes a form may ask for: no track has more than 12 (decision 036). */
export const MAX_LANES = 12

/** The lane draw of an event group's races; null when they are not run in lanes (heatInfo.useLanes off) or no distance can be read. */
export function drawTypeOf(group: { name: string; useLanes: boolean }): DrawType | null {
  if (!group.useLanes) return null
  const metres = raceMetres(group.name)
  return metres === null ? null : drawTypeFor(metres)
}

/** Races in lanes whose name gives no distance: the draw is refused rather than made without the rule. */
export const distanceUnread = (group: { name: string; useLanes: boolean }) => group.useLanes && raceMetres(group.name) === null

export type SeedFormValues = {
  heatOrder: HeatOrder
  laneCount: number
  firstLane: number
  byGender: boolean
  byAge: boolean
  /** Lanes by ranking in the rule's groups, or by lot. */
  laneDraw: LaneDraw
  /** Rule 20.3.1: a club's athletes in different heats where possible. */
  clubsApart: boolean
  /** Rank on the PB (the spec's seeding), or on the season's best where there is one, else the PB. */
  seedOn: SeedOn
}

export type SeedOn = 'pb' | 'sb'

/**
 * The rule's choices for a new seeding: a first round's lanes by lot (Technical Rule 20.4.3) and a
 * club's athletes in different heats where possible (Rule 20.3.1).
 */
export const RULE_SEED_CHOICES = { laneDraw: 'lot', clubsApart: true } as const

/** The form's starting values: the event's seed options, the competition's heat order, the spec's defaults. */
export function seedFormDefaults(
  comp: { heatOrder: string; laneCount: number },
  seed: { gender: boolean; age: boolean; laneCount: number; firstLane: number },
): SeedFormValues {
  const lanes = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_LANES
  return {
    heatOrder: comp.heatOrder === 'f' ? 'f' : DEFAULT_SEED_OPTIONS.heatOrder,
    laneCount: lanes(seed.laneCount) ? seed.laneCount : lanes(comp.laneCount) ? comp.laneCount : DEFAULT_SEED_OPTIONS.laneCount,
    firstLane: lanes(seed.firstLane) ? seed.firstLane : DEFAULT_SEED_OPTIONS.firstLane,
    byGender: seed.gender,
    byAge: seed.age,
    ...RULE_SEED_CHOICES,
    seedOn: 'pb',
  }
}

export type SeedFormError = 'heatOrder' | 'laneCount' | 'firstLane'

/** Reads the seed form's fields; answers the first field that is wrong. */
export function readSeedForm(fields: {
  heatOrder: string
  laneCount: string
  firstLane: string
  byGender: boolean
  byAge: boolean
  laneDraw?: string
  clubsApart?: boolean
  seedOn?: string
}): { ok: true; values: SeedFormValues } | { ok: false; field: SeedFormError } {
  const whole = (raw: string) => (/^\d{1,2}$/.test(raw.trim()) ? Number(raw.trim()) : NaN)
  if (fields.heatOrder !== 's' && fields.heatOrder !== 'f' && fields.heatOrder !== 'd') return { ok: false, field: 'heatOrder' }
  const laneCount = whole(fields.laneCount)
  if (!(laneCount >= 1 && laneCount <= MAX_LANES)) return { ok: false, field: 'laneCount' }
  const firstLane = whole(fields.firstLane)
  // The last lane in use must exist too.
  if (!(firstLane >= 1 && firstLane + laneCount - 1 <= MAX_LANES)) return { ok: false, field: 'firstLane' }
  // A form without the choices (an older page) seeds as before them: lanes by ranking, clubs as drawn.
  return {
    ok: true,
    values: {
      heatOrder: fields.heatOrder,
      laneCount,
      firstLane,
      byGender: fields.byGender,
      byAge: fields.byAge,
      laneDraw: fields.laneDraw === 'lot' ? 'lot' : 'seeded',
      clubsApart: fields.clubsApart === true,
      seedOn: fields.seedOn === 'sb' ? 'sb' : 'pb',
    },
  }
}

const TIME_UNITS: PerformanceUom[] = [
  { type: 'T', pattern: 's.SS' },
  { type: 'T', pattern: 'm:ss.SS' },
]

/** A PB as the lists show it: '23.45', '2:11.00', '12.34' (metres), '' for none. */
export function pbText(value: number, measure: string): string {
  if (measure === 'T') return formatPerformance(value, unitForValue(value, TIME_UNITS))
  const type: MeasureType = measure === 'H' || measure === 'P' ? measure : 'D'
  return formatPerformance(value, { type, pattern: type === 'P' ? '#' : 'm.SS' })
}

/** Event groups of races are seeded into heats; field events keep their entry list. */
export const isSeedable = (group: { tf: string }) => group.tf === 'T'

export type SeedableGroup = {
  name: string
  useLanes: boolean
  maxInHeat: number
  entries: ReadonlyArray<{ entryId: number; pb: number; sb?: number; gender: string; ageGroup: string; club?: string }>
}

/** The mark an entry is ranked on: its season's best when asked and known, else its PB; null for none. */
export function seedingMark(entry: { pb: number; sb?: number }, seedOn: SeedOn): number | null {
  if (seedOn === 'sb' && entry.sb !== undefined && entry.sb > 0) return entry.sb
  return entry.pb > 0 ? entry.pb : null
}

/** Heats and lanes for an event group's entries with the organiser's options and the draw's seed. */
export function seedEventGroup(group: SeedableGroup, values: SeedFormValues, seed: number): Seeding {
  return seedHeats(
    group.entries.map((e) => ({ id: e.entryId, pb: seedingMark(e, values.seedOn), gender: e.gender, ageGroup: e.ageGroup, club: e.club })),
    {
      laneCount: values.laneCount,
      firstLane: values.firstLane,
      heatOrder: values.heatOrder,
      drawType: drawTypeOf(group),
      byGender: values.byGender,
      byAge: values.byAge,
      maxInHeat: group.maxInHeat > 0 ? group.maxInHeat : null,
      laneDraw: values.laneDraw,
      clubsApart: values.clubsApart,
      seed,
    },
  )
}
