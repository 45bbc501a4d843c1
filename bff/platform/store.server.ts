import { Cluster, Redis, type RedisOptions } from 'ioredis'

export interface KeyValueStore {
  readonly kind: 'redis' | 'memory'
  get(key: string): Promise<string | null>
  /** The value, its time to live set again in the same command (Redis GETEX, 6.2 or later). */
  getEx(key: string, ttlSeconds: number): Promise<string | null>
  /**
   * With `replicated`, under Sentinel, waits (briefly) until a replica holds the write, so that a
   * failover just after it does not lose it (a session). Elsewhere the same as without.
   */
  set(key: string, value: string, ttlSeconds: number, options?: { replicated?: boolean }): Promise<void>
  del(key: string): Promise<void>
  expire(key: string, ttlSeconds: number): Promise<void>
  /** Never throws: false when the store cannot answer. */
  ping(): Promise<boolean>
  close(): Promise<void>
  /** The client, when kind is 'redis' (the rate limiter, the locks and the fleet's pollers share it). */
  readonly redis?: Redis | Cluster
  /** Where the client connects (a subscriber needs a connection of its own). */
  readonly connection?: RedisConnection
}

export type HostPort = { host: string; port: number }

/** One Redis (REDIS_URL), a primary found through Sentinel, or a Cluster. */
export type RedisConnection =
  | { kind: 'url'; url: string }
  | SentinelConnection
  | { kind: 'cluster'; nodes: HostPort[]; password?: string; failoverWaitMs: number }

export type SentinelConnection = { kind: 'sentinel'; sentinels: HostPort[]; name: string; password?: string; failoverWaitMs: number }

export type RedisStoreOptions = {
  commandTimeoutMs?: number
  connectTimeoutMs?: number
  keyPrefix?: string
  onError?: (err: Error) => void
  /** Queue commands while disconnected (a subscriber, which no request waits on). */
  offlineQueue?: boolean
}

// Redis rejects EX 0 and fractional seconds; a TTL always rounds up to a whole second.
function ttl(seconds: number): number {
  return Math.max(1, Math.ceil(seconds))
}

/** How long a replicated write waits for a replica's acknowledgement before going on without it. */
const REPLICA_ACK_MS = 50

/**
 * Reconnects the client as soon as a sentinel announces a new primary while the client is connected
 * to another one: a primary that hangs, rather than dies, keeps its connections open.
 *
 * In place of ioredis' own `failoverDetector`, which made a failover flaky: every sentinel announces
 * the switch in turn, and each announcement disconnected the client, also one already on the new
 * primary (commands in flight failed). One arriving while the client was asking a sentinel for the
 * primary ended the client for good (status `end`): every command after it failed with "Connection
 * is closed.", a login answered 503 and pages showed users signed out. Its connections to the
 * sentinels also had no error listener, so a slow connect was printed as an unhandled error.
 * Here only a ready client reconnects (no connection attempt is cut short), and only when the new
 * primary is not the one it is connected to.
 */
function followSwitchMaster(client: Redis, connection: SentinelConnection, connectTimeoutMs: number): void {
  const watchers = connection.sentinels.map((sentinel) => {
    const watcher = new Redis({
      ...sentinel,
      connectTimeout: connectTimeoutMs,
      // A sentinel down is the others' concern: this one keeps trying, its subscription waits.
      retryStrategy: (times) => Math.min(times * 200, 2000),
      maxRetriesPerRequest: null,
    })
    watcher.on('error', () => undefined)
    // "<name> <old host> <old port> <new host> <new port>"
    watcher.on('message', (_channel: string, message: string) => {
      const [name, , , host, port] = message.split(' ')
      if (name !== connection.name || client.status !== 'ready') return
      if (client.stream.remoteAddress === host && client.stream.remotePort === Number(port)) return
      client.disconnect(true)
    })
    watcher.subscribe('+switch-master').catch(() => undefined)
    return watcher
  })
  const stop = () => {
    for (const watcher of watchers) watcher.disconnect()
  }
  client.once('end', stop)
  // A client closed while it reconnects never ends (ioredis): its watchers must stop all the same.
  const disconnect = client.disconnect.bind(client)
  client.disconnect = (reconnect = false) => {
    if (!reconnect) stop()
    disconnect(reconnect)
  }
}

