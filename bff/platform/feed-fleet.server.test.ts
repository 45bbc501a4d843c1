import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRedisServer, waitUntil, type RedisServer } from '../../tests/support/redis-server'
import { createFeedHub, type FeedClient } from './feed-hub.server'
import { createRedisFeedFleet } from './feed-fleet.server'
import { createRedisStore, type KeyValueStore } from './store.server'

// Several instances on one Redis, each with its own store, fleet and hub, polling one feed
// between them (decision 068). Real timers: the lease lapses in real time.

const INTERVAL_MS = 400
let server: RedisServer
beforeAll(async () => {
  server = await startRedisServer()
})
afterAll(async () => {
  await server?.stop()
})

function viewer() {
  const frames: string[] = []
  const client: FeedClient = { write: (f) => (frames.push(f), true), buffered: () => 0, onDrain: () => undefined, close: () => undefined }
  return { client, values: () => frames.filter((f) => f.startsWith('id:')) }
}

function fleetOf(size: number, upstream: { value: string; polls: Array<{ by: number; at: number }> }) {
  return Array.from({ length: size }, (_, by) => {
    const store: KeyValueStore = createRedisStore(server.url)
    const fleet = createRedisFeedFleet({ store, intervalMs: INTERVAL_MS })!
    const hub = createFeedHub<string>({
      intervalMs: INTERVAL_MS,
      event: 'board',
      maxBufferedBytes: 1024,
      maxViewers: 100,
      fleet,
      fetch: async () => {
        upstream.polls.push({ by, at: performance.now() })
        return upstream.value
      },
      idOf: (v) => v,
      encode: (v) => JSON.stringify(v),
    })
    return { store, fleet, hub }
  })
}

describe('one poller per feed for the fleet', () => {
  it('three instances with viewers poll once per interval between them, and every viewer gets each change', async () => {
    const upstream = { value: 'a', polls: [] as Array<{ by: number; at: number }> }
    const instances = fleetOf(3, upstream)
    const viewers = instances.map(({ hub }) => {
      const v = viewer()
      hub.subscribe('board-1', v.client, null)
      return v
    })
    await waitUntil(() => viewers.every((v) => v.values().length === 1), 3000, 20)
    const started = performance.now()
    const from = upstream.polls.length
    upstream.value = 'b'
    await waitUntil(() => viewers.every((v) => v.values().length === 2), 3000, 20)
    await new Promise((r) => setTimeout(r, INTERVAL_MS * 4))
    const intervals = (performance.now() - started) / INTERVAL_MS
    const polls = upstream.polls.slice(from)
    expect(polls.length).toBeLessThanOrEqual(Math.ceil(intervals) + 1)
    expect(polls.length).toBeGreaterThanOrEqual(Math.floor(intervals) - 1)
    expect(new Set(polls.map((p) => p.by)).size).toBe(1)

    // The poller dies (its connections with it, the lease left to lapse): another instance takes
    // the lease and polls within one interval of the poll that would have come next.
    const dead = polls[0]!.by
    instances[dead]!.store.redis!.disconnect()
    instances[dead]!.hub.close()
    const diedAt = performance.now()
    const lastPoll = upstream.polls.at(-1)!.at
    upstream.value = 'c'
    const alive = viewers.filter((_, i) => i !== dead)
    await waitUntil(() => alive.every((v) => v.values().length === 3), 3000, 10)
    const next = upstream.polls.find((p) => p.at > diedAt)!
    expect(next.by).not.toBe(dead)
    expect(next.at - Math.max(diedAt, lastPoll + INTERVAL_MS)).toBeLessThan(INTERVAL_MS)

    for (const { hub, fleet, store } of instances) {
      hub.close()
      await fleet.close()
      await store.close()
    }
  })

  it('an instance that cannot reach Redis polls on its own rather than let its viewers go stale', async () => {
    const upstream = { value: 'x', polls: [] as Array<{ by: number; at: number }> }
    const [lonely] = fleetOf(1, upstream)
    await lonely!.store.ping()
    lonely!.store.redis!.disconnect()
    const v = viewer()
    lonely!.hub.subscribe('board-2', v.client, null)
    await waitUntil(() => v.values().length === 1, 3000, 20)
    lonely!.hub.close()
    await lonely!.fleet.close()
    await lonely!.store.close()
  })
})
