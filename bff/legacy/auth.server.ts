import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'
import { at } from './variants'
import { isRecord, text } from './wire'

/*
 * Where the token login's answer keeps the token and the user's names depends on the JWT plugin
 * (the spec does not say): the default plugin's `token`, `user_email`, `user_nicename`,
 * `user_display_name`; other plugins and versions `jwt`, `access_token`, or the same under `data`
 * (with `email`, `nicename`, `displayName`). Each is read; docs/legacy-wire.md lists them.
 */
const TOKEN_KEYS = ['token', 'jwt', 'access_token', 'data.token', 'data.jwt', 'data.access_token'] as const
const USER_KEYS = {
  user_email: ['user_email', 'data.user_email', 'data.email'],
  user_nicename: ['user_nicename', 'data.user_nicename', 'data.nicename'],
  user_display_name: ['user_display_name', 'data.user_display_name', 'data.displayName', 'data.display_name'],
} as const

const valueAt = (answer: unknown, dotted: string) => at(answer, ...dotted.split('.'))
const tokenKeyOf = (answer: unknown) => TOKEN_KEYS.find((k) => typeof valueAt(answer, k) === 'string' && valueAt(answer, k) !== '')

function firstAt(answer: unknown, keys: readonly string[]): unknown {
  for (const k of keys) {
    const v = valueAt(answer, k)
    if (v !== undefined && v !== null && v !== '') return v
  }
  return undefined
}

/** Token login on the identity service (JWT plugin); its answer is not the e4s envelope. */
export const tokenAnswerSchema = z.preprocess(
  (v) => {
    if (!isRecord(v)) return v
    const key = tokenKeyOf(v)
    return {
      token: key ? valueAt(v, key) : v.token,
      user_email: firstAt(v, USER_KEYS.user_email),
      user_nicename: firstAt(v, USER_KEYS.user_nicename),
      user_display_name: firstAt(v, USER_KEYS.user_display_name),
    }
  },
  z.object({
    token: z.string().min(1),
    user_email: text,
    user_nicename: text,
    user_display_name: text,
  }),
)
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>

/** Which variant keys a token answer used (never their values). */
export function tokenAnswerVariants(answer: unknown): string[] {
  const variants: string[] = []
  const key = tokenKeyOf(answer)
  if (key && key !== 'token') variants.push(`token:${key}`)
  for (const [field, keys] of Object.entries(USER_KEYS)) {
    const used = keys.find((k) => {
      const v = valueAt(answer, k)
      return v !== undefined && v !== null && v !== ''
    })
    if (used && used !== field) variants.push(`user:${used}`)
  }
  return variants
}

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
    variants: tokenAnswerVariants,
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
    secret: true,
  })
}
