import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY_DEMO } from '../seed/index'
import { startSimulator, type Simulator } from './index'
import { client } from './test-client'

const V5 = '/wp-json/e4s/v5'
let sim: Simulator
let api: ReturnType<typeof client>
let token: string
let entrantId: number

beforeAll(async () => {
  sim = await startSimulator({ referenceDate: '2026-06-01' })
  api = client(sim)
  token = await api.token('entrant', 'Entrant!2026')
  entrantId = sim.state.users.find((u) => u.login === 'entrant')!.id
})
afterAll(() => sim.close())

const club = () => sim.state.seed.clubs.find((c) => c.clubType === 'C')!
const school = () => sim.state.seed.clubs.find((c) => c.clubType === 'S')!
const valid = () => ({ firstName: 'Ava', surName: 'Calder', gender: 'F', dob: '2012-04-03', clubid: club().id, URN: '', aocode: 'EA' })

describe('athlete search', () => {
  it("lists the user's athletes sorted by name, five a page, with age info for a competition", async () => {
    const { body } = await api.call('GET', `${V5}/athletes?compid=${ENTRY_DEMO.rulesCompId}`, { token })
    expect(body.meta).toEqual({ totalCount: 3, pagenumber: 1, pagesize: 5 })
    expect(body.data.map((a: { surName: string }) => a.surName)).toEqual(['Fenwick', 'Garside', 'Ingram'])
    expect(body.data[0]).toMatchObject({
      id: ENTRY_DEMO.athleteId,
      URN: '1900001',
      aocode: 'EA',
      gender: 'F',
      clubid: expect.any(Number),
      club: expect.stringMatching(/^Larkhill/),
      userAthlete: 1,
      ageInfo: { ageGroup: 'Under 15', ageGroupId: 3, currentAge: 13 },
      options: { genericCompAthleteEntities: {} },
    })
    const filtered = await api.call('GET', `${V5}/athletes?surname=gar&gender=M`, { token })
    expect(filtered.body.data.map((a: { id: number }) => a.id)).toEqual([ENTRY_DEMO.sharedAthleteId])
    expect((await api.call('GET', `${V5}/athletes?pagesize=2&pagenumber=2`, { token })).body.data).toHaveLength(1)
    expect((await api.call('GET', `${V5}/athletes`)).status).toBe(401)
  })

  it("gives a club representative the club's athletes, an admin every athlete", async () => {
    const rep = await api.token('clubrep', 'Clubrep!2026')
    const repClub = sim.state.users.find((u) => u.login === 'clubrep')!.clubs[0]!.id
    const { body } = await api.call('GET', `${V5}/athletes?pagesize=50`, { token: rep })
    expect(body.meta.totalCount).toBe(sim.state.athletes.filter((a) => a.clubId === repClub).length)
    expect(body.data.every((a: { clubid: number }) => a.clubid === repClub)).toBe(true)
    const admin = await api.token('admin', 'Admin!2026')
    expect((await api.call('GET', `${V5}/athletes`, { token: admin })).body.meta.totalCount).toBe(sim.state.athletes.length)
  })
})

