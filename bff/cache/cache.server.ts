import { randomUUID } from 'node:crypto'
import type { z } from 'zod/v4'
import { withinDeadline, type Deadline } from '../deadline'
import { deepFreeze } from '../domain/text/deep-freeze'
import { LegacyError } from '../legacy/errors'
import { tagged } from '../platform/redis-keys'
import type { KeyValueStore } from '../platform/store.server'

export type CacheStrategy = {
  name: 'short' | 'long' | 'none' | 'custom'
  freshSeconds: number
  staleWhileRevalidateSeconds: number
  staleIfErrorSeconds: number
}

const MINUTE = 60
const HOUR = 60 * MINUTE

export const CacheShort: CacheStrategy = Object.freeze({
  name: 'short',
  freshSeconds: 10,
  staleWhileRevalidateSeconds: MINUTE,
  staleIfErrorSeconds: 10 * MINUTE,
})

export const CacheLong: CacheStrategy = Object.freeze({
  name: 'long',
  freshSeconds: 10 * MINUTE,
  staleWhileRevalidateSeconds: 6 * HOUR,
  staleIfErrorSeconds: 24 * HOUR,
})

export const CacheNone: CacheStrategy = Object.freeze({
  name: 'none',
  freshSeconds: 0,
  staleWhileRevalidateSeconds: 0,
  staleIfErrorSeconds: 0,
})

export function CacheCustom(o: Omit<CacheStrategy, 'name'>): CacheStrategy {
  for (const [field, value] of Object.entries(o)) {
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`CacheCustom: ${field} must be a finite number >= 0`)
  }
  return Object.freeze({ name: 'custom', ...o })
}

export type CacheStatus = 'hit' | 'miss' | 'stale' | 'stale-if-error' | 'bypass'

export type CacheEvent = { key: string; status: CacheStatus | 'store-error' | 'revalidate-error'; ms: number }

export type CacheFetchOptions<T> = {
  strategy: CacheStrategy
  schema: z.ZodType<T>
  load: () => Promise<T>
  /**
   * The deadline of the request asking. A request waiting on a load another request started
   * (single flight) stops waiting at its own deadline, as a `timeout` with `deadline` set.
   */
  deadline?: Deadline
  /**
   * Load now, whatever is stored, and store the result for the next readers; a load started
   * before is not joined (it may predate what the caller knows). A failed load leaves nothing.
   */
  fresh?: boolean
}

export interface Cache {
  fetch<T>(key: string, options: CacheFetchOptions<T>): Promise<{ value: T; status: CacheStatus }>
  invalidate(key: string): Promise<void>
}

export type CreateCacheOptions = {
  store: KeyValueStore
  namespace?: string
  onEvent?: (e: CacheEvent) => void
  /** Clock in ms, for freshness only. */
  now?: () => number
  /**
   * How long one instance's load of a cold key holds the others off (they wait for its value
   * instead of loading too); past it, a waiter loads. Only with Redis.
   */
  flightLeaseMs?: number
}

type Entry<T> = { value: T; ageMs: number }

type Flight = { value: Promise<unknown>; cancelled: boolean; settledAt?: number }

/** What a flight brought: a value it loaded (holding the fleet's lock `token`), or one another instance stored. */
type Landed<T> = { value: T; loaded: true; token?: string } | { value: T; loaded: false }

const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end"
const FLIGHT_LEASE_MS = 5000
const WAIT_FIRST_MS = 10
const WAIT_MAX_MS = 100

function storeTtlSeconds(s: CacheStrategy): number {
  return s.freshSeconds + Math.max(s.staleWhileRevalidateSeconds, s.staleIfErrorSeconds)
}

function isEnvelope(x: unknown): x is { v: unknown; storedAt: number } {
  return typeof x === 'object' && x !== null && 'v' in x && 'storedAt' in x && typeof x.storedAt === 'number'
}

/** Keys whose last validated stored text is remembered (least recently read dropped first). */
const VALIDATED_MEMO_SIZE = 500

