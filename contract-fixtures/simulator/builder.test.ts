import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type Simulator } from './index'
import { client } from './test-client'

const V5 = '/wp-json/e4s/v5'
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

const save = (over: Record<string, unknown> = {}) => ({
  id: 0,
  name: 'Summer Open',
  compOrg: { id: 12 },
  location: { id: 1 },
  date: '2026-07-04',
  entriesOpenDateTime: '2026-06-02T09:00:00+01:00',
  entriesCloseDateTime: '2026-07-01T23:59:00+01:00',
  active: true,
  options: { contact: { userName: 'Demo Organiser', email: 'organiser@example.org' }, laneCount: 6, priority: { required: false } },
  ...over,
})

describe('builder lists', () => {
  it('serves locations, event definitions, age groups and units', async () => {
    expect((await api.call('GET', `${V5}/locs`)).body.data.length).toBe(sim.state.seed.locations.length)
    const events = (await api.call('GET', `${V5}/event`)).body.data
    expect(events[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), gender: 'O', tf: expect.any(String) })
    expect((await api.call('GET', `${V5}/ag`)).body.data.length).toBe(sim.state.seed.ageGroups.length)
  })

  it("lists the organisations a user builds for: the organiser's one, every active one for an admin, none for an entrant", async () => {
    const orgsOf = async (token: string, id: number) => (await api.call('GET', `${V5}/myorgs/${id}`, { token })).body
    const organiserId = sim.state.users.find((u) => u.login === 'organiser')!.id
    expect((await orgsOf(organiser, organiserId)).data.map((o: { id: number }) => o.id)).toEqual([12])
    const admin = await api.token('admin', 'Admin!2026')
    expect((await orgsOf(admin, organiserId)).data.length).toBe(sim.state.seed.organisations.length)
    const entrantId = sim.state.users.find((u) => u.login === 'entrant')!.id
    expect((await orgsOf(entrant, entrantId)).data).toEqual([])
    // Another user's list is refused.
    expect((await orgsOf(entrant, organiserId)).errNo).toBe(1)
  })
})

describe('builder save', () => {
  it('creates a competition that the entry calls then serve, with the options given over the defaults', async () => {
    const created = await api.call('POST', `${V5}/competition`, { token: organiser, json: save() })
    expect(created.body).toMatchObject({ errNo: 0, message: 'Competition Saved.' })
    const id = created.body.data.id as number
    const read = await api.call('GET', `${V5}/competition/${id}`)
    expect(read.body.data).toMatchObject({ id, name: 'Summer Open', date: '2026-07-04', compOrg: { id: 12 } })
    expect(read.body.data.options).toMatchObject({
      laneCount: 6,
      bibNos: '1',
      heatOrder: 's',
      checkIn: { defaultFrom: 180, defaultTo: 60 },
    })
    expect(read.body.meta).toEqual({ compEvents: [], ageGroups: [], discounts: [] })
    const listed = await api.call('GET', `${V5}/public/comps/filter?freetextsearch=summer%20open`)
    expect(listed.body.data.map((c: { id: number }) => c.id)).toContain(id)
  })

  it('updates in place; a field left out keeps its value', async () => {
    const id = (await api.call('POST', `${V5}/competition`, { token: organiser, json: save({ name: 'Autumn Open' }) })).body.data.id
    const updated = await api.call('PUT', `${V5}/competition/${id}`, {
      token: organiser,
      json: save({ id, name: 'Autumn Open (renamed)', options: { heatOrder: 'f' } }),
    })
    expect(updated.body.errNo).toBe(0)
    const read = (await api.call('GET', `${V5}/competition/${id}`)).body.data
    expect(read).toMatchObject({ name: 'Autumn Open (renamed)', options: { heatOrder: 'f', laneCount: 6 } })
  })

  it('refuses a builder of another organisation, an entrant, and a save without a name; nothing changes', async () => {
    const before = sim.state.seed.competitions.length
    expect((await api.call('POST', `${V5}/competition`, { token: rival, json: save() })).body.errNo).toBe(1)
    expect((await api.call('POST', `${V5}/competition`, { token: entrant, json: save() })).body.errNo).toBe(1)
    expect((await api.call('POST', `${V5}/competition`, { token: organiser, json: save({ name: '' }) })).body).toEqual({
      errNo: 1,
      error: 'Enter a competition name.',
    })
    expect(sim.state.seed.competitions.length).toBe(before)
    const theirs = sim.state.seed.competitions.find((c) => c.compOrgId === 12)!
    const name = theirs.name
    expect(
      (await api.call('PUT', `${V5}/competition/${theirs.id}`, { token: rival, json: save({ compOrg: { id: 27 } }) })).body.errNo,
    ).toBe(1)
    expect(theirs.name).toBe(name)
    expect((await api.call('POST', `${V5}/competition`, { json: save() })).status).toBe(401)
  })

  it('the priority code goes to those who build the competition only', async () => {
    const comp = sim.state.seed.competitions.find((c) => c.options.priority.required)!
    const builderToken = comp.compOrgId === 12 ? organiser : await api.token('admin', 'Admin!2026')
    const codeFor = async (token?: string) =>
      (await api.call('GET', `${V5}/competition/${comp.id}`, token ? { token } : {})).body.data.options.priority.code as string | undefined
    expect(await codeFor(builderToken)).toBe(comp.options.priority.code)
    expect(await codeFor(entrant)).toBeUndefined()
    expect(await codeFor()).toBeUndefined()
    if (comp.compOrgId !== 27) expect(await codeFor(rival)).toBeUndefined()
  })
})
