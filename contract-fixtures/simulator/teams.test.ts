import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY_DEMO } from '../seed/index'
import { startSimulator, type Simulator } from './index'
import { client } from './test-client'

let sim: Simulator
let api: ReturnType<typeof client>
let rep: string
let entrant: string
const COMP = ENTRY_DEMO.relayCompId
const C = ENTRY_DEMO.relayCeids
const V5 = '/wp-json/e4s/v5'
let clubId = 0
let clubAthletes: number[] = []
let otherClubAthlete = 0

beforeAll(async () => {
  sim = await startSimulator({ referenceDate: '2026-06-01' })
  api = client(sim)
  rep = await api.token('clubrep', 'Clubrep!2026')
  entrant = await api.token('entrant', 'Entrant!2026')
  clubId = sim.state.users.find((u) => u.login === 'clubrep')!.clubs[0]!.id
  clubAthletes = sim.state.athletes.filter((a) => a.clubId === clubId).map((a) => a.id)
  otherClubAthlete = sim.state.athletes.find((a) => a.clubId !== clubId)!.id
})
afterAll(() => sim.close())

const add = (athleteIds: number[], over: Record<string, unknown> = {}) =>
  api.call('POST', `${V5}/competition/team/add`, {
    token: rep,
    json: {
      compId: COMP,
      ceid: C.m4x100,
      teamId: 0,
      teamName: 'Relay A',
      entityId: clubId,
      entityLevel: 1,
      athletes: athleteIds.map((athleteId, i) => ({ athleteId, pos: i + 1 })),
      ...over,
    },
  })

