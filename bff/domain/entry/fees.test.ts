import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { currentPrice, displayCost, hasEarlyBird, platformFee, type DisplayCostOptions } from './fees'

describe('platformFee', () => {
  const rule = { minCost: 10, minFee: 0.5 }

  it.each([
    ['equal to minCost', 10, 0.5],
    ['1p below minCost', 9.99, 0.5],
    ['1p above minCost', 10.01, 0.5],
    ['well above', 20, 1],
    ['rounds half up', 10.1, 0.51],
    ['rounds down', 10.09, 0.5],
    ['free', 0, 0.5],
  ])('%s (%s) → %s', (_name, price, fee) => {
    expect(platformFee(price, rule)).toBe(fee)
  })

  it('5 % just above minCost can be below minFee: the rule is a switch, not a floor', () => {
    expect(platformFee(10.01, { minCost: 10, minFee: 0.75 })).toBe(0.5)
  })

  it('rounds minFee too', () => {
    expect(platformFee(1, { minCost: 10, minFee: 0.333 })).toBe(0.33)
  })
})

describe('displayCost', () => {
  const base: DisplayCostOptions = { percCharged: 5, addCost: 0.2, nationaladdCost: 0.4, minFee: 0.5, feeIncluded: false, national: false }

  it.each<[string, number, Partial<DisplayCostOptions>, { fee: number; athletePays: number; organiserReceives: number }]>([
    ['added, not national', 10, {}, { fee: 0.7, athletePays: 10.7, organiserReceives: 10 }],
    ['added, national', 10, { national: true }, { fee: 0.9, athletePays: 10.9, organiserReceives: 10 }],
    ['included, not national', 10, { feeIncluded: true }, { fee: 0.7, athletePays: 10, organiserReceives: 9.3 }],
    ['included, national', 10, { feeIncluded: true, national: true }, { fee: 0.9, athletePays: 10, organiserReceives: 9.1 }],
    ['floor minFee', 2, {}, { fee: 0.5, athletePays: 2.5, organiserReceives: 2 }],
    ['floor minFee, included', 2, { feeIncluded: true }, { fee: 0.5, athletePays: 2, organiserReceives: 1.5 }],
    ['at the floor exactly', 6, {}, { fee: 0.5, athletePays: 6.5, organiserReceives: 6 }],
    ['rounding of the fee', 7.55, {}, { fee: 0.58, athletePays: 8.13, organiserReceives: 7.55 }],
    ['rounding half up', 10.1, { addCost: 0 }, { fee: 0.51, athletePays: 10.61, organiserReceives: 10.1 }],
  ])('%s', (_name, price, options, expected) => {
    expect(displayCost(price, { ...base, ...options })).toEqual(expected)
  })

  it('athlete pays and organiser receives differ by the fee exactly (to the penny)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.boolean(), fc.boolean(), (pence, included, national) => {
        const cost = displayCost(pence / 100, { ...base, feeIncluded: included, national })
        expect(Math.round((cost.athletePays - cost.organiserReceives) * 100)).toBe(Math.round(cost.fee * 100))
        expect(cost.fee).toBeGreaterThanOrEqual(base.minFee)
      }),
    )
  })
})

describe('early bird', () => {
  const end = '2026-03-20T18:00:00+00:00'
  const price = { stdPrice: 12, salePrice: 10, saleEndDate: end }
  const at = (iso: string, deltaMs = 0) => new Date(new Date(iso).getTime() + deltaMs)

  it('exists when the sale price is above 0 and differs', () => {
    expect(hasEarlyBird(price)).toBe(true)
    expect(hasEarlyBird({ ...price, salePrice: 0 })).toBe(false)
    expect(hasEarlyBird({ ...price, salePrice: 12 })).toBe(false)
  })

  it('applies until saleEndDate minus 60 seconds', () => {
    expect(currentPrice(price, at(end, -60_001))).toBe(10)
    expect(currentPrice(price, at(end, -60_000))).toBe(12)
    expect(currentPrice(price, at(end))).toBe(12)
  })

  it('falls back to the standard price without an early bird or a readable end', () => {
    expect(currentPrice({ ...price, salePrice: 0 }, at(end, -3_600_000))).toBe(12)
    expect(currentPrice({ ...price, saleEndDate: null }, at(end, -3_600_000))).toBe(12)
    expect(currentPrice({ ...price, saleEndDate: 'soon' }, at(end, -3_600_000))).toBe(12)
  })
})
