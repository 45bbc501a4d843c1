import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod/v4'
import { MOCK_ORIGIN, mockLegacy } from '../../tests/support/legacy-client'
import { envelope, rest } from './client.server'
import { createReadAnswers } from './read-answers.server'

const PATH = rest('/v5/schedule')
const schema = envelope(z.object({ rows: z.array(z.object({ ceid: z.number(), name: z.string() })) }))
const get = { endpoint: 'test.schedule', method: 'GET' as const, path: PATH, auth: 'optional' as const, schema }
const answer = (name: string) => ({ errNo: 0, data: { rows: [{ ceid: 1, name }] } })

// A fresh client per test: each starts with no answers read.
const legacy = mockLegacy()

function answers(...bodies: object[]) {
  for (const body of bodies) legacy.agent.get(MOCK_ORIGIN).intercept({ path: PATH, method: 'GET' }).reply(200, body)
}

describe('an answer read once per text', () => {
  it('gives the value read before for the same text, without reading it again', async () => {
    answers(answer('100m'), answer('100m'))
    const first = await legacy.client.call(get)
    const parse = vi.spyOn(schema, 'safeParse')
    const second = await legacy.client.call(get)
    expect(second).toBe(first)
    expect(parse).not.toHaveBeenCalled()
    parse.mockRestore()
  })

  it('reads a changed text anew', async () => {
    answers(answer('100m'), answer('200m'))
    expect((await legacy.client.call(get)).data.rows[0]!.name).toBe('100m')
    expect((await legacy.client.call(get)).data.rows[0]!.name).toBe('200m')
  })

  it('freezes the shared value, so a caller that changed it would fail instead of changing the next request', async () => {
    answers(answer('100m'))
    const value = await legacy.client.call(get)
    expect(() => {
      ;(value.data.rows[0] as { name: string }).name = 'changed'
    }).toThrow(TypeError)
    expect(() => value.data.rows.push({ ceid: 2, name: 'x' })).toThrow(TypeError)
  })

  it('reads the answers of writes every time', async () => {
    for (const _ of [1, 2]) legacy.agent.get(MOCK_ORIGIN).intercept({ path: PATH, method: 'POST' }).reply(200, answer('100m'))
    const post = { ...get, method: 'POST' as const, body: {} }
    const first = await legacy.client.call(post)
    expect(await legacy.client.call(post)).not.toBe(first)
    expect(Object.isFrozen(first)).toBe(false)
  })

  it("keeps no auth call's answer", async () => {
    answers(answer('100m'), answer('100m'))
    const secret = { ...get, secret: true }
    expect(await legacy.client.call(secret)).not.toBe(await legacy.client.call(secret))
  })

  it('does not give one call the value another call read with another schema', async () => {
    answers(answer('100m'), answer('100m'))
    const loose = { ...get, schema: z.unknown() }
    const strict = await legacy.client.call(get)
    expect(await legacy.client.call(loose)).not.toBe(strict)
  })
})

describe('createReadAnswers', () => {
  const loose = z.unknown()
  it('keeps no text longer than its bound, and forgets the least recently used', () => {
    const reads = createReadAnswers({ maxChars: 40, maxEntries: 2 })
    const read = (value: unknown) => ({ schema: loose, value, variants: [] })
    reads.set('e', 'x'.repeat(40), read(1))
    expect(reads.get('e', loose, 'x'.repeat(40))).toBeUndefined()
    reads.set('e', 'a', read({ a: 1 }))
    reads.set('e', 'b', read({ b: 1 }))
    reads.get('e', loose, 'a')
    reads.set('e', 'c', read({ c: 1 }))
    expect(reads.get('e', loose, 'a')?.value).toEqual({ a: 1 })
    expect(reads.get('e', loose, 'b')).toBeUndefined()
    expect(reads.get('other', loose, 'a')).toBeUndefined()
  })
})
