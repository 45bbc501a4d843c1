import { z } from 'zod/v4'
import { isRecord } from './wire'

/*
 * Tolerant reading where the spec is silent: the legacy site may name a field in another casing
 * or spelling (newsflash, product_id, line_total) than the one this project read. Those are read
 * as the expected field, and the client logs which variant it met (VariantLog), so the real
 * site's shape can be learnt and written in docs/legacy-wire.md.
 */

const norm = (key: string) => key.toLowerCase().replace(/[_-]/g, '')

/** The object with each expected key that is missing filled from a key equal to it but for case, '_' and '-'. */
export function matchKeys(
  value: Record<string, unknown>,
  expected: readonly string[],
): { value: Record<string, unknown>; renamed: string[] } {
  const missing = expected.filter((k) => !(k in value))
  if (missing.length === 0) return { value, renamed: [] }
  const byNorm = new Map<string, string>()
  for (const key of Object.keys(value)) if (!byNorm.has(norm(key))) byNorm.set(norm(key), key)
  let out: Record<string, unknown> | undefined
  const renamed: string[] = []
  for (const key of missing) {
    const found = byNorm.get(norm(key))
    if (found === undefined || found === key) continue
    out ??= { ...value }
    out[key] = value[found]
    renamed.push(`${found}>${key}`)
  }
  return { value: out ?? value, renamed }
}

/** An object schema that also reads its keys in another casing or with '_' (see matchKeys). */
export function anyCaseKeys<S extends z.ZodObject>(schema: S) {
  const expected = Object.keys(schema.shape)
  return z.preprocess((v) => (isRecord(v) ? matchKeys(v, expected).value : v), schema)
}

/** The key variants met in some objects, as 'keys:found>expected' names. */
export function keyVariants(objects: unknown[], expected: readonly string[]): string[] {
  const seen = new Set<string>()
  for (const o of objects) if (isRecord(o)) for (const r of matchKeys(o, expected).renamed) seen.add(`keys:${r}`)
  return [...seen]
}

/** The value at a path of object keys, if every step is an object. */
export function at(value: unknown, ...path: string[]): unknown {
  let v = value
  for (const key of path) {
    if (!isRecord(v)) return undefined
    v = v[key]
  }
  return v
}

export type VariantLog = { note(endpoint: string, variants: readonly string[]): void }

const HOUR_MS = 60 * 60 * 1000

/** One `contract` warning per variant per endpoint per hour; in memory, per process. */
export function createVariantLog(options: {
  log?: { warn(obj: object, msg: string): void }
  now?: () => number
  intervalMs?: number
}): VariantLog {
  const now = options.now ?? Date.now
  const interval = options.intervalMs ?? HOUR_MS
  const last = new Map<string, number>()
  return {
    note(endpoint, variants) {
      for (const variant of variants) {
        const key = `${endpoint}\n${variant}`
        const t = now()
        const previous = last.get(key)
        if (previous !== undefined && t - previous < interval) continue
        last.set(key, t)
        options.log?.warn({ endpoint, kind: 'contract', variant }, 'legacy answer in a variant shape')
      }
    },
  }
}
