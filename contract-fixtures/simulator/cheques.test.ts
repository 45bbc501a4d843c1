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

const CHEQUES = '/wp-json/e4s/v5/cheques'

describe('cheques (GET /v5/cheques, POST /v5/cheques/{id}/received)', () => {
  it('lists the cheque payments for finance on 38 and admins; refuses others and no token', async () => {
    const finance = await api.token('finance', 'Finance!2026')
    const body = (await api.call('GET', CHEQUES, { token: finance })).body
    expect(body.data).toHaveLength(5)
    expect(body.data.filter((c: { paid: number }) => c.paid === 2)).toHaveLength(4)
    const admin = await api.token('admin', 'Admin!2026')
    expect((await api.call('GET', CHEQUES, { token: admin })).body.errNo).toBe(0)
    const organiser = await api.token('organiser', 'Organiser!2026')
    expect((await api.call('GET', CHEQUES, { token: organiser })).body).toMatchObject({ errNo: 1, error: /permission/ })
    expect((await api.call('GET', CHEQUES)).status).toBe(401)
  })

  it('marks one received: it is paid; again, or unknown, is refused', async () => {
    const token = await api.token('finance', 'Finance!2026')
    const id = sim.state.cheques.find((c) => c.paid === 2)!.id
    const done = (await api.call('POST', `${CHEQUES}/${id}/received`, { token })).body
    expect(done).toMatchObject({ errNo: 0, data: { id, paid: 1 } })
    expect((await api.call('POST', `${CHEQUES}/${id}/received`, { token })).body).toMatchObject({ errNo: 1, error: /not awaiting/ })
    expect((await api.call('POST', `${CHEQUES}/1/received`, { token })).body).toMatchObject({ errNo: 1, error: /not found/ })
  })
})
