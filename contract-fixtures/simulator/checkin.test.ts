import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CARD_DEMO } from '../seed/index'
import { checkInCodeOf } from './checkin'
import { startSimulator, type Simulator } from './index'
import { client } from './test-client'

let sim: Simulator
let api: ReturnType<typeof client>
let steward: string
let organiser: string
let entrant: string
const COMP = CARD_DEMO.checkInTodayCompId
const BASE = '/wp-json/e4s/v5/competition'

beforeAll(async () => {
  sim = await startSimulator({ referenceDate: '2026-06-01' })
  api = client(sim)
  steward = await api.token('steward', 'Steward!2026')
  organiser = await api.token('organiser', 'Organiser!2026')
  entrant = await api.token('entrant', 'Entrant!2026')
})
afterAll(() => sim.close())

describe('check-in at the simulator', () => {
  it('the steward works the desk of the meeting held today, with entries across many events', async () => {
    const comp = sim.state.seed.competitions.find((c) => c.id === COMP)!
    expect(comp.date).toBe('2026-06-01')
    expect(comp.options.checkIn.enabled).toBe(true)
    expect(sim.state.users.find((u) => u.login === 'steward')!.permissions[0].compid).toBe(COMP)
    const summary = await api.call('GET', `${BASE}/checkinsummary?compid=${COMP}`, { token: steward })
    expect(summary.body).toMatchObject({ errNo: 0, data: { expected: 48, collected: 0, defaultFrom: 180, defaultTo: 60 } })
    const all = await api.call('GET', `${BASE}/checkin?compid=${COMP}&pagesize=100`, { token: steward })
    const events = new Set(all.body.data.flatMap((a: { entries: Array<{ name: string }> }) => a.entries.map((e) => e.name)))
    expect(events.size).toBeGreaterThanOrEqual(8)
  })

  it('searches by surname, bib and event, in pages', async () => {
    const page1 = await api.call('GET', `${BASE}/checkin?compid=${COMP}&pagesize=10&page=1`, { token: steward })
    expect(page1.body.data).toHaveLength(10)
    expect(page1.body.meta).toEqual({ totalCount: 48, page: 1, pageSize: 10 })
    const first = page1.body.data[0]
    const bySurname = await api.call('GET', `${BASE}/checkin?compid=${COMP}&surname=${encodeURIComponent(first.surName)}`, {
      token: steward,
    })
    expect(bySurname.body.data.map((a: { athleteId: number }) => a.athleteId)).toContain(first.athleteId)
    const byBib = await api.call('GET', `${BASE}/checkin?compid=${COMP}&bibno=${first.bibNo}`, { token: steward })
    expect(byBib.body.data).toHaveLength(1)
    const byEvent = await api.call('GET', `${BASE}/checkin?compid=${COMP}&event=${encodeURIComponent(first.entries[0].name)}`, {
      token: steward,
    })
    expect(byEvent.body.meta.totalCount).toBeGreaterThan(0)
  })

  it('marks collected and checked in; a replayed mark (same key) is done once; clear-down resets', async () => {
    const { body } = await api.call('GET', `${BASE}/checkin?compid=${COMP}&pagesize=1`, { token: steward })
    const athlete = body.data[0]
    const mark = {
      athleteId: athlete.athleteId,
      collected: true,
      entries: [{ id: athlete.entries[0].id, checkedIn: true }],
      key: 'desk-1:1',
    }
    const done = await api.call('POST', `${BASE}/checkin/${COMP}`, { token: steward, json: { data: [mark] } })
    expect(done.body.data[0]).toMatchObject({ collected: 1, entries: [{ checkedIn: 1 }] })
    // Someone undoes it, then the first desk's mark is replayed: it is not applied again.
    await api.call('POST', `${BASE}/checkin/${COMP}`, {
      token: steward,
      json: { data: [{ athleteId: athlete.athleteId, collected: false }] },
    })
    const replay = await api.call('POST', `${BASE}/checkin/${COMP}`, { token: steward, json: { data: [mark] } })
    expect(replay.body).toMatchObject({ errNo: 0, data: [{ collected: 0 }] })
    const summary = await api.call('GET', `${BASE}/checkinsummary?compid=${COMP}`, { token: steward })
    expect(summary.body.data.collected).toBe(0)

    await api.call('POST', `${BASE}/checkin/${COMP}`, {
      token: steward,
      json: { data: [{ athleteId: athlete.athleteId, collected: true }] },
    })
    await api.call('GET', `${BASE}/checkin/clear?compid=${COMP}&collected=0&checkedin=1&all=0`, { token: steward })
    const after = await api.call('GET', `${BASE}/checkin?compid=${COMP}&bibno=${athlete.bibNo}`, { token: steward })
    expect(after.body.data[0]).toMatchObject({ collected: 1, entries: [{ checkedIn: 0 }] })
    await api.call('GET', `${BASE}/checkin/clear?compid=${COMP}&all=1`, { token: steward })
    expect((await api.call('GET', `${BASE}/checkinsummary?compid=${COMP}`, { token: steward })).body.data.collected).toBe(0)
  })

  it('a mark whose "was" no longer holds is a conflict and is not applied; each mark says what became of it', async () => {
    const { body } = await api.call('GET', `${BASE}/checkin?compid=${COMP}&page=2&pagesize=1`, { token: steward })
    const athlete = body.data[0]
    // Another desk collects the number meanwhile.
    await api.call('POST', `${BASE}/checkin/${COMP}`, {
      token: steward,
      json: { data: [{ athleteId: athlete.athleteId, collected: true }] },
    })
    const offline = [
      { athleteId: athlete.athleteId, collected: false, was: { collected: false }, key: 'desk-2:1' },
      {
        athleteId: athlete.athleteId,
        entries: [{ id: athlete.entries[0].id, checkedIn: true }],
        was: { entries: [{ id: athlete.entries[0].id, checkedIn: false }] },
        key: 'desk-2:2',
      },
    ]
    const replay = await api.call('POST', `${BASE}/checkin/${COMP}`, { token: steward, json: { data: offline } })
    expect(replay.body.meta).toEqual({ statuses: ['conflict', 'applied'] })
    expect(replay.body.data[0]).toMatchObject({ collected: 1, entries: [{ checkedIn: 1 }] })
    const again = await api.call('POST', `${BASE}/checkin/${COMP}`, { token: steward, json: { data: offline } })
    expect(again.body.meta).toEqual({ statuses: ['conflict', 'done'] })
    await api.call('GET', `${BASE}/checkin/clear?compid=${COMP}&all=1`, { token: steward })
  })

  it('refuses users without check-in permission, a competition without check-in, and bad marks', async () => {
    expect((await api.call('GET', `${BASE}/checkinsummary?compid=${COMP}`, { token: entrant })).body).toMatchObject({ errNo: 1 })
    // The organiser builds for another organisation.
    const other = await api.call('GET', `${BASE}/checkinsummary?compid=${COMP}`, { token: organiser })
    const organiserOrg = sim.state.users.find((u) => u.login === 'organiser')!.permissions[0].orgid
    const compOrg = sim.state.seed.competitions.find((c) => c.id === COMP)!.compOrgId
    expect(other.body.errNo === 0).toBe(organiserOrg === compOrg)
    const noCheckIn = sim.state.seed.competitions.find((c) => !c.options.checkIn.enabled)!
    const admin = await api.token('admin', 'Admin!2026')
    expect((await api.call('GET', `${BASE}/checkinsummary?compid=${noCheckIn.id}`, { token: admin })).body.error).toBe(
      'Check-in is not enabled for this competition.',
    )
    expect((await api.call('POST', `${BASE}/checkin/${COMP}`, { token: steward, json: { data: [{ athleteId: 1 }] } })).body.errNo).toBe(1)
    expect((await api.call('POST', `${BASE}/checkin/${COMP}`, { token: steward, json: { data: 'x' } })).body.errNo).toBe(1)
    expect((await api.call('GET', `${BASE}/checkinsummary?compid=${COMP}`)).status).toBe(401)
  })
})

