import { Agent, errors as undiciErrors, request, type Dispatcher } from 'undici'
import type { Deadline } from '../deadline'
import type { UpstreamObservation } from './client.server'

/**
 * WordPress's standard login (wp-login.php), made by the BFF for the browser at login so the
 * legacy basket, checkout and account pages know the user (BASKET_HANDOFF=wp-cookie). It is not an
 * e4s API call: the answer is a redirect whose Set-Cookie headers are the point. The body is never
 * read (it is a login page, and may echo what was posted), and nothing here logs: the caller logs
 * the outcome's reason only.
 */

export type WordpressCookie = { name: string; value: string; path: string }

export type WordpressSignIn = { ok: true; cookies: WordpressCookie[] } | { ok: false; reason: 'refused' | 'http' | 'timeout' | 'network' }

export type WordpressLoginOptions = {
  baseUrl: string
  loginPath: string
  connectTimeoutMs: number
  headersTimeoutMs: number
  /** Tests pass undici's MockAgent here. */
  dispatcher?: Dispatcher
  onObserve?: (o: UpstreamObservation) => void
}

const ENDPOINT = 'wordpress.login'
/** What wp-login.php expects from a browser that has loaded the form (its cookie check). */
const TEST_COOKIE = 'wordpress_test_cookie=WP%20Cookie%20check'
/** The auth cookie (wordpress_{hash}, wordpress_sec_{hash}) and the logged-in cookie; not the test or settings cookies. */
const AUTH_COOKIE_NAME = /^wordpress_(?:sec_|logged_in_)?[A-Za-z0-9]+$/
const LOGGED_IN_PREFIX = 'wordpress_logged_in_'
/** RFC 6265 cookie-octet: what may be relayed verbatim in a Set-Cookie of our own. */
const COOKIE_VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]+$/

export class WordpressLogin {
  private readonly dispatcher: Dispatcher
  private readonly url: string
  private readonly seen = new Map<string, { name: string; path: string }>()

  constructor(private readonly options: WordpressLoginOptions) {
    this.url = new URL(options.loginPath, new URL(options.baseUrl).origin).toString()
    this.dispatcher = options.dispatcher ?? new Agent({ connect: { timeout: options.connectTimeoutMs }, connections: 8 })
  }

  async signIn(input: { username: string; password: string }, scope: { requestId?: string; deadline?: Deadline } = {}): Promise<WordpressSignIn> {
    const started = performance.now()
    const outcome = await this.post(input, scope)
    this.options.onObserve?.({
      endpoint: ENDPOINT,
      outcome: outcome.ok ? 'ok' : outcome.reason === 'refused' ? 'business' : outcome.reason,
      ms: performance.now() - started,
    })
    return outcome
  }

  private async post(input: { username: string; password: string }, scope: { requestId?: string; deadline?: Deadline }): Promise<WordpressSignIn> {
    const left = scope.deadline?.remaining() ?? Number.POSITIVE_INFINITY
    if (left <= 0) return { ok: false, reason: 'timeout' }
    const signal = Number.isFinite(left) ? AbortSignal.timeout(Math.max(1, Math.floor(left))) : undefined
    let res: Dispatcher.ResponseData
    try {
      res = await request(this.url, {
        dispatcher: this.dispatcher,
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: TEST_COOKIE,
          ...(scope.requestId ? { 'x-request-id': scope.requestId } : {}),
        },
        body: new URLSearchParams({ log: input.username, pwd: input.password, testcookie: '1' }).toString(),
        headersTimeout: Math.min(this.options.headersTimeoutMs, left),
        signal,
      })
    } catch (err) {
      const timedOut = signal?.aborted || err instanceof undiciErrors.ConnectTimeoutError || err instanceof undiciErrors.HeadersTimeoutError
      return { ok: false, reason: timedOut ? 'timeout' : 'network' }
    }
    await res.body.dump().catch(() => undefined)
    if (res.statusCode >= 500) return { ok: false, reason: 'http' }
    const cookies = authCookies(res.headers['set-cookie'])
    // wp-login.php answers a good login with a redirect and the cookies, a bad one with the form again.
    const redirected = res.statusCode >= 300 && res.statusCode < 400
    if (!redirected || !cookies.some((c) => c.name.startsWith(LOGGED_IN_PREFIX))) {
      return { ok: false, reason: res.statusCode === 200 || redirected ? 'refused' : 'http' }
    }
    return { ok: true, cookies }
  }

  /**
   * The cookies (name and path) this process has relayed to a browser. They are the same for
   * every user of a site, so a failed sign-in can clear another user's leftover login.
   */
  remember(refs: ReadonlyArray<{ name: string; path: string }>): void {
    for (const ref of refs) this.seen.set(`${ref.name}\n${ref.path}`, { ...ref })
  }

  get relayed(): Array<{ name: string; path: string }> {
    return [...this.seen.values()]
  }

  async close(): Promise<void> {
    if (!this.options.dispatcher) await this.dispatcher.close()
  }
}

/** WordPress's auth and logged-in cookies from Set-Cookie headers; clears and malformed values are left out. */
export function authCookies(header: string | string[] | undefined): WordpressCookie[] {
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header]
  const cookies: WordpressCookie[] = []
  for (const line of lines) {
    const [pair = '', ...attributes] = line.split(';')
    const eq = pair.indexOf('=')
    if (eq <= 0) continue
    const name = pair.slice(0, eq).trim()
    const value = pair.slice(eq + 1).trim()
    if (!AUTH_COOKIE_NAME.test(name) || !COOKIE_VALUE.test(value) || value === 'deleted') continue
    let path = '/'
    let cleared = false
    for (const attribute of attributes) {
      const [key = '', ...rest] = attribute.split('=')
      const k = key.trim().toLowerCase()
      const v = rest.join('=').trim()
      if (k === 'path' && v.startsWith('/')) path = v
      if (k === 'max-age' && Number(v) <= 0) cleared = true
      if (k === 'expires' && Date.parse(v) <= Date.now()) cleared = true
    }
    if (!cleared) cookies.push({ name, value, path })
  }
  return cookies
}
