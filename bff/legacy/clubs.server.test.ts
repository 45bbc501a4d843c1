import { MockAgent } from 'undici'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testLegacyClient } from '../../tests/support/legacy-client'
import { LegacyClient } from './client.server'
import { clubListAnswerSchema, searchClubs } from './clubs.server'

describe('club lookup', () => {
  it('reads name or clubname, drops malformed items, and parses its own output again', () => {
    const parsed = clubListAnswerSchema.parse({
      errNo: 0,
      data: [{ id: '1009', clubname: 'Larkhill Striders', clubtype: 'C' }, { id: 'x' }, { id: 5, name: ' Alpha AC ' }, { id: 6 }],
    })
    expect(parsed.data).toEqual([
      { id: 1009, name: 'Larkhill Striders' },
      { id: 5, name: 'Alpha AC' },
    ])
    expect(clubListAnswerSchema.parse(JSON.parse(JSON.stringify(parsed)))).toEqual(parsed)
  })

  describe('on the wire', () => {
    const ORIGIN = 'http://legacy.test'
    let agent: MockAgent
    let client: LegacyClient
    beforeEach(() => {
      agent = new MockAgent()
      agent.disableNetConnect()
      client = testLegacyClient(ORIGIN, { dispatcher: agent })
    })
    afterEach(async () => {
      await client.close()
      await agent.close()
    })

    it('asks 20 by default, with the prefix, the school type and the county only when given', async () => {
      const pool = agent.get(ORIGIN)
      pool.intercept({ method: 'GET', path: '/wp-json/e4s/v5/clubs?pagesize=20' }).reply(200, { errNo: 0, data: [] })
      expect((await searchClubs(client.scoped({}))).data).toEqual([])
      pool
        .intercept({ method: 'GET', path: '/wp-json/e4s/v5/clubs?startswith=Lark&pagesize=5&type=S&areaid=3' })
        .reply(200, { errNo: 0, data: [{ id: 1, clubname: 'Larkhill School' }] })
      const found = await searchClubs(client.scoped({}), { startswith: 'Lark', pagesize: 5, type: 'S', areaid: 3 })
      expect(found.data).toEqual([{ id: 1, name: 'Larkhill School' }])
    })
  })
})
