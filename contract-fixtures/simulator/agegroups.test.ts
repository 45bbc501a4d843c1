import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type Simulator } from './index'
import { client } from './test-client'

let sim: Simulator
let api: ReturnType<typeof client>
let compId: number
let rivalCompId: number

beforeAll(async () => {
  sim = await startSimulator({})
  api = client(sim)
  // The organiser builds for organisation 12, the rival organiser for 27 (seed/users.ts).
  compId = sim.state.seed.competitions.find((c) => c.compOrgId === 12)!.id
  rivalCompId = sim.state.seed.competitions.find((c) => c.compOrgId === 27)!.id
})
afterAll(() => sim.close())

const V5 = '/wp-json/e4s/v5'
const group = (over: Record<string, unknown> = {}) => ({
  compId,
  name: 'Under 9',
  shortName: 'U9',
  minAge: 7,
  maxAge: 8,
  minAtDay: 0,
  minAtMonth: 0,
  maxAtDay: 31,
  maxAtMonth: 8,
  keyName: 'U9',
  options: { aocode: 'IRL', base: 0 },
  ...over,
})

describe('age groups from the builder (GET /v5/ag, GET /v5/ag/def/{id}, POST and PUT /v5/ag)', () => {
  it('lists the seed groups as defaults and reads one for a competition', async () => {
    const list = (await api.call('GET', `${V5}/ag`)).body
    expect(list.data[0]).toMatchObject({ id: 1, name: 'Under 11', keyName: 'U11', options: { aocode: 'EA', default: true } })
    const def = (await api.call('GET', `${V5}/ag/def/3?compid=${compId}`)).body
    expect(def).toMatchObject({ errNo: 0, data: { id: 3, shortName: 'U15', minAge: 13, maxAge: 14 } })
    expect((await api.call('GET', `${V5}/ag/def/999?compid=${compId}`)).body).toMatchObject({ errNo: 1, error: 'Age group 999 not found.' })
  })

  it('an organiser creates a group for their competition and changes it; it is in the list, not a default', async () => {
    const token = await api.token('organiser', 'Organiser!2026')
    const created = (await api.call('POST', `${V5}/ag`, { token, json: group() })).body
    expect(created).toMatchObject({ errNo: 0, message: 'Age group Under 9 saved.', data: { name: 'Under 9', maxAtMonth: 8 } })
    const id = created.data.id as number
    expect(created.data.options).toEqual({ aocode: 'IRL', default: false, base: 0 })
    const updated = (await api.call('PUT', `${V5}/ag/${id}`, { token, json: group({ name: 'Under 9s', maxAge: 9 }) })).body
    expect(updated).toMatchObject({ errNo: 0, data: { id, name: 'Under 9s', maxAge: 9, options: { default: false } } })
    const list = (await api.call('GET', `${V5}/ag`)).body
    expect(list.data.find((g: { id: number }) => g.id === id)).toMatchObject({ name: 'Under 9s' })
  })

  it('refuses the §5 problems, another organisation’s competition, and a default group to all but an admin', async () => {
    const token = await api.token('organiser', 'Organiser!2026')
    const before = sim.state.seed.ageGroups.length
    const refusal = async (body: Record<string, unknown>, path = `${V5}/ag`, method: 'POST' | 'PUT' = 'POST') =>
      (await api.call(method, path, { token, json: body })).body.error
    expect(await refusal(group({ name: ' ' }))).toBe('Enter an age group name.')
    expect(await refusal(group({ minAge: 0 }))).toBe('Number between 1 and 100.')
    expect(await refusal(group({ minAge: 12, maxAge: 11 }))).toBe('Must be less than max age.')
    expect(await refusal(group({ maxAtDay: 32 }))).toBe('Number between 1 and 31.')
    expect(await refusal(group({ maxAtMonth: 13 }))).toBe('Number between 1 and 12.')
    expect(await refusal(group({ compId: rivalCompId }))).toBe('You do not have builder access to this organisation.')
    expect(await refusal(group({ compId: 999999 }))).toBe('Valid competition needs selecting.')
    expect(await refusal(group(), `${V5}/ag/1`, 'PUT')).toBe('Only an administrator can change a default age group.')
    expect(sim.state.seed.ageGroups.length).toBe(before)
    expect(sim.state.seed.ageGroups[0]).toMatchObject({ name: 'Under 11' })
    const admin = await api.token('admin', 'Admin!2026')
    const byAdmin = (
      await api.call('PUT', `${V5}/ag/1`, { token: admin, json: group({ name: 'Under 11', shortName: 'U11', minAge: 9, maxAge: 10 }) })
    ).body
    expect(byAdmin).toMatchObject({ errNo: 0, data: { id: 1, options: { default: true } } })
  })

  it('needs a token to save', async () => {
    expect((await api.call('POST', `${V5}/ag`, { json: group() })).status).toBe(401)
  })
})
