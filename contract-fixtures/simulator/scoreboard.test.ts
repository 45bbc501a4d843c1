import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CARD_DEMO } from '../seed/index'
import { startSimulator, type Simulator } from './index'
import { client } from './test-client'

let sim: Simulator
let api: ReturnType<typeof client>
const COMP = CARD_DEMO.checkInTodayCompId
const BOARD = `/wp-json/e4s/v5/public/scoreboard/${COMP}`

// An hour between attempts: only the advance control moves the board during the test.
beforeAll(async () => {
  sim = await startSimulator({ referenceDate: '2026-06-01', scoreboardStepMs: 3_600_000 })
  api = client(sim)
})
afterAll(() => sim.close())

describe('scoreboards at the simulator', () => {
  it('shows the first attempt of an event group to anyone, with the spec fields', async () => {
    const res = await api.call('GET', `${BOARD}/1`)
    expect(res.body.errNo).toBe(0)
    const data = res.body.data
    expect(data.comp).toMatchObject({ id: COMP, date: '2026-06-01' })
    expect(data.eventGroup).toMatchObject({ eventNo: 1 })
    expect(data.athlete).toMatchObject({ id: expect.any(Number), bibNo: expect.any(String), pb: expect.any(String) })
    expect(data.score).toMatchObject({ scoreUom: 'm' })
    expect(data.ranking).toHaveLength(1)
    expect(data.ranking[0]).toMatchObject({ position: 1, athleteId: data.athlete.id, score: data.score.score })
  })

  it('moves on one attempt at a time, the ranking ordered by best mark', async () => {
    const before = (await api.call('GET', `${BOARD}/1`)).body.data
    expect((await api.call('POST', `/__sim/scoreboard/${COMP}/advance`)).status).toBe(204)
    expect((await api.call('POST', `/__sim/scoreboard/${COMP}/advance`)).status).toBe(204)
    const after = (await api.call('GET', `${BOARD}/1`)).body.data
    expect(after.ranking).toHaveLength(before.ranking.length + 2)
    expect(after.athlete.id).not.toBe(before.athlete.id)
    const scores = after.ranking.map((r: { score: string }) => Number(r.score))
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    expect(after.ranking.map((r: { position: number }) => r.position)).toEqual([1, 2, 3])
  })

  it("answers 'all' with the group on now, and an unknown competition or event with a business error", async () => {
    expect((await api.call('GET', `${BOARD}/all`)).body.data.eventGroup.eventNo).toBeGreaterThanOrEqual(1)
    expect((await api.call('GET', `${BOARD}/999`)).body).toMatchObject({ errNo: 1 })
    expect((await api.call('GET', '/wp-json/e4s/v5/public/scoreboard/999999/1')).body).toEqual({ errNo: 1, error: 'Competition not found' })
  })
})
