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
    secret: true,
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
    secret: true,
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
    secret: true,
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
    secret: true,
  })
}

/** The logout url comes from the app config; only same-host paths are followed. */
export function logout(legacy: LegacyCaller, logoutPath: string) {
  const path = logoutPath.startsWith('/') && !logoutPath.startsWith('//') ? logoutPath : rest('/v5/logout')
  return legacy.call({
    endpoint: 'auth.logout',
    method: 'GET',
    path,
    auth: 'required',
    schema: statusEnvelope,
    secret: true,
  })
}
