import { redirect } from '@remix-run/node'
import type { RequestContext } from '../context.server'
import { hasPermission, type PermissionName } from '../domain/permissions'
import type { SessionUser } from './session.server'
import { HOME_PATH, loginPath } from './paths'

type GuardContext = Pick<RequestContext, 'user' | 'auth' | 'url'>

/** Logged-in users only; anyone else goes to login and comes back here after. */
export function requireUser(context: GuardContext): SessionUser {
  if (!context.user) throw redirect(loginPath(context.url.pathname + context.url.search))
  return context.user
}

/** Pages for logged-out visitors only (login, register). */
export function requireAnonymous(context: GuardContext): void {
  if (context.user) throw redirect(HOME_PATH)
}

/** Server-side permission check: 403 for a logged-in user without the permission. */
export function requirePermission(
  context: GuardContext,
  name: PermissionName,
  scope?: { orgId?: number; compId?: number },
): SessionUser {
  const user = requireUser(context)
  if (!hasPermission(context.auth, name, scope)) {
    throw new Response('Forbidden', { status: 403, statusText: 'Forbidden' })
  }
  return user
}