describe('athlete check-in at the simulator', () => {
  const ATHLETE_BASE = '/wp-json/e4s/v5/athlete'
  const entrantAthletes = () => {
    const entrantId = sim.state.users.find((u) => u.login === 'entrant')!.id
    return new Set(sim.state.userAthletes.filter((l) => l.userId === entrantId).map((l) => l.athleteId))
  }

  it("lists only the user's own athletes, with the terms, and checks them in to their entries", async () => {
    const listed = await api.call('GET', `${ATHLETE_BASE}/checkin?compid=${COMP}`, { token: entrant })
    expect(listed.body.errNo).toBe(0)
    expect(listed.body.data.length).toBeGreaterThan(0)
    for (const a of listed.body.data as Array<{ athleteId: number }>) expect(entrantAthletes().has(a.athleteId)).toBe(true)
    expect(listed.body.meta).toMatchObject({ defaultFrom: 180, defaultTo: 60 })
    const athlete = listed.body.data[0]
    const mark = { athleteId: athlete.athleteId, entries: [{ id: athlete.entries[0].id, checkedIn: true }], key: 'self:1' }
    const useTerms = sim.state.seed.competitions.find((c) => c.id === COMP)!.options.checkIn.useTerms
    const done = await api.call('POST', `${ATHLETE_BASE}/checkin/${COMP}`, { token: entrant, json: { data: [mark], termsAccepted: true } })
    expect(done.body).toMatchObject({ errNo: 0, data: [{ entries: [{ checkedIn: 1 }] }] })
    if (useTerms) {
      const without = await api.call('POST', `${ATHLETE_BASE}/checkin/${COMP}`, { token: entrant, json: { data: [mark] } })
      expect(without.body.error).toBe('Please accept the terms and conditions.')
    }
    // Who is here: the desk sees them among the athletes checked in.
    const here = await api.call('GET', `${BASE}/checkin?compid=${COMP}&whois=1&pagesize=100`, { token: steward })
    expect(here.body.data.map((a: { athleteId: number }) => a.athleteId)).toEqual([athlete.athleteId])
    await api.call('GET', `${BASE}/checkin/clear?compid=${COMP}&all=1`, { token: steward })
  })

  it("refuses another user's athlete and a bib collection", async () => {
    const { body } = await api.call('GET', `${BASE}/checkin?compid=${COMP}&pagesize=100`, { token: steward })
    const stranger = (body.data as Array<{ athleteId: number; entries: Array<{ id: number }> }>).find(
      (a) => !entrantAthletes().has(a.athleteId),
    )!
    const theirs = { athleteId: stranger.athleteId, entries: [{ id: stranger.entries[0]!.id, checkedIn: true }] }
    const refused = await api.call('POST', `${ATHLETE_BASE}/checkin/${COMP}`, {
      token: entrant,
      json: { data: [theirs], termsAccepted: true },
    })
    expect(refused.body.error).toBe('You may only check in your own athletes.')
    const collect = await api.call('POST', `${ATHLETE_BASE}/checkin/${COMP}`, {
      token: entrant,
      json: { data: [{ athleteId: stranger.athleteId, collected: true }], termsAccepted: true },
    })
    expect(collect.body.errNo).toBe(1)
    expect((await api.call('GET', `${BASE}/checkin?compid=${COMP}&whois=1`, { token: steward })).body.data).toEqual([])
  })

  it('shows the competition’s check-in code at the desk, and verify opens that competition with it on its day only', async () => {
    const code = checkInCodeOf(COMP)
    const summary = await api.call('GET', `${BASE}/checkinsummary?compid=${COMP}`, { token: steward })
    expect(summary.body.data.codes).toEqual([code])
    const at = (c: string, date: string) => `${BASE}/checkin/verify?emailid=x%40example.com&compcode=${encodeURIComponent(c)}&date=${date}`
    const verify = (c: string, date = '2026-06-01') => api.call('GET', at(c, date), { token: entrant })
    expect((await verify(code)).body).toMatchObject({ errNo: 0, data: { compId: COMP } })
    expect((await verify(code.toLowerCase())).body).toMatchObject({ errNo: 0, data: { compId: COMP } })
    expect((await verify('E4S0000')).body).toMatchObject({ errNo: 1, error: 'Check-in code not recognised.' })
    expect((await verify(code, '2026-06-02')).body.errNo).toBe(1)
    expect((await api.call('GET', at(code, '2026-06-01'))).status).toBe(401)
  })
})
