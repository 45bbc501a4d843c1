import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postForm, sessionCookie, startTestApp, type TestApp } from '../support/app'

// athlete-pb/{entryId} and cart-redirect against the built app (npm run build first) and the simulator.

let app: TestApp
let entrant: string
let organiser: string
let entryId: number

const login = async (username: string, password: string) =>
  sessionCookie(await postForm(`${app.url}/v2/login-v2`, { username, password }))

beforeAll(async () => {
  app = await startTestApp()
  entrant = await login('entrant', 'Entrant!2026')
  organiser = await login('organiser', 'Organiser!2026')
  const userId = app.sim.state.users.find((u) => u.login === 'entrant')!.id
  entryId = app.sim.state.entries.find((e) => e.userId === userId)!.entryId
})
afterAll(async () => {
  await app?.close()
})

const get = (path: string, cookie?: string) => fetch(`${app.url}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} })
const entry = () => app.sim.state.entries.find((e) => e.entryId === entryId)!
const pbPath = () => `/v2/athlete-pb/${entryId}`

describe('athlete-pb/{entryId}', () => {
  it('sends a visitor to login and back', async () => {
    const res = await get(pbPath())
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/v2/login-v2?redirectFrom=${encodeURIComponent(pbPath())}`)
  })

  it('the v1 address goes to it', async () => {
    const res = await get(`/athlete-pb/${entryId}`)
    expect(res.status).toBe(308)
    expect(res.headers.get('location')).toBe(pbPath())
  })

  it("shows the entry's event, athlete and PB with a form", async () => {
    const res = await get(pbPath(), entrant)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Discus')
    expect(html).toMatch(/<input[^>]*name="pb"/)
  })

  it("saves a PB through pbupdatev2: 'PB saved for {event}'", async () => {
    const res = await postForm(`${app.url}${pbPath()}`, { pb: '31.25' }, { cookie: entrant })
    expect(res.status).toBe(200)
    expect(await res.text()).toMatch(/PB saved for Discus/)
    expect(entry().pb).toBe(31.25)
    expect(await (await get(pbPath(), entrant)).text()).toContain('31.25')
  })

  it("refuses what the PB parser refuses, with the spec's message and the text kept, nothing saved", async () => {
    const before = entry().pb
    const res = await postForm(`${app.url}${pbPath()}`, { pb: '3l.5' }, { cookie: entrant })
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('Only enter numbers.')
    expect(html).toContain('value="3l.5"')
    expect(entry().pb).toBe(before)
  })

  it("another user's entry, an unknown one or a bad id is a 404, and nothing is saved", async () => {
    const before = entry().pb
    expect((await get(pbPath(), organiser)).status).toBe(404)
    expect((await postForm(`${app.url}${pbPath()}`, { pb: '20' }, { cookie: organiser })).status).toBe(404)
    expect(entry().pb).toBe(before)
    expect((await get('/v2/athlete-pb/999999', entrant)).status).toBe(404)
    expect((await get('/v2/athlete-pb/abc', entrant)).status).toBe(404)
  })

  it('is in French', async () => {
    const res = await fetch(`${app.url}${pbPath()}`, { headers: { cookie: entrant, 'accept-language': 'fr' } })
    expect(await res.text()).toContain('Record personnel\u00a0: Discus')
  })
})

describe('cart-redirect', () => {
  it('sends a visitor to login and back', async () => {
    const res = await get('/v2/cart-redirect')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/v2/login-v2?redirectFrom=${encodeURIComponent('/v2/cart-redirect')}`)
  })

  it('the v1 address goes to it', async () => {
    const res = await get('/cart-redirect')
    expect(res.status).toBe(308)
    expect(res.headers.get('location')).toBe('/v2/cart-redirect')
  })

  it("goes straight to the shop's basket, coming back to the cart page after paying; nothing is submitted", async () => {
    const basketsBefore = JSON.stringify([...app.sim.state.baskets.entries()])
    const res = await get('/v2/cart-redirect', entrant)
    expect(res.status).toBe(302)
    const location = new URL(res.headers.get('location')!)
    expect(location.origin).toBe(app.sim.url)
    expect(location.searchParams.get('returnUrl')).toBe(`${app.url}/v2/cart`)
    expect(JSON.stringify([...app.sim.state.baskets.entries()])).toBe(basketsBefore)
  })

  it('the hand-off call failing: the error page in the shell, no legacy detail', async () => {
    app.sim.faults.add({ pathPrefix: '/wp-json/e4s/v5/basket/handoff', status: 500, body: 'secret.php failed', times: 1 })
    const res = await get('/v2/cart-redirect', entrant)
    expect(res.status).toBe(502)
    expect(await res.text()).not.toContain('secret.php')
  })
})