/**
 * Under Sentinel, whether a failed command may well succeed on the (new) primary. Its connection
 * dropped under it: in flight, ioredis fails it after a reconnection attempt (maxRetriesPerRequest);
 * queued for the write as the connection closed, at once (no offline queue); part of a pipeline
 * cut by the close. Or it timed out: a primary that hangs answers nothing until the sentinels
 * replace it, and a process too busy to read the answer in time (the timer runs before the socket
 * is read) times out commands Redis answered at once (seen on two shared cores: timeouts fired
 * 0.2 to 2.9 s late, the client connected all along).
 */
function worthSendingAgain(err: unknown): boolean {
  if (!(err instanceof Error)) return false
  return (
    err.name === 'MaxRetriesPerRequestError' ||
    err.message.startsWith("Stream isn't writeable") ||
    err.message.startsWith('Command aborted due to connection close') ||
    err.message === 'Command timed out'
  )
}

/**
 * A new client for the connection. Commands fail fast while disconnected (no offline queue): the
 * cache treats a failure as a miss. Commands sent in the same tick (a page's loaders read their
 * keys at once) go out in one write (auto-pipelining).
 */
export function createRedisClient(connection: RedisConnection, options: RedisStoreOptions = {}): Redis | Cluster {
  const common: RedisOptions = {
    enableOfflineQueue: options.offlineQueue ?? false,
    maxRetriesPerRequest: 1,
    commandTimeout: options.commandTimeoutMs ?? 500,
    connectTimeout: options.connectTimeoutMs ?? 1000,
    keyPrefix: options.keyPrefix,
    enableAutoPipelining: true,
  }
  switch (connection.kind) {
    case 'url':
      // Never give up: the store must recover on its own when Redis comes back.
      return new Redis(connection.url, { ...common, retryStrategy: (times) => Math.min(times * 200, 2000) })
    case 'sentinel': {
      const client = new Redis({
        ...common,
        sentinels: connection.sentinels,
        name: connection.name,
        password: connection.password,
        // A failover should cost seconds: retry often, and reconnect as soon as a sentinel
        // announces the new primary (followSwitchMaster), or when the old one, now a replica,
        // refuses a write.
        retryStrategy: (times) => Math.min(times * 100, 500),
        sentinelRetryStrategy: (times) => Math.min(times * 100, 1000),
        reconnectOnError: (err) => (err.message.startsWith('READONLY') ? 2 : false),
      })
      followSwitchMaster(client, connection, common.connectTimeout!)
      return client
    }
    case 'cluster':
      return new Cluster(connection.nodes, {
        enableOfflineQueue: options.offlineQueue ?? false,
        enableAutoPipelining: true,
        keyPrefix: options.keyPrefix,
        clusterRetryStrategy: (times) => Math.min(times * 100, 1000),
        // A primary's failover: its replica takes over once the primary has been silent for the
        // cluster-node-timeout. A command to its slots is tried again every 100 ms meanwhile, for
        // about REDIS_FAILOVER_WAIT_MS, instead of failing after ioredis' default 16 tries (1.6 s)
        // and signing the user out. A try goes to a random node and is sent back (MOVED) to the
        // dead one: two tries per 100 ms.
        retryDelayOnFailover: 100,
        retryDelayOnClusterDown: 100,
        retryDelayOnTryAgain: 100,
        maxRedirections: Math.max(16, 2 * Math.ceil(connection.failoverWaitMs / 100)),
        redisOptions: { ...common, keyPrefix: undefined, password: connection.password },
      })
  }
}

