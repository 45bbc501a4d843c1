import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { drawLanes, drawTypeFor, laneGroups, type DrawType } from './lane-draw'
import { seededRandom } from './random'

describe('laneGroups: Technical Rule 20 on 8 lanes, and 7 and 9 lanes', () => {
  it.each<[DrawType, number, number, number[][]]>([
    [
      'straight',
      8,
      1,
      [
        [3, 4, 5, 6],
        [2, 7],
        [1, 8],
      ],
    ],
    [
      'bend200',
      8,
      1,
      [
        [5, 6, 7],
        [3, 4, 8],
        [1, 2],
      ],
    ],
    [
      'long',
      8,
      1,
      [
        [4, 5, 6, 7],
        [3, 8],
        [1, 2],
      ],
    ],
    // 7 lanes: the missing lane 8 leaves its group.
    ['straight', 7, 1, [[3, 4, 5, 6], [2, 7], [1]]],
    [
      'bend200',
      7,
      1,
      [
        [5, 6, 7],
        [3, 4],
        [1, 2],
      ],
    ],
    ['long', 7, 1, [[4, 5, 6, 7], [3], [1, 2]]],
    // 7 lanes from lane 2 (lane 1 not used).
    ['straight', 7, 2, [[3, 4, 5, 6], [2, 7], [8]]],
    ['long', 7, 2, [[4, 5, 6, 7], [3, 8], [2]]],
    // 9 lanes: lane 9 joins lane 8's group.
    [
      'straight',
      9,
      1,
      [
        [3, 4, 5, 6],
        [2, 7],
        [1, 8, 9],
      ],
    ],
    [
      'bend200',
      9,
      1,
      [
        [5, 6, 7],
        [3, 4, 8, 9],
        [1, 2],
      ],
    ],
    [
      'long',
      9,
      1,
      [
        [4, 5, 6, 7],
        [3, 8, 9],
        [1, 2],
      ],
    ],
    // A small track.
    ['straight', 4, 1, [[3, 4], [2], [1]]],
    ['long', 6, 1, [[4, 5, 6], [3], [1, 2]]],
    // A first lane below 1 is read as 1.
    [
      'long',
      8,
      0,
      [
        [4, 5, 6, 7],
        [3, 8],
        [1, 2],
      ],
    ],
  ])('%s, %i lanes from lane %i', (type, count, first, groups) => {
    expect(laneGroups(type, count, first)).toEqual(groups)
  })
})

describe('drawLanes', () => {
  const group = (type: DrawType, lane: number) => laneGroups(type, 8, 1).findIndex((g) => g.includes(lane))

  it.each<[DrawType, number[]]>([
    ['straight', [0, 0, 0, 0, 1, 1, 2, 2]],
    ['bend200', [0, 0, 0, 1, 1, 1, 2, 2]],
    ['long', [0, 0, 0, 0, 1, 1, 2, 2]],
  ])('%s: a full heat of 8 by rank gets the rule groups in order', (type, expected) => {
    const lanes = drawLanes(8, laneGroups(type, 8, 1), seededRandom(7))
    expect(lanes.map((lane) => group(type, lane))).toEqual(expected)
    expect([...lanes].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })

  it('five on the straight: four in lanes 3-6, the fifth in lane 2 or 7', () => {
    const lanes = drawLanes(5, laneGroups('straight', 8, 1), seededRandom(1))
    expect(lanes.slice(0, 4).sort()).toEqual([3, 4, 5, 6])
    expect([2, 7]).toContain(lanes[4])
  })

  it('throws when there are more athletes than lanes', () => {
    expect(() => drawLanes(9, laneGroups('long', 8, 1), seededRandom(1))).toThrow(RangeError)
  })

  it('property: distinct lanes of the track; a better rank is never in a worse group; no lane free in a better group', () => {
    const types: DrawType[] = ['straight', 'bend200', 'long']
    fc.assert(
      fc.property(
        fc.constantFrom(...types),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer(),
        fc.nat(10),
        (type, count, first, seed, n) => {
          const groups = laneGroups(type, count, first)
          const athletes = Math.min(n, count)
          const lanes = drawLanes(athletes, groups, seededRandom(seed))
          expect(new Set(lanes).size).toBe(athletes)
          for (const lane of lanes) expect(lane >= first && lane < first + count).toBe(true)
          const g = (lane: number) => groups.findIndex((grp) => grp.includes(lane))
          for (let i = 1; i < lanes.length; i++) expect(g(lanes[i])).toBeGreaterThanOrEqual(g(lanes[i - 1]))
          const worstUsed = Math.max(-1, ...lanes.map(g))
          const free = groups.flat().filter((lane) => !lanes.includes(lane))
          for (const lane of free) expect(g(lane)).toBeGreaterThanOrEqual(worstUsed)
        },
      ),
    )
  })

  it('property: the same seed gives the same draw', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 8 }), (seed, n) => {
        const groups = laneGroups('long', 8, 1)
        expect(drawLanes(n, groups, seededRandom(seed))).toEqual(drawLanes(n, groups, seededRandom(seed)))
      }),
    )
  })
})

describe('drawTypeFor', () => {
  it.each<[number, DrawType | null]>([
    [60, 'straight'],
    [100, 'straight'],
    [110, 'straight'],
    [150, null],
    [200, 'bend200'],
    [300, 'long'],
    [400, 'long'],
    [800, 'long'],
    [0, null],
  ])('%i m', (metres, type) => {
    expect(drawTypeFor(metres)).toBe(type)
  })
})
