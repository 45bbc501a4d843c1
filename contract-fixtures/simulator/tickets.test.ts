import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type Simulator } from './index'
import { client } from './test-client'

let sim: Simulator
let api: ReturnType<typeof client>

beforeAll(async () => {
  sim = await startSimulator({})
  api = client(sim)
})
afterAll(() => sim.close())

const TICKETS = '/wp-json/e4s/v5/tickets'
const fellside = () => sim.state.seed.competitions.find((c) => c.name === 'Fellside Open Meeting')!.id

describe('tickets (GET /v5/tickets/{compId}[/{id}], POST …/{id}/scan, GET /v5/ticket-order/{id})', () => {
  it('lists a meeting’s tickets for ticket permission (builders and admins pass); refuses others and no token', async () => {
    const organiser = await api.token('organiser', 'Organiser!2026')
    const body = (await api.call('GET', `${TICKETS}/${fellside()}`, { token: organiser })).body
    expect(body.data).toHaveLength(6)
    expect(body.data.filter((t: { used: number }) => t.used === 1)).toHaveLength(1)
    const gatekeeper = await api.token('gatekeeper', 'Gatekeeper!2026')
    expect((await api.call('GET', `${TICKETS}/${fellside()}`, { token: gatekeeper })).body).toMatchObject({
      errNo: 1,
      error: /ticket permission/,
    })
    const spectator = sim.state.seed.competitions.find((c) => c.options.ui.entryDefaultPanel === 'SHOP_ONLY')!.id
    expect((await api.call('GET', `${TICKETS}/${spectator}`, { token: gatekeeper })).body.errNo).toBe(0)
    expect((await api.call('GET', `${TICKETS}/${fellside()}`)).status).toBe(401)
  })

  it('a ticket is used once: the scan marks it, a second scan and an unknown number are refused', async () => {
    const token = await api.token('admin', 'Admin!2026')
    const ticket = sim.state.tickets.tickets.find((t) => t.compId === fellside() && !t.used)!
    const done = (await api.call('POST', `${TICKETS}/${fellside()}/${ticket.id}/scan`, { token })).body
    expect(done).toMatchObject({ errNo: 0, data: { id: ticket.id, used: 1, scannedBy: 'Demo Admin' } })
    expect((await api.call('POST', `${TICKETS}/${fellside()}/${ticket.id}/scan`, { token })).body).toMatchObject({
      errNo: 1,
      error: /already used/,
    })
    expect((await api.call('GET', `${TICKETS}/${fellside()}/${ticket.id}`, { token })).body.data).toMatchObject({ used: 1 })
    expect((await api.call('POST', `${TICKETS}/${fellside()}/1/scan`, { token })).body).toMatchObject({ errNo: 1, error: /not found/ })
  })

  it('an order’s tickets for its buyer and ticket staff only', async () => {
    const order = sim.state.tickets.orders.find((o) => o.compId === fellside())!
    const entrant = await api.token('entrant', 'Entrant!2026')
    const mine = (await api.call('GET', `/wp-json/e4s/v5/ticket-order/${order.id}`, { token: entrant })).body
    expect(mine).toMatchObject({ errNo: 0, data: { id: order.id, userId: order.userId } })
    expect(mine.data.tickets.length).toBeGreaterThan(0)
    const finance = await api.token('finance', 'Finance!2026')
    expect((await api.call('GET', `/wp-json/e4s/v5/ticket-order/${order.id}`, { token: finance })).body).toMatchObject({ errNo: 1 })
  })
})