describe('create, read and update', () => {
  it('validates the required fields, club or school, the date and the URN', async () => {
    const create = async (over: Record<string, unknown>) =>
      (await api.call('POST', `${V5}/athlete`, { token, json: { ...valid(), ...over } })).body
    expect((await create({ firstName: ' ' })).error).toBe('First name: Required.')
    expect((await create({ surName: '' })).error).toBe('Surname: Required.')
    expect((await create({ gender: 'X' })).error).toBe('Gender: Required.')
    expect((await create({ dob: '' })).error).toBe('Date of birth: Required.')
    expect((await create({ dob: '03/04/2012' })).error).toBe('Please enter date DD/MM/YYYY, e.g. 28/03/1970!')
    expect((await create({ clubid: 0 })).error).toBe('Club or school required.')
    expect((await create({ URN: '12AB' })).error).toMatch(/URN does not match/)
    expect((await create({ URN: '1900001' })).error).toBe('An athlete with this registration number already exists.')
    const bySchool = await create({ clubid: 0, schoolid: school().id, firstName: 'Nia' })
    expect(bySchool).toMatchObject({ errNo: 0, data: { schoolid: school().id, school: school().name, clubid: 0 } })
  })

  it('creates an athlete linked to the user, then reads and updates it', async () => {
    const created = (await api.call('POST', `${V5}/athlete`, { token, json: { ...valid(), URN: '1900099', email: 'ava@example.org' } }))
      .body
    expect(created).toMatchObject({ errNo: 0, message: 'Athlete created.', data: { firstName: 'Ava', URN: '1900099', userAthlete: 1 } })
    const id = created.data.id as number
    expect(id).toBeGreaterThan(ENTRY_DEMO.foreignAthleteId)
    expect((await api.call('GET', `${V5}/athlete/${id}`, { token })).body.data).toMatchObject({
      id,
      activeEndDate: expect.stringMatching(/-03-31$/),
    })

    const updated = await api.call('PUT', `${V5}/athlete/${id}`, {
      token,
      json: {
        surName: 'Calder-Ross',
        options: { genericCompAthleteEntities: { [ENTRY_DEMO.limitsCompId]: { id: club().id, name: club().name } } },
      },
    })
    expect(updated.body.data).toMatchObject({
      surName: 'Calder-Ross',
      firstName: 'Ava',
      options: { genericCompAthleteEntities: { [String(ENTRY_DEMO.limitsCompId)]: { id: club().id, name: club().name } } },
    })
    expect((await api.call('PUT', `${V5}/athlete/${id}`, { token, json: { dob: 'yesterday' } })).body.errNo).toBe(1)
  })

  it("does not show or change another user's athlete", async () => {
    const foreign = ENTRY_DEMO.foreignAthleteId
    expect((await api.call('GET', `${V5}/athlete/${foreign}`, { token })).body).toEqual({
      errNo: 1,
      error: 'You do not have access to this athlete.',
    })
    expect((await api.call('PUT', `${V5}/athlete/${foreign}`, { token, json: { surName: 'X' } })).body.errNo).toBe(1)
    expect((await api.call('GET', `${V5}/athlete/999999`, { token })).body).toEqual({ errNo: 1, error: 'Athlete not found' })
  })
})

describe('registration look-up, link and unlink', () => {
  it('finds an athlete by registration number and date of birth, then links and unlinks it', async () => {
    const foreign = sim.state.athletes.find((a) => a.id === ENTRY_DEMO.foreignAthleteId)!
    expect((await api.call('POST', `${V5}/athlete/${foreign.id}/${entrantId}`, { token })).body.error).toMatch(/registration number/)
    const wrongDob = await api.call('GET', `${V5}/athlete/getid?aocode=EA&regid=${foreign.urn}&dob=2001-01-01`, { token })
    expect(wrongDob.body).toEqual({ errNo: 1, error: 'No athlete found with this registration number and date of birth.' })
    const found = await api.call('GET', `${V5}/athlete/getid?aocode=EA&regid=${foreign.urn}&dob=${foreign.dob}`, { token })
    expect(found.body.data).toMatchObject({ id: foreign.id, URN: foreign.urn, userAthlete: 0, pbInfo: [] })

    const linked = await api.call('POST', `${V5}/athlete/${foreign.id}/${entrantId}`, { token })
    expect(linked.body).toMatchObject({ errNo: 0, data: { id: foreign.id, userAthlete: 1 } })
    expect((await api.call('GET', `${V5}/athlete/${foreign.id}`, { token })).body.errNo).toBe(0)
    expect((await api.call('POST', `${V5}/athlete/${foreign.id}/${entrantId + 1}`, { token })).body.error).toBe(
      'You can only change your own athletes.',
    )

    expect((await api.call('DELETE', `${V5}/athlete/${foreign.id}/${entrantId}`, { token })).body).toMatchObject({ errNo: 0 })
    expect((await api.call('DELETE', `${V5}/athlete/${foreign.id}/${entrantId}`, { token })).body.errNo).toBe(1)
    expect((await api.call('GET', `${V5}/athlete/${foreign.id}`, { token })).body.errNo).toBe(1)
  })

  it('does not let a club representative unlink', async () => {
    const rep = sim.state.users.find((u) => u.login === 'clubrep')!
    const repToken = await api.token('clubrep', 'Clubrep!2026')
    const athleteId = sim.state.userAthletes.find((l) => l.userId === rep.id)!.athleteId
    const res = await api.call('DELETE', `${V5}/athlete/${athleteId}/${rep.id}`, { token: repToken })
    expect(res.body).toEqual({ errNo: 1, error: 'A club or county representative cannot remove athletes.' })
  })
})

