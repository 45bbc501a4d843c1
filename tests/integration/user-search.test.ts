import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAll, startTestApp, type TestApp } from '../support/app'

// Admin user search (3-organiser-admin §2 user-search-v2, §6, §9 page 1 size 10) against the
// built app (npm run build first) and the simulator.

let app: TestApp
const cookies: Record<string, string> = {}
const PASSWORDS = {
  entrant: 'Entrant!2026',
  organiser: 'Organiser!2026',
  finance: 'Finance!2026',
  steward: 'Steward!2026',
  admin: 'Admin!2026',
} as const
type Who = 'anonymous' | keyof typeof PASSWORDS

beforeAll(async () => {
  app = await startTestApp()
  Object.assign(cookies, await loginAll(app, PASSWORDS))
})
afterAll(async () => {
  await app?.close()
})

const get = (path: string, who: Who) =>
  fetch(`${app.url}${path}`, { redirect: 'manual', headers: who === 'anonymous' ? {} : { cookie: cookies[who]! } })

describe('who may search users (route × role)', () => {
  const expected: Record<Who, 'login' | 403 | 200> = {
    anonymous: 'login',
    entrant: 403,
    organiser: 403,
    finance: 403,
    steward: 403,
    admin: 200,
  }
  it.each(Object.keys(expected) as Who[])('as %s', async (who) => {
    app.sim.calls.reset()
    const res = await get('/v2/user-search-v2?search=runner', who)
    if (expected[who] === 'login') {
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe(`/v2/login-v2?redirectFrom=${encodeURIComponent('/v2/user-search-v2?search=runner')}`)
    } else expect(res.status).toBe(expected[who])
    // Nobody but the admin reaches the legacy search.
    expect(app.sim.calls.count('/wp-json/e4s/v5/users')).toBe(who === 'admin' ? 1 : 0)
  })
})

describe('the search', () => {
  it('page 1 of 10 by default, a next page, the total; titled Users', async () => {
    const html = await (await get('/v2/user-search-v2', 'admin')).text()
    expect(html).toContain('<title>Users</title>')
    expect(html).toContain(`${app.sim.state.users.length} users found.`)
    expect(html.match(/<th scope="row">/g)).toHaveLength(10)
    expect(html).toContain('href="/v2/user-search-v2?page=2"')
    const second = await (await get('/v2/user-search-v2?page=2', 'admin')).text()
    expect(second.match(/<th scope="row">/g)).toHaveLength(app.sim.state.users.length - 10)
  })

  it('a page past the end keeps the real total and leads back to the last page', async () => {
    const html = await (await get('/v2/user-search-v2?page=50', 'admin')).text()
    expect(html).toContain(`${app.sim.state.users.length} users found.`)
    expect(html).toContain(`href="/v2/user-search-v2?page=${Math.ceil(app.sim.state.users.length / 10)}"`)
  })

  it('finds by text, keeps it in the form and the paging links', async () => {
    const html = await (await get('/v2/user-search-v2?search=runner', 'admin')).text()
    expect(html).toContain('4 users found.')
    expect(html).toContain('runner1@example.org')
    expect(html).not.toContain('entrant@example.org')
    expect(html).toContain('value="runner"')
  })

  it('a bad page number reads as page 1; a legacy failure is the error page, never a 500', async () => {
    expect((await get('/v2/user-search-v2?page=-3', 'admin')).status).toBe(200)
    app.sim.faults.add({ pathPrefix: '/wp-json/e4s/v5/users', status: 500, times: 1 })
    expect((await get('/v2/user-search-v2', 'admin')).status).toBe(502)
  })

  it('French', async () => {
    const res = await fetch(`${app.url}/v2/user-search-v2?search=runner`, { headers: { cookie: cookies.admin!, 'accept-language': 'fr' } })
    const html = await res.text()
    expect(html).toContain('4 utilisateurs trouvés.')
    expect(html).toContain('<title>Utilisateurs</title>')
  })
})
