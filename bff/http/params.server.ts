import { z } from 'zod/v4'

/**
 * The one way a page reads an id from its address, query or form: digits only (no sign, exponent,
 * hex or spaces), at most nine of them, above zero.
 */
const positiveId = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number)
  .pipe(z.number().int().positive())

/** A positive id, or null for anything else (absent, empty, zero, not digits). */
export function optionalId(value: unknown): number | null {
  const parsed = positiveId.safeParse(value)
  return parsed.success ? parsed.data : null
}

export const notFound = () => new Response('Not Found', { status: 404 })

/** A route's id parameter; a bad one is answered 404 before any call is made. */
export function routeId(params: Record<string, string | undefined>, name = 'id'): number {
  const id = optionalId(params[name])
  if (id === null) throw notFound()
  return id
}

export const NEW = 'new'

/** A route's id parameter where `new` names the create form; anything else bad is a 404. */
export function routeIdOrNew(params: Record<string, string | undefined>, name = 'id'): typeof NEW | number {
  return params[name] === NEW ? NEW : routeId(params, name)
}

/** A route's id parameter where 0 names the create form (3-organiser-admin: "created (id 0)"); anything else bad is a 404. */
export function routeIdOrZero(params: Record<string, string | undefined>, name = 'id'): number {
  return params[name] === '0' ? 0 : routeId(params, name)
}
