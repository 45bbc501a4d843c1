import { randomBytes } from 'node:crypto'
import type { z } from 'zod/v4'
import { userTag } from '../platform/redis-keys'
import type { KeyValueStore } from '../platform/store.server'
import { CacheCustom, type Cache, type CacheStrategy } from './cache.server'

/**
 * What one user's pages read on every view and rarely changes (the header's basket count and
 * unread messages, their athletes for a competition): kept 30 s under keys of that user alone,
 * read with their own token, never shared. Any write this user makes through the BFF that does not
 * say what it changes starts a new generation, so their next page reads everything again.
 */
export const USER_CACHE = CacheCustom({ freshSeconds: 30, staleWhileRevalidateSeconds: 0, staleIfErrorSeconds: 0 })
const GENERATION_TTL_SECONDS = 24 * 60 * 60

export type UserCache = {
  /**
   * `load` when there is no user; else the user's value of `name`, loaded at most once per 30 s (or
   * as `strategy` says); with `fresh`, loaded now and kept for the next pages.
   */
  fetch<T>(name: string, o: { schema: z.ZodType<T>; load: () => Promise<T>; strategy?: CacheStrategy; fresh?: boolean }): Promise<T>
  /** Everything cached for this user is stale from now on. */
  invalidate(): Promise<void>
  /** This user's value of `name` alone is stale from now on. */
  forget(name: string): Promise<void>
}

export function createUserCache(options: { cache: Cache; store: KeyValueStore; userId: number | null }): UserCache {
  const { cache, store, userId } = options
  // One hash tag for the user's generation and their cached values: one Cluster slot holds them all.
  const tag = userId === null ? '' : userTag(userId)
  const generationKey = `user-gen:${tag}`
  let generation: Promise<string> | undefined
  const currentGeneration = () =>
    (generation ??= store.get(generationKey).then(
      (g) => g ?? '0',
      () => 'unavailable',
    ))
  return {
    async fetch(name, o) {
      if (userId === null) return o.load()
      const g = await currentGeneration()
      // Without the store, nothing is kept (a generation that cannot be read cannot be trusted).
      if (g === 'unavailable') return o.load()
      const { value } = await cache.fetch(`user:${tag}:${g}:${name}`, {
        strategy: o.strategy ?? USER_CACHE,
        schema: o.schema,
        load: o.load,
        fresh: o.fresh,
      })
      return value
    },
    async invalidate() {
      if (userId === null) return
      const next = randomBytes(6).toString('hex')
      generation = Promise.resolve(next)
      await store.set(generationKey, next, GENERATION_TTL_SECONDS).catch(() => undefined)
    },
    async forget(name) {
      if (userId === null) return
      const g = await currentGeneration()
      if (g !== 'unavailable') await cache.invalidate(`user:${tag}:${g}:${name}`)
    },
  }
}
