import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { z, ZodError } from 'zod/v4'
import { startRedisServer, waitUntil, type RedisServer } from '../../tests/support/redis-server'
import {
  CacheCustom,
  CacheLong,
  CacheNone,
  CacheShort,
  createCache,
  requestCache,
  type CacheEvent,
  type CacheStrategy,
} from './cache.server'
import { createDeadline } from '../deadline'
import { createMemoryStore, createRedisStore, type KeyValueStore } from '../platform/store.server'

const Item = z.object({ id: z.number(), name: z.string() })
type Item = z.infer<typeof Item>
const item = (n: number): Item => ({ id: n, name: `item ${n}` })

// fresh 10 s, stale-while-revalidate until 70 s, stale-if-error until 610 s
const strategy = CacheShort

function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('strategies', () => {
  it('have the documented windows', () => {
    expect(CacheShort).toMatchObject({ name: 'short', freshSeconds: 10, staleWhileRevalidateSeconds: 60, staleIfErrorSeconds: 600 })
    expect(CacheLong).toMatchObject({ name: 'long', freshSeconds: 600, staleWhileRevalidateSeconds: 21_600, staleIfErrorSeconds: 86_400 })
    expect(CacheNone).toMatchObject({ name: 'none', freshSeconds: 0, staleWhileRevalidateSeconds: 0, staleIfErrorSeconds: 0 })
    expect(CacheCustom({ freshSeconds: 1, staleWhileRevalidateSeconds: 2, staleIfErrorSeconds: 3 }).name).toBe('custom')
  })

  it('refuses negative or non-finite custom windows', () => {
    expect(() => CacheCustom({ freshSeconds: -1, staleWhileRevalidateSeconds: 0, staleIfErrorSeconds: 0 })).toThrow(RangeError)
    expect(() => CacheCustom({ freshSeconds: 1, staleWhileRevalidateSeconds: Number.NaN, staleIfErrorSeconds: 0 })).toThrow(RangeError)
  })
})

let server: RedisServer
const stores: KeyValueStore[] = []

beforeAll(async () => {
  server = await startRedisServer()
})
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()))
})
afterAll(async () => {
  await server?.stop()
})

const backends: Array<[string, () => KeyValueStore]> = [
  ['memory', () => createMemoryStore()],
  ['redis', () => createRedisStore(server.url)],
]

