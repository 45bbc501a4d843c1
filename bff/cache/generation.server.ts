import { randomBytes } from 'node:crypto'
import type { KeyValueStore } from '../platform/store.server'

const GENERATION_TTL_SECONDS = 7 * 24 * 60 * 60

/**
 * A family of shared cache keys that a write must end at once, whatever the query each key holds
 * (the public competition list under every filter): the keys carry the family's generation, and
 * the write starts a new one. Read once per request; '0' until the first write, and when the store
 * cannot answer (the cache cannot either then).
 */
export type Generation = { current(): Promise<string>; next(): Promise<void> }

export function createGeneration(store: KeyValueStore, key: string): Generation {
  let known: Promise<string> | undefined
  return {
    current: () =>
      (known ??= store.get(key).then(
        (g) => g ?? '0',
        () => '0',
      )),
    async next() {
      const g = randomBytes(6).toString('hex')
      known = Promise.resolve(g)
      await store.set(key, g, GENERATION_TTL_SECONDS).catch(() => undefined)
    },
  }
}
