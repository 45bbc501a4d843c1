import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type Simulator } from './index'
import { LOGGED_IN_COOKIE } from './wordpress-login'

let sim: Simulator

beforeAll(async () => {
  sim = await startSimulator({ referenceDate: '2026-06-01' })
})
afterAll(() => sim.close())

const ENTRANT_ID = 101
const TEST_COOKIE = 'wordpress_test_cookie=WP%20Cookie%20check'

function wpLogin(fields: Record<string, string>, cookie = TEST_COOKIE) {
  return fetch(`${sim.url}/wp-login.php`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams({ testcookie: '1', ...fields }).toString(),
  })
}

const authCookies = (res: Response) => res.headers.getSetCookie().filter((c) => /^wordpress_(sec_|logged_in_)?[0-9a-f]{32}=/.test(c))
const pair = (setCookie: string) => setCookie.split(';')[0]!

async function loggedInCookie(): Promise<string> {
  const res = await wpLogin({ log: 'entrant', pwd: 'Entrant!2026' })
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${LOGGED_IN_COOKIE}=`))
  if (!cookie) throw new Error('no logged-in cookie')
  return pair(cookie)
}

describe('WordPress login (wp-login.php)', () => {
  it('GET sets the test cookie and shows the form', async () => {
    const res = await fetch(`${sim.url}/wp-login.php`)
    expect(res.status).toBe(200)
    expect(res.headers.getSetCookie().some((c) => c.startsWith('wordpress_test_cookie=WP%20Cookie%20check'))).toBe(true)
    expect(await res.text()).toContain('name="loginform"')
  })

  it('a right password sets the logged-in cookie on / and the auth cookie on the admin paths, HttpOnly, then redirects', async () => {
    const res = await wpLogin({ log: 'entrant', pwd: 'Entrant!2026', redirect_to: '/basket' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toMatch(/\/basket$/)
    const cookies = authCookies(res)
    expect(cookies.map((c) => [c.split('=')[0]!.replace(/[0-9a-f]{32}$/, '{hash}'), /path=([^;]+)/.exec(c)?.[1]])).toEqual([
      ['wordpress_{hash}', '/wp-content/plugins'],
      ['wordpress_{hash}', '/wp-admin'],
      ['wordpress_logged_in_{hash}', '/'],
    ])
    expect(cookies.every((c) => /; HttpOnly/.test(c) && !/expires=/.test(c))).toBe(true)
  })

  it('over https (behind a proxy) the auth cookie is wordpress_sec_ and every cookie is Secure', async () => {
    const res = await fetch(`${sim.url}/wp-login.php`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: TEST_COOKIE, 'x-forwarded-proto': 'https' },
      body: new URLSearchParams({ testcookie: '1', log: 'entrant@example.org', pwd: 'Entrant!2026' }).toString(),
    })
    const cookies = authCookies(res)
    expect(cookies.filter((c) => c.startsWith('wordpress_sec_'))).toHaveLength(2)
    expect(cookies.every((c) => /; secure/.test(c))).toBe(true)
  })

  it.each([
    ['a wrong password', { log: 'entrant', pwd: 'wrong-password' }, TEST_COOKIE, 'incorrect'],
    ['an unknown user', { log: 'nobody-here', pwd: 'Entrant!2026' }, TEST_COOKIE, 'incorrect'],
    ['no test cookie', { log: 'entrant', pwd: 'Entrant!2026' }, '', 'Cookies are blocked'],
  ])('%s: the form again with an error, and no auth cookie', async (_name, fields, cookie, error) => {
    const res = await wpLogin(fields, cookie)
    expect(res.status).toBe(200)
    expect(authCookies(res)).toEqual([])
    expect(await res.text()).toContain(error)
  })
})

describe('the shop pages know the user by the logged-in cookie', () => {
  it('basket, checkout and account', async () => {
    sim.state.baskets.set(ENTRANT_ID, [{ key: 'a1', productId: 70001, name: '100m – Ava Ashdown', quantity: 1, lineTotal: 6 }])
    const cookie = await loggedInCookie()
    const basket = await fetch(`${sim.url}/basket`, { headers: { cookie } })
    const html = await basket.text()
    expect(html).toContain('Signed in as Demo Entrant.')
    expect(html).toContain('100m – Ava Ashdown')
    // No shop session of its own: the WordPress cookie is enough.
    expect(basket.headers.getSetCookie()).toEqual([])
    expect(await (await fetch(`${sim.url}/my-account`, { headers: { cookie } })).text()).toContain('Hello Demo Entrant.')
    const checkout = await fetch(`${sim.url}/checkout`, { method: 'POST', headers: { cookie } })
    expect(checkout.status).toBe(200)
    expect(await checkout.text()).toContain('Your order has been received.')
    expect(sim.state.baskets.get(ENTRANT_ID)).toEqual([])
  })

  it.each([
    ['no cookie', () => ''],
    [
      'a tampered signature',
      (c: string) => c.replace(/%7C([0-9a-f])([0-9a-f]{63})$/, (_m, a: string, b: string) => `%7C${a === '0' ? '1' : '0'}${b}`),
    ],
    ['another login in a signed cookie', (c: string) => c.replace('=entrant%7C', '=admin%7C')],
  ])('%s: not signed in', async (_name, change) => {
    sim.state.baskets.set(ENTRANT_ID, [{ key: 'a1', productId: 70001, name: '100m – Ava Ashdown', quantity: 1, lineTotal: 6 }])
    const cookie = change(await loggedInCookie())
    expect(cookie).not.toBe(await loggedInCookie())
    const basket = await (await fetch(`${sim.url}/basket`, { headers: { cookie } })).text()
    expect(basket).toContain('Your basket is currently empty.')
    expect((await fetch(`${sim.url}/checkout`, { method: 'POST', headers: { cookie } })).status).toBe(403)
  })

  it('a session the site ended is not signed in', async () => {
    const cookie = await loggedInCookie()
    sim.state.wordpressSessions.clear()
    expect(await (await fetch(`${sim.url}/my-account`, { headers: { cookie } })).text()).toContain('Please log in')
  })
})
