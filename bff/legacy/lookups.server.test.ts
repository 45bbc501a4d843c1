import { MOCK_ORIGIN, mockLegacy } from '../../tests/support/legacy-client'
import { describe, expect, it } from 'vitest'
import { isLegacyError } from './errors'
import { areaListAnswerSchema, clubListAnswerSchema, listAreas, searchClubs } from './lookups.server'

describe('lookup wire schemas', () => {
  it('clubs: numbers as text and the clubname spelling are read; bad items are dropped, not the list', () => {
    const answer = clubListAnswerSchema.parse({
      errNo: 0,
      data: [
        { id: '5', clubname: 'Alpha AC', areaid: '13', areaname: 'Highmoor', entityLevel: '1' },
        { id: 'x', name: 'Bad' },
        { id: 6, name: ' ' },
        { id: 7, name: 'Beta Harriers', clubType: 'C' },
      ],
      meta: { totalCount: '3' },
    })
    expect(answer.data).toEqual([
      { id: 5, name: 'Alpha AC', clubType: '', areaid: 13, areaname: 'Highmoor', entityLevel: 1 },
      { id: 7, name: 'Beta Harriers', clubType: 'C', areaid: 0, areaname: '', entityLevel: 0 },
    ])
    expect(answer.meta).toEqual({ totalCount: 3, pagenumber: 0, pagesize: 0 })
    expect(clubListAnswerSchema.parse(JSON.parse(JSON.stringify(answer)))).toEqual(answer)
  })

  it('areas: level and parent, areaname read as the name; data must be a list', () => {
    const answer = areaListAnswerSchema.parse({ errNo: 0, data: [{ id: 13, areaname: 'Highmoor', entityLevel: '2', parentid: 1 }] })
    expect(answer.data).toEqual([{ id: 13, name: 'Highmoor', entityLevel: 2, parentid: 1 }])
    expect(areaListAnswerSchema.safeParse({ errNo: 0, data: { id: 1 } }).success).toBe(false)
  })
})

describe('lookup calls on the wire', () => {
  const ORIGIN = MOCK_ORIGIN
  const mock = mockLegacy()

  it('asks for clubs by prefix, 20 a page sorted by name, schools with type=S, never with the token', async () => {
    const pool = mock.agent.get(ORIGIN)
    let authorization: unknown = 'unset'
    pool.intercept({ method: 'GET', path: '/wp-json/e4s/v5/clubs?startswith=lar&pagenumber=1&pagesize=20&sortkey=name' }).reply((opts) => {
      authorization = (opts.headers as Record<string, string>).authorization
      return { statusCode: 200, data: { errNo: 0, data: [{ id: 1009, name: 'Larkhill Striders' }], meta: { totalCount: 1 } } }
    })
    const legacy = mock.client.scoped({ token: 'secret' })
    expect((await searchClubs(legacy, { startswith: 'lar' })).data).toEqual([
      { id: 1009, name: 'Larkhill Striders', clubType: '', areaid: 0, areaname: '', entityLevel: 0 },
    ])
    expect(authorization).toBeUndefined()
    pool
      .intercept({ method: 'GET', path: '/wp-json/e4s/v5/clubs?type=S&pagenumber=2&pagesize=100&sortkey=name' })
      .reply(200, { errNo: 0, data: [] })
    expect((await searchClubs(legacy, { type: 'S', pagenumber: 2, pagesize: 100 })).data).toEqual([])
  })

  it('lists areas; a business refusal and a malformed answer are typed errors', async () => {
    const pool = mock.agent.get(ORIGIN)
    pool
      .intercept({ method: 'GET', path: '/wp-json/e4s/v5/areas?pagenumber=1&pagesize=100&sortkey=name' })
      .reply(200, { errNo: 0, data: [{ id: 1, name: 'North', entityLevel: 3, parentid: 0 }], meta: { totalCount: 1 } })
    expect((await listAreas(mock.client.scoped({}), { pagesize: 100 })).data[0]).toMatchObject({ id: 1, entityLevel: 3 })
    pool
      .intercept({ method: 'GET', path: '/wp-json/e4s/v5/areas?parentid=9&pagenumber=1&pagesize=20&sortkey=name' })
      .reply(200, { errNo: 3, error: 'No areas.' })
    const refused = await listAreas(mock.client.scoped({}), { parentid: 9 }).catch((e: unknown) => e)
    expect(isLegacyError(refused, 'business') && refused.userMessage).toEqual({ text: 'No areas.' })
    pool
      .intercept({ method: 'GET', path: '/wp-json/e4s/v5/areas?parentid=8&pagenumber=1&pagesize=20&sortkey=name' })
      .reply(200, '{"errNo":0,"data":')
    expect(isLegacyError(await listAreas(mock.client.scoped({}), { parentid: 8 }).catch((e: unknown) => e), 'contract')).toBe(true)
  })
})
