import type { RequestContext } from '../context.server'
import type { PermissionGrant, Role } from '../domain/permissions'
import * as legacyAuth from '../legacy/auth.server'
import type { ConfigAnswer } from '../legacy/config.server'
import { getPublicConfig } from '../legacy/config.server'
import { isLegacyError, type UserMessage } from '../legacy/errors'
import type { SessionUser } from '../session/session.server'
import { isSessionStoreUnavailable } from '../session/storage.server'
import { getAppConfig } from './config.server'

type Ctx = RequestContext

export type Outcome = { ok: true; message?: UserMessage } | { ok: false; message: UserMessage }

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
  }
}

/** Token login, then the user's own config; on success the session is replaced (new id). */
export async function login(
  ctx: Ctx,
  input: { username: string; password: string },
): Promise<{ ok: true; setCookie: string } | { ok: false; message: UserMessage }> {
  try {
    const answer = await legacyAuth.tokenLogin(ctx.legacyAnonymous, ctx.config.tokenPath, input)
    const config = await getPublicConfig(ctx.legacyAs(answer.token), { asUser: true })
    const user = toSessionUser(config, { displayName: answer.user_display_name, email: answer.user_email })
    if (user.userId <= 0) return { ok: false, message: { key: 'login.failed' } }
    try {
      return { ok: true, setCookie: await ctx.sessions.start(ctx.session, { token: answer.token, user }) }
    } catch (err) {
      if (isSessionStoreUnavailable(err)) return { ok: false, message: { key: 'login.unavailable' } }
      throw err
    }
  } catch (err) {
    if (isLegacyError(err) && (err.kind === 'http' ? (err.status ?? 500) < 500 : err.kind === 'business' || err.kind === 'auth-expired')) {
      return { ok: false, message: { key: 'login.failed' } }
    }
    if (isLegacyError(err)) return { ok: false, message: { key: 'login.failedNetwork' } }
    throw err
  }
}

/** Logout: the legacy token is revoked (best effort) and the server-side session deleted. */
export async function logout(ctx: Ctx): Promise<string> {
  if (ctx.legacy.hasToken) {
    try {
      const config = await getAppConfig(ctx)
      await legacyAuth.logout(ctx.legacy, config.logoutPath)
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
    if (isLegacyError(err, 'business')) return { ok: false, message: err.userMessage }
    if (isLegacyError(err)) return { ok: false, message: { key: 'register.failed' } }
    throw err
  }
}

export async function requestPasswordReset(ctx: Ctx, input: { email: string }): Promise<Outcome> {
  try {
    await legacyAuth.requestPasswordReset(ctx.legacyAnonymous, input)
    return { ok: true, message: { key: 'forgot.sent' } }
  } catch (err) {
    if (isLegacyError(err)) return { ok: false, message: err.userMessage }
    throw err
  }
}

export async function resetPassword(ctx: Ctx, input: { key: string; login: string; password: string }): Promise<Outcome> {
  try {
    await legacyAuth.resetPassword(ctx.legacyAnonymous, input)
    return { ok: true, message: { key: 'reset.done' } }
  } catch (err) {
    if (isLegacyError(err)) return { ok: false, message: err.userMessage }
    throw err
  }
}
