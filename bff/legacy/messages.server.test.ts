import { describe, expect, it } from 'vitest'
import { LegacyClient } from './client.server'
import { isLegacyError } from './errors'
import { getUnreadCount, messageAnswerSchema, messageListAnswerSchema, unreadAnswerSchema } from './messages.server'

describe('unread count wire schema', () => {
  it('reads { count } and the bare number, coercing text', () => {
    expect(unreadAnswerSchema.parse({ errNo: 0, data: { count: 3 } }).data).toEqual({ count: 3 })
    expect(unreadAnswerSchema.parse({ errNo: 0, data: '4' }).data).toEqual({ count: 4 })
    expect(unreadAnswerSchema.parse({ errNo: 0, data: { count: 'x' } }).data).toEqual({ count: 0 })
  })
})

describe('getUnreadCount', () => {
  it('refuses to call without a token', async () => {
    const client = new LegacyClient({
      baseUrl: 'http://127.0.0.1:9',
      connectTimeoutMs: 100,
      headersTimeoutMs: 100,
      bodyTimeoutMs: 100,
      getRetries: 0,
      breakerThreshold: 1000,
      breakerResetMs: 1000,
    })
    try {
      const err = await getUnreadCount(client.scoped({})).catch((e: unknown) => e)
      expect(isLegacyError(err, 'auth-expired')).toBe(true)
    } finally {
      await client.close()
    }
  })
})

describe('message wire schemas', () => {
  const wire = { id: '9001', type: 'X', sendFrom: 'Org', subject: 'S', body: '<p>b</p>', priority: '2', compId: '4', forUsers: 'bad' }

  it('reads numbers as text, an unknown type as M, a bad recipient list as none', () => {
    const m = messageAnswerSchema.parse({ errNo: 0, data: wire }).data
    expect(m).toMatchObject({ id: 9001, type: 'M', priority: 2, compId: 4, forUsers: [], to: '', dateSent: '' })
  })

  it('requires an id, and its output parses again unchanged', () => {
    expect(() => messageAnswerSchema.parse({ errNo: 0, data: { ...wire, id: 0 } })).toThrow()
    const once = messageListAnswerSchema.parse({ errNo: 0, data: [wire] })
    expect(messageListAnswerSchema.parse(once)).toEqual(once)
    expect(once.data[0]).not.toHaveProperty('body')
  })
})
