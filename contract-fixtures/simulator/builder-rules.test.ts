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
  compId = sim.state.seed.competitions.find((c) => c.compOrgId === 12 && c.active && c.rules.length === 0)!.id
})
afterAll(() => sim.close())

const comp = () => sim.state.seed.competitions.find((c) => c.id === compId)!
const group = () => sim.state.seed.ageGroups[0]!.id
const rule = (over: Record<string, unknown> = {}) => ({ id: 0, compId, agid: group(), options: { maxEvents: 2, unique: [] }, ...over })

describe('the Rules step calls, with state', () => {
  it('creates a rule the competition then carries, updates it with a unique group, and deletes it', async () => {
    const made = await api.call('POST', `${V5}/rule`, { token: organiser, json: rule() })
    expect(made.body.errNo).toBe(0)
    const id = made.body.data.id
    const read = await api.call('GET', `${V5}/competition/${compId}`, { token: organiser })
    expect(read.body.data.rules).toEqual([
      expect.objectContaining({ id, agid: group(), options: expect.objectContaining({ maxEvents: 2, unique: [] }) }),
    ])
    const unique = { ids: '1,2', events: '100m,200m', type: '', text: 'One sprint' }
    const updated = await api.call('PUT', `${V5}/rule/${id}`, { token: organiser, json: rule({ id, options: { maxEvents: 3, unique } }) })
    expect(updated.body.errNo).toBe(0)
    expect(comp().rules[0]!.options).toMatchObject({ maxEvents: 3, unique })
    expect((await api.call('DELETE', `${V5}/rule/${id}`, { token: organiser })).body.data.deleted).toBe(1)
    expect(comp().rules).toEqual([])
  })

  it("refuses a second rule for an age group, a unique group without its label or 2 events, and another organisation's builder", async () => {
    const first = (await api.call('POST', `${V5}/rule`, { token: organiser, json: rule() })).body.data.id
    const before = JSON.stringify(comp().rules)
    const refusals: Array<[Record<string, unknown>, string]> = [
      [rule(), `A comp rule for [${group()}] already exists.`],
      [rule({ agid: 0, options: { unique: { ids: '1,2', text: '' } } }), 'Enter an Text label.'],
      [rule({ agid: 0, options: { unique: { ids: '1', text: 'Sprints' } } }), 'Select at least 2 events.'],
    ]
    for (const [json, error] of refusals)
      expect((await api.call('POST', `${V5}/rule`, { token: organiser, json })).body).toMatchObject({ errNo: 1, error })
    expect((await api.call('POST', `${V5}/rule`, { token: rival, json: rule({ agid: 0 }) })).body.errNo).toBe(1)
    expect((await api.call('DELETE', `${V5}/rule/${first}`, { token: rival })).body.errNo).toBe(1)
    expect(JSON.stringify(comp().rules)).toBe(before)
  })
})
