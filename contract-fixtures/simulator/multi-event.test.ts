import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY_DEMO } from '../seed/index'
import { startSimulator, type Simulator } from './index'
import { client } from './test-client'

const V5 = '/wp-json/e4s/v5'
const PENTATHLON = ENTRY_DEMO.multiCeids.pentathlon
const ATHLETE = ENTRY_DEMO.athleteId
let sim: Simulator
let api: ReturnType<typeof client>
let token: string

beforeAll(async () => {
  sim = await startSimulator({ referenceDate: '2026-06-01' })
  api = client(sim)
  token = await api.token('entrant', 'Entrant!2026')
})
afterAll(() => sim.close())

const eventId = (name: string) => sim.state.seed.events.find((e) => e.name === name)!.id
const multiPbs = (ceid: number, athleteId: number, as = token) => api.call('GET', `${V5}/events/multi/${ceid}/${athleteId}`, { token: as })
const saveMulti = (athleteId: number, json: unknown, as = token) =>
  api.call('POST', `${V5}/athlete/multi/${athleteId}`, { token: as, json })

describe('multi-event schedule line', () => {
  it('carries the child events in ceoptions.multiEventOptions; other lines do not', async () => {
    const { body } = await api.call('GET', `${V5}/events/${ENTRY_DEMO.multiCompId}/${ATHLETE}`, { token })
    const pentathlon = body.events.find((l: { ceid: number }) => l.ceid === PENTATHLON)
    expect(pentathlon).toMatchObject({ tf: 'M', uomType: 'P', Name: 'Pentathlon' })
    expect(pentathlon.ceoptions.multiEventOptions.childEvents).toEqual([
      { id: eventId('75m Hurdles'), name: '75m Hurdles' },
      { id: eventId('High Jump'), name: 'High Jump' },
      { id: eventId('Shot Put'), name: 'Shot Put' },
      { id: eventId('Long Jump'), name: 'Long Jump' },
      { id: eventId('800m'), name: '800m' },
    ])
    const m100 = body.events.find((l: { ceid: number }) => l.ceid === ENTRY_DEMO.multiCeids.m100)
    expect(m100.ceoptions.multiEventOptions).toBeUndefined()
  })
})

describe('GET /v5/events/multi/{ceid}/{athleteId}', () => {
  it("answers the child events with the athlete's PBs, units and limits", async () => {
    const { body } = await multiPbs(PENTATHLON, ATHLETE)
    expect(body).toMatchObject({
      errNo: 0,
      data: { ceid: PENTATHLON, compid: ENTRY_DEMO.multiCompId, eventName: 'Pentathlon', athleteid: ATHLETE },
    })
    expect(body.data.events.map((e: { eventName: string }) => e.eventName)).toEqual([
      '75m Hurdles',
      'High Jump',
      'Shot Put',
      'Long Jump',
      '800m',
    ])
    expect(body.data.events[0]).toMatchObject({ tf: 'T', uomType: 'T', pb: 0, pbText: '', ...ENTRY_DEMO.multiHurdlesLimits })
    // The seeded Long Jump and 800m PBs of the demo athlete.
    expect(body.data.events[3]).toMatchObject({ uomType: 'D', pb: 4.35, pbText: '4.35', min: 0, max: 0 })
    expect(body.data.events[4]).toMatchObject({ pb: 151.5, pbText: '2:31.50' })
    expect(body.data.events[4].uom.map((u: { pattern: string }) => u.pattern)).toContain('m:ss.SS')
  })

  it("refuses an unknown or single event, an unknown athlete, another user's athlete, and no token", async () => {
    expect((await multiPbs(999999, ATHLETE)).body).toEqual({ errNo: 1, error: 'Event not found.' })
    expect((await multiPbs(ENTRY_DEMO.multiCeids.m100, ATHLETE)).body).toEqual({ errNo: 1, error: 'Not a multi-event.' })
    expect((await multiPbs(PENTATHLON, 999999)).body).toEqual({ errNo: 1, error: 'Athlete not found' })
    expect((await multiPbs(PENTATHLON, ENTRY_DEMO.foreignAthleteId)).body).toEqual({
      errNo: 1,
      error: 'You do not have access to this athlete.',
    })
    expect((await api.call('GET', `${V5}/events/multi/${PENTATHLON}/${ATHLETE}`)).status).toBe(401)
  })
})

