import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY_DEMO, ageOn } from '../seed/index'
import { startSimulator, type Simulator } from './index'
import { client } from './test-client'

const REF = '2026-06-01'
const V5 = '/wp-json/e4s/v5'
const L = ENTRY_DEMO.limitsCeids
const W = ENTRY_DEMO.waitingListCeids

let sim: Simulator
let api: ReturnType<typeof client>
let token: string

beforeAll(async () => {
  sim = await startSimulator({ referenceDate: REF })
  api = client(sim)
  token = await api.token('entrant', 'Entrant!2026')
})
afterAll(() => sim.close())

const product = async (ceid: number, athleteId: number = ENTRY_DEMO.athleteId, query = '', as = token) =>
  (await api.call('PUT', `${V5}/product/${ceid}/${athleteId}/0/0${query}`, { token: as })).body
const refusal = async (ceid: number, athleteId?: number) => (await product(ceid, athleteId)).error as string | undefined
const line = async (compId: number, ceid: number, athleteId: number = ENTRY_DEMO.athleteId) =>
  (await api.call('GET', `${V5}/events/${compId}/${athleteId}`, { token })).body.events.find((l: { ceid: number }) => l.ceid === ceid)

describe('event rows the rules refuse (two-day competition)', () => {
  it('refuses security, full, schedule-only and closed rows with the spec texts', async () => {
    expect(await refusal(L.shotPutSecured)).toBe('Entry by CLUB, COUNTY representative only')
    expect(await refusal(L.m400Full)).toBe('Event full')
    expect(await refusal(L.m1500ScheduleOnly)).toBe('Schedule Only')
    expect(await refusal(L.javelinClosed)).toBe('Event Closed')
  })

  it('counts the paid day-two discus against the per-day field limit; applies the unique list', async () => {
    expect((await line(ENTRY_DEMO.limitsCompId, L.discusPaid)).paid).toBe(1)
    expect(await refusal(L.highJump)).toBe('Max Field')
    expect((await product(L.m100)).errNo).toBe(0)
    expect(await refusal(L.m200Day2)).toBe('Comp Unique: 100m')
    expect((await product(L.longJump)).errNo).toBe(0)
    expect((await product(L.m800Excluded)).errNo).toBe(0)
  })

  it('applies the ceoptions unique pair', async () => {
    const other = ENTRY_DEMO.sharedAthleteId
    expect((await product(L.longJump, other)).errNo).toBe(0)
    expect(await refusal(L.highJump, other)).toBe('Event disabled due to: Long Jump')
  })

  it('applies the competition-wide limit (the excluded 800m does not count)', async () => {
    // Counted so far: 100m, Long Jump, the paid discus; the 400m hurdles makes four, the limit.
    expect((await product(L.m400hDay2)).errNo).toBe(0)
    expect(await refusal(L.m3000Day2)).toBe('Entered into the maximum (4) events allowed.')
  })

  it('lets a club representative enter the secured row for an athlete of the club', async () => {
    const rep = sim.state.users.find((u) => u.login === 'clubrep')!
    const repToken = await api.token('clubrep', 'Clubrep!2026')
    const athleteId = sim.state.userAthletes.find((l) => l.userId === rep.id)!.athleteId
    expect((await product(L.shotPutSecured, athleteId, '', repToken)).errNo).toBe(0)
  })

  it('charges the late price after the end of standard entries', async () => {
    expect((await line(ENTRY_DEMO.limitsCompId, L.highJump)).price).toMatchObject({
      curPrice: 7,
      stdPrice: 7,
      salePrice: 6,
      actualPrice: 7.5,
    })
  })
})