describe.each(backends)('cache on the %s store', (_name, makeStore) => {
  function setup() {
    const store = makeStore()
    stores.push(store)
    const clock = { t: 1_700_000_000_000 }
    const events: CacheEvent[] = []
    const namespace = randomUUID()
    const cache = createCache({ store, namespace, now: () => clock.t, onEvent: (e) => events.push(e) })
    return { store, clock, events, cache, namespace, storeKey: (key: string) => `cache:${namespace}:{${key}}` }
  }

  it('misses, stores, then hits', async () => {
    const { cache, events } = setup()
    const load = vi.fn(async () => item(1))
    expect(await cache.fetch('k', { strategy, schema: Item, load })).toEqual({ value: item(1), status: 'miss' })
    expect(await cache.fetch('k', { strategy, schema: Item, load })).toEqual({ value: item(1), status: 'hit' })
    expect(load).toHaveBeenCalledTimes(1)
    expect(events.map((e) => e.status)).toEqual(['miss', 'hit'])
    expect(events.every((e) => e.key === 'k' && e.ms >= 0)).toBe(true)
  })

  it('stores { v, storedAt } under the namespaced key with TTL fresh + max(SWR, stale-if-error)', async () => {
    const { cache, store, clock, storeKey } = setup()
    await cache.fetch('k', { strategy, schema: Item, load: async () => item(1) })
    await waitUntil(async () => (await store.get(storeKey('k'))) !== null)
    expect(JSON.parse((await store.get(storeKey('k'))) ?? '')).toEqual({ v: item(1), storedAt: clock.t })
    if (store.redis) expect(await store.redis.ttl(storeKey('k'))).toBe(10 + 600)
  })

  it('serves stale within SWR at once and revalidates once in the background', async () => {
    const { cache, clock, events } = setup()
    await cache.fetch('k', { strategy, schema: Item, load: async () => item(1) })
    clock.t += 11_000
    const gate = deferred<Item>()
    const load = vi.fn(() => gate.promise)

    expect(await cache.fetch('k', { strategy, schema: Item, load })).toEqual({ value: item(1), status: 'stale' })
    expect(await cache.fetch('k', { strategy, schema: Item, load })).toEqual({ value: item(1), status: 'stale' })
    expect(load).toHaveBeenCalledTimes(1)

    gate.resolve(item(2))
    await waitUntil(async () => (await cache.fetch('k', { strategy, schema: Item, load })).status === 'hit')
    expect((await cache.fetch('k', { strategy, schema: Item, load })).value).toEqual(item(2))
    expect(load).toHaveBeenCalledTimes(1)
    expect(events.some((e) => e.status === 'revalidate-error')).toBe(false)
  })

  it('reports a failed background revalidation as an event, never an unhandled rejection', async () => {
    const { cache, clock, events } = setup()
    await cache.fetch('k', { strategy, schema: Item, load: async () => item(1) })
    clock.t += 30_000
    const result = await cache.fetch('k', { strategy, schema: Item, load: async () => Promise.reject(new Error('upstream down')) })
    expect(result).toEqual({ value: item(1), status: 'stale' })
    await waitUntil(() => events.some((e) => e.status === 'revalidate-error'))
    // an invalid revalidated value is also an error, and is not stored
    await cache.fetch('k', { strategy, schema: Item, load: async () => ({ id: 'nope' }) as unknown as Item })
    await waitUntil(() => events.filter((e) => e.status === 'revalidate-error').length === 2)
    expect(await cache.fetch('k', { strategy, schema: Item, load: async () => item(3) })).toMatchObject({ status: 'stale' })
  })

  it('serves stale-if-error within its bound and rethrows the original error beyond it', async () => {
    const { cache, clock } = setup()
    await cache.fetch('k', { strategy, schema: Item, load: async () => item(1) })
    const failure = new Error('upstream 503')
    const failing = async (): Promise<Item> => Promise.reject(failure)

    clock.t += 71_000
    expect(await cache.fetch('k', { strategy, schema: Item, load: failing })).toEqual({ value: item(1), status: 'stale-if-error' })
    clock.t += 540_000
    await expect(cache.fetch('k', { strategy, schema: Item, load: failing })).rejects.toBe(failure)
  })

  it('rethrows a load error when nothing is stored', async () => {
    const { cache } = setup()
    const failure = new Error('boom')
    await expect(cache.fetch('k', { strategy, schema: Item, load: () => Promise.reject(failure) })).rejects.toBe(failure)
  })

  it('drops a stored value that no longer parses and fetches again', async () => {
    const { cache, store, storeKey } = setup()
    await cache.fetch('k', { strategy, schema: z.object({ id: z.string() }), load: async () => ({ id: 'old shape' }) })
    const load = vi.fn(async () => item(7))
    expect(await cache.fetch('k', { strategy, schema: Item, load })).toEqual({ value: item(7), status: 'miss' })
    expect(load).toHaveBeenCalledTimes(1)

    await store.set(storeKey('garbage'), 'not json{', 60)
    expect(await cache.fetch('garbage', { strategy, schema: Item, load })).toEqual({ value: item(7), status: 'miss' })
    await store.set(storeKey('no-envelope'), JSON.stringify(item(1)), 60)
    expect(await cache.fetch('no-envelope', { strategy, schema: Item, load })).toEqual({ value: item(7), status: 'miss' })
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('does not cache a fresh value that fails parsing; the zod error propagates', async () => {
    const { cache, store, storeKey } = setup()
    const bad = async () => ({ id: 1 }) as unknown as Item
    await expect(cache.fetch('k', { strategy, schema: Item, load: bad })).rejects.toBeInstanceOf(ZodError)
    expect(await store.get(storeKey('k'))).toBeNull()
    expect(await cache.fetch('k', { strategy, schema: Item, load: async () => item(1) })).toMatchObject({ status: 'miss' })
  })

  it('returns the parsed value (unknown keys stripped)', async () => {
    const { cache } = setup()
    const extra = { ...item(1), password: 'x' }
    expect((await cache.fetch('k', { strategy, schema: Item, load: async () => extra })).value).toEqual(item(1))
    expect((await cache.fetch('k', { strategy, schema: Item, load: async () => extra })).value).toEqual(item(1))
  })

  it('hands out a stored value frozen: requests share it (decision 079)', async () => {
    const { cache } = setup()
    await cache.fetch('k', { strategy, schema: Item, load: async () => item(1) })
    const { value, status } = await cache.fetch('k', { strategy, schema: Item, load: async () => item(2) })
    expect(status).toBe('hit')
    expect(Object.isFrozen(value)).toBe(true)
    expect(() => Object.assign(value, { id: 3 })).toThrow(TypeError)
  })

  it('caches with a schema whose input differs from its output, when it re-parses its own output', async () => {
    const { cache } = setup()
    const Wire = z.object({
      id: z.coerce.number(),
      name: z
        .string()
        .nullish()
        .transform((v) => v ?? ''),
    })
    const load = vi.fn(async () => ({ id: 5, name: '' }))
    expect(await cache.fetch('k', { strategy, schema: Wire, load })).toEqual({ value: { id: 5, name: '' }, status: 'miss' })
    expect(await cache.fetch('k', { strategy, schema: Wire, load })).toEqual({ value: { id: 5, name: '' }, status: 'hit' })
  })

  it('bypasses the store with CacheNone', async () => {
    const { cache, store, storeKey } = setup()
    const load = vi.fn(async () => item(1))
    expect(await cache.fetch('k', { strategy: CacheNone, schema: Item, load })).toEqual({ value: item(1), status: 'bypass' })
    expect(await cache.fetch('k', { strategy: CacheNone, schema: Item, load })).toEqual({ value: item(1), status: 'bypass' })
    expect(load).toHaveBeenCalledTimes(2)
    expect(await store.get(storeKey('k'))).toBeNull()
  })

  it('invalidates a key, and a load in flight during invalidation does not write back', async () => {
    const { cache, store, storeKey } = setup()
    await cache.fetch('k', { strategy, schema: Item, load: async () => item(1) })
    await cache.invalidate('k')
    expect(await store.get(storeKey('k'))).toBeNull()

    const gate = deferred<Item>()
    const load = vi.fn(() => gate.promise)
    const pending = cache.fetch('k', { strategy, schema: Item, load })
    await waitUntil(() => load.mock.calls.length === 1, 1_000, 1)
    await cache.invalidate('k')
    gate.resolve(item(2))
    expect((await pending).value).toEqual(item(2))
    await new Promise((r) => setTimeout(r, 50))
    expect(await store.get(storeKey('k'))).toBeNull()
  })

  it('with fresh, loads over a fresh value and stores it in one write; a load already in flight is neither joined nor written back', async () => {
    const { cache, store, storeKey } = setup()
    await cache.fetch('k', { strategy, schema: Item, load: async () => item(1) })
    const calls: string[] = []
    for (const op of ['get', 'set', 'del'] as const) {
      const original = store[op].bind(store) as (...args: unknown[]) => Promise<never>
      vi.spyOn(store, op).mockImplementation((...args: unknown[]) => (calls.push(op), original(...args)))
    }
    expect(await cache.fetch('k', { strategy, schema: Item, load: async () => item(2), fresh: true })).toEqual({
      value: item(2),
      status: 'miss',
    })
    await waitUntil(() => calls.length === 1, 1_000, 1)
    expect(calls).toEqual(['set'])
    expect((await cache.fetch('k', { strategy, schema: Item, load: async () => item(9) })).value).toEqual(item(2))

    await cache.invalidate('k')
    const gate = deferred<Item>()
    const earlier = cache.fetch('k', { strategy, schema: Item, load: () => gate.promise })
    const fresh = await cache.fetch('k', { strategy, schema: Item, load: async () => item(3), fresh: true })
    expect(fresh.value).toEqual(item(3))
    gate.resolve(item(1))
    await earlier
    await new Promise((r) => setTimeout(r, 50))
    expect(JSON.parse((await store.get(storeKey('k')))!).v).toEqual(item(3))
  })

  it('with fresh, a failed load leaves nothing stored', async () => {
    const { cache, store, storeKey } = setup()
    await cache.fetch('k', { strategy, schema: Item, load: async () => item(1) })
    const failure = new Error('upstream down')
    await expect(cache.fetch('k', { strategy, schema: Item, load: async () => Promise.reject(failure), fresh: true })).rejects.toBe(failure)
    expect(await store.get(storeKey('k'))).toBeNull()
  })

  it('reads a key once per request, until the request invalidates it or asks for it fresh', async () => {
    const { cache, store } = setup()
    const reads = vi.spyOn(store, 'get')
    const load = vi.fn(async () => item(1))
    await cache.fetch('k', { strategy, schema: Item, load })
    reads.mockClear()
    const request = requestCache(cache, createDeadline(5_000))
    const [a, b] = await Promise.all([1, 2].map(() => request.fetch('k', { strategy, schema: Item, load })))
    expect(b!.value).toBe(a!.value)
    expect(reads).toHaveBeenCalledTimes(1)
    // Another schema is another reading of the stored value.
    await request.fetch('k', { strategy, schema: Item.pick({ id: true }), load })
    expect(reads).toHaveBeenCalledTimes(2)
    await request.invalidate('k')
    expect(await request.fetch('k', { strategy, schema: Item, load: async () => item(2) })).toEqual({ value: item(2), status: 'miss' })
    expect((await request.fetch('k', { strategy, schema: Item, load, fresh: true })).value).toEqual(item(1))
    expect((await request.fetch('k', { strategy, schema: Item, load })).value).toEqual(item(1))
    // Each request reads for itself.
    reads.mockClear()
    await requestCache(cache, createDeadline(5_000)).fetch('k', { strategy, schema: Item, load })
    expect(reads).toHaveBeenCalledTimes(1)
  })

  it('tries a failed read again within the same request', async () => {
    const { cache } = setup()
    const request = requestCache(cache, createDeadline(5_000))
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(item(3))
    await expect(request.fetch('k', { strategy, schema: Item, load })).rejects.toThrow('down')
    expect((await request.fetch('k', { strategy, schema: Item, load })).value).toEqual(item(3))
  })

  it('makes one load call for 50 concurrent fetches of a cold key', async () => {
    const { cache } = setup()
    const load = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 20))
      return item(1)
    })
    const results = await Promise.all(Array.from({ length: 50 }, () => cache.fetch('cold', { strategy, schema: Item, load })))
    expect(load).toHaveBeenCalledTimes(1)
    expect(results.every((r) => r.status === 'miss' && r.value.id === 1)).toBe(true)
  })

  it('shares one failure among concurrent fetches', async () => {
    const { cache } = setup()
    const failure = new Error('once')
    const load = vi.fn(async (): Promise<Item> => {
      await new Promise((r) => setTimeout(r, 10))
      throw failure
    })
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => cache.fetch('k', { strategy, schema: Item, load })))
    expect(load).toHaveBeenCalledTimes(1)
    expect(results.every((r) => r.status === 'rejected' && r.reason === failure)).toBe(true)
  })
})

