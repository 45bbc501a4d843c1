import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { postForm, sessionCookie, startTestApp, type TestApp } from '../support/app'

// No live token in the app's log, whatever the legacy site answers (built app: npm run build first).

const TOKEN_PATH = '/wp-json/jwt-auth/v1/token'
const JWT =
  'eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJodHRwczovL2xlZ2FjeS5leGFtcGxlIiwiZGF0YSI6eyJ1c2VyIjp7ImlkIjoiMTAxIn19fQ.3bV7nQ0xT5yR2mK8pL4sW1cD9fG6hJ0aZ3eU7iO5tY1'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterEach(() => app.sim.faults.clear())
afterAll(async () => {
  await app?.close()
})

const liveTokens = () => [...app.sim.state.tokens.keys()]
const logIn = () => postForm(`${app.url}/v2/login-v2`, { username: 'entrant', password: 'Entrant!2026' })

function expectNotLogged(secrets: string[]) {
  const logged = app.logs.join('\n')
  expect(secrets.length).toBeGreaterThan(0)
  for (const secret of secrets) expect(logged).not.toContain(secret)
}

describe('secrets in the log', () => {
  it('the token answer cut off half-way (a live token in its first half)', async () => {
    app.sim.faults.add({ pathPrefix: TOKEN_PATH, mode: 'cut', times: 1 })
    const res = await logIn()
    await res.text()
    expect(res.status).not.toBe(302)
    expectNotLogged(liveTokens())
  })

  it.each([
    ['cut-off JSON', `{"token":"${JWT}","user_email":"entrant@exa`],
    ['the token under another key', JSON.stringify([{ bearer: JWT }])],
    ['200 HTML', `<html><body>${JWT}</body></html>`],
  ])('the token answer as %s', async (_name, body) => {
    app.sim.faults.add({ pathPrefix: TOKEN_PATH, status: 200, body, times: 1 })
    const res = await logIn()
    await res.text()
    expectNotLogged([JWT])
  })

  it("an ordinary call's failing answer quoting the user's live token", async () => {
    const cookie = sessionCookie(await logIn())
    const [token] = liveTokens().slice(-1)
    app.sim.faults.add({
      pathPrefix: '/wp-json/e4s/v5/cart',
      status: 500,
      body: `Fatal error: bad token ${token} in Authorization: Bearer ${token}`,
    })
    app.sim.faults.add({ pathPrefix: '/wp-json/e4s/v5/messages/unread', status: 200, body: `{"errNo":0,"data":{"count":"${token}"` })
    const res = await fetch(`${app.url}/v2`, { headers: { cookie } })
    await res.text()
    expect(app.logs.some((l) => l.includes('"endpoint":"entry.cart"'))).toBe(true)
    expectNotLogged([token!])
  })

  it('a contract failure on an answer holding e-mail addresses, phones and dates of birth logs none of them (decision 067)', async () => {
    const body = JSON.stringify({
      errNo: 0,
      data: 'not a list',
      users: [
        { user_email: 'anna.smith@example.org', phone: '07700 900123', dob: '2011-04-09' },
        { contact: 'Write to bob.jones@example.net', address1: '12 Mill Lane' },
      ],
    })
    app.sim.faults.add({ pathPrefix: '/wp-json/e4s/v5/public/comps/filter', status: 200, body })
    // A search of its own: no list kept from the tests before answers it.
    const res = await fetch(`${app.url}/v2?q=personal-data-in-logs`)
    await res.text()
    expect(app.logs.some((l) => l.includes('"endpoint":"competitions.filter"') && l.includes('"kind":"contract"'))).toBe(true)
    expectNotLogged(['anna.smith', 'example.org', 'bob.jones', '07700', '2011-04-09', 'Mill Lane'])
  })
})
