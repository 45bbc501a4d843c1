import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type Simulator } from './index'
import { client } from './test-client'

let sim: Simulator
let api: ReturnType<typeof client>
let organiser: string
let entrant: string
const VALIDATE = '/wp-json/e4s/v5/competition/validate'

beforeAll(async () => {
  sim = await startSimulator({ referenceDate: '2026-06-01' })
  api = client(sim)
  organiser = await api.token('organiser', 'Organiser!2026')
  entrant = await api.token('entrant', 'Entrant!2026')
})
afterAll(() => sim.close())

describe('the competition check at the simulator', () => {
  it('lists the problems of a competition its builder asks about, none for a ready one', async () => {
    expect((await api.call('GET', `${VALIDATE}/506`, { token: organiser })).body).toMatchObject({
      errNo: 0,
      data: [{ code: 'NOT_ACTIVE', message: 'The competition is not active.' }],
    })
    expect((await api.call('GET', `${VALIDATE}/550`, { token: organiser })).body.data).toEqual([])
  })

  it('refuses anyone who does not build the competition, an unknown one, and a call without a token', async () => {
    expect((await api.call('GET', `${VALIDATE}/506`, { token: entrant })).body).toMatchObject({ errNo: 1 })
    expect((await api.call('GET', `${VALIDATE}/99999`, { token: organiser })).body).toEqual({ errNo: 1, error: 'Competition not found' })
    expect((await api.call('GET', `${VALIDATE}/506`)).status).toBe(401)
  })
})
