import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'

/** Token login on the identity service (JWT plugin); its answer is not the e4s envelope. */
export const tokenAnswerSchema = z.object({
  token: z.string().min(1),
  user_email: z.string(),
  user_nicename: z.string(),
  user_display_name: z.string(),
})
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>

export function tokenLogin(legacy: LegacyCaller, tokenPath: string, input: { username: string; password: string }) {
  return legacy.call({
    endpoint: 'auth.token',
    method: 'POST',
    path: tokenPath,
    query: { username: input.username, password: input.password },
    auth: 'none',
    envelope: false,
    schema: tokenAnswerSchema,
  })
}

const statusEnvelope = envelope(z.unknown().optional())

export function register(legacy: LegacyCaller, input: { name: string; email: string; password?: string }) {
  return legacy.call({
    endpoint: 'auth.register',
    method: 'POST',
    path: rest('/v5/register'),
    body: { name: input.name, email: input.email, ...(input.password ? { password: input.password } : {}) },
    auth: 'none',
    schema: statusEnvelope,
  })
}

export function requestPasswordReset(legacy: LegacyCaller, input: { email: string }) {
  return legacy.call({
    endpoint: 'auth.pwdresetrequest',
    method: 'POST',
    path: rest('/v5/public/pwdresetrequest'),
    query: { email: input.email },
    auth: 'none',
    schema: statusEnvelope,
  })
}

export function resetPassword(legacy: LegacyCaller, input: { key: string; login: string; password: string }) {
  return legacy.call({
    endpoint: 'auth.pwdreset',
    method: 'POST',
    path: rest('/v5/public/pwdreset'),
    query: { key: input.key, login: input.login, pwd: input.password },
    auth: 'none',
    schema: statusEnvelope,
  })
}

/**
 * The configured logout url (app config `logout`), called with the token: a path on the legacy
 * site, or an absolute address on the legacy site's own origin. Anything else is never called
 * (null): the token must not travel to another host.
 */
export function logoutTarget(configured: string, legacyBaseUrl: string): string | null {
  const value = configured.trim()
  if (!value) return null
  const origin = new URL(legacyBaseUrl).origin
  try {
    const url = new URL(value, `${origin}/`)
    if (url.origin !== origin || url.username || url.password) return null
    return url.pathname + url.search
  } catch {
    return null
  }
}

/** Logout at the configured url (a path from logoutTarget). */
export function logout(legacy: LegacyCaller, path: string) {
  return legacy.call({
    endpoint: 'auth.logout',
    method: 'GET',
    path,
    auth: 'required',
    schema: statusEnvelope,
  })
}
