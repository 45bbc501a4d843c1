import { randomUUID } from 'node:crypto'
import { tagged } from '../platform/redis-keys'
import type { KeyValueStore } from '../platform/store.server'

export type Locks = {
  /** Runs fn once no other holder of `key` (in this process, or in any instance sharing Redis) is running. */
  run<T>(key: string, fn: () => Promise<T>): Promise<T>
}

export type LockOptions = {
  /** How long a holder may keep the lock before it lapses (a crashed instance never blocks for longer). */
  ttlMs?: number
  /** How long to wait for another instance's lock before going ahead anyway. */
  waitMs?: number
  pollMs?: number
}

const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end"

/**
 * Short mutual exclusion for one user's writes to one thing (a schedule row). Within a process the
 * holders queue; across instances a Redis key (SET NX PX) does. The lock only orders the writes:
 * if Redis cannot answer, or the wait runs out, the write goes ahead, and what it does must still be
 * safe on its own (ticks say what they want, so a repeat is a no-op).
 */
export function createLocks(store: KeyValueStore, options: LockOptions = {}): Locks {
  const ttlMs = options.ttlMs ?? 15_000
  const waitMs = options.waitMs ?? 10_000
  const pollMs = options.pollMs ?? 25
  const queues = new Map<string, Promise<unknown>>()

  async function acrossInstances<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const redis = store.redis
    if (!redis) return fn()
    const name = `lock:${tagged(key)}`
    const token = randomUUID()
    let held = false
    try {
      // The store waits for its first connection; commands sent before it would fail.
      if (redis.status !== 'ready') await store.ping()
      const until = Date.now() + waitMs
      while (!(held = (await redis.set(name, token, 'PX', ttlMs, 'NX')) === 'OK') && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, pollMs))
      }
    } catch {
      held = false
    }
    try {
      return await fn()
    } finally {
      if (held) await redis.eval(RELEASE, 1, name, token).catch(() => undefined)
    }
  }

  return {
    run(key, fn) {
      const previous = queues.get(key) ?? Promise.resolve()
      const mine = previous.then(
        () => acrossInstances(key, fn),
        () => acrossInstances(key, fn),
      )
      const settled = mine.catch(() => undefined)
      queues.set(key, settled)
      void settled.then(() => {
        if (queues.get(key) === settled) queues.delete(key)
      })
      return mine
    },
  }
}
