import { describe, expect, it } from 'vitest'
import {
  drawTypeOf,
  isSeedable,
  pbText,
  distanceUnread,
  readSeedForm,
  seedEventGroup,
  seedFormDefaults,
  seedingMark,
  type SeedFormValues,
} from './event-group'

const form = (over: Partial<Parameters<typeof readSeedForm>[0]> = {}) =>
  readSeedForm({ heatOrder: 's', laneCount: '8', firstLane: '1', byGender: false, byAge: false, ...over })

describe('drawTypeOf', () => {
  it('draws straights, the 200 m and the long races run in lanes', () => {
    expect(drawTypeOf({ name: '60m', useLanes: true })).toBe('straight')
    expect(drawTypeOf({ name: '200m', useLanes: true })).toBe('bend')
    expect(drawTypeOf({ name: '300m', useLanes: true })).toBe('bend')
    expect(drawTypeOf({ name: '4x100 Relay', useLanes: true })).toBe('long')
    expect(drawTypeOf({ name: '800m', useLanes: true })).toBe('long')
  })
  it('gives no draw when the races are not in lanes or have no distance', () => {
    expect(drawTypeOf({ name: '800m', useLanes: false })).toBeNull()
    expect(drawTypeOf({ name: 'Long Jump', useLanes: true })).toBeNull()
  })
  it('a race in lanes whose name gives no distance is refused, not drawn without the rule', () => {
    expect(distanceUnread({ name: 'Sprint Medley', useLanes: true })).toBe(true)
    expect(distanceUnread({ name: 'Sprint Medley', useLanes: false })).toBe(false)
    expect(distanceUnread({ name: '80mH U15G', useLanes: true })).toBe(false)
  })
})

describe('seedFormDefaults', () => {
  it("takes the event's seed options and the competition's heat order", () => {
    expect(seedFormDefaults({ heatOrder: 'f', laneCount: 8 }, { gender: true, age: false, laneCount: 6, firstLane: 2 })).toEqual({
      heatOrder: 'f',
      laneCount: 6,
      firstLane: 2,
      byGender: true,
      byAge: false,
      // The rule's choices for a new seeding: lanes by lot in a first round (20.4.3), clubs apart (20.3.1).
      laneDraw: 'lot',
      clubsApart: true,
      seedOn: 'pb',
    })
  })
  it("falls back to the competition's lanes, then to the spec's 8 lanes from lane 1, slowest heat first", () => {
    expect(seedFormDefaults({ heatOrder: '', laneCount: 6 }, { gender: false, age: false, laneCount: 0, firstLane: 0 })).toMatchObject({
      heatOrder: 's',
      laneCount: 6,
      firstLane: 1,
    })
    expect(seedFormDefaults({ heatOrder: 's', laneCount: 0 }, { gender: false, age: false, laneCount: 40, firstLane: -1 })).toMatchObject({
      laneCount: 8,
      firstLane: 1,
    })
  })
})

describe('readSeedForm', () => {
  it('reads a good form', () => {
    expect(form({ heatOrder: 'f', laneCount: ' 6 ', firstLane: '2', byAge: true })).toEqual({
      ok: true,
      values: {
        heatOrder: 'f',
        laneCount: 6,
        firstLane: 2,
        byGender: false,
        byAge: true,
        laneDraw: 'seeded',
        clubsApart: false,
        seedOn: 'pb',
      },
    })
    expect(form({ laneDraw: 'lot', clubsApart: true, seedOn: 'pb' })).toMatchObject({
      ok: true,
      values: { laneDraw: 'lot', clubsApart: true, seedOn: 'pb' },
    })
    expect(form({ seedOn: 'sb' })).toMatchObject({ ok: true, values: { seedOn: 'sb' } })
    expect(form({ heatOrder: 'd' })).toMatchObject({ ok: true, values: { heatOrder: 'd' } })
    // Anything but 'lot' draws by ranking.
    expect(form({ laneDraw: 'sideways' })).toMatchObject({ ok: true, values: { laneDraw: 'seeded' } })
  })
  it.each<[Partial<Parameters<typeof readSeedForm>[0]>, string]>([
    [{ heatOrder: 'x' }, 'heatOrder'],
    [{ laneCount: '0' }, 'laneCount'],
    [{ laneCount: '13' }, 'laneCount'],
    [{ laneCount: '8.5' }, 'laneCount'],
    [{ firstLane: '0' }, 'firstLane'],
    // Lanes 6 to 13: the last one does not exist.
    [{ firstLane: '6' }, 'firstLane'],
  ])('%o is refused on %s', (over, field) => {
    expect(form(over)).toEqual({ ok: false, field })
  })
})

describe('pbText', () => {
  it.each<[number, string, string]>([
    [23.456, 'T', '23.46'],
    [131, 'T', '2:11.00'],
    [12.3, 'D', '12.30'],
    [1.85, 'H', '1.85'],
    [0, 'T', ''],
  ])('%s (%s) reads %s', (value, measure, text) => {
    expect(pbText(value, measure)).toBe(text)
  })
})

