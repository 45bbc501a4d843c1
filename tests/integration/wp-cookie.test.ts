import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY_DEMO } from '../../contract-fixtures/seed'
import { followBasketHandoff, postForm, sessionCookie, startTestApp, type TestApp } from '../support/app'

// BASKET_HANDOFF=wp-cookie against the built app (npm run build first) and the simulator's WordPress.

let app: TestApp
const PAGE_PATHS = ['/basket', '/checkout', '/my-account', '/wp-admin', '/wp-login.php']
const credentials = { username: ENTRY_DEMO.username, password: ENTRY_DEMO.password }

const wordpressCookies = (res: Response) => res.headers.getSetCookie().filter((c) => c.startsWith('wordpress_'))
const nameOf = (c: string) => c.slice(0, c.indexOf('=')).replace(/[0-9a-f]{32}$/, '{hash}')
const pathOf = (c: string) => /; Path=([^;]+)/.exec(c)?.[1]
const valueOf = (c: string) => c.slice(c.indexOf('=') + 1, c.indexOf(';'))

beforeAll(async () => {
  app = await startTestApp({ env: { BASKET_HANDOFF: 'wp-cookie' } })
})
afterAll(async () => {
  await app?.close()
})

describe('BASKET_HANDOFF=wp-cookie', () => {
  it('login signs the browser in to WordPress: its cookies, HttpOnly, SameSite=Lax, only on the legacy paths', async () => {
    const res = await postForm(`${app.url}/v2/login-v2`, credentials)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/v2')
    const cookies = wordpressCookies(res)
    expect(cookies.map((c) => [nameOf(c), pathOf(c)])).toEqual([
      ['wordpress_{hash}', '/wp-content/plugins'],
      ['wordpress_{hash}', '/wp-admin'],
      ...PAGE_PATHS.map((path) => ['wordpress_logged_in_{hash}', path]),
    ])
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; HttpOnly; SameSite=Lax$/)
      expect(cookie).not.toMatch(/Domain=|Max-Age|Expires/i)
    }
    // The cookie is WordPress's own: the simulator's shop knows the user by it.
    const loggedIn = cookies.find((c) => c.startsWith('wordpress_logged_in_'))!
    const account = await fetch(`${app.sim.url}/my-account`, { headers: { cookie: loggedIn.split(';')[0]! } })
    expect(await account.text()).toContain('Hello Demo Entrant.')
    // Never in a log line.
    const secret = decodeURIComponent(valueOf(loggedIn)).split('|')[3]!
    expect(secret).toMatch(/^[0-9a-f]{64}$/)
    expect(app.logs.join('\n')).not.toContain(secret)
    expect(app.logs.join('\n')).not.toContain(ENTRY_DEMO.password)
  })

  it('submit to basket sends the browser to the basket page itself, without the hand-off call', async () => {
    const login = await postForm(`${app.url}/v2/login-v2`, credentials)
    let cookie = sessionCookie(login)
    const wordpress = wordpressCookies(login)
      .find((c) => c.startsWith('wordpress_logged_in_'))!
      .split(';')[0]!
    const post = async (path: string, fields: Record<string, string>) => {
      const res = await postForm(`${app.url}${path}`, fields, { cookie })
      const next = res.headers.getSetCookie().find((c) => c.startsWith('e4s_session='))
      if (next) cookie = next.split(';')[0]!
      return res
    }
    const comp = ENTRY_DEMO.rulesCompId
    await post(`/v2/entry-conditions/${comp}`, { intent: 'priority', code: ENTRY_DEMO.rulesCode })
    await post(`/v2/entry-conditions/${comp}`, { intent: 'terms' })
    const tick = await post(`/v2/entry-v2/${comp}`, {
      intent: 'tick',
      athlete: String(ENTRY_DEMO.athleteId),
      ceid: String(ENTRY_DEMO.rulesCeids.m200),
    })
    expect(tick.status).toBe(200)

    app.sim.calls.reset()
    const submit = await post(`/v2/entry-v2/${comp}`, { intent: 'submit', athlete: String(ENTRY_DEMO.athleteId) })
    expect(submit.status).toBe(302)
    expect((await followBasketHandoff(app.url, submit, cookie)).basketUrl).toBe(`${app.sim.url}/basket`)
    expect(app.sim.calls.count('/wp-json/e4s/v5/basket/add')).toBe(1)
    expect(app.sim.calls.count('/wp-json/e4s/v5/basket/handoff')).toBe(0)

    const basket = await (await fetch(`${app.sim.url}/basket`, { headers: { cookie: wordpress } })).text()
    expect(basket).toContain('Signed in as Demo Entrant.')
    expect(basket).toContain('200m')
  })

  it('logout clears every WordPress cookie on every path it was set on', async () => {
    const login = await postForm(`${app.url}/v2/login-v2`, credentials)
    const set = wordpressCookies(login).map((c) => `${nameOf(c)} ${pathOf(c)}`)
    expect(set).toHaveLength(2 + PAGE_PATHS.length)
    const res = await postForm(`${app.url}/v2/logout`, {}, { cookie: sessionCookie(login) })
    expect(res.status).toBe(302)
    const cleared = wordpressCookies(res)
    expect(cleared.map((c) => `${nameOf(c)} ${pathOf(c)}`).sort()).toEqual([...set].sort())
    for (const c of cleared)
      expect(c).toMatch(
        /^wordpress_[a-z_]*[0-9a-f]{32}=; Path=\/[^;]+; HttpOnly; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT$/,
      )
  })

  it('when WordPress refuses, the login still stands and what an earlier login left is cleared', async () => {
    app.sim.faults.add({ pathPrefix: '/wp-login.php', method: 'POST', status: 500, body: 'Internal Server Error', times: 1 })
    const before = app.logs.length
    const res = await postForm(`${app.url}/v2/login-v2`, credentials)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/v2')
    const cookies = wordpressCookies(res)
    expect(cookies.length).toBeGreaterThan(0)
    for (const c of cookies) expect(c).toMatch(/=; Path=\/[^;]+; .*Max-Age=0/)
    const lines = app.logs.slice(before).filter((l) => l.includes('wordpress sign-in failed'))
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toMatchObject({ reason: 'http' })
  })
})
