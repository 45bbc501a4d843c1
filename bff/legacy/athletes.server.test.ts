import { MOCK_ORIGIN, mockLegacy } from '../../tests/support/legacy-client'
import { describe, expect, it } from 'vitest'
import {
  athleteAnswerSchema,
  athleteSearchAnswerSchema,
  athleteWire,
  checkRegistration,
  confirmRegistration,
  lookupRegistration,
  searchAthletes,
  unlinkAthlete,
  updateAthlete,
} from './athletes.server'

const minimal = { id: 5901, firstName: 'Isla', surName: 'Fenwick' }

describe('athlete wire schema', () => {
  it('reads a bare athlete with every optional field defaulted', () => {
    expect(athleteWire.parse(minimal)).toEqual({
      ...minimal,
      URN: '',
      aocode: '',
      dob: '',
      gender: '',
      clubid: 0,
      club: '',
      club2id: 0,
      club2: '',
      schoolid: 0,
      school: '',
      classification: 0,
      activeEndDate: '',
      image: '',
      email: '',
      pbInfo: [],
      options: {
        noEntryReason: '',
        emergency: { name: '', tel: '', relationship: '' },
        socials: { tiktok: '', instagram: '', facebook: '' },
        coach: '',
        trainingGroup: '',
        genericCompAthleteEntities: {},
      },
      ageInfo: { ageGroup: '', ageGroupId: 0, shortName: '', currentAge: 0, competitionAge: 0, vetAgeGroup: '', vetAgeGroupId: 0 },
      userAthlete: false,
    })
  })

  it('coerces legacy variance and reads the alternative spellings', () => {
    const w = athleteWire.parse({
      id: '5901',
      firstname: 'Isla',
      surname: 'Fenwick',
      urn: 1900001,
      clubId: '1009',
      userAthlete: '1',
      pbInfo: [{ eventid: '20', pb: '4.35', trackSb: 0 }],
      options: { genericCompAthleteEntities: { 551: { id: '1009', name: 'Larkhill Striders' } }, emergency: null },
    })
    expect(w).toMatchObject({
      id: 5901,
      firstName: 'Isla',
      URN: '1900001',
      clubid: 1009,
      userAthlete: true,
      pbInfo: [{ eventid: 20, pb: 4.35, trackSb: false, pbText: '' }],
      options: { genericCompAthleteEntities: { '551': { id: 1009, name: 'Larkhill Striders' } }, emergency: { name: '' } },
    })
    expect(athleteWire.parse(JSON.parse(JSON.stringify(w)))).toEqual(w)
  })

  it('requires the identity: a positive id and both names', () => {
    for (const bad of [
      { firstName: 'a', surName: 'b' },
      { ...minimal, id: 0 },
      { ...minimal, surName: ' ' },
      { id: 1, surName: 'b' },
    ])
      expect(athleteWire.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
  })

  it('reads the search page with its paging meta', () => {
    const page = athleteSearchAnswerSchema.parse({ errNo: 0, data: [minimal], meta: { totalCount: '3', pagenumber: 1, pagesize: '5' } })
    expect(page.meta).toEqual({ totalCount: 3, pagenumber: 1, pagesize: 5 })
    expect(athleteAnswerSchema.safeParse({ errNo: 0, data: null }).success).toBe(false)
  })
})

describe('athlete calls on the wire', () => {
  const ORIGIN = MOCK_ORIGIN
  const mock = mockLegacy()

  it('searches with page size 5 sorted by name by default, and sends update and unlink as PUT and DELETE', async () => {
    const legacy = mock.client.scoped({ token: 't' })
    const pool = mock.agent.get(ORIGIN)
    pool
      .intercept({ method: 'GET', path: '/wp-json/e4s/v5/athletes?pagenumber=1&pagesize=5&sort=name&surname=fen' })
      .reply(200, { errNo: 0, data: [minimal], meta: { totalCount: 1 } })
    expect((await searchAthletes(legacy, { surname: 'fen' })).data[0]!.id).toBe(5901)
    let body: unknown
    pool.intercept({ method: 'PUT', path: '/wp-json/e4s/v5/athlete/5901' }).reply((opts) => {
      body = JSON.parse(String(opts.body))
      return { statusCode: 200, data: { errNo: 0, data: minimal } }
    })
    await updateAthlete(legacy, 5901, { surName: 'Fenwick-Ross' })
    expect(body).toEqual({ surName: 'Fenwick-Ross' })
    pool.intercept({ method: 'DELETE', path: '/wp-json/e4s/v5/athlete/5901/101' }).reply(200, { errNo: 0, message: 'removed' })
    expect((await unlinkAthlete(legacy, 5901, 101)).errNo).toBe(0)
    pool
      .intercept({ method: 'GET', path: '/wp-json/e4s/v5/athlete/getid?aocode=EA&regid=1900001&dob=2013-02-01' })
      .reply(200, { errNo: 0, data: minimal })
    expect((await lookupRegistration(legacy, { aocode: 'EA', regid: '1900001', dob: '2013-02-01' })).data.id).toBe(5901)
  })

  it('confirms a registration with its query, and checks one by authority and number, reading only whether it is held', async () => {
    const legacy = mock.client.scoped({ token: 't' })
    const pool = mock.agent.get(ORIGIN)
    pool
      .intercept({ method: 'GET', path: '/wp-json/e4s/v5/athlete/confirm?aocode=EA&regid=1900001&dob=2013-02-01&clubid=1009' })
      .reply(200, { errNo: 0, data: minimal })
    const confirmed = await confirmRegistration(legacy, { aocode: 'EA', regid: '1900001', dob: '2013-02-01', clubid: 1009 })
    expect(confirmed.data.id).toBe(5901)
    pool.intercept({ method: 'GET', path: '/wp-json/e4s/v5/athlete/check/EA/19%2F01' }).reply(200, { errNo: 0, data: { exists: 1 } })
    expect((await checkRegistration(legacy, { aocode: 'EA', urn: '19/01' })).data).toEqual({ exists: true })
    pool.intercept({ method: 'GET', path: '/wp-json/e4s/v5/athlete/check/EA/1900009' }).reply(200, { errNo: 0, data: {} })
    expect((await checkRegistration(legacy, { aocode: 'EA', urn: '1900009' })).data).toEqual({ exists: false })
  })
})