describe('POST /v5/athlete/multi/{athleteId}', () => {
  it('saves the PBs of the child events; the athlete and the next read show them; 0 clears one', async () => {
    const { body } = await saveMulti(ENTRY_DEMO.sharedAthleteId, {
      ceid: PENTATHLON,
      pbs: [
        { eventid: eventId('75m Hurdles'), pb: 12.4 },
        { eventid: eventId('800m'), pb: '2:40.10' },
      ],
    })
    expect(body).toMatchObject({ errNo: 0, message: 'Multi PBs saved.', data: { athleteid: ENTRY_DEMO.sharedAthleteId, ceid: PENTATHLON } })
    expect(body.data.events).toEqual([
      { eventid: eventId('75m Hurdles'), pb: 12.4, pbText: '12.40' },
      { eventid: eventId('800m'), pb: 160.1, pbText: '2:40.10' },
    ])
    const read = (await multiPbs(PENTATHLON, ENTRY_DEMO.sharedAthleteId)).body.data.events
    expect(read.map((e: { pb: number }) => e.pb)).toEqual([12.4, 0, 0, 0, 160.1])
    const athlete = (await api.call('GET', `${V5}/athlete/${ENTRY_DEMO.sharedAthleteId}`, { token })).body.data
    expect(athlete.pbInfo.find((p: { eventid: number }) => p.eventid === eventId('800m'))).toMatchObject({ pb: 160.1 })

    await saveMulti(ENTRY_DEMO.sharedAthleteId, { ceid: PENTATHLON, pbs: [{ eventid: eventId('800m'), pb: 0 }] })
    expect((await multiPbs(PENTATHLON, ENTRY_DEMO.sharedAthleteId)).body.data.events[4].pb).toBe(0)
  })

  it('refuses the lot, changing nothing, for one bad PB, a foreign event or athlete, or no multi-event', async () => {
    const before = JSON.stringify(sim.state.pbs)
    const refused = async (athleteId: number, json: unknown) => (await saveMulti(athleteId, json)).body
    const hurdles = eventId('75m Hurdles')
    expect(await refused(ATHLETE, { ceid: PENTATHLON, pbs: [{ eventid: hurdles, pb: 5 }] })).toEqual({
      errNo: 1,
      error: 'PB is below standard min.',
    })
    expect(
      await refused(ATHLETE, {
        ceid: PENTATHLON,
        pbs: [
          { eventid: eventId('800m'), pb: 150 },
          { eventid: hurdles, pb: 31 },
        ],
      }),
    ).toEqual({
      errNo: 1,
      error: 'PB is above standard min.',
    })
    expect(await refused(ATHLETE, { ceid: PENTATHLON, pbs: [{ eventid: hurdles, pb: -3 }] })).toEqual({
      errNo: 1,
      error: 'Only positive numbers.',
    })
    expect(await refused(ATHLETE, { ceid: PENTATHLON, pbs: [{ eventid: eventId('100m'), pb: 12 }] })).toEqual({
      errNo: 1,
      error: 'Error updating Multi PBs.',
    })
    expect(await refused(ATHLETE, { ceid: ENTRY_DEMO.multiCeids.m100, pbs: [{ eventid: hurdles, pb: 12 }] })).toEqual({
      errNo: 1,
      error: 'Error updating Multi PBs.',
    })
    expect(await refused(ATHLETE, { ceid: PENTATHLON, pbs: [] })).toEqual({ errNo: 1, error: 'Error updating Multi PBs.' })
    expect(await refused(ENTRY_DEMO.foreignAthleteId, { ceid: PENTATHLON, pbs: [{ eventid: hurdles, pb: 12 }] })).toEqual({
      errNo: 1,
      error: 'Error updating Multi PBs.',
    })
    expect(JSON.stringify(sim.state.pbs)).toBe(before)
    expect((await api.call('POST', `${V5}/athlete/multi/${ATHLETE}`, { json: {} })).status).toBe(401)
  })
})