export function createCache(options: CreateCacheOptions): Cache {
  const { store } = options
  const now = options.now ?? Date.now
  const prefix = options.namespace ? `cache:${options.namespace}:` : 'cache:'
  // With Redis, a cold key is loaded by one instance of the fleet; within a process, by one request.
  // The lock shares the value's hash tag: one script stores one and releases the other on a Cluster.
  const flightPrefix = options.namespace ? `flight:${options.namespace}:` : 'flight:'
  const flightLeaseMs = options.flightLeaseMs ?? FLIGHT_LEASE_MS
  const flights = new Map<string, Flight>()

  function report(key: string, status: CacheEvent['status'], startedAt: number) {
    try {
      options.onEvent?.({ key, status, ms: performance.now() - startedAt })
    } catch {
      // a broken listener must not break a page
    }
  }

  async function read<T>(key: string, fullKey: string, schema: z.ZodType<T>, startedAt: number): Promise<Entry<T> | undefined> {
    let raw: string | null
    try {
      raw = await store.get(fullKey)
    } catch {
      report(key, 'store-error', startedAt)
      return undefined
    }
    const entry = decode(fullKey, raw, schema)
    if (entry !== 'invalid') return entry
    await store.del(fullKey).catch(() => report(key, 'store-error', startedAt))
    return undefined
  }

  /** The stored text as an entry; 'invalid' when it no longer parses (the caller deletes it). Synchronous: a read and its flight's landing keep their order. */
  function decode<T>(fullKey: string, raw: string | null, schema: z.ZodType<T>): Entry<T> | 'invalid' | undefined {
    if (raw === null) return undefined
    // The same stored text as last time, checked against the same schema: reuse that result
    // (re-validating an unchanged 40 KB list on every page view was the BFF's largest CPU cost).
    const known = validated.get(fullKey)
    if (known && known.raw === raw && known.schema === schema) {
      return { value: known.value as T, ageMs: now() - known.storedAt }
    }
    let envelope: unknown
    try {
      envelope = JSON.parse(raw)
    } catch {
      envelope = undefined
    }
    const parsed = isEnvelope(envelope) ? schema.safeParse(envelope.v) : undefined
    if (!parsed?.success || !isEnvelope(envelope)) return 'invalid'
    remember(fullKey, { raw, schema, value: parsed.data, storedAt: envelope.storedAt })
    return { value: parsed.data, ageMs: now() - envelope.storedAt }
  }

  // Values handed out from here are shared between requests: frozen, as the legacy client's reads
  // are (decision 079), so a caller that changed one would throw instead of changing the next page.
  const validated = new Map<string, { raw: string; schema: unknown; value: unknown; storedAt: number }>()
  function remember(fullKey: string, entry: { raw: string; schema: unknown; value: unknown; storedAt: number }) {
    deepFreeze(entry.value)
    validated.delete(fullKey)
    validated.set(fullKey, entry)
    if (validated.size > VALIDATED_MEMO_SIZE) validated.delete(validated.keys().next().value as string)
  }

  // A load started before a mutation, or before a fresh load, must not write its value back.
  function cancel(fullKey: string, flight: Flight) {
    flight.cancelled = true
    flights.delete(fullKey)
  }

  // A flight stays registered until its write lands, so a request that read the store just
  // before the write joins it instead of loading again. Once settled it only counts while its
  // value would still be fresh (matters when a test clock jumps).
  function activeFlight(fullKey: string, strategy: CacheStrategy): Flight | undefined {
    const flight = flights.get(fullKey)
    if (!flight) return undefined
    if (flight.settledAt === undefined || now() - flight.settledAt < strategy.freshSeconds * 1000) return flight
    return undefined
  }

  /** The key's value: loaded here unless another instance is loading it, then read when it lands. */
  async function acrossFleet<T>(key: string, fullKey: string, o: CacheFetchOptions<T>): Promise<Landed<T>> {
    const redis = store.redis
    const flightKey = flightPrefix + tagged(key)
    const loadHere = async (token?: string): Promise<Landed<T>> => {
      try {
        return { value: o.schema.parse(await o.load()), loaded: true, token }
      } catch (error) {
        // A waiter takes over at once rather than when the lease lapses.
        if (token) redis?.eval(RELEASE, 1, flightKey, token).catch(() => undefined)
        throw error
      }
    }
    if (!redis || o.fresh) return loadHere()
    const token = randomUUID()
    const take = async () => (await redis.set(flightKey, token, 'PX', flightLeaseMs, 'NX')) === 'OK'
    try {
      if (redis.status !== 'ready') await store.ping()
      if (await take()) return loadHere(token)
    } catch {
      // Redis cannot answer: each instance loads on its own.
      return loadHere()
    }
    const freshMs = o.strategy.freshSeconds * 1000
    for (let pause = WAIT_FIRST_MS; ; pause = Math.min(pause * 2, WAIT_MAX_MS)) {
      const left = o.deadline ? o.deadline.remaining() : flightLeaseMs
      if (left <= 0) throw deadlinePassed(key)
      await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)))
      let raw: string | null
      let holder: string | null
      try {
        ;[raw, holder] = await redis.mget(fullKey, flightKey)
      } catch {
        return loadHere()
      }
      const entry = decode(fullKey, raw, o.schema)
      if (entry && entry !== 'invalid' && entry.ageMs < freshMs) return { value: entry.value, loaded: false }
      // The loader's lease lapsed (it failed, or died): load here.
      try {
        if (holder === null && (await take())) return loadHere(token)
      } catch {
        return loadHere()
      }
    }
  }

  function startFlight<T>(key: string, fullKey: string, o: CacheFetchOptions<T>, startedAt: number): Promise<T> {
    const existing = activeFlight(fullKey, o.strategy)
    if (existing && !o.fresh) return withinDeadline(existing.value as Promise<T>, o.deadline, () => deadlinePassed(key))
    if (existing) cancel(fullKey, existing)
    let landed: Landed<T> | undefined
    const value = Promise.resolve()
      .then(() => acrossFleet(key, fullKey, o))
      .then((l) => (landed = l).value)
    const flight: Flight = { value, cancelled: false }
    flights.set(fullKey, flight)
    const land = () => {
      if (flights.get(fullKey) === flight) flights.delete(fullKey)
    }
    value.then(async (v) => {
      flight.settledAt = now()
      const l = landed
      if (l?.loaded) {
        const envelope = JSON.stringify({ v, storedAt: flight.settledAt })
        if (!flight.cancelled)
          await store.set(fullKey, envelope, storeTtlSeconds(o.strategy)).catch(() => report(key, 'store-error', startedAt))
        // The value first, then the lock: a waiter finds the value as soon as the lock goes.
        if (l.token && store.redis)
          await store.redis.eval(RELEASE, 1, flightPrefix + tagged(key), l.token).catch(() => report(key, 'store-error', startedAt))
      }
      land()
    }, land)
    return value
  }

  return {
    async fetch<T>(key: string, o: CacheFetchOptions<T>) {
      const startedAt = performance.now()
      const { strategy } = o
      if (strategy.name === 'none' || storeTtlSeconds(strategy) <= 0) {
        // Nothing is stored, so the schema (which guards what the shared store holds) is not re-run:
        // loaders return what the legacy client has already validated.
        const value = await o.load()
        report(key, 'bypass', startedAt)
        return { value, status: 'bypass' as const }
      }

      const fullKey = prefix + tagged(key)
      if (o.fresh) {
        try {
          const value = await startFlight(key, fullKey, o, startedAt)
          report(key, 'miss', startedAt)
          return { value, status: 'miss' as const }
        } catch (error) {
          await store.del(fullKey).catch(() => report(key, 'store-error', startedAt))
          throw error
        }
      }
      const entry = await read(key, fullKey, o.schema, startedAt)
      const freshMs = strategy.freshSeconds * 1000
      if (entry && entry.ageMs < freshMs) {
        report(key, 'hit', startedAt)
        return { value: entry.value, status: 'hit' as const }
      }
      if (entry && entry.ageMs < freshMs + strategy.staleWhileRevalidateSeconds * 1000) {
        const revalidation = activeFlight(fullKey, strategy) ? undefined : startFlight(key, fullKey, o, startedAt)
        revalidation?.catch(() => report(key, 'revalidate-error', startedAt))
        report(key, 'stale', startedAt)
        return { value: entry.value, status: 'stale' as const }
      }

      try {
        const value = await startFlight(key, fullKey, o, startedAt)
        report(key, 'miss', startedAt)
        return { value, status: 'miss' as const }
      } catch (error) {
        if (entry && entry.ageMs < freshMs + strategy.staleIfErrorSeconds * 1000) {
          report(key, 'stale-if-error', startedAt)
          return { value: entry.value, status: 'stale-if-error' as const }
        }
        throw error
      }
    },

    async invalidate(key) {
      const fullKey = prefix + tagged(key)
      const flight = flights.get(fullKey)
      if (flight) cancel(fullKey, flight)
      const startedAt = performance.now()
      await store.del(fullKey).catch(() => report(key, 'store-error', startedAt))
    },
  }
}

