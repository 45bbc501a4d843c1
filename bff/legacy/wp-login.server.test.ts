import { MockAgent } from 'undici'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startSimulator, type Simulator } from '../../contract-fixtures/simulator/server'
import { authCookies, WordpressLogin } from './wp-login.server'

const ORIGIN = 'http://legacy.test'
const HASH = '0123456789abcdef0123456789abcdef'
const LOGGED_IN = `wordpress_logged_in_${HASH}=entrant%7C1767225600%7Ctok%7Cmac; path=/; HttpOnly`
const AUTH_ADMIN = `wordpress_sec_${HASH}=entrant%7C1767225600%7Ctok%7Cmac2; path=/wp-admin; secure; HttpOnly`
const AUTH_PLUGINS = `wordpress_sec_${HASH}=entrant%7C1767225600%7Ctok%7Cmac2; path=/wp-content/plugins; secure; HttpOnly`

let agent: MockAgent
let wordpress: WordpressLogin
let observed: Array<{ endpoint: string; outcome: string }>

beforeEach(() => {
  agent = new MockAgent()
  agent.disableNetConnect()
  observed = []
  wordpress = new WordpressLogin({
    baseUrl: `${ORIGIN}/ignored-path`,
    loginPath: '/wp-login.php',
    connectTimeoutMs: 500,
    headersTimeoutMs: 300,
    dispatcher: agent,
    onObserve: ({ endpoint, outcome }) => observed.push({ endpoint, outcome }),
  })
})
afterEach(async () => {
  await wordpress.close()
  await agent.close()
})

const CREDENTIALS = { username: 'entrant', password: 'Entrant!2026 &=%' }

describe('WordPress sign-in (wp-login.php)', () => {
  it('posts the login form as a browser does, with the test cookie, and returns the auth cookies', async () => {
    let seen: { body?: string; headers?: Record<string, string> } = {}
    agent
      .get(ORIGIN)
      .intercept({ path: '/wp-login.php', method: 'POST' })
      .reply((opts) => {
        seen = { body: String(opts.body), headers: opts.headers as Record<string, string> }
        return { statusCode: 302, data: '', responseOptions: { headers: { location: '/wp-admin/', 'set-cookie': [AUTH_PLUGINS, AUTH_ADMIN, LOGGED_IN, 'wordpress_test_cookie=WP%20Cookie%20check; path=/'] } } }
      })
    const outcome = await wordpress.signIn(CREDENTIALS, { requestId: 'req-1' })
    expect(outcome).toEqual({
      ok: true,
      cookies: [
        { name: `wordpress_sec_${HASH}`, value: 'entrant%7C1767225600%7Ctok%7Cmac2', path: '/wp-content/plugins' },
        { name: `wordpress_sec_${HASH}`, value: 'entrant%7C1767225600%7Ctok%7Cmac2', path: '/wp-admin' },
        { name: `wordpress_logged_in_${HASH}`, value: 'entrant%7C1767225600%7Ctok%7Cmac', path: '/' },
      ],
    })
    expect(Object.fromEntries(new URLSearchParams(seen.body))).toEqual({ log: 'entrant', pwd: 'Entrant!2026 &=%', testcookie: '1' })
    expect(seen.headers).toMatchObject({ 'content-type': 'application/x-www-form-urlencoded', cookie: 'wordpress_test_cookie=WP%20Cookie%20check', 'x-request-id': 'req-1' })
    expect(seen.headers).not.toHaveProperty('authorization')
    expect(observed).toEqual([{ endpoint: 'wordpress.login', outcome: 'ok' }])
  })

  it('a wrong password (the form again, 200) is refused, even when WordPress set a cookie on the way', async () => {
    agent
      .get(ORIGIN)
      .intercept({ path: '/wp-login.php', method: 'POST' })
      .reply(200, '<div id="login_error">Error: The password you entered for the username entrant is incorrect.</div>', {
        headers: { 'set-cookie': [LOGGED_IN] },
      })
    expect(await wordpress.signIn(CREDENTIALS)).toEqual({ ok: false, reason: 'refused' })
    expect(observed).toEqual([{ endpoint: 'wordpress.login', outcome: 'business' }])
  })

  it('a redirect without the logged-in cookie (a plugin in the way) is refused', async () => {
    agent.get(ORIGIN).intercept({ path: '/wp-login.php', method: 'POST' }).reply(302, '', { headers: { location: '/', 'set-cookie': [AUTH_ADMIN] } })
    expect(await wordpress.signIn(CREDENTIALS)).toEqual({ ok: false, reason: 'refused' })
  })

  it.each([
    [500, 'http'],
    [403, 'http'],
  ] as const)('an answer %i fails as %s', async (status, reason) => {
    agent.get(ORIGIN).intercept({ path: '/wp-login.php', method: 'POST' }).reply(status, 'no', { headers: { 'set-cookie': [LOGGED_IN] } })
    expect(await wordpress.signIn(CREDENTIALS)).toEqual({ ok: false, reason })
  })

  it('a refused connection fails without throwing', async () => {
    agent.get(ORIGIN).intercept({ path: '/wp-login.php', method: 'POST' }).replyWithError(new Error('connect ECONNREFUSED'))
    expect(await wordpress.signIn(CREDENTIALS)).toEqual({ ok: false, reason: 'network' })
    expect(observed).toEqual([{ endpoint: 'wordpress.login', outcome: 'network' }])
  })

  it('remembers the names and paths it relayed, never the values', () => {
    wordpress.remember([{ name: `wordpress_logged_in_${HASH}`, path: '/basket' }])
    wordpress.remember([{ name: `wordpress_logged_in_${HASH}`, path: '/basket' }, { name: `wordpress_sec_${HASH}`, path: '/wp-admin' }])
    expect(wordpress.relayed).toEqual([
      { name: `wordpress_logged_in_${HASH}`, path: '/basket' },
      { name: `wordpress_sec_${HASH}`, path: '/wp-admin' },
    ])
  })
})

