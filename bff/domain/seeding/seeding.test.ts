import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { laneGroups } from './lane-draw'
import { seededRandom } from './random'
import { clubsApartHeats, heatCapacity, rankEntries, seedHeats, zigzagHeats, type SeedEntry, type SeedOptions } from './seeding'

const OPTIONS: SeedOptions = { laneCount: 8, firstLane: 1, heatOrder: 'f', drawType: 'long', seed: 42 }

/** n athletes, id i with PB 50 + i (id 1 the fastest). */
const field = (n: number): SeedEntry[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, pb: 50 + i + 1 }))

describe('zigzagHeats', () => {
  it.each<[number, number, number[]]>([
    [8, 1, [0, 0, 0, 0, 0, 0, 0, 0]],
    [6, 3, [0, 1, 2, 2, 1, 0]],
    [9, 3, [0, 1, 2, 2, 1, 0, 0, 1, 2]],
    [10, 4, [0, 1, 2, 3, 3, 2, 1, 0, 0, 1]],
  ])('%i athletes over %i heats', (n, heats, expected) => {
    expect(zigzagHeats(n, heats)).toEqual(expected)
  })
})

describe('clubsApartHeats (Rule 20.3.1)', () => {
  it('moves an athlete whose club is already in its zigzag heat to another heat of its band', () => {
    // Zigzag over 2 heats: 0 1 1 0; ranks 1 and 4 (club A) would share heat 0.
    expect(zigzagHeats(4, 2)).toEqual([0, 1, 1, 0])
    expect(clubsApartHeats(['a', 'b', 'c', 'a'], 2)).toEqual([0, 1, 0, 1])
  })

  it('swaps with an athlete of the band placed before it when no heat of the band is left free of the club', () => {
    // Zigzag over 3 heats: 0 1 2 2 1 0. Rank 4 (club C, already in heat 1) is free to take heat 2, rank 5
    // heat 1; rank 6 (club A) is then left heat 0 with rank 1 (A): it swaps with rank 4, which clears both.
    expect(clubsApartHeats(['a', 'c', 'x', 'c', 'y', 'a'], 3)).toEqual([0, 1, 2, 0, 1, 2])
  })

  it('leaves the zigzag as it is when no club repeats, and never counts unattached athletes', () => {
    expect(clubsApartHeats(['a', 'b', 'c', 'd', 'e', 'f'], 3)).toEqual(zigzagHeats(6, 3))
    expect(clubsApartHeats(['', '', '', ''], 2)).toEqual(zigzagHeats(4, 2))
  })

  it('keeps two of a club together when there is one heat: "where possible"', () => {
    expect(clubsApartHeats(['a', 'a', 'a'], 1)).toEqual([0, 0, 0])
  })

  it('property: each band of ranks fills the same heats as the zigzag (sizes and ability spread kept), and never more athletes with a club-mate in their heat than the zigzag leaves, a lone pair always split', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('', 'a', 'b', 'c', 'd', 'e'), { maxLength: 60 }),
        fc.integer({ min: 1, max: 8 }),
        (clubs, heatCount) => {
          const zigzag = zigzagHeats(clubs.length, heatCount)
          const apart = clubsApartHeats(clubs, heatCount)
          for (let start = 0; start < clubs.length; start += heatCount) {
            const band = (heats: number[]) => heats.slice(start, start + heatCount).sort((a, b) => a - b)
            expect(band(apart)).toEqual(band(zigzag))
          }
          const clashes = (heats: number[]) =>
            clubs.filter((club, i) => club !== '' && clubs.some((other, j) => j < i && other === club && heats[j] === heats[i])).length
          expect(clashes(apart)).toBeLessThanOrEqual(clashes(zigzag))
          // With no other club about, a club with two athletes in different bands is always split (two heats or more).
          for (const club of new Set(clubs.filter((c) => c !== ''))) {
            if (clubs.some((c) => c !== '' && c !== club)) continue
            const at = clubs.flatMap((c, i) => (c === club ? [i] : []))
            if (at.length === 2 && heatCount > 1 && Math.floor(at[0] / heatCount) !== Math.floor(at[1] / heatCount))
              expect(apart[at[0]]).not.toBe(apart[at[1]])
          }
        },
      ),
      { numRuns: 3000 },
    )
  })
})

describe('rankEntries', () => {
  it('fastest first; no PB (null, 0) last', () => {
    const ranked = rankEntries(
      [
        { id: 1, pb: null },
        { id: 2, pb: 12.5 },
        { id: 3, pb: 0 },
        { id: 4, pb: 11.9 },
      ],
      seededRandom(3),
    )
    expect(ranked.slice(0, 2).map((e) => e.id)).toEqual([4, 2])
    expect(
      ranked
        .slice(2)
        .map((e) => e.id)
        .sort(),
    ).toEqual([1, 3])
  })

  it('equal PBs are ordered by lot: the seed decides, reproducibly', () => {
    const tied = Array.from({ length: 6 }, (_, i) => ({ id: i + 1, pb: 11 }))
    const orders = new Set(
      [1, 2, 3, 4, 5].map((seed) =>
        rankEntries(tied, seededRandom(seed))
          .map((e) => e.id)
          .join(),
      ),
    )
    expect(orders.size).toBeGreaterThan(1)
    expect(rankEntries(tied, seededRandom(9))).toEqual(rankEntries(tied, seededRandom(9)))
  })
})

