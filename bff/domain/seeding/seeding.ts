// Seeding an event group into heats and lanes from the entries' PBs (spec 3-organiser-admin.md §3
// event options seed and heatInfo, §9 lanes and heat order; World Athletics Technical Rule 20).
import { drawLanes, laneGroups, type DrawType } from './lane-draw'
import { seededRandom, shuffled } from './random'

export type SeedEntry = {
  id: number
  /** The PB in seconds (lower is faster); null, 0 or unreadable = no PB. */
  pb: number | null
  gender?: string
  ageGroup?: string
}

export type HeatOrder = 's' | 'f'

export type SeedOptions = {
  /** Lanes used (spec default 8). */
  laneCount: number
  /** The first lane used (spec default 1). */
  firstLane: number
  /** 's' puts the slowest heat first (spec default), 'f' the fastest. */
  heatOrder: HeatOrder
  /** Null: the race is not run in lanes; athletes get places in seed order, no draw. */
  drawType: DrawType | null
  /** Seed each gender / age group into heats of its own. */
  byGender?: boolean
  byAge?: boolean
  /** The event's maxInHeat, when it allows fewer athletes than lanes. */
  maxInHeat?: number | null
  /** The seed of the draw: the same seed and entries give the same heats and lanes. */
  seed: number
}

export const DEFAULT_SEED_OPTIONS = { laneCount: 8, firstLane: 1, heatOrder: 's' } as const

export type SeededAthlete = {
  entryId: number
  /** 1-based rank within its seeding group: 1 is the fastest PB. */
  rank: number
  /** The lane, or for a race not run in lanes the start position (1, 2, ...). */
  lane: number
}

export type Heat = {
  heatNo: number
  /** The seeding group ('' when not seeded by gender or age; otherwise e.g. 'F', 'U17', 'F U17'). */
  group: string
  athletes: SeededAthlete[]
}

export type Seeding = { seed: number; heats: Heat[] }

const hasPb = (pb: number | null): pb is number => pb !== null && Number.isFinite(pb) && pb > 0

/** Fastest PB first; equal PBs and athletes without a PB (placed last) in an order drawn by lot. */
export function rankEntries(entries: readonly SeedEntry[], random: () => number): SeedEntry[] {
  const drawn = shuffled(entries, random)
  const lot = new Map(drawn.map((entry, i) => [entry, i]))
  return [...entries].sort((a, b) => {
    const pa = hasPb(a.pb) ? a.pb : Infinity
    const pb = hasPb(b.pb) ? b.pb : Infinity
    return pa !== pb ? pa - pb : lot.get(a)! - lot.get(b)!
  })
}

/**
 * Zigzag (serpentine) distribution of ranked athletes over `heatCount` heats: 1, 2, ..., n, then
 * n, ..., 2, 1, and so on. Answers the heat index (0-based) of each ranked athlete.
 */
export function zigzagHeats(athleteCount: number, heatCount: number): number[] {
  const heats: number[] = []
  for (let i = 0; i < athleteCount; i++) {
    const pass = Math.floor(i / heatCount)
    const step = i % heatCount
    heats.push(pass % 2 === 0 ? step : heatCount - 1 - step)
  }
  return heats
}

function groupKey(entry: SeedEntry, options: SeedOptions): string {
  return [options.byGender ? (entry.gender ?? '') : '', options.byAge ? (entry.ageGroup ?? '') : ''].filter((p) => p !== '').join(' ')
}

/** Places per heat: the lanes in use, or the event's smaller maxInHeat. */
export function heatCapacity(options: SeedOptions): number {
  const lanes = Math.max(1, Math.trunc(options.laneCount))
  const max = options.maxInHeat
  return typeof max === 'number' && max >= 1 ? Math.min(lanes, Math.trunc(max)) : lanes
}

/**
 * Heats with lanes for an event group. Heats are as few as the capacity allows and differ in size by
 * at most one; within a group heats are numbered by heat order (the heat holding the best seed is the
 * fastest); groups follow one another in their key order.
 */
export function seedHeats(entries: readonly SeedEntry[], options: SeedOptions): Seeding {
  const random = seededRandom(options.seed)
  const capacity = heatCapacity(options)
  const groups = new Map<string, SeedEntry[]>()
  for (const entry of entries) {
    const key = groupKey(entry, options)
    groups.set(key, [...(groups.get(key) ?? []), entry])
  }
  const lanes = options.drawType === null ? null : laneGroups(options.drawType, options.laneCount, options.firstLane)
  const heats: Heat[] = []
  for (const key of [...groups.keys()].sort()) {
    const ranked = rankEntries(groups.get(key)!, random)
    const heatCount = Math.ceil(ranked.length / capacity)
    const members: SeededAthlete[][] = Array.from({ length: heatCount }, () => [])
    zigzagHeats(ranked.length, heatCount).forEach((heat, i) => members[heat].push({ entryId: ranked[i].id, rank: i + 1, lane: 0 }))
    // The zigzag puts rank 1 in the first heat: slowest-first numbering turns the heats round.
    if (options.heatOrder === 's') members.reverse()
    for (const athletes of members) {
      const drawn = lanes === null ? athletes.map((_, i) => i + 1) : drawLanes(athletes.length, lanes, random)
      athletes.forEach((athlete, i) => (athlete.lane = drawn[i]))
      heats.push({ heatNo: heats.length + 1, group: key, athletes })
    }
  }
  return { seed: options.seed, heats }
}
