import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { definitionProblems, typedNumber, type ProductDefinition } from './product-definition'

const good: ProductDefinition = {
  name: 'Printed programme',
  description: '',
  perAthlete: false,
  maxAllowed: 0,
  stockQty: 1,
  price: 3,
  salePrice: 0,
  saleEndDate: '',
}

describe('definitionProblems (2-entry §5 "Secondary product (definition)")', () => {
  it('accepts a definition that keeps every rule', () => {
    expect(definitionProblems(good)).toEqual({})
    expect(definitionProblems({ ...good, price: 0, salePrice: 2, saleEndDate: '' })).toEqual({})
    expect(definitionProblems({ ...good, price: 15, salePrice: 12, saleEndDate: '2026-12-01' })).toEqual({})
  })

  it.each([
    [{ name: '  ' }, { name: 'nameRequired' }],
    [{ maxAllowed: -1 }, { maxAllowed: 'maxAllowedBelowZero' }],
    [{ maxAllowed: 1.5 }, { maxAllowed: 'notWholeNumber' }],
    [{ stockQty: 0 }, { stockQty: 'stockBelowOne' }],
    [{ stockQty: Number.NaN }, { stockQty: 'notANumber' }],
    [{ price: -0.01 }, { price: 'priceBelowZero' }],
    [{ salePrice: -1 }, { salePrice: 'salePriceBelowZero' }],
    [{ price: 10, salePrice: 10, saleEndDate: '2026-12-01' }, { salePrice: 'salePriceNotBelowPrice' }],
    [{ price: 10, salePrice: 4, saleEndDate: '2026-02-30' }, { saleEndDate: 'badDate' }],
  ] as const)('%o breaks %o', (over, want) => {
    expect(definitionProblems({ ...good, ...over })).toEqual(want)
  })

  it('reports every broken field at once', () => {
    expect(Object.keys(definitionProblems({ ...good, name: '', stockQty: 0, price: -1, maxAllowed: -2 })).sort()).toEqual([
      'maxAllowed',
      'name',
      'price',
      'stockQty',
    ])
  })

  it('property: a definition passes exactly when every §5 rule holds', () => {
    const money = fc.integer({ min: -500, max: 5000 }).map((p) => p / 100)
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: -5, max: 20 }),
        fc.integer({ min: -5, max: 200 }),
        money,
        money,
        fc.constantFrom('', '2026-12-01'),
        (name, maxAllowed, stockQty, price, salePrice, saleEndDate) => {
          const d = { ...good, name, maxAllowed, stockQty, price, salePrice, saleEndDate }
          const holds =
            name.trim() !== '' &&
            maxAllowed >= 0 &&
            stockQty >= 1 &&
            price >= 0 &&
            salePrice >= 0 &&
            (saleEndDate === '' || salePrice < price)
          expect(Object.keys(definitionProblems(d)).length === 0).toBe(holds)
        },
      ),
    )
  })
})

describe('typedNumber', () => {
  it.each([
    ['', 0],
    [' 12 ', 12],
    ['3.50', 3.5],
    ['-1', -1],
    ['1e3', Number.NaN],
    ['abc', Number.NaN],
  ])('%j is %d', (typed, want) => {
    expect(typedNumber(typed)).toBe(want)
  })
})
