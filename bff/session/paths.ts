import { safeRedirect } from '../domain/safe-redirect'

export const HOME_PATH = '/v2'
export const LOGIN_PATH = '/v2/login-v2'

/** The login page, remembering where the user was going (same-site paths only). */
export function loginPath(redirectFrom?: string): string {
  const target = redirectFrom ? safeRedirect(redirectFrom, '') : ''
  if (!target || target.startsWith(LOGIN_PATH)) return LOGIN_PATH
  return `${LOGIN_PATH}?${new URLSearchParams({ redirectFrom: target })}`
}
