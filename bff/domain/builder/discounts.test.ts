import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { discountProblems, typedDiscountNumber, type DiscountDefinition } from './discounts'

const good: DiscountDefinition = { description: 'Second event and later', type: 'A', value: 1.5, fromEntry: 2 }

describe('discountProblems (decision 071: our reading of the Discount entity)', () => {
  it('accepts an amount in pence, a percentage up to 100, from the first entry or a later one', () => {
    expect(discountProblems(good)).toEqual({})
    expect(discountProblems({ ...good, type: 'P', value: 100, fromEntry: 1 })).toEqual({})
    expect(discountProblems({ ...good, type: 'P', value: 12.5, fromEntry: 99 })).toEqual({})
    expect(discountProblems({ ...good, value: 0.01 })).toEqual({})
  })

  it.each([
    [{ description: '   ' }, { description: 'descriptionRequired' }],
    [{ description: 'x'.repeat(101) }, { description: 'descriptionTooLong' }],
    [{ type: '' as const }, { type: 'typeRequired' }],
    [{ value: Number.NaN }, { value: 'notANumber' }],
    [{ value: 0 }, { value: 'notAboveZero' }],
    [{ value: -2 }, { value: 'notAboveZero' }],
    [{ value: 1.005 }, { value: 'tooManyDecimals' }],
    [{ type: 'P' as const, value: 100.5 }, { value: 'percentOver100' }],
    [{ fromEntry: 0 }, { fromEntry: 'fromEntryRange' }],
    [{ fromEntry: 1.5 }, { fromEntry: 'fromEntryRange' }],
    [{ fromEntry: 100 }, { fromEntry: 'fromEntryRange' }],
    [{ fromEntry: Number.NaN }, { fromEntry: 'fromEntryRange' }],
  ])('refuses %o', (over, expected) => {
    expect(discountProblems({ ...good, ...over })).toEqual(expected)
  })

  it('names every broken field at once', () => {
    expect(discountProblems({ description: '', type: 'P', value: 150, fromEntry: 0 })).toEqual({
      description: 'descriptionRequired',
      value: 'percentOver100',
      fromEntry: 'fromEntryRange',
    })
  })

  it('a percentage is accepted exactly when it is above 0 and at most 100', () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (value) => {
        const problem = discountProblems({ ...good, type: 'P', value }).value
        expect(problem === undefined).toBe(value > 0 && value <= 100)
      }),
    )
  })

  it('an amount is accepted exactly when it is a whole number of pence above 0, however written', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), fc.integer({ min: 0, max: 9 }), (pence, extra) => {
        // A third decimal that is not 0 is refused; written with it or without, a whole number of pence is not.
        const written = `${(pence / 100).toFixed(2)}${extra}`
        const problem = discountProblems({ ...good, type: 'A', value: typedDiscountNumber(written) }).value
        const positive = pence > 0 || (pence === 0 && extra > 0)
        const expected = !positive ? 'notAboveZero' : extra === 0 ? undefined : 'tooManyDecimals'
        expect(problem).toBe(expected)
      }),
    )
  })
})

describe('typedDiscountNumber', () => {
  it('reads a plain decimal; empty, words, commas and exponents are not numbers', () => {
    expect(typedDiscountNumber(' 2.50 ')).toBe(2.5)
    expect(typedDiscountNumber('10')).toBe(10)
    for (const bad of ['', undefined, 'ten', '2,50', '1e2', '£2']) expect(typedDiscountNumber(bad)).toBeNaN()
  })
})