describe('registration confirm and check', () => {
  it('confirms a registration by number and date of birth, narrowed by club, and proves the look-up for the link', async () => {
    const other = await api.token('runner3', 'Runner!2026')
    const otherId = sim.state.users.find((u) => u.login === 'runner3')!.id
    const foreign = sim.state.athletes.find((a) => a.id === ENTRY_DEMO.foreignAthleteId)!
    const confirm = (query: string) => api.call('GET', `${V5}/athlete/confirm?${query}`, { token: other })
    expect((await confirm(`aocode=EA&regid=${foreign.urn}&dob=2001-01-01`)).body).toEqual({
      errNo: 1,
      error: 'The registration could not be confirmed.',
    })
    expect((await confirm(`aocode=EA&regid=${foreign.urn}&dob=${foreign.dob}&clubid=${foreign.clubId + 1}`)).body.errNo).toBe(1)
    expect((await confirm(`aocode=EA&regid=&dob=${foreign.dob}`)).body.errNo).toBe(1)
    expect((await api.call('POST', `${V5}/athlete/${foreign.id}/${otherId}`, { token: other })).body.errNo).toBe(1)
    const confirmed = await confirm(`aocode=EA&regid=${foreign.urn}&dob=${foreign.dob}&clubid=${foreign.clubId}`)
    expect(confirmed.body.data).toMatchObject({ id: foreign.id, URN: foreign.urn })
    expect((await api.call('POST', `${V5}/athlete/${foreign.id}/${otherId}`, { token: other })).body.errNo).toBe(0)
    expect((await api.call('GET', `${V5}/athlete/confirm?regid=${foreign.urn}&dob=${foreign.dob}`)).status).toBe(401)
  })

  it('checks whether a registration number is held, saying nothing about who', async () => {
    const foreign = sim.state.athletes.find((a) => a.id === ENTRY_DEMO.foreignAthleteId)!
    expect((await api.call('GET', `${V5}/athlete/check/EA/${foreign.urn}`, { token })).body).toMatchObject({
      errNo: 0,
      data: { exists: true },
    })
    expect((await api.call('GET', `${V5}/athlete/check/ea/${foreign.urn}`, { token })).body.data).toEqual({ exists: true })
    expect((await api.call('GET', `${V5}/athlete/check/EA/0000000`, { token })).body.data).toEqual({ exists: false })
    expect((await api.call('GET', `${V5}/athlete/check/EA/${foreign.urn}`)).status).toBe(401)
  })
})

