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

const names = (body: { data: Array<{ name: string }> }) => body.data.map((o) => o.name)

describe('organisations by status (GET /v5/orgs/{status})', () => {
  it('lists each status by name for an admin', async () => {
    const token = await api.token('admin', 'Admin!2026')
    const pending = (await api.call('GET', '/wp-json/e4s/v5/orgs/PENDING', { token })).body
    expect(names(pending)).toEqual(['Harbour Road Runners Association', 'Moorland Junior Athletics', 'Vale Schools Sports Partnership'])
    expect(pending.data[0]).toEqual({ id: 62, name: 'Harbour Road Runners Association', logo: expect.any(String), status: 'PENDING' })
    const active = (await api.call('GET', '/wp-json/e4s/v5/orgs/active', { token })).body
    expect(names(active)).toContain('Northvale Athletics Network')
    expect(names((await api.call('GET', '/wp-json/e4s/v5/orgs/INACTIVE', { token })).body)).toEqual(['Old Mill Athletics Circuit'])
    expect((await api.call('GET', '/wp-json/e4s/v5/orgs/LOST', { token })).body.errNo).toBe(1)
  })

  it('refuses anyone but an admin, and no token', async () => {
    const token = await api.token('organiser', 'Organiser!2026')
    expect((await api.call('GET', '/wp-json/e4s/v5/orgs/PENDING', { token })).body).toMatchObject({ errNo: 1, error: /permission/ })
    expect((await api.call('GET', '/wp-json/e4s/v5/orgs/PENDING')).status).toBe(401)
  })
})

describe('approval (POST /v5/orgs/approve/{id})', () => {
  it('makes a pending organisation active, once; an unknown one is not found', async () => {
    const token = await api.token('admin', 'Admin!2026')
    const done = (await api.call('POST', '/wp-json/e4s/v5/orgs/approve/61', { token })).body
    expect(done).toMatchObject({ errNo: 0, data: { id: 61, name: 'Moorland Junior Athletics', status: 'ACTIVE' } })
    expect(sim.state.orgRequests.find((o) => o.id === 61)?.status).toBe('ACTIVE')
    expect(names((await api.call('GET', '/wp-json/e4s/v5/orgs/ACTIVE', { token })).body)).toContain('Moorland Junior Athletics')
    expect((await api.call('POST', '/wp-json/e4s/v5/orgs/approve/61', { token })).body).toMatchObject({
      errNo: 1,
      error: /already approved/,
    })
    expect((await api.call('POST', '/wp-json/e4s/v5/orgs/approve/9999', { token })).body).toMatchObject({ errNo: 1, error: /not found/ })
  })

  it('a non-admin changes nothing', async () => {
    const token = await api.token('organiser', 'Organiser!2026')
    expect((await api.call('POST', '/wp-json/e4s/v5/orgs/approve/62', { token })).body.errNo).toBe(1)
    expect(sim.state.orgRequests.find((o) => o.id === 62)?.status).toBe('PENDING')
  })
})

describe('one club (GET /v5/clubs/{id})', () => {
  it('answers the club with its area, or not found', async () => {
    const club = sim.state.seed.clubs[0]!
    const body = (await api.call('GET', `/wp-json/e4s/v5/clubs/${club.id}`)).body
    expect(body).toMatchObject({
      errNo: 0,
      data: { id: club.id, name: club.name, entityLevel: 1, clubType: club.clubType, areaid: club.countyId },
    })
    expect(body.data.areaname).not.toBe('')
    expect((await api.call('GET', '/wp-json/e4s/v5/clubs/999999')).body).toMatchObject({ errNo: 1, error: /not found/ })
  })
})
