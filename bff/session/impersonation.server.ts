import type { AppSession, SessionUser } from './session.server'

/*
 * Impersonation in the session (decision 038): `user` is whoever the pages act as, so every guard
 * and menu follows the impersonated user; `impersonator` keeps the admin who started it. The
 * legacy token stays the admin's own (the legacy site keeps the impersonation against it).
 */

/** The admin behind this session's user, while they impersonate them. */
export function impersonatorOf(session: AppSession): SessionUser | null {
  return session.get('impersonator') ?? null
}

export function beginImpersonation(session: AppSession, admin: SessionUser, user: SessionUser): void {
  session.set('impersonator', admin)
  session.set('user', user)
}

export function endImpersonation(session: AppSession, admin: SessionUser): void {
  session.unset('impersonator')
  session.set('user', admin)
}

/** Both identities for a log line: who acts (the admin) and as whom. Ids and roles only. */
export function actingIdentities(user: SessionUser, impersonator: SessionUser) {
  return {
    impersonatorId: impersonator.userId,
    impersonatorRole: impersonator.role,
    actingAsUserId: user.userId,
    actingAsRole: user.role,
  }
}
