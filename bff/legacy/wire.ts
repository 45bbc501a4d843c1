import { z } from 'zod/v4'

/*
 * Building blocks of the legacy wire schemas. Lenient where a bad optional field should not break
 * a page (numbers as text, flags as 0/1 or "1", missing texts ''), strict on identity. Every output
 * is a valid input again, so a cached answer re-parses unchanged.
 *
 * Wire and cache schemas use zod 4 (`zod/v4`) because it parses several times faster; the forms
 * (app/forms) stay on zod 3, which @conform-to/zod expects.
 */

/** A required positive id (numbers may arrive as text). */
export const id = z.coerce.number().int().positive()
// `num`, `text` and `flag` never fail: as `z.coerce.number().catch(0)` and `union([string, number])
// .nullish().transform(String).catch('')` they built an issue for each missing number and each
// number sent as text before falling back, a tenth of a 40-row entry page's CPU. Each is one
// transform, not a pipe from `unknown` or a preprocess: a 40-row schedule has thousands of such
// fields, and the pipes were a third of its parse (wire.test.ts checks they read every value as
// the old definitions did).
/** A number; anything unreadable is 0. */
export const num = z.transform((v: unknown) => {
  const n = asNumber(v)
  return Number.isFinite(n) ? n : 0
})

function asNumber(v: unknown): number {
  try {
    return Number(v)
  } catch {
    // A symbol, or an object that cannot be made a primitive (JSON can send {"toString": 0}).
    return NaN
  }
}
/** A text; null, missing or unreadable is ''. */
export const text = z.transform((v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : ''))
const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on'])
/** A flag: 1/0, "1"/"0", "true"/"yes"/"on", or a boolean; anything else is false. */
export const flag = z.transform((v: unknown): boolean => {
  if (typeof v === 'string') return TRUE_WORDS.has(v.trim().toLowerCase())
  if (typeof v === 'number') return v !== 0
  return typeof v === 'boolean' ? v : false
})

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/** An object whose fields all tolerate absence: anything that is not an object reads as {}. */
export function lenient<S extends z.ZodRawShape>(shape: S) {
  return z.preprocess((v) => (isRecord(v) ? v : {}), z.object(shape))
}

/** Ids as an array, or one comma-separated text as the legacy lists often are. */
export const idList = z
  .preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(z.coerce.number().int()),
  )
  .catch([])

/** A number as one path segment of a legacy address. */
export const segment = (value: number) => encodeURIComponent(String(value))

export const namedRef = z.object({ id: num, name: text })

/**
 * A value that may be missing, as zod 3's `.optional()` read it: missing stays missing. Zod 4's
 * `.optional()` and `.partial()` hand a missing value to an inner `.catch()` or nullish transform,
 * which would fill it in; the pipe from `unknown` hides those from `.optional()`.
 */
export function maybe<S extends z.ZodType>(schema: S) {
  return z.unknown().pipe(schema).optional()
}

/** An object whose fields may each be missing (zod 3's `.partial()`, with `maybe`). */
export function partial<S extends Record<string, z.ZodType>>(shape: S) {
  const fields = Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, maybe(schema)]))
  return z.object(fields as { [K in keyof S]: ReturnType<typeof maybe<S[K]>> })
}
