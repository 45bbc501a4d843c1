import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { bestFlags, bestMark, placeField, placeTrack, type Attempt, type ResultStatus, type TrackResult } from './places'

const run = (time: number | null, status: ResultStatus | null = null): TrackResult => ({ time, status })

describe('placeTrack', () => {
  it('places the fastest first; equal times share a place and the next is skipped', () => {
    expect(placeTrack([run(10.71), run(10.53), run(10.71), run(10.9)])).toEqual([2, 1, 2, 4])
  })

  it('leaves DNS, DNF, DQ and a row without a time unplaced', () => {
    expect(placeTrack([run(null, 'DNS'), run(11.2), run(null, 'DNF'), run(10.8, 'DQ'), run(null)])).toEqual([null, 1, null, null, null])
  })

  it('reads times to the hundredth', () => {
    expect(placeTrack([run(10.5), run(10.500000001)])).toEqual([1, 1])
  })

  it('separates a tie on the hundredth by the thousandths when every tied time has them (Rule 21.2), and shares it otherwise', () => {
    const fine = (time: number, thousandths: number | null): TrackResult => ({ time, thousandths, status: null })
    expect(placeTrack([fine(10.53, 10.524), fine(10.53, 10.521), fine(10.6, null)])).toEqual([2, 1, 3])
    expect(placeTrack([fine(10.53, 10.524), fine(10.53, 10.524)])).toEqual([1, 1])
    expect(placeTrack([fine(10.53, 10.524), fine(10.53, null), fine(10.53, 10.521)])).toEqual([1, 1, 1])
    expect(placeTrack([fine(10.52, 10.52), fine(10.53, 10.521), fine(10.53, 10.529)])).toEqual([1, 2, 3])
  })
})

describe('placeField', () => {
  const series = (...attempts: Attempt[]) => ({ attempts, status: null })

  it('places the best mark first, fouls and passes aside', () => {
    expect(placeField([series(6.1, 'X', 6.3), series('X', 6.52, '-'), series(5.9)])).toEqual([2, 1, 3])
  })

  it('breaks a tie on the best mark by the next-best mark', () => {
    expect(placeField([series(6.3, 'X', 'X'), series(6.3, 6.0), series(6.3, 6.1, '-')])).toEqual([3, 2, 1])
  })

  it('a tie on every mark shares the place', () => {
    expect(placeField([series(6.3, 6.0), series(6.0, 6.3), series(7)])).toEqual([2, 2, 1])
  })

  it('no valid mark or a status is unplaced', () => {
    expect(placeField([series('X', 'X', 'X'), series('-'), { attempts: [6.0], status: 'DQ' }, series(5)])).toEqual([null, null, null, 1])
  })

  it('bestMark is the longest valid attempt', () => {
    expect(bestMark(['X', 6.1, '-', 6.4, null])).toBe(6.4)
    expect(bestMark(['X', '-', null])).toBeNull()
  })
})

describe('bestFlags', () => {
  it('a race beats its PB with a lower time; equal is no PB', () => {
    expect(bestFlags(10.5, { pb: 10.6, sb: 10.6 }, true)).toEqual({ pb: true, sb: false })
    expect(bestFlags(10.6, { pb: 10.6, sb: 10.7 }, true)).toEqual({ pb: false, sb: true })
  })

  it('a field mark beats with a higher mark', () => {
    expect(bestFlags(6.5, { pb: 6.4, sb: null }, false)).toEqual({ pb: true, sb: false })
    expect(bestFlags(6.3, { pb: 6.4, sb: 6.2 }, false)).toEqual({ pb: false, sb: true })
  })

  it('an unknown best (none or 0) or no result flags nothing', () => {
    expect(bestFlags(10.5, { pb: 0, sb: null }, true)).toEqual({ pb: false, sb: false })
    expect(bestFlags(null, { pb: 10.6, sb: 10.6 }, true)).toEqual({ pb: false, sb: false })
  })
})

const time = fc.option(
  fc.integer({ min: 900, max: 1500 }).map((h) => h / 100),
  { nil: null },
)
const status = fc.option(fc.constantFrom<ResultStatus>('DNS', 'DNF', 'DQ'), { nil: null, freq: 3 })
const attempt: fc.Arbitrary<Attempt> = fc.oneof(
  fc.integer({ min: 100, max: 900 }).map((c) => c / 100),
  fc.constantFrom<Attempt>('X', '-', null),
)

describe('places, properties', () => {
  it('track: placed rows are exactly the finishers; a faster time never places behind a slower one', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ time, status }), { maxLength: 20 }), (rows) => {
        const places = placeTrack(rows)
        rows.forEach((r, i) => expect(places[i] !== null).toBe(r.status === null && r.time !== null))
        rows.forEach((a, i) =>
          rows.forEach((b, j) => {
            if (places[i] === null || places[j] === null) return
            if ((a.time as number) < (b.time as number)) expect(places[i]).toBeLessThan(places[j] as number)
            if (a.time === b.time) expect(places[i]).toBe(places[j])
          }),
        )
      }),
    )
  })

  it('field: places start at 1 and each place p is held by rows ranked p..p+ties-1', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ attempts: fc.array(attempt, { maxLength: 6 }), status }), { maxLength: 20 }), (rows) => {
        const places = placeField(rows)
          .filter((p): p is number => p !== null)
          .sort((a, b) => a - b)
        places.forEach((p, i) => {
          // Sorted places: each is its first holder's 1-based rank.
          expect(p).toBe(places.indexOf(p) + 1)
          expect(p).toBeLessThanOrEqual(i + 1)
        })
      }),
    )
  })

  it('field: a better best mark never places behind', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ attempts: fc.array(attempt, { maxLength: 6 }), status: fc.constant(null) }), { maxLength: 12 }),
        (rows) => {
          const places = placeField(rows)
          rows.forEach((a, i) =>
            rows.forEach((b, j) => {
              const [x, y] = [bestMark(a.attempts), bestMark(b.attempts)]
              if (x !== null && y !== null && x > y) expect(places[i]).toBeLessThan(places[j] as number)
            }),
          )
        },
      ),
    )
  })
})