describe('seedHeats', () => {
  it('16 athletes on 8 lanes: two heats, zigzag, fastest heat first with heat order f', () => {
    const { heats } = seedHeats(field(16), OPTIONS)
    expect(heats.map((h) => h.athletes.map((a) => a.rank))).toEqual([
      [1, 4, 5, 8, 9, 12, 13, 16],
      [2, 3, 6, 7, 10, 11, 14, 15],
    ])
  })

  it('heat order s (the default) puts the slowest heat first', () => {
    const { heats } = seedHeats(field(16), { ...OPTIONS, heatOrder: 's' })
    expect(heats.map((h) => h.heatNo)).toEqual([1, 2])
    expect(heats[1].athletes[0].rank).toBe(1)
  })

  it('the two best in each heat of the 400 m are in lanes 4-7', () => {
    const { heats } = seedHeats(field(16), OPTIONS)
    for (const heat of heats) {
      for (const athlete of heat.athletes.slice(0, 4)) expect([4, 5, 6, 7]).toContain(athlete.lane)
      for (const athlete of heat.athletes.slice(6)) expect([1, 2]).toContain(athlete.lane)
    }
  })

  it('17 athletes need three heats: the zigzag leaves the first heat one short', () => {
    const { heats } = seedHeats(field(17), OPTIONS)
    expect(heats.map((h) => h.athletes.length)).toEqual([5, 6, 6])
  })

  it('maxInHeat below the lane count makes smaller heats; the inside lanes stay free (Rule 20.4 Note (iii))', () => {
    const { heats } = seedHeats(field(12), { ...OPTIONS, drawType: 'straight', maxInHeat: 6 })
    expect(heats.map((h) => h.athletes.length)).toEqual([6, 6])
    for (const heat of heats) expect(heat.athletes.map((a) => a.lane).sort()).toEqual([3, 4, 5, 6, 7, 8])
  })

  it('by gender: each gender in heats of its own, numbered on', () => {
    const entries = field(10).map((e) => ({ ...e, gender: e.id % 2 === 0 ? 'F' : 'M' }))
    const { heats } = seedHeats(entries, { ...OPTIONS, byGender: true })
    expect(heats.map((h) => [h.heatNo, h.group, h.athletes.length])).toEqual([
      [1, 'F', 5],
      [2, 'M', 5],
    ])
  })

  it('a race not run in lanes: places 1..n in seed order', () => {
    const { heats } = seedHeats(field(5), { ...OPTIONS, drawType: null })
    expect(heats[0].athletes.map((a) => a.lane)).toEqual([1, 2, 3, 4, 5])
  })

  it('heat order d: the heats run in an order drawn by lot, the same for a seed, each heat as the zigzag dealt it', () => {
    const byRanks = (seed: number) =>
      seedHeats(field(24), { ...OPTIONS, heatOrder: 'd', seed }).heats.map((h) => h.athletes.map((a) => a.rank))
    const zigzag = seedHeats(field(24), { ...OPTIONS, heatOrder: 'f' }).heats.map((h) => h.athletes.map((a) => a.rank).join())
    const orders = new Set<string>()
    for (let seed = 0; seed < 50; seed++) {
      const heats = byRanks(seed)
      expect(heats.map((h) => h.join()).sort()).toEqual([...zigzag].sort())
      expect(byRanks(seed)).toEqual(heats)
      orders.add(heats.map((h) => h[0]).join())
    }
    expect(orders.size).toBeGreaterThan(1)
  })

  it('lanes by lot: every lane of the track in one draw, the inside lanes still free for a smaller heat', () => {
    const drawn = new Set<number>()
    for (let seed = 0; seed < 200; seed++) {
      const { heats } = seedHeats(field(7), { ...OPTIONS, laneDraw: 'lot', seed })
      const lanes = heats[0].athletes.map((a) => a.lane)
      expect([...lanes].sort()).toEqual([2, 3, 4, 5, 6, 7, 8])
      drawn.add(heats[0].athletes[0].lane)
    }
    // The top seed is not kept to the rule's best group (4-7) when drawn by lot.
    expect(drawn.has(2) || drawn.has(3) || drawn.has(8)).toBe(true)
  })

  it('clubs apart: two of a club in a field of 16 on 8 lanes run in different heats', () => {
    const entries = field(16).map((e) => ({ ...e, club: e.id === 1 || e.id === 4 ? 'Harbour AC' : `Club ${e.id}` }))
    const together = seedHeats(entries, OPTIONS).heats.find((h) => h.athletes.some((a) => a.entryId === 1))!
    expect(together.athletes.some((a) => a.entryId === 4)).toBe(true)
    const apart = seedHeats(entries, { ...OPTIONS, clubsApart: true }).heats.find((h) => h.athletes.some((a) => a.entryId === 1))!
    expect(apart.athletes.some((a) => a.entryId === 4)).toBe(false)
    expect(seedHeats(entries, { ...OPTIONS, clubsApart: true }).heats.map((h) => h.athletes.length)).toEqual([8, 8])
  })

  it('no entries, no heats', () => {
    expect(seedHeats([], OPTIONS).heats).toEqual([])
  })

  it("9 lanes: 9 in one heat by the rule's 9-lane groups, the last two ranks in lanes 1 and 9 on the straight", () => {
    const { heats } = seedHeats(field(9), { ...OPTIONS, laneCount: 9, drawType: 'straight' })
    expect(heats).toHaveLength(1)
    expect(
      heats[0].athletes
        .slice(0, 3)
        .map((a) => a.lane)
        .sort(),
    ).toEqual([4, 5, 6])
    expect(
      heats[0].athletes
        .slice(7)
        .map((a) => a.lane)
        .sort(),
    ).toEqual([1, 9])
  })
})

