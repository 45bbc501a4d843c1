import { randomUUID } from 'node:crypto'
import type { Cluster, Redis } from 'ioredis'
import type { FeedFleet } from './feed-hub.server'
import { tagged } from './redis-keys'
import { createRedisClient, type KeyValueStore } from './store.server'

// The lease's holder renews it; anyone else takes it only once it has lapsed.
const CLAIM = `local holder = redis.call('get', KEYS[1])
if holder == ARGV[1] then redis.call('pexpire', KEYS[1], ARGV[2]) return 1 end
if not holder then redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
return 0`
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end"

/**
 * The instances sharing a Redis, polling each live feed once between them (decision 068). A lease
 * per feed (SET NX PX, renewed by its holder) says who polls; each outcome goes to the others by
 * pub/sub on a connection of its own, and is kept one interval for an instance that starts
 * watching. Undefined without Redis: each process then polls on its own (decision 030).
 */
export function createRedisFeedFleet(options: {
  store: KeyValueStore
  /** How often a feed is polled: a lease lasts three quarters of it, the last outcome all of it. */
  intervalMs: number
  onError?: (err: Error) => void
}): (FeedFleet & { close(): Promise<void> }) | undefined {
  const { store } = options
  const redis = store.redis
  const connection = store.connection
  if (!redis || !connection) return undefined
  const me = randomUUID()
  const leaseMs = Math.max(1, Math.round((options.intervalMs * 3) / 4))
  const held = new Set<string>()
  const releasing = new Set<Promise<unknown>>()
  const handlers = new Map<string, (message: string) => void>()
  let subscriber: Redis | Cluster | undefined
  const reportError = (err: unknown) => options.onError?.(err instanceof Error ? err : new Error(String(err)))

  const leaseKey = (key: string) => `feed-lease:${tagged(key)}`
  const lastKey = (key: string) => `feed-last:${tagged(key)}`
  const channel = (key: string) => `feed:${key}`
  // Every message starts with its sender, so an instance skips its own.
  const envelope = (message: string) => `${me}\n${message}`
  const open = (raw: string) => {
    const cut = raw.indexOf('\n')
    return { from: raw.slice(0, cut), message: raw.slice(cut + 1) }
  }

  function listen(): Redis | Cluster {
    if (subscriber) return subscriber
    subscriber = createRedisClient(connection!, { offlineQueue: true, commandTimeoutMs: 5000 })
    subscriber.on('error', reportError)
    subscriber.on('message', (name: string, raw: string) => {
      const { from, message } = open(raw)
      if (from !== me) handlers.get(name)?.(message)
    })
    return subscriber
  }

  // The first commands wait for the store's first connection (it fails fast without it).
  const connected = async () => {
    if (redis.status !== 'ready') await store.ping()
  }

  return {
    async claim(key) {
      await connected()
      const mine = (await redis.eval(CLAIM, 1, leaseKey(key), me, leaseMs)) === 1
      if (mine) held.add(key)
      else held.delete(key)
      return mine
    },
    release(key) {
      if (!held.delete(key)) return
      const done = redis.eval(RELEASE, 1, leaseKey(key), me).catch(() => undefined)
      releasing.add(done)
      void done.finally(() => releasing.delete(done))
    },
    publish(key, message) {
      const raw = envelope(message)
      redis.set(lastKey(key), raw, 'PX', options.intervalMs).catch(reportError)
      redis.publish(channel(key), raw).catch(reportError)
    },
    subscribe(key, onMessage) {
      const client = listen()
      const name = channel(key)
      handlers.set(name, onMessage)
      client.subscribe(name).catch(reportError)
      return () => {
        if (handlers.get(name) !== onMessage) return
        handlers.delete(name)
        client.unsubscribe(name).catch(() => undefined)
      }
    },
    async last(key) {
      await connected()
      const raw = await redis.get(lastKey(key))
      return raw === null ? null : open(raw).message
    },
    async close() {
      for (const key of [...held]) this.release(key)
      await Promise.all(releasing)
      if (!subscriber) return
      if (subscriber.status === 'ready') await subscriber.quit().catch(() => subscriber?.disconnect())
      else subscriber.disconnect()
    },
  }
}
