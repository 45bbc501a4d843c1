import { redirect } from '@remix-run/node'
import type { RequestContext } from '../context.server'
import { hasPermission, type PermissionName } from '../domain/routing/permissions'
import { routeNamed, screenAccess, type Match, type Params } from '../domain/routing/route-table'
import type { SessionUser } from './session.server'
import { HOME_PATH, loginPath } from './paths'

type GuardContext = Pick<RequestContext, 'user' | 'auth' | 'url'> & Partial<Pick<RequestContext, 'sessionUnavailable'>>

/** The answer for a logged-in user without the permission; the error boundary words it in their language. */
export function forbidden(): Response {
  return new Response('Forbidden', { status: 403, statusText: 'Forbidden' })
}

/**
 * To login and back here after. Unless the request carried a session the store could not read
 * (Redis slow or down): the user is most likely logged in, and the login page would lose what
 * they were doing (a posted form), so they are asked to try again instead.
 */
function toLogin(context: GuardContext): never {
  if (context.sessionUnavailable)
    throw new Response('Service Unavailable', { status: 503, statusText: 'Service Unavailable', headers: { 'Retry-After': '2' } })
  throw redirect(loginPath(context.url.pathname + context.url.search))
}

/** Logged-in users only; anyone else goes to login and comes back here after. */
export function requireUser(context: GuardContext): SessionUser {
  if (!context.user) toLogin(context)
  return context.user
}

/** Pages for logged-out visitors only (login, register). */
export function requireAnonymous(context: GuardContext): void {
  if (context.user) throw redirect(HOME_PATH)
}

/**
 * The guard of every screen in the route table, for loaders and actions alike: the page's
 * access from the table (public, login, or a permission of 3-organiser-admin §6). A visitor
 * goes to login and comes back; a logged-in user without the permission gets a 403.
 */
export function requireScreen(context: GuardContext, match: Match): SessionUser | null {
  const user = context.user
  const access = screenAccess(match, user ? context.auth : { ...context.auth, userId: 0 })
  if (access === 'login') toLogin(context)
  if (access === 'forbidden') throw forbidden()
  return user
}

/** requireScreen for a built screen's route module, by its name in the table and its route params. */
export function requireScreenNamed(
  context: GuardContext,
  name: string,
  params: Record<string, string | undefined> = {},
): SessionUser | null {
  const given: Params = Object.fromEntries(Object.entries(params).filter((p): p is [string, string] => p[1] !== undefined))
  return requireScreen(context, { entry: routeNamed(name), params: given })
}

/** requireScreenNamed for a login-only screen: the user is there. */
export function requireUserScreen(context: GuardContext, name: string, params: Record<string, string | undefined> = {}): SessionUser {
  const user = requireScreenNamed(context, name, params)
  // A table that made this screen public would let a visitor through: treat it as login-only still.
  return user ?? requireUser(context)
}

/** Server-side permission check: 403 for a logged-in user without the permission. */
export function requirePermission(context: GuardContext, name: PermissionName, scope?: { orgId?: number; compId?: number }): SessionUser {
  const user = requireUser(context)
  if (!hasPermission(context.auth, name, scope)) throw forbidden()
  return user
}
