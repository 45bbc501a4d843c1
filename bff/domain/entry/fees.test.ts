import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { chargeOf, currentPrice, entryFee, hasEarlyBird, type EntryCharge, type FeeOptions, type FeeSettings } from './fees'

describe('entryFee, the one fee rule', () => {
  const settings: FeeSettings = { minCost: 5, minFee: 0.5, percCharged: 5, addCost: 0.2, nationalminCost: 3, nationaladdCost: 0.4 }
  const none: FeeOptions = { feeIncluded: false, national: false, freeEntry: false }

  it.each<[string, number, Partial<FeeOptions>, EntryCharge]>([
    ['added, not national', 10, {}, { fee: 0.7, athletePays: 10.7, organiserReceives: 10 }],
    ['added, national', 10, { national: true }, { fee: 0.9, athletePays: 10.9, organiserReceives: 10 }],
    ['included, not national', 10, { feeIncluded: true }, { fee: 0.7, athletePays: 10, organiserReceives: 9.3 }],
    ['included, national', 10, { feeIncluded: true, national: true }, { fee: 0.9, athletePays: 10, organiserReceives: 9.1 }],
    ['at minCost: minFee', 5, {}, { fee: 0.5, athletePays: 5.5, organiserReceives: 5 }],
    ['1p above minCost: the percentage, floor minFee', 5.01, {}, { fee: 0.5, athletePays: 5.51, organiserReceives: 5.01 }],
    ['national minCost is its own', 4, { national: true }, { fee: 0.6, athletePays: 4.6, organiserReceives: 4 }],
    ['floor minFee, included', 2, { feeIncluded: true }, { fee: 0.5, athletePays: 2, organiserReceives: 1.5 }],
    ['rounding of the fee', 7.55, {}, { fee: 0.58, athletePays: 8.13, organiserReceives: 7.55 }],
    ['free entry: no fee', 0, { freeEntry: true }, { fee: 0, athletePays: 0, organiserReceives: 0 }],
  ])('%s', (_name, price, options, expected) => {
    expect(entryFee(price, settings, { ...none, ...options })).toEqual(expected)
  })

  it('rounds half up', () => {
    expect(entryFee(10.1, { ...settings, addCost: 0 }, none).fee).toBe(0.51)
  })

  it('athlete pays and organiser receives differ by the fee exactly (to the penny), never below minFee', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.boolean(), fc.boolean(), (pence, feeIncluded, national) => {
        const cost = entryFee(pence / 100, settings, { feeIncluded, national, freeEntry: false })
        expect(Math.round((cost.athletePays - cost.organiserReceives) * 100)).toBe(Math.round(cost.fee * 100))
        expect(cost.fee).toBeGreaterThanOrEqual(settings.minFee)
      }),
    )
  })

  it("a saved price charges what the rule said (chargeOf over the rule's fee)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.boolean(), fc.boolean(), (pence, feeIncluded, national) => {
        const price = pence / 100
        const cost = entryFee(price, settings, { feeIncluded, national, freeEntry: false })
        expect(chargeOf({ price, fee: cost.fee, feeIncluded })).toEqual(cost)
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
