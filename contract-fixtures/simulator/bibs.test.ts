import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CARD_DEMO } from '../seed/index'
import { startSimulator, type Simulator } from './index'
import { client } from './test-client'

let sim: Simulator
let api: ReturnType<typeof client>
let organiser: string
let steward: string
const COMP = CARD_DEMO.checkInTodayCompId
const BASE = '/wp-json/e4s/v5/bib'

beforeAll(async () => {
  sim = await startSimulator({ referenceDate: '2026-06-01' })
  api = client(sim)
  organiser = await api.token('organiser', 'Organiser!2026')
  steward = await api.token('steward', 'Steward!2026')
})
afterAll(() => sim.close())

describe('bibs at the simulator', () => {
  it('lists the athletes of the meeting with the bibs the check-in desk shows', async () => {
    const list = await api.call('GET', `${BASE}/list/${COMP}`, { token: organiser })
    expect(list.body.errNo).toBe(0)
    expect(list.body.data).toHaveLength(48)
    const desk = await api.call('GET', `/wp-json/e4s/v5/competition/checkin?compid=${COMP}&bibno=5`, { token: steward })
    expect(desk.body.data[0].athleteId).toBe(list.body.data.find((a: { bibNo: string }) => a.bibNo === '5').athleteId)
  })

  it('changes a bib, lists the number it freed as unused, and refuses a bib another athlete holds', async () => {
    const [first, second] = (await api.call('GET', `${BASE}/list/${COMP}`, { token: organiser })).body.data
    expect((await api.call('POST', `${BASE}/change/${COMP}/${first.athleteId}/500`, { token: organiser })).body).toMatchObject({ errNo: 0 })
    expect((await api.call('GET', `${BASE}/unused/${COMP}`, { token: organiser })).body.data).toContain(Number(first.bibNo))
    expect((await api.call('POST', `${BASE}/change/${COMP}/${second.athleteId}/500`, { token: organiser })).body).toEqual({
      errNo: 1,
      error: 'Please make sure all entries have unique bib numbers.',
    })
    expect((await api.call('POST', `${BASE}/change/${COMP}/${second.athleteId}/x1`, { token: organiser })).body).toMatchObject({ errNo: 1 })
  })

  it('refuses a user who may not build the competition, and an unknown competition', async () => {
    expect((await api.call('GET', `${BASE}/list/${COMP}`, { token: steward })).body).toMatchObject({ errNo: 1 })
    expect((await api.call('GET', `${BASE}/unused/999999`, { token: organiser })).body).toEqual({
      errNo: 1,
      error: 'Competition not found',
    })
    expect((await api.call('GET', `${BASE}/list/${COMP}`)).status).toBe(401)
  })
})
