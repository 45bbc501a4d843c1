import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CARD_DEMO } from '../seed/index'
import { startSimulator, type Simulator } from './index'
import { client } from './test-client'

let sim: Simulator
let api: ReturnType<typeof client>
let organiser: string
let entrant: string
const COMP = CARD_DEMO.checkInTodayCompId
const V5 = '/wp-json/e4s/v5'

beforeAll(async () => {
  sim = await startSimulator({ referenceDate: '2026-06-01' })
  api = client(sim)
  organiser = await api.token('organiser', 'Organiser!2026')
  entrant = await api.token('entrant', 'Entrant!2026')
})
afterAll(() => sim.close())

const config = { showScore: 4000, showPicture: 5000, showVideo: 6000, ranksPerPage: 8, ranksPageTime: 12000 }

describe('scoreboard outputs at the simulator', () => {
  it('starts each competition with one screen, the board on now, readable by anyone', async () => {
    const list = await api.call('GET', `${V5}/scoreboard/outputs/${COMP}`, { token: organiser })
    expect(list.body.data).toEqual([expect.objectContaining({ name: 'Main screen', kind: 'scoreboard', eventNo: 0 })])
    const one = await api.call('GET', `${V5}/public/scoreboard/output/${COMP}/${list.body.data[0].id}`)
    expect(one.body).toMatchObject({ errNo: 0, data: { name: 'Main screen', config: { ranksPerPage: 10 } } })
  })

  it('creates, updates and deletes an output, keeping what it was given', async () => {
    const created = await api.call('POST', `${V5}/scoreboard/output`, {
      token: organiser,
      json: { id: 0, compId: COMP, name: 'Long jump', kind: 'scoreboard', eventNo: 2, config },
    })
    expect(created.body).toMatchObject({ errNo: 0, data: { name: 'Long jump', eventNo: 2, config } })
    const id = created.body.data.id
    const updated = await api.call('POST', `${V5}/scoreboard/output`, {
      token: organiser,
      json: { id, compId: COMP, name: 'Schedule', kind: 'schedule', eventNo: 0, config },
    })
    expect(updated.body.data).toMatchObject({ id, kind: 'schedule' })
    expect((await api.call('DELETE', `${V5}/scoreboard/output/${COMP}/${id}`, { token: organiser })).body.errNo).toBe(0)
    expect((await api.call('GET', `${V5}/public/scoreboard/output/${COMP}/${id}`)).body).toEqual({ errNo: 1, error: 'Output not found' })
  })

  it('refuses a user without scoreboard permission, a nameless output and an unknown competition', async () => {
    const body = { id: 0, compId: COMP, name: 'X', kind: 'scoreboard', eventNo: 0, config }
    expect((await api.call('POST', `${V5}/scoreboard/output`, { token: entrant, json: body })).body.errNo).toBe(1)
    expect((await api.call('GET', `${V5}/scoreboard/outputs/${COMP}`, { token: entrant })).body.errNo).toBe(1)
    expect((await api.call('POST', `${V5}/scoreboard/output`, { token: organiser, json: { ...body, name: ' ' } })).body).toEqual({
      errNo: 1,
      error: 'Output name is required.',
    })
    expect((await api.call('GET', `${V5}/scoreboard/outputs/999999`, { token: organiser })).body).toEqual({
      errNo: 1,
      error: 'Competition not found',
    })
  })
})
