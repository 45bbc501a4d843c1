import { createConnection } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startRedisServer, waitUntil, type RedisServer } from '../../tests/support/redis-server'
import { createMemoryStore, createRedisStore, type KeyValueStore } from './store.server'

describe('memory store', () => {
  let t = 1_000_000
  const store = createMemoryStore({ now: () => t })

  it('sets, gets and deletes', async () => {
    await store.set('a', 'one', 60)
    expect(await store.get('a')).toBe('one')
    await store.del('a')
    expect(await store.get('a')).toBeNull()
    expect(store.kind).toBe('memory')
    expect(store.redis).toBeUndefined()
  })

  it('expires entries and refreshes them with expire', async () => {
    await store.set('b', 'two', 10)
    t += 9_000
    await store.expire('b', 10)
    t += 9_000
    expect(await store.get('b')).toBe('two')
    t += 1_000
    expect(await store.get('b')).toBeNull()
    await store.expire('b', 10)
    expect(await store.get('b')).toBeNull()
  })

  it('reads and refreshes in one with getEx', async () => {
    await store.set('e', 'five', 10)
    t += 9_000
    expect(await store.getEx('e', 10)).toBe('five')
    t += 9_000
    expect(await store.get('e')).toBe('five')
    t += 1_000
    expect(await store.getEx('e', 10)).toBeNull()
  })

  it('rounds a TTL up to whole seconds, at least one', async () => {
    await store.set('c', 'three', 0)
    t += 999
    expect(await store.get('c')).toBe('three')
    t += 1
    expect(await store.get('c')).toBeNull()
  })

  it('always pings', async () => {
    expect(await store.ping()).toBe(true)
  })
})

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port })
    socket.on('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })
}

describe('redis store', () => {
  let server: RedisServer
  const stores: KeyValueStore[] = []
  const errors: Error[] = []
  const open = (options: Parameters<typeof createRedisStore>[1] = {}) => {
    const store = createRedisStore(server.url, { onError: (e) => errors.push(e), ...options })
    stores.push(store)
    return store
  }

  beforeAll(async () => {
    server = await startRedisServer()
  })
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((s) => s.close()))
    await server.resume()
  })
  afterAll(async () => {
    await server.stop()
  })

  it('answers its first command without waiting for the caller to see "ready"', async () => {
    const store = open()
    await store.set('first', 'x', 5)
    expect(await store.get('first')).toBe('x')
  })

  it('sets with a TTL, refreshes it, deletes', async () => {
    const store = open()
    expect(store.kind).toBe('redis')
    await store.set('k', 'v', 30)
    expect(await store.redis?.ttl('k')).toBe(30)
    await store.expire('k', 90)
    expect(await store.redis?.ttl('k')).toBe(90)
    expect(await store.getEx('k', 120)).toBe('v')
    expect(await store.redis?.ttl('k')).toBe(120)
    expect(await store.getEx('missing', 120)).toBeNull()
    await store.set('fraction', 'v', 0.2)
    expect(await store.redis?.ttl('fraction')).toBe(1)
    await store.del('k')
    expect(await store.get('k')).toBeNull()
  })

  it('applies a key prefix', async () => {
    const store = open({ keyPrefix: 'app:' })
    const plain = open()
    await store.set('x', '1', 30)
    expect(await plain.get('app:x')).toBe('1')
  })

  it('fails fast while Redis is down, reports errors to onError, and recovers by itself', async () => {
    const store = open()
    await store.set('k', 'v', 30)
    errors.length = 0
    await server.pause()
    await waitUntil(async () => !(await store.ping()))

    const started = performance.now()
    await expect(store.get('k')).rejects.toThrow()
    await expect(store.set('k', 'v', 30)).rejects.toThrow()
    await expect(store.del('k')).rejects.toThrow()
    await expect(store.expire('k', 30)).rejects.toThrow()
    await expect(store.getEx('k', 30)).rejects.toThrow()
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(await store.ping()).toBe(false)
    await waitUntil(() => errors.length > 0)

    await server.resume()
    await waitUntil(() => store.ping(), 10_000)
    await store.set('k', 'back', 30)
    expect(await store.get('k')).toBe('back')
  })

  it('pings false and never throws when nothing listens', async () => {
    const store = createRedisStore('redis://127.0.0.1:1', { onError: () => undefined })
    stores.push(store)
    expect(await store.ping()).toBe(false)
    await expect(store.get('x')).rejects.toThrow()
  })

  it('the helper stops the server it started', async () => {
    const extra = await startRedisServer()
    expect(await portAnswers(extra.port)).toBe(true)
    await extra.stop()
    expect(await portAnswers(extra.port)).toBe(false)
  })
})