describe('teams at the simulator', () => {
  it('lists the team headers for a club the user represents, schedule-only ones included', async () => {
    expect(clubAthletes.length).toBeGreaterThanOrEqual(8)
    const { body } = await api.call('GET', `${V5}/eventteams/${COMP}?entityid=${clubId}&entitylevel=1`, { token: rep })
    expect(body.errNo).toBe(0)
    expect(body.data.map((h: { ceid: number }) => h.ceid)).toEqual([C.m4x100, C.m4x400, C.mixed4x400, C.scheduleOnly, C.school4x400])
    expect(body.data[0]).toMatchObject({ gender: 'F', maxAthletes: 0, eventTeam: { min: 4, max: 6, singleClub: true, currCount: 0 } })
    expect(body.data[3].maxAthletes).toBe(-1)
    expect(body.meta.entity).toMatchObject({ id: clubId, level: 1 })
    const refused = await api.call('GET', `${V5}/eventteams/${COMP}?entityid=${clubId}&entitylevel=1`, { token: entrant })
    expect(refused.body).toMatchObject({ errNo: 1, error: 'You do not represent this club.' })
  })

  it('refuses a short team, another club’s athlete, and keeps nothing', async () => {
    const short = await add(clubAthletes.slice(0, 3))
    expect(short.body.error).toBe("Team event 'Relay A' requires between 4 and 6 athletes, only 3 selected.")
    const foreign = await add([...clubAthletes.slice(0, 3), otherClubAthlete])
    expect(foreign.body.error).toMatch(/is not a member of this club\.$/)
    expect(sim.state.teams).toHaveLength(0)
  })

  it('saves a team as one unpaid product in the cart; an athlete may be in one team only; delete removes both', async () => {
    const saved = await add(clubAthletes.slice(0, 4))
    expect(saved.body.errNo).toBe(0)
    const team = saved.body.data
    expect(team).toMatchObject({ teamName: 'Relay A', ceid: C.m4x100, entityId: clubId, paid: 0 })
    const cart = await api.call('GET', `${V5}/cart?id=${COMP}`, { token: rep })
    expect(cart.body.data.items).toEqual([
      expect.objectContaining({ productId: team.productId, Name: '4x100m Relay', firstName: 'Relay A' }),
    ])
    const teams = await api.call('GET', `${V5}/teams/${COMP}`, { token: rep })
    expect(teams.body.meta.teamCount).toBe(1)
    expect(teams.body.data[0].athletes).toHaveLength(4)
    const twice = await add([clubAthletes[0]!, ...clubAthletes.slice(4, 7)], { teamName: 'Relay B' })
    expect(twice.body.error).toMatch(/is already in the maximum number of teams\.$/)
    const mustEnter = await add(clubAthletes.slice(4, 8), { ceid: C.m4x400, teamName: 'Relay C' })
    expect(mustEnter.body.error).toMatch(/must be entered in an individual event first\.$/)
    const notMine = await api.call('DELETE', `${V5}/competition/team/${team.teamId}`, { token: entrant })
    expect(notMine.body.error).toBe('Team not found.')
    const deleted = await api.call('DELETE', `${V5}/competition/team/${team.teamId}`, { token: rep })
    expect(deleted.body).toMatchObject({ errNo: 0, message: 'Team deleted.' })
    const after = await api.call('GET', `${V5}/cart?id=${COMP}`, { token: rep })
    expect(after.body.data.items).toEqual([])
  })

  it('changes a saved team by its id: same product (paid or not), its own athletes not counted against it; a user who does not represent the club is refused', async () => {
    const saved = (await add(clubAthletes.slice(0, 4))).body.data
    const changed = await add([...clubAthletes.slice(1, 4), clubAthletes[4]!], { teamId: saved.teamId, teamName: 'Relay A2' })
    expect(changed.body.data).toMatchObject({ teamId: saved.teamId, teamName: 'Relay A2', productId: saved.productId })
    expect(changed.body.data.athletes.map((a: { athleteId: number }) => a.athleteId)).toEqual([
      ...clubAthletes.slice(1, 4),
      clubAthletes[4],
    ])
    sim.state.entries.find((e) => e.productId === saved.productId)!.paid = 1
    const paid = await add(clubAthletes.slice(0, 4), { teamId: saved.teamId })
    expect(paid.body.data).toMatchObject({ productId: saved.productId, paid: 1 })
    expect(sim.state.entries.filter((e) => e.teamId === saved.teamId)).toHaveLength(1)
    const notMine = await api.call('POST', `${V5}/competition/team/add`, {
      token: entrant,
      json: { compId: COMP, ceid: C.m4x100, teamId: saved.teamId, teamName: 'X', entityId: clubId, entityLevel: 1, athletes: [] },
    })
    expect(notMine.body.error).toBe('You do not represent this club.')
    sim.state.teams = sim.state.teams.filter((t) => t.teamId !== saved.teamId)
    sim.state.entries = sim.state.entries.filter((e) => e.teamId !== saved.teamId)
  })

  it('a free form team (decision 056) is saved with its named rows and answers; short, with athletes or unanswered is refused', async () => {
    const rows = ['Ann Lee', 'Bea Moss', 'Cat North', 'Dee Oak'].map((value, i) => ({ pos: i + 1, value }))
    const school = (over: Record<string, unknown>) => add([], { ceid: C.school4x400, teamName: 'School A', ...over })
    const header = (await api.call('GET', `${V5}/eventteams/${COMP}?entityid=${clubId}&entitylevel=1`, { token: rep })).body.data[4]
    expect(header.eventTeam).toMatchObject({
      formType: 'SCHOOL',
      showForm: true,
      formRows: expect.arrayContaining([{ pos: 5, label: 'Reserve runner' }]),
    })
    expect((await school({ formRows: rows.slice(0, 3), others: [{ label: 'Teacher in charge', value: 'Mr Hall' }] })).body.error).toBe(
      "Team event 'School A' requires between 4 and 5 athletes, only 3 selected.",
    )
    expect((await school({ formRows: rows, others: [] })).body.error).toBe('Please fill in Teacher in charge.')
    expect((await add(clubAthletes.slice(0, 4), { ceid: C.school4x400, teamName: 'School A', formRows: rows })).body.error).toBe(
      'This team event takes names, not athletes.',
    )
    expect(sim.state.teams).toHaveLength(0)
    const others = [
      { label: 'Teacher in charge', value: 'Mr Hall' },
      { label: 'School year', value: 'Year 10' },
    ]
    const saved = await school({ formRows: rows, others })
    expect(saved.body.error ?? '').toBe('')
    expect(saved.body.data).toMatchObject({ teamName: 'School A', athletes: [], formRows: rows, others })
    await api.call('DELETE', `${V5}/competition/team/${saved.body.data.teamId}`, { token: rep })
  })

  it('the team search says how many individual entries each athlete holds', async () => {
    const { body } = await api.call('GET', `${V5}/athletes?compid=${COMP}&teamid=${C.m4x100}&pagesize=100`, { token: rep })
    expect(body.data.length).toBeGreaterThanOrEqual(8)
    expect(body.data.every((a: { compEntries: number }) => a.compEntries === 0)).toBe(true)
  })
})
