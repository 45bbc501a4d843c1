import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY_DEMO } from '../../contract-fixtures/seed'
import { PUBLIC_CONFIG_KEY } from '../../bff/services/config.server'
import { postForm, sessionCookie, startTestApp, type TestApp } from '../support/app'

// What a user gets when the legacy API fails, against the built app (npm run build first).

const INFO = (id: number) => `/wp-json/e4s/v5/public/comp/${id}/info`
const CART = '/wp-json/e4s/v5/cart'
// A competition without entry conditions that opens on its order summary (the cart section).
const ENTRY_COMP = ENTRY_DEMO.limitsCompId
const ENV = {
  // The site users are sent to is not the API: what must never show is the API's address.
  LEGACY_SITE_URL: 'https://legacy-site.example',
  PAGE_CACHE_MS: '0',
  LEGACY_BREAKER_THRESHOLD: '1000',
  LEGACY_HEADERS_TIMEOUT_MS: '400',
  LEGACY_BODY_TIMEOUT_MS: '400',
}

async function logIn(app: TestApp, username = ENTRY_DEMO.username, password = ENTRY_DEMO.password) {
  const res = await postForm(`${app.url}/v2/login-v2`, { username, password })
  expect(res.status).toBe(302)
  return sessionCookie(res)
}