describe('seedEventGroup: the choices reach the draw', () => {
  const base: SeedFormValues = {
    heatOrder: 's',
    laneCount: 8,
    firstLane: 1,
    byGender: false,
    byAge: false,
    laneDraw: 'seeded',
    clubsApart: false,
    seedOn: 'pb',
  }
  const entries = Array.from({ length: 16 }, (_, i) => ({
    entryId: 200 + i,
    pb: 50 + i,
    gender: 'F',
    ageGroup: 'U17',
    club: i === 0 || i === 3 ? 'Harbour AC' : `Club ${i}`,
  }))
  const heatOf = (seeding: ReturnType<typeof seedEventGroup>, entryId: number) =>
    seeding.heats.find((h) => h.athletes.some((a) => a.entryId === entryId))!.heatNo
  it('clubs apart puts the first and fourth seeds of one club in different heats', () => {
    const group = { name: '400m', useLanes: true, maxInHeat: 0, entries }
    const zigzag = seedEventGroup(group, base, 5)
    expect(heatOf(zigzag, 200)).toBe(heatOf(zigzag, 203))
    const apart = seedEventGroup(group, { ...base, clubsApart: true }, 5)
    expect(heatOf(apart, 200)).not.toBe(heatOf(apart, 203))
  })
})

describe('seedingMark', () => {
  it("ranks on the season's best when asked and known, on the PB otherwise", () => {
    expect(seedingMark({ pb: 11.2, sb: 11.5 }, 'pb')).toBe(11.2)
    expect(seedingMark({ pb: 11.2, sb: 11.5 }, 'sb')).toBe(11.5)
    expect(seedingMark({ pb: 11.2, sb: 0 }, 'sb')).toBe(11.2)
    expect(seedingMark({ pb: 11.2 }, 'sb')).toBe(11.2)
    expect(seedingMark({ pb: 0, sb: 0 }, 'sb')).toBeNull()
  })

  it("seeding on season's bests puts this season's fastest first", () => {
    const values: SeedFormValues = {
      heatOrder: 'f',
      laneCount: 8,
      firstLane: 1,
      byGender: false,
      byAge: false,
      laneDraw: 'seeded',
      clubsApart: false,
      seedOn: 'sb',
    }
    const entries = [
      { entryId: 1, pb: 10.9, sb: 11.6, gender: 'M', ageGroup: 'SEN' },
      { entryId: 2, pb: 11.1, sb: 11.2, gender: 'M', ageGroup: 'SEN' },
      { entryId: 3, pb: 11.3, sb: 0, gender: 'M', ageGroup: 'SEN' },
    ]
    const rankOf = (seedOn: 'pb' | 'sb', id: number) =>
      seedEventGroup({ name: '100m', useLanes: true, maxInHeat: 0, entries }, { ...values, seedOn }, 1).heats[0].athletes.find(
        (a) => a.entryId === id,
      )!.rank
    expect([1, 2, 3].map((id) => rankOf('pb', id))).toEqual([1, 2, 3])
    expect([1, 2, 3].map((id) => rankOf('sb', id))).toEqual([3, 1, 2])
  })
})

describe('seedEventGroup', () => {
  const values: SeedFormValues = {
    heatOrder: 'f',
    laneCount: 8,
    firstLane: 1,
    byGender: false,
    byAge: false,
    laneDraw: 'seeded',
    clubsApart: false,
    seedOn: 'pb',
  }
  const entries = Array.from({ length: 10 }, (_, i) => ({
    entryId: 100 + i,
    pb: i === 9 ? 0 : 22 + i / 10,
    gender: i % 2 ? 'M' : 'F',
    ageGroup: 'U17',
  }))

  it('seeds every entry once, fastest PB first, lanes from the 200 m draw; the same seed gives the same heats', () => {
    const seeding = seedEventGroup({ name: '200m', useLanes: true, maxInHeat: 0, entries }, values, 77)
    expect(seeding.seed).toBe(77)
    expect(seeding.heats).toHaveLength(2)
    const placed = seeding.heats.flatMap((h) => h.athletes.map((a) => a.entryId)).sort()
    expect(placed).toEqual(entries.map((e) => e.entryId))
    // Fastest heat first: the top seed (entry 100) runs in heat 1, in the rule's best 200 m lanes.
    const top = seeding.heats[0]!.athletes.find((a) => a.entryId === 100)!
    expect(top.rank).toBe(1)
    expect([5, 6, 7]).toContain(top.lane)
    expect(seedEventGroup({ name: '200m', useLanes: true, maxInHeat: 0, entries }, values, 77)).toEqual(seeding)
  })

  it("keeps the event's maxInHeat and seeds each gender on its own when asked", () => {
    const seeding = seedEventGroup({ name: '60m', useLanes: true, maxInHeat: 4, entries }, { ...values, byGender: true }, 5)
    expect(seeding.heats.every((h) => h.athletes.length <= 4)).toBe(true)
    expect(new Set(seeding.heats.map((h) => h.group))).toEqual(new Set(['F', 'M']))
  })

  it('gives start places in seed order to a race not run in lanes', () => {
    const seeding = seedEventGroup({ name: '1500m', useLanes: false, maxInHeat: 0, entries: entries.slice(0, 3) }, values, 1)
    expect(seeding.heats[0]!.athletes.map((a) => a.lane)).toEqual([1, 2, 3])
  })

  it('seeds races only', () => {
    expect(isSeedable({ tf: 'T' })).toBe(true)
    expect(isSeedable({ tf: 'F' })).toBe(false)
  })
})
