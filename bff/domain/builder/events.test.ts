import { describe, expect, it } from 'vitest'
import { formatEventProblem, validateCompEvent, type CompEventRuleInput } from './events'

const valid: CompEventRuleInput = {
  eventId: 1,
  groupName: '100m',
  ageGroupIds: [3],
  startDate: '04/07/2026',
  startTime: '10:00',
  price: { description: 'Standard', price: 8, fee: 0.5, freeEntry: false },
}
type Over = Partial<Omit<CompEventRuleInput, 'price'>> & { price?: Partial<CompEventRuleInput['price']> }
const messages = (over: Over, minFee = 0.5) =>
  validateCompEvent({ ...valid, ...over, price: { ...valid.price, ...over.price } }, { minFee }).map((p) => [
    p.field,
    formatEventProblem(p),
  ])

describe('builder step 3 rules (3-organiser-admin §5 Competition event, Price), each with the exact message', () => {
  it('accepts a valid event, and a free entry priced below the minimum fee', () => {
    expect(messages({})).toEqual([])
    expect(messages({ price: { price: 0, fee: 0, freeEntry: true } })).toEqual([])
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
    ['a price below the minimum fee', { price: { price: 0.4, fee: 0 } }, 'price', 'Price must be at least 0.5.'],
    ['a fee above the price', { price: { price: 1, fee: 1.5 } }, 'fee', 'Fee greater than price.'],
  ]
  it.each(cases)('%s', (_name, over, field, message) => {
    expect(messages(over)).toEqual([[field, message]])
  })

  it('a 50-character description passes (the legacy check, whatever its message says)', () => {
    expect(messages({ groupName: 'x'.repeat(50) })).toEqual([])
  })
})
