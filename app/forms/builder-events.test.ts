import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import { addEventSchema, deleteEventsSchema } from './builder-events'

// The Events step's forms as both the browser and the server parse them.

function form(fields: Record<string, string | string[]>) {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) data.append(k, one)
  return data
}

const ADD = {
  intent: 'add',
  eventId: '1',
  groupName: ' 100m ',
  ageGroupIds: ['3', '4'],
  startDate: '04.07.2026',
  startTime: '10:30',
  maxAthletes: '',
  priceDescription: 'Standard',
  price: '8,50',
}
const fees = { minCost: 5, minFee: 0.5, percCharged: 5, addCost: 0.5, nationalminCost: 5, nationaladdCost: 0.3 }
const add = (over: Record<string, string | string[]> = {}) =>
  parseWithZod(form({ ...ADD, ...over }), { schema: addEventSchema({ fees, national: false }) })

describe('the add-event form', () => {
  it('reads amounts with a comma or a point, trims texts, an empty limit as none', () => {
    const s = add()
    expect(s.status).toBe('success')
    if (s.status !== 'success') return
    expect(s.value).toMatchObject({ eventId: 1, groupName: '100m', ageGroupIds: [3, 4], maxAthletes: 0 })
    expect(s.value.price).toEqual({ description: 'Standard', price: 8.5, fee: 0.93, freeEntry: false, feeIncluded: false })
  })

  it("sets the fee by the one fee rule, not by a typed fee, and reads 'fee included'", () => {
    const s = add({ price: '5', feeIncluded: 'on', fee: '0' })
    expect(s.status === 'success' && s.value.price).toEqual({
      description: 'Standard',
      price: 5,
      fee: 0.5,
      freeEntry: false,
      feeIncluded: true,
    })
  })

  it('carries the minimum fee into its message, and a word for an amount is one message only', () => {
    expect(add({ price: '0.20' }).reply().error).toEqual({ price: ['builder:rules.priceBelowMinFee?minFee=0.5'] })
    expect(add({ price: 'eight' }).reply().error).toEqual({ price: ['builder:rules.AMOUNT'] })
  })

  it("defaults an empty description to the chosen event's name (without JavaScript the server does it)", () => {
    const events = [{ id: 1, name: '100m' }]
    const s = parseWithZod(form({ ...ADD, groupName: ' ' }), { schema: addEventSchema({ fees, national: false }, events) })
    expect(s.status === 'success' && s.value.groupName).toBe('100m')
    expect(add({ groupName: '' }).reply().error).toEqual({ groupName: ['builder:rules.GROUP_NAME_REQUIRED'] })
  })

  it('refuses a start time that is not one with the spec key', () => {
    expect(add({ startTime: '7pm' }).reply().error).toEqual({ startTime: ['builder:rules.START_TIME_INVALID'] })
  })
})

describe('the delete form', () => {
  it('needs at least one ticked event, each an id', () => {
    expect(parseWithZod(form({ intent: 'delete' }), { schema: deleteEventsSchema }).status).toBe('error')
    expect(parseWithZod(form({ intent: 'delete', ceids: ['55001', '55002'] }), { schema: deleteEventsSchema }).status).toBe('success')
    expect(parseWithZod(form({ intent: 'delete', ceids: 'x' }), { schema: deleteEventsSchema }).status).toBe('error')
  })
})
