import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postForm, sessionCookie, startTestApp, type TestApp } from '../support/app'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp({ redis: true })
})
afterAll(async () => {
  await app?.close()
})

const TOKEN = /sim_[0-9a-f]{40}/

async function loginAs(username: string, password: string, redirectFrom?: string) {
  return postForm(`${app.url}/v2/login-v2`, { username, password, ...(redirectFrom !== undefined ? { redirectFrom } : {}) })
}

describe('the bearer token never reaches the browser or the logs', () => {
  it('a canary token from the simulator appears in no body, header, cookie or log line', async () => {
    const seen: string[] = []
    const record = async (res: Response) => {
      seen.push(res.status.toString(), JSON.stringify([...res.headers]), await res.text())
    }
    const login = await loginAs('entrant', 'Entrant!2026')
    expect(login.status).toBe(302)
    const tokens = [...app.sim.state.tokens.keys()]
    expect(tokens.length).toBeGreaterThan(0)
    await record(login)
    const cookie = sessionCookie(login)
    for (const path of ['/v2', '/v2/athletes-v2', '/v2/logout', '/v2/login-v2', '/v2.data', '/v2/athletes-v2.data', '/root.data', '/metrics', '/readyz']) {
      await record(await fetch(`${app.url}${path}`, { headers: { cookie }, redirect: 'manual' }))
    }
    await record(await postForm(`${app.url}/v2/logout`, {}, { cookie }))
    const everything = seen.join('\n') + app.logs.join('\n')
    for (const token of tokens) expect(everything).not.toContain(token)
    expect(everything).not.toMatch(TOKEN)
    expect(app.logs.join('\n')).not.toContain('Entrant!2026')
  })

  it('the session cookie holds only a signed random id', async () => {
    const res = await loginAs('entrant', 'Entrant!2026')
    const raw = res.headers.getSetCookie().find((c) => c.startsWith('e4s_session='))!
    expect(raw).toMatch(/HttpOnly/i)
    expect(raw).toMatch(/SameSite=Lax/i)
    expect(raw).toMatch(/Path=\//)
    const value = decodeURIComponent(raw.split(';')[0].split('=')[1])
    const id = JSON.parse(Buffer.from(value.split('.')[0], 'base64').toString('utf8')) as string
    expect(Buffer.from(id, 'base64url').length).toBeGreaterThanOrEqual(16)
    expect(value).not.toMatch(/entrant|token|USER/i)
  })
})

describe('redirects stay on this site', () => {
  it.each(['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '/%2F%2Fevil.example'])(
    'redirectFrom %s is refused: the user lands on home',
    async (target) => {
      const res = await loginAs('entrant', 'Entrant!2026', target)
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe('/v2')
    },
  )

  it('a same-site redirectFrom is honoured', async () => {
    const res = await loginAs('entrant', 'Entrant!2026', '/v2/athletes-v2?tab=1')
    expect(res.headers.get('location')).toBe('/v2/athletes-v2?tab=1')
  })

  it('a protected page sends an anonymous visitor to login with redirectFrom', async () => {
    const res = await fetch(`${app.url}/v2/athletes-v2`, { redirect: 'manual' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/v2/login-v2?redirectFrom=%2Fv2%2Fathletes-v2')
  })
})

describe('cross-site writes and the CSP', () => {
  it('a cross-origin POST gets 403 before any route runs', async () => {
    const before = app.sim.calls.count('/wp-json/jwt-auth')
    const byOrigin = await postForm(`${app.url}/v2/login-v2`, { username: 'entrant', password: 'Entrant!2026' }, { origin: 'https://evil.example' })
    const byFetchSite = await postForm(`${app.url}/v2/logout`, {}, { 'sec-fetch-site': 'cross-site' })
    expect(byOrigin.status).toBe(403)
    expect(byFetchSite.status).toBe(403)
    expect(app.sim.calls.count('/wp-json/jwt-auth')).toBe(before)
  })

  it('a same-origin POST passes the check', async () => {
    const res = await postForm(`${app.url}/v2/login-v2`, { username: 'entrant', password: 'Entrant!2026' }, { origin: app.url, 'sec-fetch-site': 'same-origin' })
    expect(res.status).toBe(302)
  })

  it('the CSP is enforced with a fresh nonce that every script carries', async () => {
    const first = await fetch(`${app.url}/v2/login-v2`)
    const second = await fetch(`${app.url}/v2/login-v2`)
    const csp = first.headers.get('content-security-policy')!
    expect(first.headers.get('content-security-policy-report-only')).toBeNull()
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]
    expect(second.headers.get('content-security-policy')).not.toContain(nonce)
    const html = await first.text()
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
  })
})

describe('a legacy 401 ends the session', () => {
  it('an expired token sends the user to login with redirectFrom, and the session is gone', async () => {
    const login = await loginAs('entrant', 'Entrant!2026')
    const cookie = sessionCookie(login)
    app.sim.expireAllTokens()
    const res = await fetch(`${app.url}/v2/athletes-v2`, { headers: { cookie }, redirect: 'manual' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/v2/login-v2?redirectFrom=%2Fv2%2Fathletes-v2')
    expect(res.headers.getSetCookie().join()).toMatch(/e4s_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i)
    const again = await fetch(`${app.url}/v2/athletes-v2`, { headers: { cookie }, redirect: 'manual' })
    expect(again.headers.get('location')).toBe('/v2/login-v2?redirectFrom=%2Fv2%2Fathletes-v2')
  })
})

describe('health and metrics', () => {
  it('/healthz, /readyz and /metrics answer', async () => {
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200)
    const ready = await fetch(`${app.url}/readyz`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toMatchObject({ checks: { redis: true, legacy: true } })
    const metrics = await (await fetch(`${app.url}/metrics`)).text()
    expect(metrics).toContain('bff_http_request_duration_seconds')
    expect(metrics).toContain('bff_upstream_duration_seconds')
    expect(metrics).toContain('bff_cache_events_total')
    expect(metrics).toContain('bff_circuit_open')
  })
})
