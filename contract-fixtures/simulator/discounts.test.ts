import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY_DEMO } from '../seed/index'
import { startSimulator, type Simulator } from './index'
import { client } from './test-client'

const V5 = '/wp-json/e4s/v5'
const COMP: number = ENTRY_DEMO.rulesCompId
const CE = ENTRY_DEMO.rulesCeids
const ATHLETE: number = ENTRY_DEMO.athleteId
let sim: Simulator
let api: ReturnType<typeof client>
let organiser: string
let rival: string
let entrant: string

beforeAll(async () => {
  sim = await startSimulator({ referenceDate: '2026-06-01' })
  api = client(sim)
  organiser = await api.token('organiser', 'Organiser!2026')
  rival = await api.token('rivalorganiser', 'Rival!2026')
  entrant = await api.token('entrant', 'Entrant!2026')
})
afterAll(() => sim.close())

const discount = (over: Record<string, unknown> = {}) => ({
  compId: COMP,
  description: 'Second event on',
  type: 'P',
  value: 50,
  fromEntry: 2,
  ...over,
})
const create = async (json: unknown, token = organiser) => (await api.call('POST', `${V5}/discount`, { token, json })).body
const meta = async () => (await api.call('GET', `${V5}/competition/${COMP}`)).body.meta.discounts

describe('the discount calls (decision 071), with state', () => {
  it('creates a discount the competition read then carries in meta, and deletes it', async () => {
    const made = await create(discount())
    expect(made.errNo).toBe(0)
    const id = made.data.id
    expect(await meta()).toEqual([{ id, compId: COMP, description: 'Second event on', type: 'P', value: 50, fromEntry: 2 }])
    expect((await api.call('DELETE', `${V5}/discount/${id}`, { token: organiser })).body.data.deleted).toBe(1)
    expect(await meta()).toEqual([])
    expect((await api.call('DELETE', `${V5}/discount/${id}`, { token: organiser })).body).toMatchObject({
      errNo: 1,
      error: 'Discount not found',
    })
  })

  it('refuses a bad discount with its rule, another organisation’s builder, and no token', async () => {
    const refusals: Array<[Record<string, unknown>, string]> = [
      [discount({ description: '  ' }), 'Enter a description.'],
      [discount({ type: 'X' }), 'Choose an amount or a percentage.'],
      [discount({ value: 'ten' }), 'The discount must be a number.'],
      [discount({ value: 0 }), 'A discount must be more than 0.'],
      [discount({ type: 'P', value: 101 }), 'A percentage is at most 100.'],
      [discount({ type: 'A', value: 1.234 }), 'An amount has at most 2 decimal places.'],
      [discount({ fromEntry: 0 }), 'Enter a whole number from 1 to 99.'],
      [discount({ compId: 9999 }), 'Valid competition needs selecting.'],
    ]
    for (const [json, error] of refusals) expect(await create(json)).toMatchObject({ errNo: 1, error })
    expect(await create(discount(), rival)).toMatchObject({ errNo: 1, error: 'You do not have builder access to this organisation.' })
    const kept = (await create(discount())).data.id
    expect((await api.call('DELETE', `${V5}/discount/${kept}`, { token: rival })).body.errNo).toBe(1)
    expect((await api.call('POST', `${V5}/discount`, { json: discount() })).status).toBe(401)
    expect(await meta()).toEqual([expect.objectContaining({ id: kept })])
    await api.call('DELETE', `${V5}/discount/${kept}`, { token: organiser })
  })

  it('charges the athlete’s entries from the discount’s position on less, and the earlier ones in full', async () => {
    const before = sim.state.entries.filter((e) => e.compId === COMP && e.athleteId === ATHLETE && e.teamId === 0).length
    // From the athlete's second new entry: 50% off; from any entry: 1.00 off (the larger reduction wins).
    await create(discount({ fromEntry: before + 2, value: 50 }))
    await create(discount({ type: 'A', value: 1, fromEntry: 1, description: 'Club night' }))
    await api.call('POST', `${V5}/competition/priority/${COMP}`, { token: entrant, json: { code: ENTRY_DEMO.rulesCode } })
    const first = await api.call('PUT', `${V5}/product/${CE.m200}/${ATHLETE}/0/0`, { token: entrant })
    const second = await api.call('PUT', `${V5}/product/${CE.m800}/${ATHLETE}/0/0`, { token: entrant })
    expect([first.body.errNo, second.body.errNo]).toEqual([0, 0])
    const cart = (await api.call('GET', `${V5}/cart?compid=${COMP}`, { token: entrant })).body.data.items as Array<{
      ceid: number
      price: number
      fee: number
    }>
    const listPrice = (await api.call('GET', `${V5}/events/${COMP}/${ATHLETE}`, { token: entrant })).body.events.find(
      (l: { ceid: number }) => l.ceid === CE.m200,
    ).price.curPrice as number
    const m200 = cart.find((i) => i.ceid === CE.m200)!
    const m800 = cart.find((i) => i.ceid === CE.m800)!
    expect(m200.price).toBeCloseTo(listPrice - 1, 2)
    expect(m800.price).toBeCloseTo(listPrice / 2, 2)
    // The fee is the price's own, not discounted.
    expect(m800.fee).toBe(m200.fee)
  })
})
