import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY_DEMO } from '../../contract-fixtures/seed'
import type { FaultSpec } from '../../contract-fixtures/simulator/server'
import { postForm, sessionCookie, startTestApp, type TestApp } from '../support/app'

/*
 * The fault table: every fault mode of the simulator on every kind of call, against the built app
 * (npm run build first). For each cell: the status the user gets, the page still usable (the
 * shell around a message, or the login form), the request's deadline held, and no secret — a
 * token planted in the fault's answer, or a live session token — in the page or in the logs.
 */

const DEADLINE_MS = 1500
/** Rendering and the test's own requests on a loaded two-core machine, on top of the deadline. */
const SLACK_MS = 1000
const PLANTED = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJwbGFudGVkIn0.UGxhbnRlZFNpZ25hdHVyZQ'

const FAULTS = {
  slow: { delayMs: DEADLINE_MS + 2500 },
  'cut-off body': { mode: 'cut' },
  'other shape': { status: 200, body: JSON.stringify({ errNo: 0, result: { unexpected: true, jwt: PLANTED } }) },
  'errNo > 0': { status: 200, body: JSON.stringify({ errNo: 7, error: 'Planted refusal text', message: '', data: { token: PLANTED } }) },
  '401': { status: 401, body: JSON.stringify({ code: 'jwt_auth_invalid_token', message: `Expired token ${PLANTED}` }) },
  '500': { status: 500, body: `<html><body>Fatal error: token ${PLANTED} in /var/www/wp-content</body></html>` },
  'connection refused': { mode: 'reset' },
} satisfies Record<string, Omit<FaultSpec, 'pathPrefix'>>
type Fault = keyof typeof FAULTS

const COMP = ENTRY_DEMO.limitsCompId
type Call = {
  /** The legacy path the fault is put on. */
  pathPrefix: string
  method?: string
  /** The page that makes the call, and whether a logged-in user opens it. */
  page: string
  user: boolean
  /** The status each fault gives the user; 'same' is the page's usual status. */
  expected: Partial<Record<Fault, number>> & { otherwise: number }
}

const CALLS: Record<string, Call> = {
  // Sign-in: essential. A refused or unknown-shape token answer is a failed sign-in, not a crash.
  token: {
    pathPrefix: '/wp-json/jwt-auth/v1/token',
    method: 'POST',
    page: '/v2/login-v2',
    user: false,
    // A refusal of the credentials (errNo or 401) is the spec's 'not recognised'; the rest say the site is slow or down.
    expected: { slow: 504, 'cut-off body': 503, 'other shape': 502, 'errNo > 0': 401, '401': 401, '500': 502, 'connection refused': 503, otherwise: 0 },
  },
  // Config: the shell falls back to its defaults.
  config: { pathPrefix: '/wp-json/e4s/v5/public/config', page: '/v2', user: false, expected: { otherwise: 200 } },
  // The competition list: a secondary section of the home page.
  list: { pathPrefix: '/wp-json/e4s/v5/public/comps/filter', page: '/v2', user: false, expected: { otherwise: 200 } },
  // The competition on its own page: essential.
  competition: {
    pathPrefix: `/wp-json/e4s/v5/public/comp/${ENTRY_DEMO.rulesCompId}/info`,
    page: `/v2/show-entry-v2/${ENTRY_DEMO.rulesCompId}`,
    user: false,
    // A 401 to a visitor (no session to end) goes home, as 1-shell §4 says of every 401.
    expected: { slow: 504, 'cut-off body': 503, 'other shape': 502, 'errNo > 0': 422, '401': 302, '500': 502, 'connection refused': 503, otherwise: 0 },
  },
  // The cart on the entry page: secondary (2-entry §7: lists reset to empty on failure).
  cart: { pathPrefix: '/wp-json/e4s/v5/cart', page: `/v2/entry-v2/${COMP}`, user: true, expected: { '401': 302, otherwise: 200 } },
  // The header's cart counts on a public page: secondary; a 401 ends the session and shows the page anonymously.
  'cart counts': { pathPrefix: '/wp-json/e4s/v5/cart', page: '/v2', user: true, expected: { '401': 302, otherwise: 200 } },
  // An athlete's schedule on the entry page: secondary, the athletes stay.
  schedule: {
    pathPrefix: `/wp-json/e4s/v5/events/${COMP}/`,
    page: `/v2/entry-v2/${COMP}?athlete=${ENTRY_DEMO.athleteId}`,
    user: true,
    expected: { '401': 302, otherwise: 200 },
  },
}

let app: TestApp
beforeAll(async () => {
  app = await startTestApp({
    env: {
      REQUEST_DEADLINE_MS: String(DEADLINE_MS),
      LEGACY_GET_RETRIES: '2',
      // Each cell on its own: no shared cache, no page cache, no breaker opened by earlier cells.
      CACHE_DISABLED: '1',
      PAGE_CACHE_MS: '0',
      LEGACY_BREAKER_THRESHOLD: '100000',
    },
  })
})
afterAll(async () => {
  await app?.close()
})

async function logIn(): Promise<string> {
  const res = await postForm(`${app.url}/v2/login-v2`, { username: ENTRY_DEMO.username, password: ENTRY_DEMO.password })
  expect(res.status).toBe(302)
  return sessionCookie(res)
}

async function open(call: Call, cookie?: string): Promise<Response> {
  if (call.method === 'POST') {
    return postForm(`${app.url}${call.page}`, { username: ENTRY_DEMO.username, password: ENTRY_DEMO.password })
  }
  return fetch(`${app.url}${call.page}`, { redirect: 'manual', headers: cookie ? { cookie } : {} })
}

const liveTokens = () => [...app.sim.state.tokens.keys()]

describe('the fault table: each fault on each kind of call', () => {
  for (const [callName, call] of Object.entries(CALLS)) {
    for (const [faultName, fault] of Object.entries(FAULTS) as Array<[Fault, (typeof FAULTS)[Fault]]>) {
      const expected = call.expected[faultName] ?? call.expected.otherwise
      it(`${callName} × ${faultName}: ${expected}, usable, on time, no secret`, async () => {
        const cookie = call.user ? await logIn() : undefined
        const logsBefore = app.logs.length
        app.sim.faults.add({ pathPrefix: call.pathPrefix, ...(call.method ? { method: call.method } : {}), ...fault })
        const started = performance.now()
        const res = await open(call, cookie)
        const html = await res.text()
        const ms = performance.now() - started
        app.sim.faults.clear()

        expect(res.status).toBe(expected)
        expect(ms).toBeLessThan(DEADLINE_MS + SLACK_MS)
        if (res.status >= 300 && res.status < 400) {
          // Back to a page of ours; a session the legacy site ended is cleared.
          expect(res.headers.get('location')).toMatch(/^\/v2/)
          if (cookie) expect(res.headers.getSetCookie().join()).toMatch(/e4s_session=;/)
        } else {
          // The shell stands around whatever the page says (the login form stays for a failed sign-in).
          expect(html).toContain('<header')
          expect(html).toContain('<footer')
          if (call.method === 'POST') expect(html).toContain('name="password"')
        }
        expect(html).not.toMatch(/at .*\.js:\d+/)
        const logs = app.logs.slice(logsBefore).join('\n')
        for (const secret of [PLANTED, ...liveTokens()]) {
          expect(html).not.toContain(secret)
          expect(logs).not.toContain(secret)
        }
      })
    }
  }
})
