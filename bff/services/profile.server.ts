import type { RequestContext } from '../context.server'
import { getPublicConfig } from '../legacy/config.server'
import { setSelfServiceEntity } from '../legacy/self-service.server'
import type { SessionUser } from '../session/session.server'
import { toSessionUser } from './auth.server'
import { refused, type Refusal } from './failure.server'

/*
 * The self-service profile (1-shell §4: "sets the user entity, shows a message ('Profile successfully
 * updated.' by default) and reloads the config"): the legacy call, then the user's config read again
 * with their token into the session, as impersonation does (decision 034).
 */

type Ctx = RequestContext

export type ProfileOutcome = Refusal | { ok: true; user: SessionUser; setCookie: string }

/** Sets `clubId` as the signed-in user's club; the session's user is the reloaded config's. */
export async function setOwnClub(ctx: Ctx, user: SessionUser, clubId: number): Promise<ProfileOutcome> {
  try {
    // The call names no changes: the request's reads and the user's short cache are dropped (request-memo).
    await setSelfServiceEntity(ctx.legacy, { userId: user.userId, entityId: clubId })
    const config = await getPublicConfig(ctx.legacy, { asUser: true })
    const reloaded = toSessionUser(config, { displayName: user.displayName, email: user.email })
    // A config for someone else (a token switched meanwhile) must not replace the session's user;
    // an admin's development role toggle stands (the config gives the role they toggled from).
    const next: SessionUser =
      reloaded.userId === user.userId
        ? { ...reloaded, role: user.toggledFrom ? user.role : reloaded.role, toggledFrom: user.toggledFrom }
        : user
    ctx.session.set('user', next)
    return { ok: true, user: next, setCookie: await ctx.sessions.commit(ctx.session) }
  } catch (err) {
    return refused(err, 422)
  }
}
