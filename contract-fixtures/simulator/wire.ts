/** Answer bodies in the legacy wire format (docs/legacy-wire.md). */

export type Envelope = { errNo: number; error: string; message: string; data?: unknown; meta?: unknown }

/** Success; `data` and `meta` appear only when given. */
export function ok(fields: { message?: string; data?: unknown; meta?: unknown } = {}): Envelope {
  const { message, ...rest } = fields
  return { errNo: 0, error: '', message: message ?? '', ...rest }
}

/** A business error as the legacy site writes it: errNo above 0 and the text in `error`. */
export function businessError(error: string, errNo = 1): { errNo: number; error: string } {
  return { errNo, error }
}

/** The JWT plugin's answer to an expired or unknown token (HTTP 401). */
export const JWT_INVALID_TOKEN = { code: 'jwt_auth_invalid_token', message: 'Expired token', data: { status: 401 } } as const

export const NO_ROUTE = {
  errNo: 404,
  error: 'No route was found matching the URL and request method.',
  message: '',
  data: null,
  meta: null,
} as const

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')
}

export function incorrectPassword(username: string) {
  return {
    code: '[jwt_auth] incorrect_password',
    message:
      `<strong>Error:</strong> The password you entered for the username <strong>${escapeHtml(username)}</strong> ` +
      'is incorrect. <a href="/my-account/lost-password/">Lost your password?</a>',
    data: { status: 403 },
  }
}

export function invalidUsername(username: string) {
  return {
    code: '[jwt_auth] invalid_username',
    message:
      `<strong>Error:</strong> The username <strong>${escapeHtml(username)}</strong> is not registered on this site. ` +
      'If you are unsure of your username, try your email address instead.',
    data: { status: 403 },
  }
}
