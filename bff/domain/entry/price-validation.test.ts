import { describe, expect, it } from 'vitest'
import { formatPriceProblem, validatePrice, type PriceInput } from './price-validation'

const valid: PriceInput = { description: 'Standard', price: 10, fee: 0.5, salePrice: 0, saleFee: 0, saleEndDate: null, freeEntry: false }
const texts = (input: Partial<PriceInput>, minFee = 0.5) => validatePrice({ ...valid, ...input }, { minFee }).map(formatPriceProblem)

describe('validatePrice', () => {
  it.each<[string, Partial<PriceInput>, string[]]>([
    ['valid', {}, []],
    ['description blank', { description: '  ' }, ['Required.']],
    ['price below minFee', { price: 0.4, fee: 0 }, ['Price must be at least 0.5.']],
    ['price at minFee', { price: 0.5, fee: 0 }, []],
    ['free entry skips the minimum', { price: 0, fee: 0, freeEntry: true }, []],
    ['fee above price', { price: 1, fee: 1.01 }, ['Fee greater than price.']],
    ['early bird needs an end date', { salePrice: 8, saleFee: 0.4 }, ['Sale End date required.']],
    ['early bird with an end date', { salePrice: 8, saleFee: 0.4, saleEndDate: '2026-03-20T18:00:00+00:00' }, []],
    ['sale price equal to price is no early bird', { salePrice: 10 }, []],
    ['sale fee above sale price', { salePrice: 8, saleFee: 9, saleEndDate: '2026-03-20' }, ['Sale Fee greater than price.']],
    ['sale price above price', { salePrice: 12, saleEndDate: '2026-03-20' }, ['Sale price greater than price.']],
  ])('%s', (_name, input, expected) => {
    expect(texts(input)).toEqual(expected)
  })

  it('names the field of each problem', () => {
    expect(validatePrice({ ...valid, description: '', fee: 11 }, { minFee: 0.5 }).map((p) => p.field)).toEqual(['description', 'fee'])
  })
})
