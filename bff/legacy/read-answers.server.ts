import { LRUCache } from 'lru-cache'
import type { z } from 'zod/v4'
import { deepFreeze } from '../domain/text/deep-freeze'

/*
 * The answers read lately, by call and body text. The legacy site sends a page's reads again
 * unchanged on every view (an athlete's schedule is 95 KB, and JSON plus schema cost about 1 ms of
 * it), so the same text is read once and its value given to every request after. The value is
 * shared, so it is frozen: a caller that changed it would throw rather than change another
 * request's data.
 */

type Read = { schema: z.ZodType<unknown>; value: unknown; variants: readonly string[] }

export type ReadAnswers = {
  get(endpoint: string, schema: z.ZodType<unknown>, text: string): Read | undefined
  set(endpoint: string, text: string, read: Read): void
}

export function createReadAnswers({ maxChars, maxEntries }: { maxChars: number; maxEntries: number }): ReadAnswers {
  const reads = new LRUCache<string, Read>({ max: maxEntries, maxSize: maxChars, sizeCalculation: (_, key) => key.length })
  return {
    get(endpoint, schema, text) {
      const read = reads.get(`${endpoint}\n${text}`)
      // Two calls that share an endpoint name and not a schema must not share a value.
      return read?.schema === schema ? read : undefined
    },
    set(endpoint, text, read) {
      deepFreeze(read.value)
      // An empty answer's value is not kept (nor, by the cache itself, a text over its bound).
      if (read.value !== undefined) reads.set(`${endpoint}\n${text}`, read)
    },
  }
}
