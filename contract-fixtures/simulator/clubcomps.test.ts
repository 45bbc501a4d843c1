import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY_DEMO } from '../seed/index'
import { startSimulator, type Simulator } from './index'
import { client } from './test-client'

let sim: Simulator
let api: ReturnType<typeof client>
let rep: string
let entrant: string
const COMP = ENTRY_DEMO.clubInfoCompId
const C = ENTRY_DEMO.clubInfoCeids
const V5 = '/wp-json/e4s/v5'
let clubId = 0
let athletes: number[] = []

beforeAll(async () => {
  sim = await startSimulator({ referenceDate: '2026-06-01' })
  api = client(sim)
  rep = await api.token('clubrep', 'Clubrep!2026')
  entrant = await api.token('entrant', 'Entrant!2026')
  clubId = sim.state.users.find((u) => u.login === 'clubrep')!.clubs[0]!.id
  athletes = sim.state.athletes.filter((a) => a.clubId === clubId).map((a) => a.id)
})
afterAll(() => sim.close())

const info = (token = rep, entity = clubId) =>
  api.call('GET', `${V5}/competition/entries/${COMP}?entityId=${entity}&entityLevel=1`, { token })
const tick = (ceid: number, athleteId: number, entity = clubId) =>
  api.call('PUT', `${V5}/product/${ceid}/${athleteId}/${entity}/0`, { token: rep })
const team = (ceid: number, name: string) =>
  api.call('POST', `${V5}/competition/team/add`, {
    token: rep,
    json: {
      compId: COMP,
      ceid,
      teamId: 0,
      teamName: name,
      entityId: clubId,
      entityLevel: 1,
      athletes: athletes.slice(0, 4).map((athleteId, i) => ({ athleteId, pos: i + 1 })),
    },
  })

describe('club competitions at the simulator', () => {
  it('lists the club competitions with their clubs', async () => {
    const { body } = await api.call('GET', `${V5}/competition/clubcomps`, { token: entrant })
    expect(body.errNo).toBe(0)
    const listed = body.data.find((c: { compId: number }) => c.compId === COMP)
    expect(listed.clubs.map((c: { clubId: number }) => c.clubId)).toContain(clubId)
    expect(body.data.map((c: { compId: number }) => c.compId)).not.toContain(ENTRY_DEMO.clubCompId)
  })

  it('gives a club its allowances, and refuses what it must', async () => {
    const { body } = await info()
    expect(body.data.configData).toMatchObject({ clubId, ...ENTRY_DEMO.clubInfoAllowance })
    expect(body.data.entryData).toEqual({ entryCnt: 0, entries: {}, teams: [] })
    expect((await info(entrant)).body).toMatchObject({ errNo: 1, error: 'You do not represent this club.' })
    const notInfo = await api.call('GET', `${V5}/competition/entries/${ENTRY_DEMO.clubCompId}?entityId=${clubId}&entityLevel=1`, {
      token: rep,
    })
    expect(notInfo.body).toMatchObject({ errNo: 1, error: 'Not a club info competition.' })
  })

  it('counts entries made for the club and refuses past maxPerEvent and maxEntries', async () => {
    expect((await tick(C.m100, athletes[0]!)).body.errNo).toBe(0)
    expect((await tick(C.m100, athletes[1]!)).body.errNo).toBe(0)
    expect((await tick(C.m100, athletes[2]!)).body.error).toBe('Your club has made its 2 entries in this event.')
    expect((await tick(C.m800, athletes[0]!)).body.errNo).toBe(0)
    expect((await tick(C.longJump, athletes[3]!)).body.errNo).toBe(0)
    expect((await tick(C.longJump, athletes[4]!)).body.error).toBe('Your club has made its 4 entries.')
    expect((await tick(C.longJump, athletes[4]!, 0)).body.error).toBe('Club competitions need club access.')
    const { body } = await info()
    expect(body.data.entryData.entryCnt).toBe(4)
    expect(body.data.entryData.entries[String(C.m100)]).toMatchObject({ egCount: 2, eventGroup: '100m' })
    expect(body.data.entryData.entries[String(C.m100)].athletes).toHaveLength(2)
  })

  it('allows one relay and no mixed relay: Max teams reached., None allowed.', async () => {
    expect((await team(C.w4x100, 'League A')).body.errNo).toBe(0)
    expect((await team(C.m4x400, 'League B')).body.error).toBe('Max teams reached.')
    expect((await team(C.mixed4x400, 'League C')).body.error).toBe('None allowed.')
    const { body } = await info()
    expect(body.data.entryData.teams).toEqual([expect.objectContaining({ teamName: 'League A', gender: 'F' })])
  })
})