const get = (app: TestApp, path: string, cookie?: string) =>
  fetch(`${app.url}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} })

/** Nothing of the legacy site's address (origin or host:port) in what the browser gets. */
function expectNoLegacyAddress(app: TestApp, text: string) {
  const { host } = new URL(app.sim.url)
  expect(text).not.toContain(app.sim.url)
  expect(text).not.toContain(host)
}

/** The page kept the v2 shell (header and footer) around its message. */
function expectShell(html: string) {
  expect(html).toContain('<header')
  expect(html).toContain('<footer')
}

describe('with the legacy API misbehaving', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ env: ENV })
  })
  afterAll(async () => {
    await app?.close()
  })
  afterEach(() => app.sim.faults.clear())

  it("a competition whose call answers errNo > 0 shows the legacy site's text as an error notification, not 'Page not found'", async () => {
    app.sim.faults.add({
      pathPrefix: INFO(503),
      status: 200,
      body: JSON.stringify({ errNo: 3, error: 'Competition is being updated <b>now</b>' }),
    })
    const res = await get(app, '/v2/show-entry-v2/503')
    const html = await res.text()
    expect(res.status).toBe(422)
    expect(html).not.toContain('Page not found')
    // Titled like every error page: the product name.
    expect(html).toContain('<title>Entry4Sports</title>')
    expect(html).toMatch(/class="toast error" role="alert"><span>Competition is being updated now<\/span>/)
    expectShell(html)
  })

  it('a competition the legacy site does not know is a 404', async () => {
    const res = await get(app, '/v2/show-entry-v2/99999')
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('Page not found')
  })

  it('an unreadable competition answers 502 with a plain message, in the shell', async () => {
    app.sim.faults.add({ pathPrefix: INFO(504), status: 200, body: '{"errNo":0,"data":{"id":504,"name":"Cut' })
    const res = await get(app, '/v2/show-entry-v2/504')
    const html = await res.text()
    expect(res.status).toBe(502)
    expect(html).toContain('The service sent an answer we could not read.')
    expect(html).not.toContain('"errNo"')
    expectShell(html)
  })

  it('a slow competition answers 504: the site is slow to answer, with a retry of the same address', async () => {
    app.sim.faults.add({ pathPrefix: INFO(505), delayMs: 1500 })
    const res = await get(app, '/v2/show-entry-v2/505?from=list')
    const html = await res.text()
    expect(res.status).toBe(504)
    expect(html).toContain('The site is slow to answer')
    expect(html).toMatch(/<a class="button" href="\/v2\/show-entry-v2\/505\?from=list" data-retry="">Try again<\/a>/)
    expectShell(html)
  })

  it('the same in French', async () => {
    app.sim.faults.add({ pathPrefix: INFO(506), delayMs: 1500 })
    const res = await fetch(`${app.url}/v2/show-entry-v2/506`, { headers: { cookie: 'e4s_lang=fr', 'accept-language': 'fr' } })
    const html = await res.text()
    expect(res.status).toBe(504)
    expect(html).toContain('Le site met du temps à répondre')
    expect(html).toContain('Réessayer')
  })

  it('the single-fetch data of a failing page carries the status and message, no upstream detail', async () => {
    app.sim.faults.add({ pathPrefix: INFO(507), status: 200, body: '<html>Fatal error in /var/www/wp-content</html>' })
    const res = await get(app, '/v2/show-entry-v2/507.data')
    const text = await res.text()
    expect(text).toContain('errors.contract')
    expect(text).not.toContain('Fatal error')
    expectNoLegacyAddress(app, text)
  })

  it("the competition list shows a refusal's text as an error notification and the rest of the page", async () => {
    app.sim.faults.add({
      pathPrefix: '/wp-json/e4s/v5/public/comps/filter',
      status: 200,
      body: JSON.stringify({ errNo: 1, error: 'Invalid from date.' }),
    })
    const res = await get(app, '/v2?from=2026-01-01')
    const html = await res.text()
    expect(res.status).toBe(200)
    expect(html).toMatch(/class="toast error" role="alert"><span>Invalid from date.<\/span>/)
    expect(html).toContain('Competitions cannot be loaded just now.')
    expect(html).toContain('Find competitions')
  })

  it("the entry page renders when the cart's answer cannot be read: the summary is empty with a message (2-entry §7)", async () => {
    const cookie = await logIn(app)
    app.sim.faults.add({ pathPrefix: CART, status: 200, body: '{"errNo":0,"data":{"items":[{"productId":' })
    const res = await get(app, `/v2/entry-v2/${ENTRY_COMP}`, cookie)
    const html = await res.text()
    expect(res.status).toBe(200)
    expect(html).toMatch(
      /class="form-message error section-failure" role="alert">Error: Server ERROR - The service sent an answer we could not read./,
    )
    // The other sections are there.
    expect(html).toContain('id="athletes-heading"')
  })

  it("the entry page renders when the athlete's schedule cannot be read: the schedule says so, the athletes stay", async () => {
    const cookie = await logIn(app)
    app.sim.faults.add({ pathPrefix: `/wp-json/e4s/v5/events/${ENTRY_COMP}/`, status: 200, body: '{"errNo":0,"data":[{"ceid":' })
    const res = await get(app, `/v2/entry-v2/${ENTRY_COMP}?athlete=${ENTRY_DEMO.athleteId}`, cookie)
    const html = await res.text()
    expect(res.status).toBe(200)
    const schedule = html.slice(html.indexOf('id="schedule-heading"'), html.indexOf('id="summary-heading"'))
    expect(schedule).toContain('The service sent an answer we could not read.')
    expect(html).toContain(`href="/v2/entry-v2/${ENTRY_COMP}?athlete=${ENTRY_DEMO.athleteId}"`)
  })

  it('a secondary call refused with errNo > 0 empties its section and shows the text as a notification', async () => {
    const cookie = await logIn(app)
    app.sim.faults.add({ pathPrefix: CART, status: 200, body: JSON.stringify({ errNo: 2, error: 'Cart is locked' }) })
    const res = await get(app, `/v2/entry-v2/${ENTRY_COMP}`, cookie)
    const html = await res.text()
    expect(res.status).toBe(200)
    expect(html).toMatch(/class="toast error" role="alert"><span>Cart is locked<\/span>/)
  })
})

describe('development error pages', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ env: ENV })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('keep the stack for developers but never show the legacy address or a token, in the page or its single-fetch data', async () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyIjoxfQ.c2lnbmF0dXJl'
    const cache = app.platform.cache
    const fetchValue = cache.fetch
    // A bug, not a legacy failure: it reaches Remix as an Error.
    cache.fetch = () =>
      Promise.reject(new Error(`planted bug calling ${app.sim.url}/wp-json/e4s/v5/public/comp/501/info with Bearer ${jwt}`))
    try {
      for (const path of ['/v2/show-entry-v2/501', '/v2/show-entry-v2/501.data']) {
        const res = await get(app, path)
        const text = await res.text()
        expect(res.status, path).toBe(500)
        expect(text, path).toContain('planted bug calling [legacy site]/wp-json')
        if (!path.endsWith('.data'))
          expect(text).toMatch(/<summary>Error details \(development only\)<\/summary><pre>Error: planted bug[^<]*\n\s+at /)
        expect(text, path).not.toContain(jwt)
        expectNoLegacyAddress(app, text)
      }
    } finally {
      cache.fetch = fetchValue
    }
  })

  it('an error whose message is a getter only (a DOMException) is shown scrubbed and never rewritten', async () => {
    const cache = app.platform.cache
    const fetchValue = cache.fetch
    const planted = new DOMException(`request to ${app.sim.url}/wp-json/e4s/v5/public/comp/501/info aborted`, 'AbortError')
    cache.fetch = () => Promise.reject(planted)
    const logged = app.logs.length
    try {
      for (const path of ['/v2/show-entry-v2/501', '/v2/show-entry-v2/501.data']) {
        const res = await get(app, path)
        const text = await res.text()
        expect(res.status, path).toBe(500)
        expect(text, path).toContain('request to [legacy site]/wp-json')
        expectNoLegacyAddress(app, text)
      }
      expect(planted.message).toContain(app.sim.url)
      const lines = app.logs.slice(logged).join('\n')
      expect(lines).not.toContain('only a getter')
      expect(lines).not.toContain('unhandled error')
    } finally {
      cache.fetch = fetchValue
    }
  })

  it('the shell stands when the mini-cart and the unread count cannot be read', async () => {
    const cookie = await logIn(app)
    app.sim.faults.add({ pathPrefix: '/wp-json/e4s/v5/minicart', status: 200, body: '{"errNo":0,"data":' })
    app.sim.faults.add({ pathPrefix: '/wp-json/e4s/v5/messages', status: 500, body: 'Fatal error' })
    try {
      const res = await get(app, '/v2', cookie)
      const html = await res.text()
      expect(res.status).toBe(200)
      expectShell(html)
      expect(html).toContain('Demo Entrant')
    } finally {
      app.sim.faults.clear()
    }
  })
})

describe('a 401 by page kind', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ env: ENV })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('on a public page the session ends, the user is told so, and the page shows to an anonymous visitor', async () => {
    const cookie = await logIn(app)
    app.sim.expireAllTokens()
    const res = await get(app, '/v2/show-entry-v2/501', cookie)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/v2/show-entry-v2/501')
    const cookies = res.headers.getSetCookie()
    expect(cookies.some((c) => c.startsWith('e4s_session=;') || /^e4s_session=[^;]*;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i.test(c))).toBe(
      true,
    )
    const toast = cookies.find((c) => c.startsWith('e4s_toast='))!.split(';')[0]
    const page = await get(app, '/v2/show-entry-v2/501', toast)
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(html).toContain('Your session has ended. Please log in again.')
    expect(html).toContain('href="/v2/login-v2')
  })

  it('on a login-only page it goes to login, back to the page after', async () => {
    const cookie = await logIn(app)
    app.sim.expireAllTokens()
    const res = await get(app, '/v2/athletes-v2', cookie)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/v2/login-v2?redirectFrom=%2Fv2%2Fathletes-v2')
  })
})

describe('logout at the configured url', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ env: ENV })
  })
  afterAll(async () => {
    await app?.close()
  })

  const tokensOf = (app: TestApp) => [...app.sim.state.tokens.entries()]

  it('an absolute url on the legacy site is called with the token, which then stops working', async () => {
    // Set before the app first reads (and caches) the config.
    app.sim.state.logoutUrl = `${app.sim.url}/account/logout?redirect=0`
    const cookie = await logIn(app)
    const [[token]] = tokensOf(app)
    app.sim.calls.reset()
    const res = await postForm(`${app.url}/v2/logout`, {}, { cookie })
    expect(res.status).toBe(302)
    expect(app.sim.calls.count('/account/logout')).toBe(1)
    // Never a path of our own.
    expect(app.sim.calls.count('/wp-json/e4s/v5/logout')).toBe(0)
    const upstream = await fetch(`${app.sim.url}${CART}`, { headers: { authorization: `Bearer ${token}` } })
    expect(upstream.status).toBe(401)
  })

  it('a logout url on another host is never called, and no path of our own is called instead', async () => {
    app.sim.state.logoutUrl = 'https://elsewhere.example/wp-login.php?action=logout'
    await app.platform.cache.invalidate(PUBLIC_CONFIG_KEY)
    const cookie = await logIn(app)
    app.sim.calls.reset()
    const res = await postForm(`${app.url}/v2/logout`, {}, { cookie })
    expect(res.status).toBe(302)
    expect(app.sim.calls.count('/wp-json/e4s/v5/logout')).toBe(0)
    expect(app.sim.calls.count('/account/logout')).toBe(0)
  })
})

describe('with the legacy API down', () => {
  let app: TestApp
  let cookie: string
  beforeAll(async () => {
    app = await startTestApp({ env: ENV })
    cookie = await logIn(app)
    await app.sim.close()
  })
  afterAll(async () => {
    // The simulator is already closed.
    await app?.close().catch(() => undefined)
  })

  it('a competition page never visited before answers 503, unavailable, with a retry', async () => {
    const res = await get(app, '/v2/show-entry-v2/509')
    const html = await res.text()
    expect(res.status).toBe(503)
    expect(html).toContain('Service unavailable')
    expect(html).toContain('data-retry=""')
    expectShell(html)
    expectNoLegacyAddress(app, html)
  })

  it('the entry page answers 503, not 500', async () => {
    const res = await get(app, `/v2/entry-v2/${ENTRY_COMP}`, cookie)
    expect(res.status).toBe(503)
    expectNoLegacyAddress(app, await res.text())
  })

  it('the home page renders with its list empty and a message', async () => {
    const res = await get(app, '/v2')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Competitions cannot be loaded just now.')
  })

  it('the login form says the service is unavailable, not that the password is wrong', async () => {
    const res = await postForm(`${app.url}/v2/login-v2`, { username: ENTRY_DEMO.username, password: ENTRY_DEMO.password })
    const html = await res.text()
    expect(res.status).toBe(503)
    expect(html).not.toContain('Username or password was not recognised')
    expect(html).toContain('Error: Server ERROR - The service is not responding.')
  })

  it('no page, data answer or error shows the legacy address', async () => {
    for (const path of ['/v2/athletes-v2', '/v2/athletes-v2.data', '/v2/cart', '/v2/cart.data', `/v2/entry-v2/${ENTRY_COMP}.data`]) {
      const res = await get(app, path, cookie)
      expect(res.status, path).not.toBe(500)
      expectNoLegacyAddress(app, await res.text())
    }
  })
})