describe('cache when the store fails', () => {
  const broken: KeyValueStore = {
    kind: 'memory',
    get: () => Promise.reject(new Error('down')),
    getEx: () => Promise.reject(new Error('down')),
    set: () => Promise.reject(new Error('down')),
    del: () => Promise.reject(new Error('down')),
    expire: () => Promise.reject(new Error('down')),
    ping: async () => false,
    close: async () => undefined,
  }

  it('loads, returns the value, reports store-error, never throws', async () => {
    const events: CacheEvent[] = []
    const cache = createCache({ store: broken, onEvent: (e) => events.push(e) })
    const load = vi.fn(async () => item(1))
    expect(await cache.fetch('k', { strategy, schema: Item, load })).toEqual({ value: item(1), status: 'miss' })
    await waitUntil(() => events.filter((e) => e.status === 'store-error').length === 2)
    await expect(cache.invalidate('k')).resolves.toBeUndefined()
    expect(events.filter((e) => e.status === 'store-error')).toHaveLength(3)
  })

  it('survives a throwing event listener', async () => {
    const cache = createCache({
      store: createMemoryStore(),
      onEvent: () => {
        throw new Error('listener bug')
      },
    })
    expect(await cache.fetch('k', { strategy, schema: Item, load: async () => item(1) })).toMatchObject({ status: 'miss' })
  })
})

