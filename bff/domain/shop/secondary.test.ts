import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  athleteAttributeValue,
  attributeValues,
  buyerAttributes,
  checkPurchase,
  chooseVariation,
  currentPrice,
  remainingStock,
  soldOutValues,
  type SecondaryItem,
} from './secondary'

const tshirt: SecondaryItem = {
  id: 1,
  name: 'T-shirt',
  description: '',
  perAthlete: true,
  maxAllowed: 2,
  stockQty: 50,
  soldQty: 0,
  price: { price: 15, salePrice: 12, saleEndDate: '2026-06-05' },
  attributes: [
    { name: 'Size', values: ['S', 'M', 'L'] },
    { name: 'Colour', values: ['Red', 'Blue'] },
  ],
  variations: [
    { id: 11, attributes: { Size: 'S', Colour: 'Red' }, stockQty: 5, soldQty: 5 },
    { id: 12, attributes: { Size: 'M', Colour: 'Red' }, stockQty: 5, soldQty: 2 },
    { id: 13, attributes: { Size: 'L', Colour: 'Blue' }, stockQty: 10, soldQty: 0 },
  ],
  ticket: false,
  download: false,
}
const programme: SecondaryItem = {
  ...tshirt,
  id: 2,
  name: 'Programme',
  perAthlete: false,
  maxAllowed: 0,
  stockQty: 3,
  soldQty: 1,
  attributes: [],
  variations: [],
}

const buy = (over: Partial<Parameters<typeof checkPurchase>[1]> = {}) => ({
  quantity: 1,
  chosen: { Size: 'M', Colour: 'Red' },
  athleteId: 5901,
  alreadyHeld: 0,
  ...over,
})

describe('the definition as the wire gives it', () => {
  it("attribute values are separated by '|'; the hidden _athlete attribute is not the buyer's", () => {
    expect(attributeValues(' S | M||L ')).toEqual(['S', 'M', 'L'])
    expect(buyerAttributes([{ name: 'Size' }, { name: '_athlete' }])).toEqual([{ name: 'Size' }])
    expect(athleteAttributeValue({ id: 5901, firstName: 'Ava', surName: 'Ashdown' })).toBe('5901:Ava Ashdown')
  })
})

describe('price and stock', () => {
  it.each([
    ['before the sale ends', '2026-06-01T10:00:00Z', 12],
    ['on the end date', '2026-06-05T18:00:00', 12],
    ['after it', '2026-06-06T00:00:01', 15],
  ])('%s the price is %s', (_n, now, price) => {
    expect(currentPrice(tshirt.price, new Date(now))).toBe(price)
  })

  it('no end date, or a sale price not below the price, is no sale', () => {
    const now = new Date('2026-06-01')
    expect(currentPrice({ price: 10, salePrice: 8, saleEndDate: null }, now)).toBe(10)
    expect(currentPrice({ price: 10, salePrice: 11, saleEndDate: '2026-07-01' }, now)).toBe(10)
  })

  it('stock left never goes below 0', () => {
    fc.assert(fc.property(fc.nat(), fc.nat(), (stockQty, soldQty) => remainingStock({ stockQty, soldQty }) >= 0))
  })
})

describe('choosing a variation', () => {
  it.each([
    ['a missing attribute', { Size: 'M' }, 'selectAllAttributes'],
    ['a value the attribute does not have', { Size: 'XL', Colour: 'Red' }, 'selectAllAttributes'],
    ['a combination not set up', { Size: 'S', Colour: 'Blue' }, 'noSuchCombination'],
  ])('%s is refused', (_n, chosen, code) => {
    expect(chooseVariation(tshirt, chosen)).toEqual({ ok: false, code })
  })

  it('a combination set up is its variation; an item without attributes has none', () => {
    expect(chooseVariation(tshirt, { Size: 'L', Colour: 'Blue' })).toEqual({ ok: true, variation: tshirt.variations[2] })
    expect(chooseVariation(programme, {})).toEqual({ ok: true, variation: null })
  })
})

