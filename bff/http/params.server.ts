/**
 * The one way a page reads an id from its address, query or form: digits only (no sign, exponent,
 * hex or spaces), at most nine of them, above zero. (Not a zod schema: a page reads several ids per
 * view, most often absent ones, and a failed safeParse builds an error each time.)
 */
const DIGITS = /^\d{1,9}$/

/** A positive id, or null for anything else (absent, empty, zero, not digits). */
export function optionalId(value: unknown): number | null {
  if (typeof value !== 'string' || !DIGITS.test(value)) return null
  const id = Number(value)
  return id > 0 ? id : null
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
