import { describe, expect, it } from 'vitest'
import { eventPrice, formatEventProblem, validateCompEvent, type CompEventRuleInput } from './events'

const fees = { minCost: 5, minFee: 0.5, percCharged: 5, addCost: 0.5, nationalminCost: 5, nationaladdCost: 0.3 }

const valid: CompEventRuleInput = {
  eventId: 1,
  groupName: '100m',
  ageGroupIds: [3],
  startDate: '04/07/2026',
  startTime: '10:00',
  price: { description: 'Standard', price: 8, freeEntry: false, feeIncluded: false },
}
type Over = Partial<Omit<CompEventRuleInput, 'price'>> & { price?: Partial<CompEventRuleInput['price']> }
const messages = (over: Over, rule = { fees, national: false }) =>
  validateCompEvent({ ...valid, ...over, price: { ...valid.price, ...over.price } }, rule).map((p) => [p.field, formatEventProblem(p)])

describe('builder step 3 rules (3-organiser-admin §5 Competition event, Price), each with the exact message', () => {
  it('accepts a valid event, and a free entry priced below the minimum fee', () => {
    expect(messages({})).toEqual([])
    expect(messages({ price: { price: 0, freeEntry: true } })).toEqual([])
  })

  const cases: Array<[string, Over, string, string]> = [
    ['no event chosen', { eventId: 0 }, 'eventId', 'Required.'],
    ['no group description', { groupName: '  ' }, 'groupName', 'Event discipline description required.'],
    ['a description over 50 characters', { groupName: 'x'.repeat(51) }, 'groupName', 'Event discipline description required.'],
    ['no age group', { ageGroupIds: [] }, 'ageGroupIds', 'Required.'],
    ['no start date', { startDate: '' }, 'startDate', 'Start time required.'],
    ['no start time', { startTime: ' ' }, 'startTime', 'Start time required.'],
    ['a start date that is not one', { startDate: '30/02/2026' }, 'startDate', 'Start time not valid.'],
    ['a start time that is not one', { startTime: '25:00' }, 'startTime', 'Start time not valid.'],
    ['no price description', { price: { description: '' } }, 'priceDescription', 'Required.'],
    ['a price below the minimum fee', { price: { price: 0.4 } }, 'price', 'Price must be at least 0.5.'],
  ]
  it.each(cases)('%s', (_name, over, field, message) => {
    expect(messages(over)).toEqual([[field, message]])
  })

  it("a fee the rule puts above the price is the price's problem (the fee is not typed)", () => {
    const cheap = { fees: { ...fees, minCost: 0, minFee: 0.5, addCost: 0.5 }, national: false }
    expect(messages({ price: { price: 0.5 } }, cheap)).toEqual([['price', 'Fee greater than price.']])
  })

  it("the saved price carries the rule's fee: 5.00 at minCost pays minFee, 8.00 pays 5 % plus addCost", () => {
    expect(eventPrice({ ...valid.price, price: 5 }, { fees, national: false }).fee).toBe(0.5)
    expect(eventPrice(valid.price, { fees, national: false }).fee).toBe(0.9)
    expect(eventPrice(valid.price, { fees, national: true }).fee).toBe(0.7)
    expect(eventPrice({ ...valid.price, price: 0, freeEntry: true }, { fees, national: false }).fee).toBe(0)
  })

  it('a 50-character description passes (the legacy check, whatever its message says)', () => {
    expect(messages({ groupName: 'x'.repeat(50) })).toEqual([])
  })
})
