import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { rankOverall, type HeatResult } from './rankings'

const r = (athlete: string, time: number | null, status = ''): HeatResult => ({ athlete, time, status })
const summary = (rows: ReturnType<typeof rankOverall>) => rows.map((x) => [x.place, x.result.athlete, x.result.time])

describe('rankOverall', () => {
  it('ranks every heat together, fastest first; equal times share a place and the next is skipped', () => {
    const heat1 = [r('a', 11.2), r('b', 10.9)]
    const heat2 = [r('c', 10.9), r('d', 10.5)]
    expect(summary(rankOverall([...heat1, ...heat2]))).toEqual([
      [1, 'd', 10.5],
      [2, 'b', 10.9],
      [2, 'c', 10.9],
      [4, 'a', 11.2],
    ])
  })

  it('keeps an athlete once, at the best time over the rounds, even after a DNF', () => {
    expect(summary(rankOverall([r('a', 11.0), r('b', 11.1), r('a', 10.8), r('b', null, 'DNF')]))).toEqual([
      [1, 'a', 10.8],
      [2, 'b', 11.1],
    ])
  })

  it('lists DNS, DNF and DQ unplaced after the placed', () => {
    const ranked = rankOverall([r('a', null, 'DNS'), r('b', 12), r('c', 11.5, 'DQ')])
    expect(ranked.map((x) => [x.place, x.result.athlete])).toEqual([
      [1, 'b'],
      [null, 'a'],
      [null, 'c'],
    ])
  })

  it('is empty without results', () => {
    expect(rankOverall([])).toEqual([])
  })
})

describe('rankOverall properties', () => {
  const result = fc.record({
    athlete: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
    time: fc.option(fc.integer({ min: 950, max: 1400 }).map((h) => h / 100)),
    status: fc.constantFrom('', '', '', 'DNS', 'DNF', 'DQ'),
  })

  it('every athlete once; places never fall, start at 1, and equal places mean equal times', () => {
    fc.assert(
      fc.property(fc.array(result, { maxLength: 30 }), (results) => {
        const ranked = rankOverall(results)
        expect(new Set(ranked.map((x) => x.result.athlete)).size).toBe(ranked.length)
        expect(ranked.length).toBe(new Set(results.map((x) => x.athlete)).size)
        const placed = ranked.filter((x) => x.place !== null)
        if (placed.length > 0) expect(placed[0]!.place).toBe(1)
        placed.forEach((x, i) => {
          expect(x.place).toBe(i === 0 ? 1 : placed[i - 1]!.place === x.place ? placed[i - 1]!.place : i + 1)
          if (i > 0 && placed[i - 1]!.place === x.place) expect(placed[i - 1]!.result.time).toBe(x.result.time)
        })
        expect(ranked.slice(placed.length).every((x) => x.place === null)).toBe(true)
      }),
    )
  })

  it("an athlete's ranked time is their best valid time of any heat", () => {
    fc.assert(
      fc.property(fc.array(result, { maxLength: 30 }), (results) => {
        for (const x of rankOverall(results)) {
          const times = results
            .filter((y) => y.athlete === x.result.athlete && y.status === '' && y.time !== null)
            .map((y) => y.time as number)
          if (times.length > 0) expect(x.result.time).toBe(Math.min(...times))
          else expect(x.place).toBeNull()
        }
      }),
    )
  })
})
