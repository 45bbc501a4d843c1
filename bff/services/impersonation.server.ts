import type { RequestContext } from '../context.server'
import { mayImpersonate } from '../domain/admin/user-admin'
import { impersonate } from '../legacy/admin-users.server'
import { getPublicConfig } from '../legacy/config.server'
import { actingIdentities, beginImpersonation, endImpersonation } from '../session/impersonation.server'
import type { SessionUser } from '../session/session.server'
import { toSessionUser } from './auth.server'
import { refused, type Outcome } from './failure.server'

/*
 * Impersonation (3-organiser-admin §4, 1-shell §4, §7 GET /v5/admin/impersonate/{id}, 0 stops; decision
 * 034): the legacy site switches the admin's token to the user; the BFF reads the config again
 * and keeps both identities in the session. Stopping reloads the admin's config the same way.
 */

type Ctx = RequestContext

const forbidden = () => new Response('Forbidden', { status: 403, statusText: 'Forbidden' })

/** The user the token now acts as, from the config read again with it. */
async function reloadUser(ctx: Ctx): Promise<SessionUser> {
  const config = await getPublicConfig(ctx.legacy, { asUser: true })
  return toSessionUser(config, { displayName: '', email: '' })
}

/** Done (with the Set-Cookie of the changed session) or the legacy site's refusal or fault. */
export type SessionOutcome = (Outcome & { ok: false }) | { ok: true; setCookie: string }

/** Only an admin, not already impersonating, for someone else: else 403 before any call. */
export async function startImpersonation(ctx: Ctx, targetId: number): Promise<SessionOutcome> {
  const admin = ctx.user
  if (!admin || !mayImpersonate(ctx.auth, { impersonating: ctx.impersonator !== null, targetId })) throw forbidden()
  try {
    await impersonate(ctx.legacy, targetId)
    const user = await reloadUser(ctx)
    if (user.userId !== targetId) {
      // The legacy site did not switch: undo whatever it did, keep the admin's session as it was.
      await impersonate(ctx.legacy, 0).catch(() => undefined)
      return { ok: false, status: 502, message: { key: 'impersonation.failed' } }
    }
    beginImpersonation(ctx.session, admin, user)
    ctx.log.info({ audit: 'impersonation', ...actingIdentities(user, admin) }, 'impersonation started')
    return { ok: true, setCookie: await ctx.sessions.commit(ctx.session) }
  } catch (err) {
    return refused(err, 422)
  }
}

/** Stop (user id 0) and reload the config; on an error the impersonation stands and the message says why. */
export async function stopImpersonation(ctx: Ctx): Promise<SessionOutcome> {
  const admin = ctx.impersonator
  const user = ctx.user
  if (!admin || !user) throw forbidden()
  try {
    await impersonate(ctx.legacy, 0)
    const restored = await reloadUser(ctx)
    endImpersonation(ctx.session, restored.userId === admin.userId ? { ...admin, ...restored, toggledFrom: admin.toggledFrom } : admin)
    ctx.log.info({ audit: 'impersonation', ...actingIdentities(user, admin) }, 'impersonation stopped')
    return { ok: true, setCookie: await ctx.sessions.commit(ctx.session) }
  } catch (err) {
    return refused(err, 422)
  }
}
