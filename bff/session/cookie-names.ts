/*
 * The names of this app's own cookies, said once: the session and toast modules set them, and the
 * anonymous page cache must never serve a page kept for a visitor without them to one who has them.
 */
export const SESSION_COOKIE = 'e4s_session'
/** __Host- needs Secure, which needs https: production only. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`
export const TOAST_COOKIE = 'e4s_toast'

export const sessionCookieName = (secure: boolean) => (secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE)

/** The cookies that make a page the visitor's own (a session, or a message waiting for them). */
export const PERSONAL_COOKIES: readonly string[] = [SESSION_COOKIE, SECURE_SESSION_COOKIE, TOAST_COOKIE]

/** Whether a Cookie header carries one of PERSONAL_COOKIES. */
export function hasPersonalCookie(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((pair) => PERSONAL_COOKIES.includes(pair.split('=', 1)[0]!.trim()))
}
