import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type Simulator } from './index'
import { client } from './test-client'

let sim: Simulator
let api: ReturnType<typeof client>

beforeAll(async () => {
  sim = await startSimulator({ referenceDate: '2026-06-01' })
  api = client(sim)
})
afterAll(() => sim.close())

describe('public config', () => {
  it('describes an anonymous visitor without a token', async () => {
    const res = await api.call('GET', '/wp-json/e4s/v5/public/config')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ errNo: 0, error: '', message: '' })
    const data = res.body.data
    expect(data).toMatchObject({
      systemName: 'Entry4Sports',
      userId: 0,
      role: 'ANON',
      logout: '/wp-json/e4s/v5/logout',
      defaultao: 'EA',
      aos: { EA: { code: 'EA', description: 'England Athletics' } },
      checkIn: { shortUrl: '', defaultText: '' },
      help: [],
      messages: [],
    })
    expect(data.options.pwd).toEqual({ regex: '^.{8,}$', helpText: 'At least 8 characters.' })
    expect(Object.keys(data.options.health)).toEqual(['entryCheck', 'healthMonitor', 'orderCheck', 'paymentStatus', 'waitingList'])
    expect(data.options.homePage).toMatchObject({ type: 'ALL', pagenumber: 1 })
    expect(data.userInfo).toEqual({
      user: { id: 0, display_name: 'ANONYMOUS', user_email: '', version: { current: 'v2', toggle: false } },
      areas: [],
      clubs: [],
      orgs: [],
      e4s_credit: 0,
      security: { permLevels: { builder: [] }, permissions: [] },
    })
  })

  it('carries events, locations and organisers (sorted by name) from the seed', async () => {
    const { body } = await api.call('GET', '/wp-json/e4s/v5/public/config')
    const { events, locations, organisers } = body.meta
    expect(events.length).toBe(sim.state.seed.events.length)
    expect(events[0]).toEqual({ id: 1, name: '60m', tf: 'T', uomType: 'T' })
    expect(locations.length).toBe(sim.state.seed.locations.length)
    const names = organisers.map((o: { name: string }) => o.name)
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)))
    const organiserClubIds = new Set(sim.state.seed.competitions.map((c) => c.organiserClubId))
    expect(organisers.map((o: { id: number }) => o.id).sort()).toEqual([...organiserClubIds].sort())
  })

  it('describes the logged-in user with a token', async () => {
    const token = await api.token('entrant', 'Entrant!2026')
    const { body } = await api.call('GET', '/wp-json/e4s/v5/public/config', { token })
    expect(body.data).toMatchObject({ userId: 101, role: 'USER' })
    expect(body.data.userInfo.user).toMatchObject({ id: 101, display_name: 'Demo Entrant', user_email: 'entrant@example.org' })
    expect(body.data.userInfo.e4s_credit).toBe(12.5)

    const organiser = await api.token('organiser', 'Organiser!2026')
    const { body: org } = await api.call('GET', '/wp-json/e4s/v5/public/config', { token: organiser })
    expect(org.data.userInfo.security.permissions).toEqual([
      { role: 'BUILDER', orgid: 12, compid: 0, orgname: 'Northvale Athletics Network' },
    ])
  })
})

describe('admin config', () => {
  it('answers the config to an E4SUSER only', async () => {
    const admin = await api.token('admin', 'Admin!2026')
    const ok = await api.call('GET', '/wp-json/e4s/v5/admin/config', { token: admin })
    expect(ok.body).toMatchObject({ errNo: 0, data: { role: 'E4SUSER', userId: 103 } })

    const user = await api.token('entrant', 'Entrant!2026')
    const refused = await api.call('GET', '/wp-json/e4s/v5/admin/config', { token: user })
    expect(refused.status).toBe(200)
    expect(refused.body).toMatchObject({ errNo: 1, error: 'Not authorised' })
    const anonymous = await api.call('GET', '/wp-json/e4s/v5/admin/config')
    expect(anonymous.body).toMatchObject({ errNo: 1, error: 'Not authorised' })
    expect((await api.call('GET', '/wp-json/e4s/v5/admin/config', { token: 'sim_expired' })).status).toBe(401)
  })
})
