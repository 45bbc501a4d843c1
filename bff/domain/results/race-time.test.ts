import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { readRaceTime } from './race-time'

describe('readRaceTime', () => {
  it.each<[string, number | null, number | null, boolean]>([
    ['10.52', 10.52, 10.52, false],
    ['10.523', 10.523, 10.53, true],
    ['10.521', 10.521, 10.53, true],
    ['10.520', 10.52, 10.52, true],
    ['10.5201', 10.5201, 10.53, true],
    ['10,52', 10.52, 10.52, false],
    ['9.5', 9.5, 9.5, false],
    ['9.999', 9.999, 10, true],
    ['62.345', 62.345, 62.35, true],
    ['1:52.34', 112.34, 112.34, false],
    ['2:10.521', 130.521, 130.53, true],
    ['1:02:03.4', 3723.4, 3723.4, false],
    ['58', 58, 58, false],
    ['1:60.00', null, null, false],
    ['1:60:00', null, null, false],
    ['1:75.00', null, null, false],
    ['10.52345', null, null, false],
    ['0', null, null, false],
    ['', null, null, false],
    ['abc', null, null, false],
  ])('%s', (text, timed, official, thousandths) => {
    const read = readRaceTime(text)
    if (timed === null) expect(read).toBeNull()
    else expect(read).toEqual({ timed, official, thousandths })
  })

  it('property: Rule 19.24, the official time is the next longer hundredth, never shorter, less than a hundredth longer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (thousandths) => {
        const text = `${Math.floor(thousandths / 1000)}.${String(thousandths % 1000).padStart(3, '0')}`
        const read = readRaceTime(text)!
        expect(read.timed).toBeCloseTo(thousandths / 1000, 9)
        expect(Math.round(read.official * 100)).toBe(Math.ceil(thousandths / 10))
        expect(read.official).toBeGreaterThanOrEqual(read.timed - 1e-9)
        expect(read.official - read.timed).toBeLessThan(0.01)
      }),
      { numRuns: 5000 },
    )
  })
})
