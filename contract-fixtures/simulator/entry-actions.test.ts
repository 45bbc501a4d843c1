import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACTIONS_DEMO } from '../seed/index'
import { cancellationsOf } from './entry-action-routes'
import { startSimulator, type Simulator } from './index'
import { client } from './test-client'

let sim: Simulator
let api: ReturnType<typeof client>
let organiser: string
let rival: string
const BASE = '/wp-json/e4s/v5/entry'

beforeAll(async () => {
  sim = await startSimulator({ referenceDate: '2026-06-01' })
  api = client(sim)
  organiser = await api.token('organiser', 'Organiser!2026')
  rival = await api.token('rivalorganiser', 'Rival!2026')
})
afterAll(() => sim.close())

/** The n-th seeded entry of the entry actions (ids fixed from firstEntryId). */
const nth = (n: number) => sim.state.entries.find((e) => e.entryId === ACTIONS_DEMO.firstEntryId + n)!

describe('entry actions at the simulator', () => {
  it('reads an entry with its athlete, club and event for the builder of its competition only', async () => {
    const entry = nth(0)
    const read = await api.call('GET', `${BASE}/read/${entry.entryId}`, { token: organiser })
    expect(read.body).toMatchObject({
      errNo: 0,
      data: { entryId: entry.entryId, compId: ACTIONS_DEMO.compId, athleteId: ACTIONS_DEMO.athleteId, paid: 1 },
    })
    expect(read.body.data.eventName).not.toBe('')
    expect((await api.call('GET', `${BASE}/read/${entry.entryId}`, { token: rival })).body).toMatchObject({ errNo: 1 })
    expect((await api.call('GET', `${BASE}/read/99999`, { token: organiser })).body).toMatchObject({ errNo: 1, error: 'Entry not found.' })
  })

  it('lets the builder move an entry they did not make', async () => {
    const entry = nth(1)
    const refused = await api.call('POST', `${BASE}/switch`, { token: rival, json: { entryid: entry.entryId, ceid: ACTIONS_DEMO.moveTo } })
    expect(refused.body).toMatchObject({ errNo: 1 })
    const moved = await api.call('POST', `${BASE}/switch`, {
      token: organiser,
      json: { entryid: entry.entryId, ceid: ACTIONS_DEMO.moveTo },
    })
    expect(moved.body).toMatchObject({ errNo: 0, data: { ceid: ACTIONS_DEMO.moveTo } })
    expect(entry.ceid).toBe(ACTIONS_DEMO.moveTo)
  })

  it('cancels with credit to the entry owner, needs a reason, and refuses a rival organiser', async () => {
    const entry = nth(2)
    const owner = sim.state.users.find((u) => u.id === entry.userId)!
    const creditBefore = owner.credit
    expect((await api.call('POST', `${BASE}/cancel/${entry.entryId}`, { token: organiser, json: { reason: ' ' } })).body).toMatchObject({
      errNo: 1,
      error: 'A reason is required.',
    })
    expect((await api.call('POST', `${BASE}/cancel/${entry.entryId}`, { token: rival, json: { reason: 'x' } })).body).toMatchObject({
      errNo: 1,
    })
    expect(sim.state.entries).toContain(entry)
    const done = await api.call('POST', `${BASE}/cancel/${entry.entryId}`, {
      token: organiser,
      json: { reason: 'Injured', settle: 'CREDIT' },
    })
    expect(done.body).toMatchObject({ errNo: 0, data: { settlement: 'CREDIT' } })
    expect(sim.state.entries).not.toContain(entry)
    expect(owner.credit).toBeCloseTo(creditBefore + entry.price + entry.fee)
    expect(cancellationsOf(sim.state).at(-1)).toMatchObject({ entryId: entry.entryId, reason: 'Injured', settlement: 'CREDIT' })
  })

  it('refuses a refund once the cancellation window has closed, cancelling nothing', async () => {
    const entry = nth(0)
    const comp = sim.state.seed.competitions.find((c) => c.id === ACTIONS_DEMO.compId)!
    const clock = sim.state.now
    sim.state.now = () => Date.parse(comp.closedate) - 3_600_000
    try {
      const late = await api.call('POST', `${BASE}/cancel/${entry.entryId}`, {
        token: organiser,
        json: { reason: 'Late', settle: 'REFUND' },
      })
      expect(late.body).toMatchObject({ errNo: 1, error: 'Refunds and credit close 48 hours before entries close.' })
      expect(sim.state.entries).toContain(entry)
    } finally {
      sim.state.now = clock
    }
  })

  it('sets the payment status of an entry by its product for the builder only, one of the four statuses', async () => {
    const entry = nth(1)
    const before = entry.paid
    try {
      const set = (token: string, json: Record<string, unknown>) => api.call('POST', `${BASE}/paid`, { token, json })
      expect((await set(rival, { prodIds: [entry.productId], paid: 2, message: 'Cheque' })).body).toMatchObject({ errNo: 1 })
      expect((await set(organiser, { prodIds: [entry.productId], paid: 7, message: '' })).body).toMatchObject({
        errNo: 1,
        error: 'Unknown payment status.',
      })
      expect((await set(organiser, { prodIds: [999_999], paid: 2 })).body).toMatchObject({ errNo: 1, error: 'Entry not found.' })
      expect(entry.paid).toBe(before)
      expect((await set(organiser, { prodIds: [entry.productId], paid: 2, message: 'Cheque received' })).body).toMatchObject({
        errNo: 0,
        data: { updated: 1 },
      })
      expect(entry.paid).toBe(2)
      const read = await api.call('GET', `${BASE}/read/${entry.entryId}`, { token: organiser })
      expect(read.body.data).toMatchObject({ paid: 2, productId: entry.productId })
    } finally {
      entry.paid = before
    }
  })
})
