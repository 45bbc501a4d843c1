import { describe, expect, it } from 'vitest'
import { z } from 'zod/v4'
import type { LegacyCall, LegacyCaller } from './client.server'
import { rest } from './client.server'
import { changesCart, changesUserCache, createRequestMemo } from './request-memo.server'

/** A caller that counts what reaches the legacy site, by "METHOD path". */
function countingCaller() {
  const calls: string[] = []
  const caller: LegacyCaller = {
    hasToken: true,
    call: <T>(spec: LegacyCall<T>) => {
      calls.push(`${spec.method} ${spec.path}`)
      return Promise.resolve({ n: calls.length } as T)
    },
  }
  return { caller, calls }
}

const read = (path: string, query?: Record<string, string | number>): LegacyCall<unknown> => ({
  endpoint: 'test.read',
  method: 'GET',
  path,
  query,
  auth: 'required',
  schema: z.unknown(),
})
const write = (path: string, changes?: string[]): LegacyCall<unknown> => ({ endpoint: 'test.write', method: 'PUT', path, auth: 'required', schema: z.unknown(), changes })

describe('createRequestMemo', () => {
  it('reads a resource once per request, whatever the order of its query', async () => {
    const { caller, calls } = countingCaller()
    const legacy = createRequestMemo().wrap(caller)
    const [a, b] = await Promise.all([legacy.call(read('/a', { x: 1, y: 2 })), legacy.call(read('/a', { y: 2, x: 1 }))])
    expect(a).toBe(b)
    await legacy.call(read('/b'))
    expect(calls).toEqual(['GET /a', 'GET /b'])
  })

  it('a write reads again what it says it changes, and only that', async () => {
    const { caller, calls } = countingCaller()
    const writes: string[] = []
    const legacy = createRequestMemo({ onWrite: async (spec) => void writes.push(spec.path) }).wrap(caller)
    await legacy.call(read('/events/1'))
    await legacy.call(read('/athlete/1'))
    await legacy.call(write('/product/1', ['/events/']))
    await legacy.call(read('/events/1'))
    await legacy.call(read('/athlete/1'))
    expect(calls).toEqual(['GET /events/1', 'GET /athlete/1', 'PUT /product/1', 'GET /events/1'])
    expect(writes).toEqual([])
  })

  it('a GET that names what it changes is a write: never shared, and what it changes is read again', async () => {
    const { caller, calls } = countingCaller()
    const legacy = createRequestMemo().wrap(caller)
    await legacy.call(read('/user', { id: 1 }))
    const act = { ...read('/addorg/1/12'), changes: ['/user'] }
    await legacy.call(act)
    await legacy.call(act)
    await legacy.call(read('/user', { id: 1 }))
    expect(calls).toEqual(['GET /user', 'GET /addorg/1/12', 'GET /addorg/1/12', 'GET /user'])
  })

  it('a write that does not say what it changes makes everything stale, and is reported', async () => {
    const { caller, calls } = countingCaller()
    const writes: string[] = []
    const legacy = createRequestMemo({ onWrite: async (spec) => void writes.push(spec.path) }).wrap(caller)
    await legacy.call(read('/athlete/1'))
    await legacy.call(write('/athlete/1'))
    await legacy.call(read('/athlete/1'))
    expect(calls).toEqual(['GET /athlete/1', 'PUT /athlete/1', 'GET /athlete/1'])
    expect(writes).toEqual(['/athlete/1'])
  })

  it("a write that names something the user's short cache keeps is reported too", () => {
    expect(changesUserCache({ changes: [rest('/v5/events/'), rest('/v5/cart')] })).toBe(false)
    expect(changesUserCache({ changes: [rest('/v5/cart'), rest('/v5/messages/')] })).toBe(true)
    expect(changesUserCache({ changes: [rest('/v5/')] })).toBe(true)
    expect(changesUserCache({})).toBe(true)
  })

  it('callers with different tokens share nothing; a failed read is tried again', async () => {
    const { caller, calls } = countingCaller()
    const memo = createRequestMemo()
    await memo.wrap(caller).call(read('/a'))
    await memo.wrap(caller).call(read('/a'))
    expect(calls).toHaveLength(2)
    let fail = true
    const flaky = memo.wrap({ hasToken: true, call: () => (fail ? ((fail = false), Promise.reject(new Error('down'))) : Promise.resolve('ok')) as never })
    await expect(flaky.call(read('/c'))).rejects.toThrow('down')
    await expect(flaky.call(read('/c'))).resolves.toBe('ok')
  })
})

describe("the header's cart count (kept in the user's short cache)", () => {
  it('a write that changes the cart alone drops the cart count, not the rest of the short cache', async () => {
    const { caller } = countingCaller()
    const reported: string[] = []
    const memo = createRequestMemo({
      onWrite: async (spec) => void reported.push(`all ${spec.path}`),
      onCartWrite: async () => void reported.push('cart'),
    })
    const legacy = memo.wrap(caller)
    await legacy.call(write('/product/1', [rest('/v5/events/'), rest('/v5/cart')]))
    await legacy.call(write('/competition/1', [rest('/v5/competition/')]))
    await legacy.call(write('/athlete/1'))
    expect(reported).toEqual(['cart', 'all /athlete/1'])
  })

  it('changesCart: the cart or a prefix of it, or nothing said', () => {
    expect(changesCart({ changes: [rest('/v5/events/'), rest('/v5/cart')] })).toBe(true)
    expect(changesCart({ changes: [rest('/v5/')] })).toBe(true)
    expect(changesCart({ changes: [rest('/v5/competition/')] })).toBe(false)
    expect(changesCart({})).toBe(true)
  })
})
