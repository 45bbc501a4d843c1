import { Redis } from 'ioredis'

export interface KeyValueStore {
  readonly kind: 'redis' | 'memory'
  get(key: string): Promise<string | null>
  /** The value, its time to live set again in the same command (Redis GETEX, 6.2 or later). */
  getEx(key: string, ttlSeconds: number): Promise<string | null>
  set(key: string, value: string, ttlSeconds: number): Promise<void>
  del(key: string): Promise<void>
  expire(key: string, ttlSeconds: number): Promise<void>
  /** Never throws: false when the store cannot answer. */
  ping(): Promise<boolean>
  close(): Promise<void>
  /** The client, when kind is 'redis' (the rate limiter shares it). */
  readonly redis?: Redis
}

export type RedisStoreOptions = {
  commandTimeoutMs?: number
  connectTimeoutMs?: number
  keyPrefix?: string
  onError?: (err: Error) => void
}

// Redis rejects EX 0 and fractional seconds; a TTL always rounds up to a whole second.
function ttl(seconds: number): number {
  return Math.max(1, Math.ceil(seconds))
}

export function createRedisStore(url: string, options: RedisStoreOptions = {}): KeyValueStore {
  const commandTimeoutMs = options.commandTimeoutMs ?? 500
  const redis = new Redis(url, {
    // Fail fast while disconnected instead of queueing: the cache treats a failure as a miss.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: commandTimeoutMs,
    connectTimeout: options.connectTimeoutMs ?? 1000,
    // Never give up: the store must recover on its own when Redis comes back.
    retryStrategy: (times) => Math.min(times * 200, 2000),
    keyPrefix: options.keyPrefix,
    // Commands sent in the same tick (a page's loaders read their cache keys at once) go out in one
    // write: one system call instead of one per command.
    enableAutoPipelining: true,
  })
  let everReady = false
  redis.on('ready', () => {
    everReady = true
  })
  // Without a listener ioredis prints to console.error.
  redis.on('error', (err: Error) => options.onError?.(err))

  // With the offline queue off, commands issued during the very first connect would fail;
  // wait (briefly) for that one. Later outages fail fast.
  async function ready(): Promise<void> {
    if (redis.status === 'ready' || everReady) return
    if (redis.status !== 'wait' && redis.status !== 'connecting' && redis.status !== 'connect') return
    await new Promise<void>((resolve) => {
      const events = ['ready', 'close', 'end'] as const
      const done = () => {
        clearTimeout(timer)
        for (const event of events) redis.off(event, done)
        resolve()
      }
      const timer = setTimeout(done, commandTimeoutMs)
      for (const event of events) redis.once(event, done)
    })
  }

  return {
    kind: 'redis',
    redis,
    async get(key) {
      await ready()
      return redis.get(key)
    },
    async getEx(key, ttlSeconds) {
      await ready()
      return redis.getex(key, 'EX', ttl(ttlSeconds))
    },
    async set(key, value, ttlSeconds) {
      await ready()
      await redis.set(key, value, 'EX', ttl(ttlSeconds))
    },
    async del(key) {
      await ready()
      await redis.del(key)
    },
    async expire(key, ttlSeconds) {
      await ready()
      await redis.expire(key, ttl(ttlSeconds))
    },
    async ping() {
      try {
        await ready()
        return (await redis.ping()) === 'PONG'
      } catch {
        return false
      }
    },
    async close() {
      if (redis.status === 'end') return
      if (redis.status === 'ready') {
        try {
          await redis.quit()
          return
        } catch {
          // fall through to a hard disconnect
        }
      }
      redis.disconnect()
    },
  }
}

export type MemoryStoreOptions = {
  /** Clock in ms; tests share one with the code under test. */
  now?: () => number
}

const SWEEP_EVERY_WRITES = 1000

export function createMemoryStore(options: MemoryStoreOptions = {}): KeyValueStore {
  const now = options.now ?? Date.now
  const entries = new Map<string, { value: string; expiresAt: number }>()
  let writes = 0

  function live(key: string) {
    const entry = entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= now()) {
      entries.delete(key)
      return undefined
    }
    return entry
  }

  function sweep() {
    const t = now()
    for (const [key, entry] of entries) if (entry.expiresAt <= t) entries.delete(key)
  }

  return {
    kind: 'memory',
    async get(key) {
      return live(key)?.value ?? null
    },
    async getEx(key, ttlSeconds) {
      const entry = live(key)
      if (!entry) return null
      entry.expiresAt = now() + ttl(ttlSeconds) * 1000
      return entry.value
    },
    async set(key, value, ttlSeconds) {
      if (++writes % SWEEP_EVERY_WRITES === 0) sweep()
      entries.set(key, { value, expiresAt: now() + ttl(ttlSeconds) * 1000 })
    },
    async del(key) {
      entries.delete(key)
    },
    async expire(key, ttlSeconds) {
      const entry = live(key)
      if (entry) entry.expiresAt = now() + ttl(ttlSeconds) * 1000
    },
    async ping() {
      return true
    },
    async close() {
      entries.clear()
    },
  }
}
