import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { Router, urlencoded, type Request, type Response } from 'express'
import { findUser, randomHex, userById, type SimUser, type SimulatorState } from './state'
import { escapeHtml } from './wire'

/**
 * WordPress's own login (wp-login.php) and the auth cookies it sets, as an unmodified WordPress
 * does: `wordpress_logged_in_{hash}` on the site path (what WooCommerce's basket, checkout and
 * account pages recognise the user by) and the auth cookie (`wordpress_sec_{hash}` over https,
 * `wordpress_{hash}` over http) on /wp-admin and /wp-content/plugins. Each cookie is
 * `login|expiration|token|hmac`; the token names a session the site keeps.
 */

/** WordPress's COOKIEHASH is md5 of the site address; the simulator's is fixed. */
export const COOKIE_HASH = createHash('md5').update('entry4sports-simulator').digest('hex')
export const LOGGED_IN_COOKIE = `wordpress_logged_in_${COOKIE_HASH}`
const TEST_COOKIE = 'wordpress_test_cookie'
const TEST_COOKIE_VALUE = 'WP Cookie check'
const SESSION_SECONDS = 2 * 24 * 60 * 60
const REMEMBER_SECONDS = 14 * 24 * 60 * 60
// One key per simulator process, as WordPress's LOGGED_IN_KEY/SALT are one per site.
const HMAC_KEY = randomHex(32)

export function cookieValue(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='))
      } catch {
        return undefined
      }
    }
  }
  return undefined
}

function sign(scheme: string, login: string, expiration: number, token: string): string {
  return createHmac('sha256', HMAC_KEY).update(`${scheme}|${login}|${expiration}|${token}`).digest('hex')
}

function cookieFor(scheme: string, user: SimUser, expiration: number, token: string): string {
  return encodeURIComponent([user.login, expiration, token, sign(scheme, user.login, expiration, token)].join('|'))
}

/** The user a `wordpress_logged_in_` cookie names, when its signature, session and expiry hold. */
export function wordpressUser(state: SimulatorState, req: Request): SimUser | undefined {
  const value = cookieValue(req, LOGGED_IN_COOKIE)
  const [login, expiration, token, mac] = value?.split('|') ?? []
  if (!login || !expiration || !token || !mac) return undefined
  const expected = Buffer.from(sign('logged_in', login, Number(expiration), token))
  const given = Buffer.from(mac)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
  const record = state.wordpressSessions.get(token)
  if (!record || record.expiresAt <= Date.now() || Number(expiration) * 1000 <= Date.now()) return undefined
  const user = userById(state, record.userId)
  return user && user.login === login ? user : undefined
}

function loginPage(res: Response, status: number, error?: string) {
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .cookie(TEST_COOKIE, TEST_COOKIE_VALUE, { path: '/' })
    .type('html')
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Log In</title></head><body class="login"><main>' +
        (error ? `<div id="login_error">${escapeHtml(error)}</div>` : '') +
        '<form name="loginform" id="loginform" method="post" action="/wp-login.php">' +
        '<label>Username or Email Address <input name="log" autocomplete="username"></label>' +
        '<label>Password <input type="password" name="pwd" autocomplete="current-password"></label>' +
        '<input type="hidden" name="testcookie" value="1"><button type="submit" name="wp-submit">Log In</button></form>' +
        '</main></body></html>',
    )
}

export function wordpressLoginRoutes(state: SimulatorState): Router {
  const router = Router()

  router.get('/wp-login.php', (_req, res) => loginPage(res, 200))

  router.post('/wp-login.php', urlencoded({ extended: false, limit: '8kb' }), (req, res) => {
    const body: Record<string, unknown> = typeof req.body === 'object' && req.body !== null ? req.body : {}
    const login = typeof body.log === 'string' ? body.log : ''
    const password = typeof body.pwd === 'string' ? body.pwd : ''
    // As WordPress: a form that says it sent the test cookie, without it, is refused.
    if (body.testcookie !== undefined && cookieValue(req, TEST_COOKIE) === undefined) {
      return loginPage(res, 200, 'Error: Cookies are blocked or not supported by your browser.')
    }
    const user = findUser(state, login)
    if (!user || user.password === null || user.password !== password) {
      return loginPage(res, 200, 'Error: The username or password you entered is incorrect.')
    }
    const remember = body.rememberme !== undefined && body.rememberme !== ''
    const expiration = Math.floor(Date.now() / 1000) + (remember ? REMEMBER_SECONDS : SESSION_SECONDS)
    const token = randomHex(24)
    state.wordpressSessions.set(token, { userId: user.id, expiresAt: expiration * 1000 })
    const secure = req.secure || req.get('x-forwarded-proto') === 'https'
    const authName = secure ? `wordpress_sec_${COOKIE_HASH}` : `wordpress_${COOKIE_HASH}`
    const authScheme = secure ? 'secure_auth' : 'auth'
    const attributes = `${remember ? `; expires=${new Date(expiration * 1000).toUTCString()}` : ''}${secure ? '; secure' : ''}; HttpOnly`
    const auth = cookieFor(authScheme, user, expiration, token)
    res.append('Set-Cookie', [
      `${authName}=${auth}; path=/wp-content/plugins${attributes}`,
      `${authName}=${auth}; path=/wp-admin${attributes}`,
      `${LOGGED_IN_COOKIE}=${cookieFor('logged_in', user, expiration, token)}; path=/${attributes}`,
    ])
    const target =
      typeof body.redirect_to === 'string' && body.redirect_to.startsWith('/') && !body.redirect_to.startsWith('//')
        ? body.redirect_to
        : '/wp-admin/'
    res.redirect(302, target)
  })

  return router
}
