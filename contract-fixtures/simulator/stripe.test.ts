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

describe('store configuration (PUT /v5/admin/config, our invention)', () => {
  const CONFIG = '/wp-json/e4s/v5/admin/config'
  const options = { percCharged: 6, addCost: 0.4, minFee: 0.6, minCost: 12, nationaladdCost: 0.35, nationalminCost: 1, cartTimeLimit: 45 }

  it('an admin saves the store options: every config answer has them; a bad value or another user changes nothing', async () => {
    const admin = await api.token('admin', 'Admin!2026')
    const finance = await api.token('finance', 'Finance!2026')
    expect((await api.call('PUT', CONFIG, { token: finance, json: { options } })).body).toMatchObject({ errNo: 1 })
    expect((await api.call('PUT', CONFIG, { token: admin, json: { options: { ...options, percCharged: 101 } } })).body).toMatchObject({
      errNo: 1,
      error: 'Invalid value for percCharged.',
    })
    expect((await api.call('GET', '/wp-json/e4s/v5/public/config')).body.data.options.percCharged).not.toBe(6)
    const saved = (await api.call('PUT', CONFIG, { token: admin, json: { options } })).body
    expect(saved).toMatchObject({ errNo: 0, message: 'Store configuration saved.', data: { options } })
    expect((await api.call('GET', '/wp-json/e4s/v5/public/config')).body.data.options).toMatchObject(options)
    expect((await api.call('GET', CONFIG, { token: admin })).body.data.options).toMatchObject(options)
    expect((await api.call('PUT', CONFIG, { json: { options } })).status).toBe(401)
  })
})
