import { z } from 'zod'

/*
 * Building blocks of the legacy wire schemas. Lenient where a bad optional field should not break
 * a page (numbers as text, flags as 0/1 or "1", missing texts ''), strict on identity. Every output
 * is a valid input again, so a cached answer re-parses unchanged.
 */

/** A required positive id (numbers may arrive as text). */
export const id = z.coerce.number().int().positive()
/** A number; anything unreadable is 0. */
export const num = z.coerce.number().catch(0)
/** A text; null, missing or unreadable is ''. */
export const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v)))
  .catch('')
/** A flag: 1/0, "1"/"0", "true"/"yes"/"on", or a boolean; anything else is false. */
export const flag = z
  .preprocess((v) => {
    if (typeof v === 'string') return ['1', 'true', 'yes', 'on'].includes(v.trim().toLowerCase())
    if (typeof v === 'number') return v !== 0
    return v ?? false
  }, z.boolean())
  .catch(false)

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/** An object whose fields all tolerate absence: anything that is not an object reads as {}. */
export function lenient<S extends z.ZodRawShape>(shape: S) {
  return z.preprocess((v) => (isRecord(v) ? v : {}), z.object(shape))
}

export const namedRef = z.object({ id: num, name: text })