describe('seedHeats: properties', () => {
  const entry = fc.record({
    pb: fc.option(fc.double({ min: 9, max: 300, noNaN: true }), { nil: null }),
    gender: fc.constantFrom('F', 'M'),
    ageGroup: fc.constantFrom('U15', 'U17', 'SEN'),
    club: fc.constantFrom('', 'Harbour AC', 'Vale Harriers', 'Fell Runners'),
  })
  const entries = fc.array(entry, { maxLength: 70 }).map((list) => list.map((e, i) => ({ ...e, id: i + 1 })))
  const options = fc.record({
    laneCount: fc.integer({ min: 1, max: 10 }),
    firstLane: fc.integer({ min: 1, max: 2 }),
    heatOrder: fc.constantFrom<'s' | 'f' | 'd'>('s', 'f', 'd'),
    drawType: fc.constantFrom('straight' as const, 'bend' as const, 'long' as const, null),
    byGender: fc.boolean(),
    byAge: fc.boolean(),
    maxInHeat: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
    laneDraw: fc.constantFrom<'seeded' | 'lot'>('seeded', 'lot'),
    clubsApart: fc.boolean(),
    seed: fc.integer(),
  })

  it('every athlete gets exactly one lane; lanes in a heat are distinct and on the track; heats differ by at most one', () => {
    fc.assert(
      fc.property(entries, options, (list, opts) => {
        const { heats } = seedHeats(list, opts)
        const ids = heats.flatMap((h) => h.athletes.map((a) => a.entryId))
        expect(ids.sort((a, b) => a - b)).toEqual(list.map((e) => e.id))
        const capacity = heatCapacity(opts)
        const byGroup = new Map<string, number[]>()
        for (const heat of heats) {
          const lanes = heat.athletes.map((a) => a.lane)
          expect(new Set(lanes).size).toBe(lanes.length)
          expect(lanes.length).toBeLessThanOrEqual(capacity)
          if (opts.drawType !== null)
            for (const lane of lanes) expect(lane >= opts.firstLane && lane < opts.firstLane + opts.laneCount).toBe(true)
          byGroup.set(heat.group, [...(byGroup.get(heat.group) ?? []), lanes.length])
        }
        for (const sizes of byGroup.values()) expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1)
        expect(heats.map((h) => h.heatNo)).toEqual(heats.map((_, i) => i + 1))
      }),
    )
  })

  it('a better rank is never in a worse group; no inside lane is used while a higher lane is free', () => {
    fc.assert(
      fc.property(entries, options, (list, opts) => {
        fc.pre(opts.drawType !== null)
        const groups = laneGroups(opts.drawType!, opts.laneCount, opts.firstLane)
        const g = (lane: number) => groups.findIndex((grp) => grp.includes(lane))
        const track = groups.flat().sort((a, b) => a - b)
        for (const heat of seedHeats(list, opts).heats) {
          const byRank = [...heat.athletes].sort((a, b) => a.rank - b.rank)
          if (opts.laneDraw !== 'lot')
            for (let i = 1; i < byRank.length; i++) expect(g(byRank[i].lane)).toBeGreaterThanOrEqual(g(byRank[i - 1].lane))
          const used = heat.athletes.map((a) => a.lane).sort((a, b) => a - b)
          expect(used).toEqual(track.slice(track.length - used.length))
        }
      }),
    )
  })

  it('same seed, same draw', () => {
    fc.assert(
      fc.property(entries, options, (list, opts) => {
        expect(seedHeats(list, opts)).toEqual(seedHeats(list, opts))
      }),
    )
  })

  it('a faster PB never ranks behind a slower one', () => {
    fc.assert(
      fc.property(entries, options, (list, opts) => {
        const pbOf = new Map(list.map((e) => [e.id, e.pb !== null && e.pb > 0 ? e.pb : Infinity]))
        for (const heat of seedHeats(list, opts).heats) {
          const byRank = [...heat.athletes].sort((a, b) => a.rank - b.rank)
          for (let i = 1; i < byRank.length; i++)
            expect(pbOf.get(byRank[i].entryId)!).toBeGreaterThanOrEqual(pbOf.get(byRank[i - 1].entryId)!)
        }
      }),
    )
  })
})
