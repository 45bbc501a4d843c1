import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postForm, sessionCookie, startTestApp, type TestApp } from '../support/app'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp({ redis: true })
})
afterAll(async () => {
  await app?.close()
})

async function until(check: () => Promise<boolean>, ms = 8000) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('condition not met in time')
}

const page = (cookie?: string) => fetch(`${app.url}/v2`, { headers: cookie ? { cookie } : {}, redirect: 'manual' })

describe('Redis stopped mid-test and restarted', () => {
  it('pages keep rendering, sessions fail closed with a message, and both recover without a restart', async () => {
    const login = await postForm(`${app.url}/v2/login-v2`, { username: 'entrant', password: 'Entrant!2026' })
    const cookie = sessionCookie(login)
    expect(await (await page(cookie)).text()).toContain('Welcome back')

    await app.redis!.pause()

    // Pages still render (cache misses go to the legacy site) ...
    const anonymous = await page()
    expect(anonymous.status).toBe(200)
    expect(await anonymous.text()).toContain('Competitions')
    // ... and the logged-in user is shown as logged out, with a plain message, never a 500.
    const during = await page(cookie)
    expect(during.status).toBe(200)
    const html = await during.text()
    expect(html).toContain('We cannot reach your session just now')
    expect(html).not.toContain('Welcome back')
    expect(html).not.toMatch(/at .*\.js:\d+/)
    // A login-only page asks them to try again rather than sending them to login, where a posted
    // form would be lost.
    const cart = await fetch(`${app.url}/v2/cart`, { headers: { cookie }, redirect: 'manual' })
    expect(cart.status).toBe(503)
    expect(cart.headers.get('location')).toBeNull()
    expect(await cart.text()).toContain('Service unavailable')
    // Login cannot create a session now: a clear page, not a stack trace.
    const loginDuring = await postForm(`${app.url}/v2/login-v2`, { username: 'entrant', password: 'Entrant!2026' })
    expect(loginDuring.status).toBe(503)
    expect(await loginDuring.text()).toContain('We cannot sign you in just now')

    await app.redis!.resume()

    // Recovery: a new login works and sticks, with no restart of the app.
    await until(async () => (await postForm(`${app.url}/v2/login-v2`, { username: 'entrant', password: 'Entrant!2026' })).status === 302)
    const relogin = await postForm(`${app.url}/v2/login-v2`, { username: 'entrant', password: 'Entrant!2026' })
    const fresh = sessionCookie(relogin)
    expect(await (await page(fresh)).text()).toContain('Welcome back')
    // And the shared cache is written again.
    await app.platform.cache.invalidate('config:public:v1')
    await page()
    const calls = app.sim.calls.count('/wp-json/e4s/v5/public/config')
    await page()
    await page()
    expect(app.sim.calls.count('/wp-json/e4s/v5/public/config')).toBe(calls)
  })
})