describe('PB updates', () => {
  it('saves a PB for an athlete and event (v1) and shows it on the athlete and schedule', async () => {
    const m100 = sim.state.seed.events.find((e) => e.name === '100m')!.id
    const res = await api.call('POST', `${V5}/athlete/pbupdate`, {
      token,
      json: { aid: ENTRY_DEMO.athleteId, eid: m100, pb: 12.91, pbText: '12.91', trackSb: false },
    })
    expect(res.body).toMatchObject({ errNo: 0, message: 'PB saved for 100m', data: { pb: 12.91, pbText: '12.91' } })
    const athlete = (await api.call('GET', `${V5}/athlete/${ENTRY_DEMO.athleteId}`, { token })).body.data
    expect(athlete.pbInfo).toContainEqual(expect.objectContaining({ eventid: m100, pb: 12.91 }))
    const sched = (await api.call('GET', `${V5}/events/${ENTRY_DEMO.rulesCompId}/${ENTRY_DEMO.athleteId}`, { token })).body
    expect(sched.events.find((l: { ceid: number }) => l.ceid === ENTRY_DEMO.rulesCeids.m100).pb).toBe(12.91)
    expect(
      (await api.call('POST', `${V5}/athlete/pbupdate`, { token, json: { aid: ENTRY_DEMO.athleteId, eid: m100, pb: 'abc' } })).body.error,
    ).toBe('Not a number.')
    expect(
      (await api.call('POST', `${V5}/athlete/pbupdate`, { token, json: { aid: ENTRY_DEMO.foreignAthleteId, eid: m100, pb: 12 } })).body
        .error,
    ).toBe('Error updating PB.')
  })

  it('sets the performance of an entry (v2) within the event limits', async () => {
    await api.call('POST', `${V5}/competition/priority/${ENTRY_DEMO.rulesCompId}`, { token, json: { code: ENTRY_DEMO.rulesCode } })
    const made = (await api.call('PUT', `${V5}/product/${ENTRY_DEMO.rulesCeids.m100}/${ENTRY_DEMO.athleteId}/0/0`, { token })).body.data
    const save = (performance: unknown) =>
      api.call('POST', `${V5}/athlete/pbupdatev2`, { token, json: { entryId: made.entryId, performance } })
    expect((await save(8.2)).body).toEqual({ errNo: 1, error: 'PB is below standard min.' })
    expect((await save(31)).body).toEqual({ errNo: 1, error: 'PB is above standard min.' })
    expect((await save('12.65')).body).toMatchObject({ errNo: 0, data: { entryId: made.entryId, pb: 12.65, pbText: '12.65' } })
    const other = await api.token('runner2', 'Runner!2026')
    expect(
      (await api.call('POST', `${V5}/athlete/pbupdatev2`, { token: other, json: { entryId: made.entryId, performance: 12 } })).body.error,
    ).toBe('Entry not found.')
  })
})

describe('the external performance database (GET /v5/athlete/pof10pbs/{id})', () => {
  it("gives the PBs of an EA-registered athlete the user manages, times over a minute as m:ss.SS; refuses others' and unregistered ones", async () => {
    const pbs = await api.call('GET', `${V5}/athlete/pof10pbs/${ENTRY_DEMO.athleteId}`, { token })
    expect(pbs.body.errNo).toBe(0)
    expect(pbs.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ eventid: 20, eventName: 'Long Jump', pbText: '4.35', sbText: '4.20' }),
        expect.objectContaining({ eventid: 6, eventName: '800m', pbText: '2:31.50', sbText: '2:33.20' }),
      ]),
    )
    const other = sim.state.athletes.find((a) => !sim.state.userAthletes.some((l) => l.athleteId === a.id && l.userId === entrantId))!
    expect((await api.call('GET', `${V5}/athlete/pof10pbs/${other.id}`, { token })).body.errNo).toBe(1)
    const created = await api.call('POST', `${V5}/athlete`, { token, json: { ...valid(), firstName: 'Nora', URN: '' } })
    const unregistered = await api.call('GET', `${V5}/athlete/pof10pbs/${created.body.data.id}`, { token })
    expect(unregistered.body).toMatchObject({ errNo: 1, error: 'The athlete has no EA registration number.' })
  })
})