describe('athlete and competition checks', () => {
  it('refuses an athlete whose registration has ended, and one outside a club competition', async () => {
    expect(await refusal(L.m100, ENTRY_DEMO.expiredAthleteId)).toBe('Athlete registration has expired.')
    const club = sim.state.seed.competitions.find((c) => c.id === ENTRY_DEMO.clubCompId)!
    const allowed = club.options.athleteSecurity.clubs.map((c) => c.id)
    const outsider = [ENTRY_DEMO.athleteId, ENTRY_DEMO.sharedAthleteId].find(
      (id) => !allowed.includes(sim.state.athletes.find((a) => a.id === id)!.clubId),
    )!
    expect(await refusal(club.compEvents[0]!.ceid, outsider)).toBe('No Access')
  })

  it('refuses events of another age group', async () => {
    const comp = sim.state.seed.competitions.find(
      (c) =>
        c.scenarios.includes('open') &&
        c.options.allowAdd.registered &&
        !c.options.priority.required &&
        c.options.athleteSecurity.clubs.length === 0,
    )!
    const dob = sim.state.athletes.find((a) => a.id === ENTRY_DEMO.athleteId)!.dob
    const age = ageOn(dob, comp.date)
    const group = sim.state.seed.ageGroups.find((g) => age >= g.minAge && age <= g.maxAge)!
    const ce = sim.state.seed.competitions
      .flatMap((c) => (c.id === comp.id ? c.compEvents : []))
      .find((x) => !x.ageGroupIds.includes(group.id))
    if (ce) expect(await refusal(ce.ceid)).toBe('Event Not Available')
  })

  it('reports the competition status: closed, not open, not active, disabled, at its limit', async () => {
    const first = (scenario: string) =>
      sim.state.seed.competitions.find((c) => c.scenarios.includes(scenario as never) && c.compEvents.length > 0)!
    expect(await refusal(first('closed').compEvents[0]!.ceid)).toBe('Entries Closed')
    expect(await refusal(first('opens-later').compEvents[0]!.ceid)).toBe('Not Open')
    expect(await refusal(first('not-active').compEvents[0]!.ceid)).toBe('Not Active')
    expect(await refusal(first('disabled').compEvents[0]!.ceid)).toBe('Disabled')
    const full = first('full')
    expect(await refusal(full.compEvents[0]!.ceid)).toMatch(/^Max (athletes|entries) reached: \d+$/)
  })

  it('refuses a PB that is not a number or negative', async () => {
    expect((await product(W.m800, ENTRY_DEMO.athleteId, '?pb=fast')).error).toBe('Not a number.')
    expect((await product(W.m800, ENTRY_DEMO.athleteId, '?pb=-3')).error).toBe('Only positive numbers.')
    expect((await product(W.m800, ENTRY_DEMO.athleteId, '?pb=2:31.50')).errNo).toBe(0)
    expect((await line(ENTRY_DEMO.waitingListCompId, W.m800)).perfInfo).toMatchObject({ perf: 151.5, perfText: '2:31.50' })
  })
})

describe('waiting list (subscription)', () => {
  it('takes a full event as a waiting-list entry before the cut-off', async () => {
    const made = await product(W.m100Full)
    expect(made).toMatchObject({ errNo: 0, data: { waitingList: true }, message: expect.stringContaining('waiting list') })
    const row = await line(ENTRY_DEMO.waitingListCompId, W.m100Full)
    expect(row).toMatchObject({ waitingList: 1, maxathletes: 12, entrycnt: 13, entryInfo: { entryPosition: 13 } })
    expect(
      (await api.call('GET', `${V5}/events/${ENTRY_DEMO.waitingListCompId}/${ENTRY_DEMO.athleteId}`, { token })).body.subscriptionText,
    ).toContain('refunded')
  })

  it('refuses once the cut-off has passed', async () => {
    const later = await startSimulator({ referenceDate: REF, now: () => Date.parse('2026-06-12T09:00:00+01:00') })
    try {
      const laterApi = client(later)
      const laterToken = await laterApi.token('entrant', 'Entrant!2026')
      const res = await laterApi.call('PUT', `${V5}/product/${W.m100Full}/${ENTRY_DEMO.athleteId}/0/0`, { token: laterToken })
      expect(res.body).toEqual({ errNo: 1, error: 'Waiting List now closed' })
    } finally {
      await later.close()
    }
  })
})
