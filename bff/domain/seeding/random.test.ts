import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { seededRandom, shuffled } from './random'

describe('seededRandom', () => {
  it('same seed, same sequence; values in [0, 1)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const a = seededRandom(seed)
        const b = seededRandom(seed)
        for (let i = 0; i < 20; i++) {
          const value = a()
          expect(value).toBe(b())
          expect(value >= 0 && value < 1).toBe(true)
        }
      }),
    )
  })

  it('different seeds give different sequences', () => {
    const first = (seed: number) => Array.from({ length: 5 }, seededRandom(seed))
    expect(first(1)).not.toEqual(first(2))
  })
})

describe('shuffled', () => {
  it('is a permutation and leaves the input alone', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
        const copy = [...items]
        const out = shuffled(items, seededRandom(seed))
        expect(items).toEqual(copy)
        expect([...out].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b))
      }),
    )
  })
})
