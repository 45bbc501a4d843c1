import type { RequestContext } from '../context.server'
import type { PermissionGrant, Role } from '../domain/routing/permissions'
import * as legacyAuth from '../legacy/auth.server'
import type { ConfigAnswer } from '../legacy/config.server'
import { getPublicConfig } from '../legacy/config.server'
import { isLegacyError, type UserMessage } from '../legacy/errors'
import { clearLegacyCookies, relayLegacyCookies, type LegacyCookieRef } from '../session/legacy-cookies.server'
import type { SessionUser } from '../session/session.server'
import { isSessionStoreUnavailable } from '../session/storage.server'
import { getAppConfig } from './config.server'
import { refused, type Outcome } from './failure.server'

type Ctx = RequestContext

const ROLES: readonly Role[] = ['ANON', 'USER', 'E4SUSER', 'APPADMIN']

/** The user as the session keeps it, from the config the legacy site returns for their token. */
export function toSessionUser(config: ConfigAnswer, token: { displayName: string; email: string }): SessionUser {
  const { data } = config
  const user = data.userInfo.user ?? {}
  const role = (ROLES as readonly string[]).includes(data.role) ? (data.role as Role) : 'USER'
  const permissions: PermissionGrant[] = (data.userInfo.security?.permissions ?? []).map((p) => ({
    role: p.role,
    orgId: p.orgid,
    compId: p.compid,
    orgName: p.orgname ?? '',
  }))
  return {
    userId: data.userId || user.id || 0,
    displayName: user.display_name || token.displayName,
    email: user.user_email || token.email,
    role,
    permissions,
    credit: data.userInfo.e4s_credit ?? 0,
    versionToggle: Boolean(user.version?.toggle),
    represents: {
      clubs: (data.userInfo.clubs ?? []).map((c) => c.id).filter((n) => n > 0),
      counties: (data.userInfo.areas ?? []).filter((a) => a.entityLevel === 2).map((a) => a.id),
      regions: (data.userInfo.areas ?? []).filter((a) => a.entityLevel === 3).map((a) => a.id),
    },
    clubNames: (data.userInfo.clubs ?? []).filter((c) => c.id > 0).map((c) => ({ id: c.id, name: c.name })),
  }
}

/**
 * BASKET_HANDOFF=wp-cookie: WordPress's own login for the browser, so the legacy basket and
 * checkout know the user. Best effort: without it the login still stands and the shop asks the
 * user to log in there. Only the reason of a failure is logged, never an answer or a cookie.
 */
async function signInToWordpress(
  ctx: Ctx,
  input: { username: string; password: string },
): Promise<{ headers: string[]; refs: LegacyCookieRef[] }> {
  if (ctx.config.basketHandoff !== 'wp-cookie') return { headers: [], refs: [] }
  if (new URL(ctx.config.legacySiteUrl).hostname !== ctx.url.hostname) {
    ctx.log.warn('BASKET_HANDOFF=wp-cookie: the legacy site is not on this host, so its basket will not see the WordPress login')
  }
  const outcome = await ctx.wordpress.signIn(input, { requestId: ctx.requestId, deadline: ctx.deadline })
  if (!outcome.ok) {
    ctx.log.warn({ reason: outcome.reason }, 'wordpress sign-in failed: the legacy basket will ask the user to log in')
    // A WordPress login left in this browser by someone else must not carry on under this user.
    return { headers: clearLegacyCookies(ctx.wordpress.relayed, ctx.config.legacyCookies.secure), refs: [] }
  }
  const relayed = relayLegacyCookies(outcome.cookies, ctx.config.legacyCookies)
  ctx.wordpress.remember(relayed.refs)
  return relayed
}

/** Set-Cookie headers that end the browser's WordPress login (BASKET_HANDOFF=wp-cookie); call before logout(). */
export function endWordpressSignIn(ctx: Ctx): string[] {
  const refs = [...(ctx.session.get('legacyCookies') ?? []), ...(ctx.config.basketHandoff === 'wp-cookie' ? ctx.wordpress.relayed : [])]
  return clearLegacyCookies(refs, ctx.config.legacyCookies.secure)
}

/**
 * Token login, then the user's own config (and, with BASKET_HANDOFF=wp-cookie, WordPress's own
 * login for the browser); on success the session is replaced (new id).
 */
export async function login(
  ctx: Ctx,
  input: { username: string; password: string },
): Promise<{ ok: true; setCookie: string; legacyCookies: string[] } | { ok: false; status: number; message: UserMessage }> {
  try {
    const answer = await legacyAuth.tokenLogin(ctx.legacyAnonymous, ctx.config.tokenPath, input)
    const [config, wordpress] = await Promise.all([
      getPublicConfig(ctx.legacyAs(answer.token), { asUser: true }),
      signInToWordpress(ctx, input),
    ])
    const user = toSessionUser(config, { displayName: answer.user_display_name, email: answer.user_email })
    if (user.userId <= 0) return { ok: false, status: 401, message: { key: 'login.failed' } }
    try {
      const setCookie = await ctx.sessions.start(ctx.session, { token: answer.token, user, legacyCookies: wordpress.refs })
      return { ok: true, setCookie, legacyCookies: wordpress.headers }
    } catch (err) {
      if (isSessionStoreUnavailable(err)) return { ok: false, status: 503, message: { key: 'login.unavailable' } }
      throw err
    }
  } catch (err) {
    // Refused credentials are 'login failed'; a service that could not be asked says so (the
    // password may well be right).
    return refused(err, 401, { refusal: { key: 'login.failed' }, clientErrorsRefuse: true })
  }
}

/**
 * Logout: the configured logout url is called with the token (best effort: 1-shell §4), then the
 * server-side session is deleted. A logout url on another host is refused, never called.
 */
export async function logout(ctx: Ctx): Promise<string> {
  ctx.endingSession()
  if (ctx.legacy.hasToken) {
    try {
      const config = await getAppConfig(ctx)
      const target = legacyAuth.logoutTarget(config.logoutPath, ctx.config.legacyBaseUrl)
      if (target) await legacyAuth.logout(ctx.legacy, target)
      else ctx.log.warn('the config logout url is not on the legacy site: not called')
    } catch (err) {
      // A redirect thrown for an expired token already means "logged out" upstream.
      if (err instanceof Response) return err.headers.get('Set-Cookie') ?? (await ctx.sessions.destroy(ctx.session))
      ctx.log.warn({ err: isLegacyError(err) ? err.kind : String(err) }, 'legacy logout failed')
    }
  }
  return ctx.sessions.destroy(ctx.session)
}

export async function register(ctx: Ctx, input: { name: string; email: string; password?: string }): Promise<Outcome> {
  try {
    const answer = await legacyAuth.register(ctx.legacyAnonymous, input)
    return { ok: true, message: answer.message ? { text: answer.message } : undefined }
  } catch (err) {
    return refused(err, 400, { fault: { key: 'register.failed' } })
  }
}

export async function requestPasswordReset(ctx: Ctx, input: { email: string }): Promise<Outcome> {
  try {
    await legacyAuth.requestPasswordReset(ctx.legacyAnonymous, input)
    return { ok: true, message: { key: 'forgot.sent' } }
  } catch (err) {
    return refused(err, 502)
  }
}

export async function resetPassword(ctx: Ctx, input: { key: string; login: string; password: string }): Promise<Outcome> {
  try {
    await legacyAuth.resetPassword(ctx.legacyAnonymous, input)
    return { ok: true, message: { key: 'reset.done' } }
  } catch (err) {
    return refused(err, 400)
  }
}