function deadlinePassed(key: string): LegacyError {
  return new LegacyError('timeout', `cache:${key}`, 'request deadline reached waiting for a shared load', { deadline: true })
}

/**
 * The cache as one request sees it: every fetch carries the request's deadline, and a key is read
 * once (two sections of a page that show the same answer share one read of the store) until the
 * request invalidates it or asks for it fresh. A failed read is not kept.
 */
export function requestCache(cache: Cache, deadline: Deadline): Cache {
  const reads = new Map<string, { schema: unknown; read: Promise<{ value: unknown; status: CacheStatus }> }>()
  return {
    fetch<T>(key: string, o: CacheFetchOptions<T>) {
      const known = reads.get(key)
      if (known && known.schema === o.schema && !o.fresh) return known.read as Promise<{ value: T; status: CacheStatus }>
      const read = cache.fetch(key, { deadline, ...o })
      reads.set(key, { schema: o.schema, read })
      read.catch(() => {
        if (reads.get(key)?.read === read) reads.delete(key)
      })
      return read
    },
    invalidate(key) {
      reads.delete(key)
      return cache.invalidate(key)
    },
  }
}

/**
 * A cache that caches nothing: every fetch is the strategy `none`. For measuring the BFF's own
 * cost on top of the legacy site (`CACHE_DISABLED=1`, used by the benchmark), never for serving.
 */
export function createPassThroughCache(options: Pick<CreateCacheOptions, 'store' | 'onEvent'>): Cache {
  const inner = createCache(options)
  return {
    fetch: (key, o) => inner.fetch(key, { ...o, strategy: CacheNone }),
    invalidate: (key) => inner.invalidate(key),
  }
}
