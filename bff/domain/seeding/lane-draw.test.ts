import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { drawLanes, drawTypeFor, laneGroups, type DrawType } from './lane-draw'
import { seededRandom } from './random'

/** '3,4,5,6 | 2,7 | 1,8' as groups: written as the rule writes them. */
const groupsOf = (text: string) => text.split('|').map((g) => g.split(',').map(Number))
const TYPES: DrawType[] = ['straight', 'bend', 'long']

describe('laneGroups: Technical Rule 20.4 on 8 and 9 lanes, derived for 6, 7 and 10', () => {
  it.each<[DrawType, number, string]>([
    // The rule's text, 8 lanes (20.4.4) and 9 lanes (20.4.5).
    ['straight', 8, '3,4,5,6 | 2,7 | 1,8'],
    ['bend', 8, '5,6,7 | 3,4,8 | 1,2'],
    ['long', 8, '4,5,6,7 | 3,8 | 1,2'],
    ['straight', 9, '4,5,6 | 3,7 | 2,8 | 1,9'],
    ['bend', 9, '5,6,7,8 | 3,4,9 | 1,2'],
    ['long', 9, '5,6,7 | 4,8 | 3,9 | 1,2'],
    // Derived (decision 024): straights symmetric about the centre; on a bend the outermost lane
    // never in the top group, lanes 1 and 2 last.
    ['straight', 6, '3,4 | 2,5 | 1,6'],
    ['bend', 6, '4,5 | 3,6 | 1,2'],
    ['long', 6, '4,5 | 3,6 | 1,2'],
    ['straight', 7, '3,4,5 | 2,6 | 1,7'],
    ['bend', 7, '4,5,6 | 3,7 | 1,2'],
    ['long', 7, '4,5,6 | 3,7 | 1,2'],
    ['straight', 10, '4,5,6,7 | 3,8 | 2,9 | 1,10'],
    ['bend', 10, '5,6,7,8 | 3,4,9,10 | 1,2'],
    ['long', 10, '5,6,7,8 | 4,9 | 3,10 | 1,2'],
  ])('%s, %i lanes: %s', (type, count, text) => {
    expect(laneGroups(type, count, 1)).toEqual(groupsOf(text))
  })

  it('a track whose lane 1 is not used regards lane 2 as lane 1: every group shifts by one', () => {
    expect(laneGroups('straight', 8, 2)).toEqual(groupsOf('4,5,6,7 | 3,8 | 2,9'))
    expect(laneGroups('bend', 8, 2)).toEqual(groupsOf('6,7,8 | 4,5,9 | 2,3'))
    expect(laneGroups('long', 7, 2)).toEqual(groupsOf('5,6,7 | 4,8 | 2,3'))
  })

  it('draws every lane by lot on a track the table has no groups for', () => {
    expect(laneGroups('long', 4, 1)).toEqual([[1, 2, 3, 4]])
    expect(laneGroups('straight', 12, 1)).toEqual([[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]])
    expect(laneGroups('straight', 5, 3)).toEqual([[3, 4, 5, 6, 7]])
  })

  it('reads a first lane below 1 as 1', () => {
    expect(laneGroups('long', 8, 0)).toEqual(laneGroups('long', 8, 1))
  })

  it('every table holds each lane of its track once', () => {
    for (const type of TYPES)
      for (let count = 6; count <= 10; count++)
        expect(
          laneGroups(type, count, 1)
            .flat()
            .sort((a, b) => a - b),
        ).toEqual(Array.from({ length: count }, (_, i) => i + 1))
  })
})

describe('drawLanes', () => {
  const groupIndex = (groups: number[][], lane: number) => groups.findIndex((g) => g.includes(lane))

  it.each<[DrawType, number[]]>([
    ['straight', [0, 0, 0, 0, 1, 1, 2, 2]],
    ['bend', [0, 0, 0, 1, 1, 1, 2, 2]],
    ['long', [0, 0, 0, 0, 1, 1, 2, 2]],
  ])('%s: a full heat of 8 by rank gets the rule groups in order', (type, expected) => {
    const groups = laneGroups(type, 8, 1)
    const lanes = drawLanes(8, groups, seededRandom(7))
    expect(lanes.map((lane) => groupIndex(groups, lane))).toEqual(expected)
    expect([...lanes].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })

  it.each(TYPES)('%s: 7 athletes on 8 lanes never use lane 1 (Note (iii)), whatever the seed', (type) => {
    for (let seed = 0; seed < 500; seed++) expect(drawLanes(7, laneGroups(type, 8, 1), seededRandom(seed))).not.toContain(1)
  })

  it('7 on a 9-lane 400 m: lanes 3-9, the best three in 5-7, the eighth group 1,2 empty', () => {
    const lanes = drawLanes(7, laneGroups('long', 9, 1), seededRandom(3))
    expect([...lanes].sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9])
    expect(lanes.slice(0, 3).sort()).toEqual([5, 6, 7])
    expect(lanes.slice(3, 5).sort()).toEqual([4, 8])
    expect(lanes.slice(5).sort()).toEqual([3, 9])
  })

  it('five on the straight: lanes 1-3 free, the best three in 4-6, then lane 7, then lane 8', () => {
    const lanes = drawLanes(5, laneGroups('straight', 8, 1), seededRandom(1))
    expect(lanes.slice(0, 3).sort()).toEqual([4, 5, 6])
    expect(lanes.slice(3)).toEqual([7, 8])
  })

  it('throws when there are more athletes than lanes', () => {
    expect(() => drawLanes(9, laneGroups('long', 8, 1), seededRandom(1))).toThrow(RangeError)
  })

  it('property, thousands of draws: one lane each, no lane twice, each rank in its group, no inside lane used while a higher lane is free', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TYPES),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer(),
        fc.nat(12),
        (type, count, first, seed, n) => {
          const groups = laneGroups(type, count, first)
          const athletes = Math.min(n, count)
          const lanes = drawLanes(athletes, groups, seededRandom(seed))
          expect(lanes).toHaveLength(athletes)
          expect(new Set(lanes).size).toBe(athletes)
          // The lanes used are the outermost `athletes` lanes of the track: no inside lane while a higher one is free.
          const track = groups.flat().sort((a, b) => a - b)
          expect([...lanes].sort((a, b) => a - b)).toEqual(track.slice(track.length - athletes))
          // Rank i is in the group the i-th lane of the groups (inside lanes left out) belongs to.
          const used = new Set(lanes)
          const slots = groups.flatMap((g, gi) => g.filter((lane) => used.has(lane)).map(() => gi))
          lanes.forEach((lane, rank) => expect(groupIndex(groups, lane)).toBe(slots[rank]))
        },
      ),
      { numRuns: 5000 },
    )
  })

  it('property: the same seed gives the same draw', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TYPES), fc.integer({ min: 6, max: 10 }), fc.integer(), fc.nat(10), (type, count, seed, n) => {
        const groups = laneGroups(type, count, 1)
        const athletes = Math.min(n, count)
        expect(drawLanes(athletes, groups, seededRandom(seed))).toEqual(drawLanes(athletes, groups, seededRandom(seed)))
      }),
      { numRuns: 2000 },
    )
  })
})

describe('drawTypeFor', () => {
  it.each<[number, DrawType | null]>([
    [60, 'straight'],
    [100, 'straight'],
    [110, 'straight'],
    [150, 'bend'],
    [200, 'bend'],
    [250, 'bend'],
    [300, 'bend'],
    [400, 'long'],
    [800, 'long'],
    [0, null],
  ])('%i m', (metres, type) => {
    expect(drawTypeFor(metres)).toBe(type)
  })
})
