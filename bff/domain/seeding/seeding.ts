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
  /** The athlete's club ('' unattached): Rule 20.3.1 keeps a club's athletes apart when asked. */
  club?: string
}

/** 's' slowest heat first (the spec's default), 'f' fastest first, 'd' an order drawn by lot. */
export type HeatOrder = 's' | 'f' | 'd'

/** Lanes by ranking in the rule's groups (Rule 20.4.4), or all by lot (Rule 20.4.3, a first round). */
export type LaneDraw = 'seeded' | 'lot'

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
  /** Lanes by ranking in the rule's groups (the default), or by lot. */
  laneDraw?: LaneDraw
  /** Rule 20.3.1: athletes of the same club in different heats where possible. */
  clubsApart?: boolean
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

/**
 * Rule 20.3.1 on top of the zigzag: "where possible", athletes of the same club run in different
 * heats. Each band of `heatCount` ranks (one athlete per heat in the zigzag) keeps its heats, so heat
 * sizes and the spread of ability stay as the zigzag made them; within a band an athlete whose club
 * is already in its zigzag heat takes the next heat of the band free of the club, or swaps with an
 * athlete of the band placed before it when that clears both. Clubs '' (unattached) never clash.
 */
export function clubsApartHeats(clubs: readonly string[], heatCount: number): number[] {
  const heats = zigzagHeats(clubs.length, heatCount)
  const inHeat = Array.from({ length: heatCount }, () => new Map<string, number>())
  const clash = (heat: number, club: string) => club !== '' && (inHeat[heat].get(club) ?? 0) > 0
  const move = (club: string, heat: number, by: number) => inHeat[heat].set(club, (inHeat[heat].get(club) ?? 0) + by)
  const swap = (a: number, b: number) => {
    const [ha, hb] = [heats[a], heats[b]]
    move(clubs[a], ha, -1)
    move(clubs[b], hb, -1)
    ;[heats[a], heats[b]] = [hb, ha]
    move(clubs[a], hb, 1)
    move(clubs[b], ha, 1)
  }
  // Another club's athlete x may go into `heat` in place of `out` when its club is not there but for `out`.
  const fits = (x: number, heat: number, out: number) =>
    clubs[x] === '' || (inHeat[heat].get(clubs[x]) ?? 0) - (clubs[out] === clubs[x] ? 1 : 0) === 0
  /** Athlete i (not placed yet) must go to `heat`, where its club is: swap within a band so that it need not clash. */
  const swapApart = (i: number, heat: number): number => {
    const club = clubs[i]
    const bandOf = (j: number) => Math.floor(j / heatCount)
    // An athlete of i's band placed before it, whose heat lacks the club, takes `heat` instead.
    const partner = placedIn(bandOf(i), i).find((j) => clubs[j] !== club && !clash(heats[j], club) && fits(j, heat, -1))
    if (partner !== undefined) {
      const theirs = heats[partner]
      move(clubs[partner], theirs, -1)
      move(clubs[partner], heat, 1)
      heats[partner] = heat
      return theirs
    }
    // Or the club-mate already in `heat` swaps with one of its own band in a heat without the club.
    for (const mate of placedIn(null, i).filter((k) => clubs[k] === club && heats[k] === heat)) {
      const other = placedIn(bandOf(mate), i).find(
        (j) => j !== mate && clubs[j] !== club && heats[j] !== heat && !clash(heats[j], club) && fits(j, heat, mate),
      )
      if (other !== undefined) {
        swap(mate, other)
        return heat
      }
    }
    return heat
  }
  /** Athletes before i, all or those of one band. */
  const placedIn = (band: number | null, i: number) =>
    Array.from({ length: i }, (_, j) => j).filter((j) => band === null || Math.floor(j / heatCount) === band)
  for (let start = 0; start < clubs.length; start += heatCount) {
    const band = Array.from({ length: Math.min(heatCount, clubs.length - start) }, (_, i) => start + i)
    const open = band.map((i) => heats[i])
    for (const i of band) {
      const club = clubs[i]
      let heat = open.find((h) => !clash(h, club)) ?? open[0]
      open.splice(open.indexOf(heat), 1)
      if (clash(heat, club)) heat = swapApart(i, heat)
      heats[i] = heat
      move(club, heat, 1)
    }
  }
  // The moves are local: where they leave more athletes beside a club-mate than the zigzag did, keep the zigzag.
  const zigzag = zigzagHeats(clubs.length, heatCount)
  return clashes(clubs, heats) <= clashes(clubs, zigzag) ? heats : zigzag
}

/** Athletes who share their heat with an athlete of their club ranked ahead of them. */
function clashes(clubs: readonly string[], heats: readonly number[]): number {
  const seen = new Set<string>()
  let count = 0
  clubs.forEach((club, i) => {
    const key = `${heats[i]}:${club}`
    if (club !== '' && seen.has(key)) count++
    seen.add(key)
  })
  return count
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
  const ruleGroups = options.drawType === null ? null : laneGroups(options.drawType, options.laneCount, options.firstLane)
  // By lot: every lane in one group (the inside lanes still stay free for a heat smaller than the track).
  const lanes = ruleGroups !== null && options.laneDraw === 'lot' ? [ruleGroups.flat()] : ruleGroups
  const heats: Heat[] = []
  for (const key of [...groups.keys()].sort()) {
    const ranked = rankEntries(groups.get(key)!, random)
    const heatCount = Math.ceil(ranked.length / capacity)
    const members: SeededAthlete[][] = Array.from({ length: heatCount }, () => [])
    const dealt = options.clubsApart
      ? clubsApartHeats(
          ranked.map((e) => (e.club ?? '').trim().toLowerCase()),
          heatCount,
        )
      : zigzagHeats(ranked.length, heatCount)
    dealt.forEach((heat, i) => members[heat].push({ entryId: ranked[i].id, rank: i + 1, lane: 0 }))
    // The zigzag puts rank 1 in the first heat: slowest-first numbering turns the heats round.
    if (options.heatOrder === 's') members.reverse()
    // Drawn: the heats of the group run in an order drawn by lot (their athletes as the zigzag dealt them).
    if (options.heatOrder === 'd') members.splice(0, members.length, ...shuffled(members, random))
    for (const athletes of members) {
      const drawn = lanes === null ? athletes.map((_, i) => i + 1) : drawLanes(athletes.length, lanes, random)
      athletes.forEach((athlete, i) => (athlete.lane = drawn[i]))
      heats.push({ heatNo: heats.length + 1, group: key, athletes })
    }
  }
  return { seed: options.seed, heats }
}
