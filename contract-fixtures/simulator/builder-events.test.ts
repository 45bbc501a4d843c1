import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type Simulator } from './index'
import { client } from './test-client'

const V5 = '/wp-json/e4s/v5'
let sim: Simulator
let api: ReturnType<typeof client>
let organiser: string
let rival: string
let compId: number

beforeAll(async () => {
  sim = await startSimulator({ referenceDate: '2026-06-01' })
  api = client(sim)
  organiser = await api.token('organiser', 'Organiser!2026')
  rival = await api.token('rivalorganiser', 'Rival!2026')
  compId = sim.state.seed.competitions.find((c) => c.compOrgId === 12 && c.active)!.id
})
afterAll(() => sim.close())

const price = { description: 'Builder price', price: 6, fee: 0.5, salePrice: 0, saleFee: 0, saleEndDate: '', options: { freeEntry: false } }
const event = (priceId: number) => ({
  compId,
  eventId: sim.state.seed.events[0]!.id,
  eventGroup: { name: 'Builder 100m' },
  startDateTime: '2026-07-04T10:30:00+01:00',
  ageGroupIds: [sim.state.seed.ageGroups[0]!.id],
  priceId,
  maxAthletes: 16,
})

describe('the Events step calls, with state', () => {
  it("adds a price and an event the competition then carries (in the builder's meta), and deletes it", async () => {
    const p = await api.call('POST', `${V5}/price`, { token: organiser, json: { ...price, compId } })
    expect(p.body.errNo).toBe(0)
    const ce = await api.call('POST', `${V5}/compevent`, { token: organiser, json: event(p.body.data.id) })
    expect(ce.body).toMatchObject({ errNo: 0, message: 'Comp Event saved.' })
    const ceid = ce.body.data.id
    const read = await api.call('GET', `${V5}/competition/${compId}`, { token: organiser })
    expect(read.body.meta.compEvents.find((e: { id: number }) => e.id === ceid)).toMatchObject({
      eventGroup: { name: 'Builder 100m' },
      maxAthletes: 16,
      priceId: p.body.data.id,
    })
    const gone = await api.call('POST', `${V5}/compevent/delete`, { token: organiser, json: { compId, ceids: [ceid] } })
    expect(gone.body.data.deleted).toBe(1)
    expect(sim.state.seed.competitions.find((c) => c.id === compId)!.compEvents.some((e) => e.ceid === ceid)).toBe(false)
  })

  it('refuses another organisation and a bad event, changing nothing', async () => {
    const before = JSON.stringify(sim.state.seed.competitions.find((c) => c.id === compId))
    expect((await api.call('POST', `${V5}/price`, { token: rival, json: { ...price, compId } })).body.errNo).toBe(1)
    expect(
      (await api.call('POST', `${V5}/compevent/delete`, { token: rival, json: { compId, ceids: [compId * 100 + 1] } })).body.errNo,
    ).toBe(1)
    const bad = await api.call('POST', `${V5}/compevent`, { token: organiser, json: { ...event(1), startDateTime: '' } })
    expect(bad.body).toMatchObject({ errNo: 1 })
    expect(JSON.stringify(sim.state.seed.competitions.find((c) => c.id === compId))).toBe(before)
  })
})

describe('the event group calls, with state', () => {
  const groupOf = (ceid: number) => sim.state.seed.competitions.find((c) => c.id === compId)!.compEvents.find((e) => e.ceid === ceid)
  async function addOne(name: string) {
    const p = await api.call('POST', `${V5}/price`, { token: organiser, json: { ...price, compId } })
    const ce = await api.call('POST', `${V5}/compevent`, { token: organiser, json: { ...event(p.body.data.id), eventGroup: { name } } })
    return ce.body.data.id as number
  }

  it('renames a group, flags it as results possible (shown in the builder meta), and deletes it with its events', async () => {
    const ceid = await addOne('Group Before')
    const egId = groupOf(ceid)!.eventGroupId
    const renamed = await api.call('POST', `${V5}/compevent/renamegroup`, { token: organiser, json: { compId, egId, name: 'Group After' } })
    expect(renamed.body).toMatchObject({ errNo: 0, message: 'Event saved.' })
    expect(groupOf(ceid)!.eventGroup).toBe('Group After')
    expect((await api.call('POST', `${V5}/eventgroup/resultspossible`, { token: organiser, json: { egId, possible: 1 } })).body.errNo).toBe(
      0,
    )
    const read = await api.call('GET', `${V5}/competition/${compId}`, { token: organiser })
    expect(read.body.meta.compEvents.find((e: { id: number }) => e.id === ceid).eventGroup).toEqual({
      id: egId,
      name: 'Group After',
      resultsPossible: 1,
    })
    expect((await api.call('DELETE', `${V5}/eventgroup/${egId}`, { token: organiser })).body.data.deleted).toBe(1)
    expect(groupOf(ceid)).toBeUndefined()
  })

  it("refuses a blank name, an unknown group and another organisation's builder, changing nothing", async () => {
    const ceid = await addOne('Group Kept')
    const egId = groupOf(ceid)!.eventGroupId
    const before = JSON.stringify(sim.state.seed.competitions.find((c) => c.id === compId))
    const blank = await api.call('POST', `${V5}/compevent/renamegroup`, { token: organiser, json: { compId, egId, name: ' ' } })
    expect(blank.body).toMatchObject({ errNo: 1, error: 'Event discipline description required.' })
    expect((await api.call('DELETE', `${V5}/eventgroup/99999999`, { token: organiser })).body).toMatchObject({
      errNo: 1,
      error: 'Event group not found',
    })
    expect((await api.call('POST', `${V5}/compevent/renamegroup`, { token: rival, json: { compId, egId, name: 'Mine' } })).body.errNo).toBe(
      1,
    )
    expect((await api.call('POST', `${V5}/eventgroup/resultspossible`, { token: rival, json: { egId, possible: 1 } })).body.errNo).toBe(1)
    expect((await api.call('DELETE', `${V5}/eventgroup/${egId}`, { token: rival })).body.errNo).toBe(1)
    expect(JSON.stringify(sim.state.seed.competitions.find((c) => c.id === compId))).toBe(before)
  })
})
