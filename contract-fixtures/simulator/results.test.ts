import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CARD_DEMO } from '../seed/index'
import { startSimulator, type Simulator } from './index'
import { eventGroupsOf } from './results'
import { client } from './test-client'

let sim: Simulator
let api: ReturnType<typeof client>
let organiser: string
let steward: string
let egId: number
const COMP = CARD_DEMO.checkInTodayCompId
const V5 = '/wp-json/e4s/v5'

type Entry = { entryId: number; bibNo: string; laneNo: number | null }

beforeAll(async () => {
  sim = await startSimulator({ referenceDate: '2026-06-01' })
  api = client(sim)
  organiser = await api.token('organiser', 'Organiser!2026')
  steward = await api.token('steward', 'Steward!2026')
  const comp = sim.state.seed.competitions.find((c) => c.id === COMP)!
  egId = eventGroupsOf(comp)[0]!.id
})
afterAll(() => sim.close())

const entriesOf = async (group = egId) => (await api.call('GET', `${V5}/results/entries/${COMP}/${group}`, { token: organiser })).body

describe('results at the simulator', () => {
  it("lists an event group's entries with their bibs", async () => {
    const answer = await entriesOf()
    expect(answer).toMatchObject({ errNo: 0, data: { eventGroup: { id: egId, eventNo: 1 } } })
    expect(answer.data.entries.length).toBeGreaterThan(0)
    expect(answer.data.entries[0]).toMatchObject({ entryId: expect.any(Number), bibNo: expect.any(String) })
  })

  it('stores the uploaded heat, replaces it when uploaded again, and the public read shows it', async () => {
    const [a, b] = (await entriesOf()).data.entries as Entry[]
    const upload = (results: unknown[]) =>
      api.call('POST', `${V5}/otd/secure/track/${COMP}/${egId}`, { token: organiser, json: { round: 1, heat: 1, wind: 1.2, results } })
    const first = await upload([{ entryId: a!.entryId, place: 1, status: '', time: 10.5 }])
    expect(first.body).toMatchObject({ errNo: 0, data: { saved: 1 } })
    const again = await upload([
      { entryId: b!.entryId, place: 1, status: '', time: 10.4 },
      { entryId: a!.entryId, place: null, status: 'DNF', time: null },
    ])
    expect(again.body).toMatchObject({ errNo: 0, data: { saved: 2 } })
    const read = (await api.call('GET', `${V5}/public/results/${COMP}`)).body
    const group = read.data.eventGroups.find((g: { id: number }) => g.id === egId)
    expect(group.heats).toHaveLength(1)
    expect(group.heats[0]).toMatchObject({ heat: 1, wind: 1.2 })
    expect(group.heats[0].rows.map((r: { entryId: number; status: string }) => [r.entryId, r.status])).toEqual([
      [b!.entryId, ''],
      [a!.entryId, 'DNF'],
    ])
  })

  it('refuses an entry of another event group, a row without a place, and nothing at all', async () => {
    const post = (results: unknown[]) =>
      api.call('POST', `${V5}/otd/secure/track/${COMP}/${egId}`, { token: organiser, json: { heat: 2, results } })
    expect((await post([{ entryId: 1, place: 1, time: 10 }])).body).toMatchObject({ errNo: 1 })
    const [a] = (await entriesOf()).data.entries as Entry[]
    expect((await post([{ entryId: a!.entryId, status: '' }])).body).toMatchObject({ errNo: 1 })
    expect((await post([])).body).toMatchObject({ errNo: 1 })
  })

  it('refuses a user without scoreboard permission, an unknown event group, and no token', async () => {
    expect((await api.call('GET', `${V5}/results/entries/${COMP}/${egId}`, { token: steward })).body).toMatchObject({ errNo: 1 })
    expect(await entriesOf(999999)).toEqual({ errNo: 1, error: 'Event group not found' })
    expect((await api.call('GET', `${V5}/results/entries/${COMP}/${egId}`)).status).toBe(401)
    expect((await api.call('GET', `${V5}/public/results/999999`)).body).toMatchObject({ errNo: 1 })
  })

  it('stores a field series (our invention) with its best mark and attempts, and refuses bad attempts', async () => {
    const comp = sim.state.seed.competitions.find((c) => c.id === COMP)!
    const longJump = eventGroupsOf(comp).find((g) => g.name === 'Long Jump')!.id
    const [a, b] = (await entriesOf(longJump)).data.entries as Entry[]
    const upload = (results: unknown[]) => api.call('POST', `${V5}/otd/secure/field/${COMP}/${longJump}`, { token: organiser, json: { results } })
    const saved = await upload([
      { entryId: a!.entryId, place: 1, attempts: [6.1, 'X', 6.3], best: 6.3, pb: true, sb: false },
      { entryId: b!.entryId, place: null, attempts: ['X', '-', null], best: null, pb: false, sb: false },
    ])
    expect(saved.body).toMatchObject({ errNo: 0, data: { saved: 2 } })
    const read = (await api.call('GET', `${V5}/public/results/${COMP}`)).body
    const group = read.data.eventGroups.find((g: { id: number }) => g.id === longJump)
    expect(group.heats).toHaveLength(1)
    expect(group.heats[0].rows[0]).toMatchObject({ entryId: a!.entryId, place: 1, mark: 6.3, attempts: [6.1, 'X', 6.3], pb: true })
    expect(group.heats[0].rows[1]).toMatchObject({ entryId: b!.entryId, place: null, mark: null })
    expect((await upload([{ entryId: a!.entryId, place: 1, attempts: ['long'], best: 6 }])).body).toMatchObject({ errNo: 1 })
    expect((await upload([{ entryId: a!.entryId, place: 1, attempts: [1, 1, 1, 1, 1, 1, 1], best: 1 }])).body).toMatchObject({ errNo: 1 })
    expect((await upload([{ entryId: a!.entryId, place: null, attempts: [6], best: 6 }])).body).toMatchObject({ errNo: 1 })
    expect((await upload([{ entryId: 1, place: 1, attempts: [6], best: 6 }])).body).toMatchObject({ errNo: 1 })
    expect((await api.call('POST', `${V5}/otd/secure/field/${COMP}/${longJump}`, { token: steward, json: { results: [] } })).body).toMatchObject({
      errNo: 1,
    })
  })
  it('stores a vertical jump series (our invention) with its bar heights, and refuses heights not rising or attempts not O/X/-', async () => {
    const comp = sim.state.seed.competitions.find((c) => c.id === COMP)!
    const highJump = eventGroupsOf(comp).find((g) => g.name === 'High Jump')!.id
    const [a, b] = (await entriesOf(highJump)).data.entries as Entry[]
    const upload = (heights: unknown, results: unknown[]) =>
      api.call('POST', `${V5}/otd/secure/field/${COMP}/${highJump}`, { token: organiser, json: { heights, results } })
    const saved = await upload(
      [1.5, 1.55, 1.6],
      [
        { entryId: a!.entryId, place: 1, attempts: ['O', 'XO', 'XXX'], best: 1.55, pb: false, sb: false },
        { entryId: b!.entryId, place: null, attempts: ['XXX'], best: null, pb: false, sb: false },
      ],
    )
    expect(saved.body).toMatchObject({ errNo: 0, data: { saved: 2 } })
    const read = (await api.call('GET', `${V5}/public/results/${COMP}`)).body
    const group = read.data.eventGroups.find((g: { id: number }) => g.id === highJump)
    expect(group.heats[0]).toMatchObject({ heights: [1.5, 1.55, 1.6] })
    expect(group.heats[0].rows[0]).toMatchObject({ entryId: a!.entryId, place: 1, mark: 1.55, attempts: ['O', 'XO', 'XXX'] })
    const one = [{ entryId: a!.entryId, place: 1, attempts: ['O'], best: 1.5 }]
    expect((await upload([1.5, 1.5], one)).body).toMatchObject({ errNo: 1 })
    expect((await upload([1.5], [{ ...one[0], attempts: ['OX'] }])).body).toMatchObject({ errNo: 1 })
    expect((await upload([1.5], [{ ...one[0], attempts: ['O', 'O'] }])).body).toMatchObject({ errNo: 1 })
  })
})
