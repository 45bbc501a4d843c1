import type { PermissionGrant } from '../domain/routing/permissions'
import type { AppSession } from './session.server'

/**
 * The session user's permission grants replaced by those the legacy site now gives (after the user
 * created an organisation, which makes them its builder); the rest of the user stays as it is.
 */
export function replacePermissions(session: AppSession, permissions: PermissionGrant[]): void {
  const user = session.get('user')
  if (user) session.set('user', { ...user, permissions })
}
