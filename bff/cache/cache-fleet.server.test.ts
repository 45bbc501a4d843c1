import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod/v4'
import { startRedisServer, type RedisServer } from '../../tests/support/redis-server'
import { createDeadline } from '../deadline'
import { LegacyError } from '../legacy/errors'
import { createRedisStore, type KeyValueStore } from '../platform/store.server'
import { CacheShort, createCache } from './cache.server'

// Single flight across instances: each instance its own cache and store, on one real Redis.

let server: RedisServer
const stores: KeyValueStore[] = []
beforeAll(async () => {
  server = await startRedisServer()
})
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()))
  await server?.stop()
})

function fleet(size: number, namespace: string) {
  return Array.from({ length: size }, () => {
    const store = createRedisStore(server.url)
    stores.push(store)
    return createCache({ store, namespace })
  })
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const schema = z.object({ n: z.number() })

/** A load that says when it has begun: its instance holds the fleet's lock from then on. */
function signalledLoad<T>(run: () => Promise<T>) {
  let begun!: () => void
  const started = new Promise<void>((resolve) => (begun = resolve))
  return {
    started,
    load: () => {
      begun()
      return run()
    },
  }
}

describe('single flight across the fleet', () => {
  it('a cold key fetched at once on five instances costs one load; every instance gets its value', async () => {
    const caches = fleet(5, 'one-load')
    let loads = 0
    const load = async () => {
      loads += 1
      await sleep(150)
      return { n: 42 }
    }
    const results = await Promise.all(
      caches.flatMap((cache) => [1, 2, 3].map(() => cache.fetch('cold', { strategy: CacheShort, schema, load }))),
    )
    expect(loads).toBe(1)
    expect(results.every((r) => r.value.n === 42)).toBe(true)
  })

  it('when the loading instance fails, a waiting one loads at once instead of waiting out the lease', async () => {
    const [first, second] = fleet(2, 'takeover')
    // The second instance asks once the first is loading (a fixed pause lost the race under load).
    const down = signalledLoad(async () => {
      await sleep(100)
      throw new Error('upstream down')
    })
    const failing = first!.fetch('k', { strategy: CacheShort, schema, load: down.load })
    await down.started
    const started = performance.now()
    const waiting = second!.fetch('k', { strategy: CacheShort, schema, load: async () => ({ n: 7 }) })
    await expect(failing).rejects.toThrow('upstream down')
    expect((await waiting).value).toEqual({ n: 7 })
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('a waiter gives up at its request deadline', async () => {
    const [first, second] = fleet(2, 'deadline')
    const long = signalledLoad(async () => {
      await sleep(1500)
      return { n: 1 }
    })
    const slow = first!.fetch('k', { strategy: CacheShort, schema, load: long.load })
    await long.started
    const started = performance.now()
    const waiting = second!.fetch('k', { strategy: CacheShort, schema, load: async () => ({ n: 2 }), deadline: createDeadline(600) })
    await expect(waiting).rejects.toSatisfy((e) => e instanceof LegacyError && e.kind === 'timeout')
    expect(performance.now() - started).toBeLessThan(1000)
    await slow
  })
})
