import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CARD_DEMO } from '../seed/index'
import { startSimulator, type Simulator } from './index'
import { compSeeding } from './seeding'
import { client } from './test-client'

let sim: Simulator
let api: ReturnType<typeof client>
let organiser: string
let rival: string
const COMP = CARD_DEMO.checkInTodayCompId
const V5 = '/wp-json/e4s/v5'

beforeAll(async () => {
  sim = await startSimulator({ referenceDate: '2026-06-01' })
  api = client(sim)
  organiser = await api.token('organiser', 'Organiser!2026')
  rival = await api.token('rivalorganiser', 'Rival!2026')
})
afterAll(() => sim.close())

const sprint = () => sim.state.seed.competitions.find((c) => c.id === COMP)!.compEvents.find((e) => e.eventGroup === '200m')!

describe('event groups at the simulator', () => {
  it('reads a group without a token: its competition, organisation and its events’ age groups', async () => {
    const ce = sprint()
    const answer = await api.call('GET', `${V5}/public/eventgroup/${ce.eventGroupId}`)
    expect(answer.body.errNo).toBe(0)
    const comp = sim.state.seed.competitions.find((c) => c.id === COMP)!
    expect(answer.body.data).toMatchObject({
      id: ce.eventGroupId,
      name: '200m',
      compId: COMP,
      orgId: comp.compOrgId,
      compName: comp.name,
      uom: 'T',
    })
    expect(answer.body.data.ageGroups.length).toBeGreaterThan(0)
  })

  it('answers an unknown group with a business error', async () => {
    expect((await api.call('GET', `${V5}/public/eventgroup/1`)).body).toMatchObject({ errNo: 1, error: 'Event group not found' })
    expect((await api.call('GET', `${V5}/eventgroup/1/entries`, { token: organiser })).body.errNo).toBe(1)
  })

  it('lists the entries with paid states to the competition’s builder only', async () => {
    const ce = sprint()
    const mine = await api.call('GET', `${V5}/eventgroup/${ce.eventGroupId}/entries`, { token: organiser })
    expect(mine.body.errNo).toBe(0)
    const entries = compSeeding(sim.state, COMP)!.entries.get(ce.eventGroupId)!
    expect(mine.body.data.map((e: { entryId: number }) => e.entryId)).toEqual(entries.map((e) => e.entryId))
    for (const e of mine.body.data) expect([0, 1, 2]).toContain(e.paid)
    const theirs = await api.call('GET', `${V5}/eventgroup/${ce.eventGroupId}/entries`, { token: rival })
    expect(theirs.body.errNo).toBe(1)
    expect((await api.call('GET', `${V5}/eventgroup/${ce.eventGroupId}/entries`)).status).toBe(401)
  })
})
