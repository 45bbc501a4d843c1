import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type Simulator } from './index'
import { client } from './test-client'

// The admin's calls on one user, with state (docs/legacy-wire.md "Admin: one user", "Impersonate").

let sim: Simulator
let api: ReturnType<typeof client>
let admin: string
let entrantId: number
const V5 = '/wp-json/e4s/v5'

beforeAll(async () => {
  sim = await startSimulator({})
  api = client(sim)
  admin = await api.token('admin', 'Admin!2026')
  entrantId = sim.state.users.find((u) => u.login === 'entrant')!.id
})
afterAll(() => sim.close())

const read = async () => (await api.call('GET', `${V5}/admin/user?id=${entrantId}`, { token: admin })).body

describe('one user (GET /v5/admin/user and the changes)', () => {
  it('reads the user with areas, clubs, orgs, permissions, credit and version; an unknown id is not found', async () => {
    const body = await read()
    expect(body.data.user).toMatchObject({ id: entrantId, display_name: 'Demo Entrant', role: 'USER', version: { current: 'v2' } })
    expect(body.data.e4s_credit).toBe(12.5)
    expect((await api.call('GET', `${V5}/admin/user?id=99999`, { token: admin })).body).toMatchObject({ errNo: 1, error: 'User not found' })
  })

  it('adds and removes an area and a club', async () => {
    const county = sim.state.seed.counties[0]!
    const club = sim.state.seed.clubs[0]!
    await api.call('POST', `${V5}/admin/user/area`, { token: admin, json: { userid: entrantId, areaid: county.id } })
    await api.call('POST', `${V5}/admin/user/club`, { token: admin, json: { userid: entrantId, clubid: club.id } })
    let data = (await read()).data
    expect(data.areas.map((a: { id: number }) => a.id)).toContain(county.id)
    expect(data.clubs.map((c: { id: number }) => c.id)).toContain(club.id)
    await api.call('DELETE', `${V5}/admin/user/area?userid=${entrantId}&areaid=${county.id}`, { token: admin })
    await api.call('DELETE', `${V5}/admin/user/club?userid=${entrantId}&clubid=${club.id}`, { token: admin })
    data = (await read()).data
    expect(data.areas.map((a: { id: number }) => a.id)).not.toContain(county.id)
    expect(data.clubs.map((c: { id: number }) => c.id)).not.toContain(club.id)
  })

  it('credit: adds with a reason, sets a balance, refuses a value that is not a number', async () => {
    await api.call('POST', `${V5}/user/credit/${entrantId}?value=-20&reason=Refund%20reversed`, { token: admin })
    expect((await read()).data.e4s_credit).toBe(-7.5)
    expect((await api.call('POST', `${V5}/user/credit/${entrantId}?value=abc&reason=x`, { token: admin })).body.errNo).toBe(1)
    await api.call('POST', `${V5}/user/credit/update/${entrantId}?value=12.5`, { token: admin })
    expect((await read()).data.e4s_credit).toBe(12.5)
  })

  it('version and organisation admin', async () => {
    await api.call('POST', `${V5}/user/version`, { token: admin, json: { userId: entrantId, version: 'v1', toggle: true } })
    expect((await read()).data.user.version).toEqual({ current: 'v1', toggle: true })
    await api.call('POST', `${V5}/user/version`, { token: admin, json: { userId: entrantId, version: 'v2', toggle: false } })
    await api.call('GET', `${V5}/user/permissions/addorg/${entrantId}/27`, { token: admin })
    const data = (await read()).data
    expect(data.security.permissions).toContainEqual(expect.objectContaining({ role: 'ADMIN', orgid: 27, compid: 0 }))
    expect(data.orgs.map((o: { id: number }) => o.id)).toContain(27)
    const u = sim.state.users.find((x) => x.id === entrantId)!
    u.permissions = []
    u.orgs = []
  })

  it('refuses anyone but an admin', async () => {
    const organiser = await api.token('organiser', 'Organiser!2026')
    expect((await api.call('GET', `${V5}/admin/user?id=${entrantId}`, { token: organiser })).body.errNo).toBe(1)
    expect((await api.call('POST', `${V5}/user/credit/${entrantId}?value=5&reason=x`, { token: organiser })).body.errNo).toBe(1)
    expect((await api.call('GET', `${V5}/admin/impersonate/${entrantId}`, { token: organiser })).body.errNo).toBe(1)
  })
})

describe('impersonation (GET /v5/admin/impersonate/{id}, 0 stops)', () => {
  it("the admin's token acts as the user until 0; no token is answered", async () => {
    const token = await api.token('admin', 'Admin!2026')
    const started = (await api.call('GET', `${V5}/admin/impersonate/${entrantId}`, { token })).body
    expect(started).toMatchObject({ errNo: 0, data: { impersonating: entrantId } })
    expect(JSON.stringify(started)).not.toContain('token')
    const config = (await api.call('GET', `${V5}/public/config`, { token })).body
    expect(config.data.userInfo.user).toMatchObject({ id: entrantId, impersonating: true })
    expect((await api.call('GET', `${V5}/admin/impersonate/${entrantId}`, { token })).body.errNo).toBe(1)
    expect((await api.call('GET', `${V5}/admin/impersonate/0`, { token })).body.errNo).toBe(0)
    const back = (await api.call('GET', `${V5}/public/config`, { token })).body
    expect(back.data.userInfo.user).toMatchObject({ display_name: 'Demo Admin', impersonating: false })
  })
})

describe('self-service profile (POST /v5/selfservice?ssid&entityid)', () => {
  it('sets the club the signed-in user represents, seen in their config; refuses another ssid and an unknown club', async () => {
    const token = await api.token('runner1', 'Runner!2026')
    const runner = sim.state.users.find((u) => u.login === 'runner1')!
    const club = sim.state.seed.clubs.find((c) => !runner.clubs.some((r) => r.id === c.id))!
    const set = (ssid: number, entityid: number) => api.call('POST', `${V5}/selfservice?ssid=${ssid}&entityid=${entityid}`, { token })
    expect((await set(entrantId, club.id)).body).toMatchObject({ errNo: 1, error: 'You may only update your own profile.' })
    expect((await set(runner.id, 999999)).body).toMatchObject({ errNo: 1, error: 'Club not found' })
    expect((await set(runner.id, club.id)).body.errNo).toBe(0)
    const config = (await api.call('GET', `${V5}/public/config`, { token })).body
    expect(config.data.userInfo.clubs.map((c: { id: number }) => c.id)).toContain(club.id)
    expect((await api.call('POST', `${V5}/selfservice?ssid=${runner.id}&entityid=${club.id}`, {})).status).toBe(401)
    runner.clubs = runner.clubs.filter((c) => c.id !== club.id)
  })
})