describe('a purchase (exact messages)', () => {
  it.each([
    ['per athlete without an athlete', tshirt, buy({ athleteId: null }), 'Please select the athlete this item is for.'],
    ['attributes missing', tshirt, buy({ chosen: { Colour: 'Red' } }), 'Please select all attributes.'],
    [
      'a variation that does not exist',
      tshirt,
      buy({ chosen: { Size: 'S', Colour: 'Blue' } }),
      'Please select the item set up for this combination of attributes.',
    ],
    ['no quantity', tshirt, buy({ quantity: 0 }), 'Please enter a quantity of at least 1.'],
    ['a variation sold out', tshirt, buy({ chosen: { Size: 'S', Colour: 'Red' } }), 'Sold out.'],
    ['above the variation stock', tshirt, buy({ quantity: 4 }), 'Only 3 left.'],
    ['above the item stock', programme, buy({ quantity: 3, athleteId: null, chosen: {} }), 'Only 2 left.'],
    ['above maxAllowed per athlete', tshirt, buy({ quantity: 2, alreadyHeld: 1 }), 'At most 2 per athlete.'],
    [
      'above maxAllowed per account',
      { ...programme, maxAllowed: 1 },
      buy({ athleteId: null, chosen: {}, alreadyHeld: 1 }),
      'At most 1 per account.',
    ],
  ])('%s: %s', (_n, item, purchase, text) => {
    const result = checkPurchase(item, purchase)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.problem.text).toBe(text)
  })

  it('a good one names its variation', () => {
    expect(checkPurchase(tshirt, buy({ quantity: 2 }))).toEqual({ ok: true, variation: tshirt.variations[1] })
    expect(checkPurchase(programme, buy({ athleteId: null, chosen: {} }))).toEqual({ ok: true, variation: null })
  })

  it('an accepted purchase never takes more than the stock left nor more than maxAllowed', () => {
    const item = fc.record({
      stockQty: fc.nat(20),
      soldQty: fc.nat(20),
      maxAllowed: fc.nat(5),
    })
    fc.assert(
      fc.property(item, fc.integer({ min: -2, max: 30 }), fc.nat(6), ({ stockQty, soldQty, maxAllowed }, quantity, alreadyHeld) => {
        const it = { ...programme, stockQty, soldQty, maxAllowed }
        const result = checkPurchase(it, buy({ quantity, alreadyHeld, athleteId: null, chosen: {} }))
        if (!result.ok) return true
        return quantity >= 1 && quantity <= remainingStock(it) && (maxAllowed === 0 || alreadyHeld + quantity <= maxAllowed)
      }),
    )
  })
})

describe('sold-out values (disabled in the form)', () => {
  it('a value whose every variation is sold out; a value still on sale in one combination stays', () => {
    expect(soldOutValues(tshirt)).toEqual({ Size: ['S'], Colour: [] })
    const blueGone = { ...tshirt, variations: tshirt.variations.map((v) => (v.id === 13 ? { ...v, soldQty: 10 } : v)) }
    expect(soldOutValues(blueGone)).toEqual({ Size: ['S', 'L'], Colour: ['Blue'] })
    expect(soldOutValues(programme)).toEqual({})
  })

  it('a value is disabled exactly when no combination with it can be bought', () => {
    const variation = fc.record({
      size: fc.constantFrom('S', 'M', 'L'),
      colour: fc.constantFrom('Red', 'Blue'),
      stockQty: fc.nat(3),
      soldQty: fc.nat(3),
    })
    fc.assert(
      fc.property(fc.array(variation, { maxLength: 6 }), (vs) => {
        const item: SecondaryItem = {
          ...tshirt,
          variations: vs.map((v, i) => ({
            id: i + 1,
            attributes: { Size: v.size, Colour: v.colour },
            stockQty: v.stockQty,
            soldQty: v.soldQty,
          })),
        }
        const out = soldOutValues(item)
        for (const a of item.attributes) {
          for (const value of a.values) {
            const using = item.variations.filter((v) => v.attributes[a.name] === value)
            const buyable = using.some((v) => remainingStock(v) > 0)
            expect(out[a.name]!.includes(value)).toBe(using.length > 0 && !buyable)
          }
        }
      }),
    )
  })
})