export function createRedisStore(target: string | RedisConnection, options: RedisStoreOptions = {}): KeyValueStore {
  const connection: RedisConnection = typeof target === 'string' ? { kind: 'url', url: target } : target
  const commandTimeoutMs = options.commandTimeoutMs ?? 500
  const redis = createRedisClient(connection, options)
  // With Sentinel or Cluster an outage is most likely a failover, over in seconds: a command waits
  // for the new primary (within REDIS_FAILOVER_WAIT_MS) rather than failing. One Redis fails fast.
  const failoverWaitMs = connection.kind === 'url' ? 0 : connection.failoverWaitMs
  const sentinel = connection.kind === 'sentinel'
  let everReady = false
  redis.on('ready', () => {
    everReady = true
  })
  // Without a listener ioredis prints to console.error.
  redis.on('error', (err: Error) => options.onError?.(err))

  const connecting = new Set(['wait', 'connecting', 'connect', ...(failoverWaitMs > 0 ? ['reconnecting'] : [])])

  // With the offline queue off, commands issued during the very first connect would fail; wait
  // (briefly) for that one, and under Sentinel or Cluster for a reconnection in progress too.
  // When connected this is one comparison: no extra round trip.
  async function ready(limitMs = Infinity): Promise<void> {
    if (redis.status === 'ready') return
    const waitMs = Math.min(limitMs, everReady ? failoverWaitMs : Math.max(commandTimeoutMs, failoverWaitMs))
    if (waitMs === 0 || !connecting.has(redis.status)) return
    await new Promise<void>((resolve) => {
      // The first connect may fail outright (one Redis down); a reconnection keeps trying.
      const events = failoverWaitMs > 0 ? (['ready', 'end'] as const) : (['ready', 'close', 'end'] as const)
      const done = () => {
        clearTimeout(timer)
        for (const event of events) redis.off(event, done)
        resolve()
      }
      const timer = setTimeout(done, waitMs)
      for (const event of events) redis.once(event, done)
    })
  }

  // Under Sentinel, a command the connection dropped under (sent to the primary as it died, or as
  // the client left it for the new one), or that timed out, is sent again once the client is
  // connected, within the same failover wait. ioredis fails it within a few hundred ms, long
  // before a failover is over: a login's session write answered 503. Each command here sets,
  // reads, refreshes or deletes one key with the same arguments: sending it twice changes nothing.
  // One Redis fails fast as before; a Cluster client retries on its own (createRedisClient).
  async function again<T>(command: () => Promise<T>): Promise<T> {
    const started = Date.now()
    for (;;) {
      try {
        return await command()
      } catch (err) {
        const leftMs = failoverWaitMs - (Date.now() - started)
        if (leftMs <= 0 || redis.status === 'end' || !worthSendingAgain(err)) throw err
        await ready(leftMs)
      }
    }
  }
  const send = <T>(command: () => Promise<T>): Promise<T> => (sentinel ? again(command) : command())

  return {
    kind: 'redis',
    redis,
    connection,
    async get(key) {
      await ready()
      return send(() => redis.get(key))
    },
    async getEx(key, ttlSeconds) {
      await ready()
      return send(() => redis.getex(key, 'EX', ttl(ttlSeconds)))
    },
    async set(key, value, ttlSeconds, setOptions) {
      await ready()
      if (!(sentinel && setOptions?.replicated)) {
        await send(() => redis.set(key, value, 'EX', ttl(ttlSeconds)))
        return
      }
      // Sent in the same write (auto-pipelining); WAIT answers once a replica has everything
      // this connection wrote, or after REPLICA_ACK_MS (then the write stands on the primary alone).
      await send(() => Promise.all([redis.set(key, value, 'EX', ttl(ttlSeconds)), (redis as Redis).wait(1, REPLICA_ACK_MS)]))
    },
    async del(key) {
      await ready()
      await send(() => redis.del(key))
    },
    async expire(key, ttlSeconds) {
      await ready()
      await send(() => redis.expire(key, ttl(ttlSeconds)))
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