describe('against the simulator', () => {
  let sim: Simulator
  let real: WordpressLogin
  beforeAll(async () => {
    sim = await startSimulator({ referenceDate: '2026-06-01' })
    real = new WordpressLogin({ baseUrl: sim.url, loginPath: '/wp-login.php', connectTimeoutMs: 500, headersTimeoutMs: 300 })
  })
  afterAll(async () => {
    await real.close()
    await sim.close()
  })

  it('signs in with the demo password; the logged-in cookie opens the account page', async () => {
    const outcome = await real.signIn({ username: 'entrant', password: 'Entrant!2026' })
    if (!outcome.ok) throw new Error(outcome.reason)
    expect(outcome.cookies.map((c) => [c.name.replace(/[0-9a-f]{32}$/, '{hash}'), c.path])).toEqual([
      ['wordpress_{hash}', '/wp-content/plugins'],
      ['wordpress_{hash}', '/wp-admin'],
      ['wordpress_logged_in_{hash}', '/'],
    ])
    const loggedIn = outcome.cookies.find((c) => c.name.startsWith('wordpress_logged_in_'))!
    const page = await fetch(`${sim.url}/my-account`, { headers: { cookie: `${loggedIn.name}=${loggedIn.value}` } })
    expect(await page.text()).toContain('Hello Demo Entrant.')
  })

  it('a wrong password is refused', async () => {
    expect(await real.signIn({ username: 'entrant', password: 'not-it' })).toEqual({ ok: false, reason: 'refused' })
  })

  it('a slow login page times out', async () => {
    sim.faults.add({ pathPrefix: '/wp-login.php', method: 'POST', times: 1, delayMs: 1_000 })
    expect(await real.signIn({ username: 'entrant', password: 'Entrant!2026' })).toEqual({ ok: false, reason: 'timeout' })
  })

  it("a slow login page ends at the request's deadline, before its own time-out", async () => {
    sim.faults.add({ pathPrefix: '/wp-login.php', method: 'POST', times: 1, delayMs: 1_000 })
    const patient = new WordpressLogin({ baseUrl: sim.url, loginPath: '/wp-login.php', connectTimeoutMs: 5000, headersTimeoutMs: 5000 })
    const deadline = { budgetMs: 8000, remaining: () => 50 }
    try {
      expect(await patient.signIn({ username: 'entrant', password: 'Entrant!2026' }, { deadline })).toEqual({ ok: false, reason: 'timeout' })
    } finally {
      await patient.close()
    }
  })

  it('with nothing left of the deadline, no request is made', async () => {
    sim.calls.reset()
    expect(await real.signIn({ username: 'entrant', password: 'Entrant!2026' }, { deadline: { budgetMs: 8000, remaining: () => 0 } })).toEqual({ ok: false, reason: 'timeout' })
    expect(sim.calls.count('/wp-login.php')).toBe(0)
  })
})

describe('authCookies', () => {
  it('keeps the auth and logged-in cookies only, with their paths', () => {
    expect(
      authCookies([
        `wordpress_${HASH}=a%7Cb; path=/wp-admin; HttpOnly`,
        `wordpress_logged_in_${HASH}=c; Path=/`,
        'wordpress_test_cookie=WP%20Cookie%20check; path=/',
        'wp-settings-1=x; path=/',
        `wp_woocommerce_session_${HASH}=w; path=/`,
        'wordpress_logged_in_x=novalue-path',
      ]),
    ).toEqual([
      { name: `wordpress_${HASH}`, value: 'a%7Cb', path: '/wp-admin' },
      { name: `wordpress_logged_in_${HASH}`, value: 'c', path: '/' },
      { name: 'wordpress_logged_in_x', value: 'novalue-path', path: '/' },
    ])
  })

  it('leaves out clears and values that could not be relayed verbatim', () => {
    expect(
      authCookies([
        `wordpress_logged_in_${HASH}=deleted; expires=Thu, 01-Jan-1970 00:00:01 GMT; path=/`,
        `wordpress_logged_in_${HASH}=x; Max-Age=0; path=/`,
        `wordpress_logged_in_${HASH}=a b; path=/`,
        `wordpress_logged_in_${HASH}="quoted"; path=/`,
        `wordpress_logged_in_${HASH}=; path=/`,
        `wordpress logged=x; path=/`,
      ]),
    ).toEqual([])
    expect(authCookies(undefined)).toEqual([])
  })
})
