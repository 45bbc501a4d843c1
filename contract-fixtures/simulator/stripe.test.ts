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

const USERS = '/wp-json/e4s/v5/stripe/users'
const REPORT = '/wp-json/e4s/v5/reports/finance'

describe('payment-provider users (GET /v5/stripe/users)', () => {
  it('lists the accounts with their organisations for finance on 38 and admins; refuses others and no token', async () => {
    const finance = await api.token('finance', 'Finance!2026')
    const body = (await api.call('GET', USERS, { token: finance })).body
    expect(body.errNo).toBe(0)
    expect(body.data.find((u: { id: number }) => u.id === 5)).toMatchObject({ showPaymentCode: false, orgs: [{ id: 27 }, { id: 54 }] })
    expect(body.data.find((u: { id: number }) => u.id === 9).orgs).toEqual([])
    const admin = await api.token('admin', 'Admin!2026')
    expect((await api.call('GET', USERS, { token: admin })).body.errNo).toBe(0)
    const organiser = await api.token('organiser', 'Organiser!2026')
    expect((await api.call('GET', USERS, { token: organiser })).body).toMatchObject({ errNo: 1, error: /finance permission/ })
    expect((await api.call('GET', USERS)).status).toBe(401)
  })

  it('follows an organisation saved with another account', async () => {
    const admin = await api.token('admin', 'Admin!2026')
    const saved = await api.call('PUT', '/wp-json/e4s/v5/comporg/27', {
      token: admin,
      json: { id: 27, name: 'Riverside Track League', logo: '', stripeUser: { id: 11 } },
    })
    expect(saved.body.errNo).toBe(0)
    const data = (await api.call('GET', USERS, { token: admin })).body.data as Array<{ id: number; orgs: Array<{ id: number }> }>
    expect(data.find((u) => u.id === 5)!.orgs.map((o) => o.id)).toEqual([54])
    expect(data.find((u) => u.id === 11)!.orgs.map((o) => o.id)).toEqual([27])
  })
})

describe('finance report (GET /v5/reports/finance)', () => {
  it('answers a report of cheque orders per competition that follows a cheque received', async () => {
    const token = await api.token('finance', 'Finance!2026')
    const before = (await api.call('GET', REPORT, { token })).body
    expect(before).toMatchObject({ errNo: 0, data: { title: 'Finance' } })
    const cheque = sim.state.cheques.find((c) => c.paid === 2)!
    const row = () => (before.data.rows as Array<{ compId: number; paid: number }>).find((r) => r.compId === cheque.compId)!
    const paidBefore = row().paid
    await api.call('POST', `/wp-json/e4s/v5/cheques/${cheque.id}/received`, { token })
    const after = (await api.call('GET', REPORT, { token })).body.data.rows.find((r: { compId: number }) => r.compId === cheque.compId)
    expect(after.paid).toBe(paidBefore + 1)
    const organiser = await api.token('organiser', 'Organiser!2026')
    expect((await api.call('GET', REPORT, { token: organiser })).body).toMatchObject({ errNo: 1 })
    expect((await api.call('GET', REPORT)).status).toBe(401)
  })
})
