import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CARD_DEMO } from '../seed/index'
import { startSimulator, type Simulator } from './index'
import { client } from './test-client'

let sim: Simulator
let api: ReturnType<typeof client>
let organiser: string
let rival: string
let entrant: string
const COMP = CARD_DEMO.checkInTodayCompId
const PUBLIC = '/wp-json/e4s/v5/public/seeding'
const SAVE = '/wp-json/e4s/v5/seeding'

type Entry = { entryId: number; athleteId: number; bibNo: string; pb: number }
type Group = { eventGroupId: number; name: string; tf: string; heatInfo: { useLanes: string }; entries: Entry[] }

beforeAll(async () => {
  sim = await startSimulator({ referenceDate: '2026-06-01' })
  api = client(sim)
  organiser = await api.token('organiser', 'Organiser!2026')
  rival = await api.token('rivalorganiser', 'Rival!2026')
  entrant = await api.token('entrant', 'Entrant!2026')
})
afterAll(() => sim.close())

const groups = async (): Promise<Group[]> => (await api.call('GET', `${PUBLIC}/${COMP}`)).body.data.eventGroups
/** One heat in lanes 1.. for the event group's entries, in the order given. */
const oneHeat = (entries: Entry[]) => [
  { heatNo: 1, group: '', athletes: entries.map((e, i) => ({ entryId: e.entryId, lane: i + 1, rank: i + 1 })) },
]
const body = (heats: unknown) => ({ seed: 123, heatOrder: 's', laneCount: 8, firstLane: 1, gender: false, age: false, heats })

describe('seeding at the simulator', () => {
  it("lists, without a token, each event group's entries with the desk's athletes, bibs and PBs", async () => {
    const answer = await api.call('GET', `${PUBLIC}/${COMP}`)
    expect(answer.body.errNo).toBe(0)
    expect(answer.body.data.comp).toMatchObject({ id: COMP, heatOrder: 's', laneCount: 8 })
    const all: Group[] = answer.body.data.eventGroups
    const sprint = all.find((g) => g.name === '200m')!
    expect(sprint).toMatchObject({ tf: 'T', heatInfo: { useLanes: 'A' } })
    expect(sprint.entries.length).toBeGreaterThan(0)
    expect(all.find((g) => g.name === 'Shot Put')).toMatchObject({ tf: 'F', heatInfo: { useLanes: 'N' } })
    // The team event is not listed.
    expect(all.some((g) => /Relay/.test(g.name))).toBe(false)
    const desk = await api.call('GET', `/wp-json/e4s/v5/competition/checkin?compid=${COMP}&bibno=${sprint.entries[0]!.bibNo}`, {
      token: organiser,
    })
    expect(desk.body.data[0].athleteId).toBe(sprint.entries[0]!.athleteId)
    expect((await api.call('GET', `${PUBLIC}/999999`)).body).toMatchObject({ errNo: 1, error: 'Competition not found' })
  })

  it('keeps the heats an organiser saves, with their seed, and answers them to anyone', async () => {
    const sprint = (await groups()).find((g) => g.name === '200m')!
    expect((await api.call('GET', `${PUBLIC}/${COMP}/heats`)).body.data).toEqual([])
    const saved = await api.call('POST', `${SAVE}/${COMP}/${sprint.eventGroupId}`, {
      token: organiser,
      json: body(oneHeat(sprint.entries)),
    })
    expect(saved.body).toMatchObject({ errNo: 0, data: { eventGroupId: sprint.eventGroupId, seed: 123 } })
    const heats = (await api.call('GET', `${PUBLIC}/${COMP}/heats`)).body.data
    expect(heats).toHaveLength(1)
    expect(heats[0]).toMatchObject({ eventGroupId: sprint.eventGroupId, seed: 123, laneCount: 8, heats: [{ heatNo: 1 }] })
    expect(heats[0].heats[0].athletes).toHaveLength(sprint.entries.length)
  })

  it('refuses heats that leave out or repeat an entry, or share a lane, and changes nothing', async () => {
    const sprint = (await groups()).find((g) => g.name === '60m')!
    const url = `${SAVE}/${COMP}/${sprint.eventGroupId}`
    const short = await api.call('POST', url, { token: organiser, json: body(oneHeat(sprint.entries.slice(1))) })
    expect(short.body).toMatchObject({ errNo: 1, error: "The heats must hold each of the event group's entries once." })
    const shared = oneHeat(sprint.entries)
    shared[0]!.athletes.forEach((a) => (a.lane = 1))
    if (sprint.entries.length > 1) expect((await api.call('POST', url, { token: organiser, json: body(shared) })).body.errNo).toBe(1)
    expect((await api.call('POST', url, { token: organiser, json: { heats: 'x' } })).body).toMatchObject({
      errNo: 1,
      error: 'Invalid seeding.',
    })
    const heats: Array<{ eventGroupId: number }> = (await api.call('GET', `${PUBLIC}/${COMP}/heats`)).body.data
    expect(heats.some((h) => h.eventGroupId === sprint.eventGroupId)).toBe(false)
  })

  it('lets only builders or scoreboard staff of the competition (and admins) save, and needs a token', async () => {
    const sprint = (await groups()).find((g) => g.name === '800m')!
    const url = `${SAVE}/${COMP}/${sprint.eventGroupId}`
    const json = body(oneHeat(sprint.entries))
    expect((await api.call('POST', url, { token: rival, json })).body).toMatchObject({
      errNo: 1,
      error: 'You do not have permission to seed this competition.',
    })
    expect((await api.call('POST', url, { token: entrant, json })).body.errNo).toBe(1)
    expect((await api.call('POST', url, { json })).status).toBe(401)
    expect((await api.call('POST', `${SAVE}/${COMP}/1`, { token: organiser, json })).body).toMatchObject({
      errNo: 1,
      error: 'Event group not found',
    })
  })
})