describe('cache through a Redis outage (real redis-server)', () => {
  let outage: RedisServer
  let store: KeyValueStore
  const redisErrors: Error[] = []

  beforeAll(async () => {
    outage = await startRedisServer()
    store = createRedisStore(outage.url, { onError: (e) => redisErrors.push(e) })
  })
  afterAll(async () => {
    await store?.close()
    await outage?.stop()
  })

  it('keeps answering while Redis is down and caches again once it is back, without re-creating the cache', async () => {
    const events: CacheEvent[] = []
    const cache = createCache({ store, namespace: 'outage', onEvent: (e) => events.push(e) })
    let n = 0
    const load = vi.fn(async () => item(++n))
    const strategy: CacheStrategy = CacheLong

    expect(await cache.fetch('k', { strategy, schema: Item, load })).toMatchObject({ status: 'miss' })
    expect(await cache.fetch('k', { strategy, schema: Item, load })).toMatchObject({ status: 'hit' })

    await outage.pause()
    await waitUntil(async () => !(await store.ping()))
    events.length = 0
    for (let i = 0; i < 3; i++) {
      const started = performance.now()
      const result = await cache.fetch('k', { strategy, schema: Item, load })
      expect(result.status).toBe('miss')
      expect(performance.now() - started).toBeLessThan(1_000)
    }
    await waitUntil(() => events.filter((e) => e.status === 'store-error').length >= 6)
    expect(load).toHaveBeenCalledTimes(4)
    await waitUntil(() => redisErrors.length > 0)

    await outage.resume()
    const back = performance.now()
    await waitUntil(async () => (await cache.fetch('k', { strategy, schema: Item, load })).status === 'hit', 10_000, 100)
    // retryStrategy caps the back-off at 2 s, so recovery takes at most about that long
    expect(performance.now() - back).toBeLessThan(5_000)
  })
})
