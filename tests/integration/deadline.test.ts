import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postForm, sessionCookie, startTestApp, type TestApp } from '../support/app'

// The request deadline and Server-Timing against the built app (npm run build first).

const DEADLINE_MS = 1200
const COMPETITION_INFO = '/wp-json/e4s/v5/public/comp/'

async function logIn(app: TestApp, username: string, password: string) {
  const res = await postForm(`${app.url}/v2/login-v2`, { username, password })
  expect(res.status).toBe(302)
  // In production the session cookie carries a prefix (__Host-).
  const cookie = res.headers.getSetCookie().find((c) => /^[\w-]*e4s_session=/.test(c))
  return cookie ? cookie.split(';')[0]! : sessionCookie(res)
}

describe('in development (not production)', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ env: { REQUEST_DEADLINE_MS: String(DEADLINE_MS), LEGACY_GET_RETRIES: '2' } })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('Server-Timing shows the budget, each upstream call and what was left', async () => {
    const res = await fetch(`${app.url}/v2/show-entry-v2/501`, { redirect: 'manual' })
    await res.text()
    const timing = res.headers.get('server-timing') ?? ''
    expect(timing).toMatch(new RegExp(`^budget;desc="request deadline";dur=${DEADLINE_MS}, `))
    expect(timing).toMatch(/legacy\d+;desc="[a-z.]+";dur=\d+\.\d/)
    expect(timing).toMatch(/left;desc="deadline left";dur=\d+\.\d$/)
  })

  it('a page whose essential call never answers in time is answered by the deadline, with the timeout in the log', async () => {
    app.sim.faults.add({ pathPrefix: COMPETITION_INFO, delayMs: 20_000 })
    try {
      const started = performance.now()
      const res = await fetch(`${app.url}/v2/show-entry-v2/502`, { redirect: 'manual' })
      await res.text()
      const elapsed = performance.now() - started
      // Three attempts of the legacy time-out (3 × 8 s) before; now one deadline, and a page.
      expect(elapsed).toBeLessThan(DEADLINE_MS + 800)
      expect(res.status).toBeGreaterThanOrEqual(500)
      const line = app.logs.find((l) => l.includes('"kind":"timeout"') && l.includes('"deadline":true'))
      expect(line).toBeDefined()
    } finally {
      app.sim.faults.clear()
    }
  })
})

describe('in production', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ redis: true, env: { NODE_ENV: 'production', SESSION_SECRET: 'deadline-test-secret' } })
  })
  afterAll(async () => {
    await app?.close()
  })

  const timingOf = async (cookie?: string) => {
    const res = await fetch(`${app.url}/v2/show-entry-v2/501`, { redirect: 'manual', headers: cookie ? { cookie } : {} })
    await res.text()
    expect(res.status).toBe(200)
    return res.headers.get('server-timing')
  }

  it('Server-Timing is sent to an admin only: never to a visitor or an ordinary user', async () => {
    expect(await timingOf()).toBeNull()
    expect(await timingOf(await logIn(app, 'entrant', 'Entrant!2026'))).toBeNull()
    expect(await timingOf(await logIn(app, 'admin', 'Admin!2026'))).toMatch(/^budget;desc="request deadline";dur=8000, /)
  })
})
