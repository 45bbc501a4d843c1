import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACTIONS_DEMO } from '../seed/index'
import { startSimulator, type Simulator } from './index'
import { client } from './test-client'

// The competition read's events (3-organiser-admin §7 "data plus meta (ageGroups, compEvents, …)"),
// which the public timetable is built from (decision 074): each event's paid entries, as they stand.

let sim: Simulator
let api: ReturnType<typeof client>

beforeAll(async () => {
  sim = await startSimulator({ referenceDate: '2026-06-01' })
  api = client(sim)
})
afterAll(() => sim.close())

type CompEvent = { id: number; eventGroup: { id: number; name: string }; ageGroupIds: number[]; entryCount: { total: number } }

async function compEvents(): Promise<CompEvent[]> {
  const read = await api.call('GET', `/wp-json/e4s/v5/competition/${ACTIONS_DEMO.compId}`)
  expect(read.body.errNo).toBe(0)
  return read.body.meta.compEvents as CompEvent[]
}

describe("the competition read's events", () => {
  it('carry their group, age groups and the paid entries counted live, without a token', async () => {
    const entry = sim.state.entries.find((e) => e.entryId === ACTIONS_DEMO.firstEntryId)!
    expect(entry.paid).toBeGreaterThan(0)
    const before = (await compEvents()).find((ce) => ce.id === entry.ceid)!
    expect(before.eventGroup.name).not.toBe('')
    expect(before.ageGroupIds.length).toBeGreaterThan(0)

    entry.paid = 0
    const after = (await compEvents()).find((ce) => ce.id === entry.ceid)!
    expect(after.entryCount.total).toBe(before.entryCount.total - 1)
  })
})
