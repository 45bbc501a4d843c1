import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { round2 } from './rounding'

describe('round2', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [0.125, 0.13],
    [2.675, 2.68],
    [-1.005, -1.01],
    [10, 10],
    [0, 0],
    [1e-9, 0],
  ])('%s → %s', (value, expected) => {
    expect(round2(value)).toBe(expected)
  })

  it('leaves values with at most 2 decimals unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (n) => {
        expect(round2(n / 100)).toBe(n / 100)
      }),
    )
  })
})
