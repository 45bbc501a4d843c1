import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAll, postForm, startTestApp, type TestApp } from '../support/app'

// Admin clubs and organisations (3-organiser-admin §2 club-search-v2, club-v2, org-search; §6;
// §7 GET /v5/clubs, GET /v5/orgs/{status}, POST /v5/orgs/approve/{id}; §9 clubs 20 a page)
// against the built app (npm run build first) and the simulator.

let app: TestApp
const cookies: Record<string, string> = {}
const PASSWORDS = {
  entrant: 'Entrant!2026',
  organiser: 'Organiser!2026',
  rivalorganiser: 'Rival!2026',
  admin: 'Admin!2026',
} as const
type Who = 'visitor' | keyof typeof PASSWORDS
const WHO: Who[] = ['visitor', 'entrant', 'organiser', 'rivalorganiser', 'admin']

beforeAll(async () => {
  app = await startTestApp()
  Object.assign(cookies, await loginAll(app, PASSWORDS))
})
afterAll(async () => {
  await app?.close()
})

const as = (who: Who, headers: Record<string, string> = {}) => (who === 'visitor' ? headers : { ...headers, cookie: cookies[who]! })
const get = (path: string, who: Who, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${path}`, { redirect: 'manual', headers: as(who, headers) })
const post = (path: string, who: Who, fields: Record<string, string>) => postForm(`${app.url}${path}`, fields, as(who))
const rows = (html: string) => (html.match(/<th scope="row">/g) ?? []).length

const CLUBS = '/wp-json/e4s/v5/clubs'
const ORGS = '/wp-json/e4s/v5/orgs'
const state = () => app.sim.state

function expectVerdict(res: Response, want: 'login' | 403 | 200, path: string) {
  if (want === 'login') {
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/v2/login-v2?redirectFrom=${encodeURIComponent(path)}`)
  } else expect(res.status).toBe(want)
}

describe('route × role', () => {
  const searchVerdict: Record<Who, 'login' | 403 | 200> = {
    visitor: 'login',
    entrant: 403,
    organiser: 200,
    rivalorganiser: 200,
    admin: 200,
  }
  it.each(WHO)('club search as %s: builders of any organisation and admins (the route table’s v1 rule)', async (who) => {
    app.sim.calls.reset()
    const path = '/v2/club-search-v2?startswith=a'
    expectVerdict(await get(path, who), searchVerdict[who], path)
    expect(app.sim.calls.count(CLUBS) > 0).toBe(searchVerdict[who] === 200)
  })

  it.each(WHO)('a club as %s: public', async (who) => {
    const club = state().seed.clubs[0]!
    const res = await get(`/v2/club-v2/${club.id}`, who)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain(`<h1>${club.name.replace(/&/g, '&amp;')}</h1>`)
  })

  const orgVerdict: Record<Who, 'login' | 403 | 200> = { visitor: 'login', entrant: 403, organiser: 403, rivalorganiser: 403, admin: 200 }
  it.each(WHO)('organisations as %s: admins only', async (who) => {
    app.sim.calls.reset()
    expectVerdict(await get('/v2/org-search', who), orgVerdict[who], '/v2/org-search')
    expect(app.sim.calls.count(ORGS)).toBe(orgVerdict[who] === 200 ? 1 : 0)
  })

  it.each(WHO.filter((w) => w !== 'admin'))('approving as %s changes nothing upstream', async (who) => {
    app.sim.calls.reset()
    const res = await post('/v2/org-search?status=PENDING', who, { intent: 'approve', orgId: '63' })
    expect(res.status).toBe(who === 'visitor' ? 302 : 403)
    expect(app.sim.calls.count(`${ORGS}/approve`)).toBe(0)
    expect(state().orgRequests.find((o) => o.id === 63)?.status).toBe('PENDING')
  })

  it.each(WHO)('the v2 profile menu offers Clubs to admins only (§6), as %s', async (who) => {
    const html = await (await get('/v2', who)).text()
    expect(html.includes('href="/v2/club-search-v2"')).toBe(who === 'admin')
  })

  it('the old addresses land on the new pages', async () => {
    expect((await get('/club-search', 'admin')).headers.get('location')).toBe('/v2/club-search-v2')
    expect((await get('/org-search', 'admin')).headers.get('location')).toBe('/v2/org-search')
    expect((await get('/club/5', 'visitor')).headers.get('location')).toBe('/v2/club-v2/5')
  })
})

describe('club search', () => {
  const clubsOf = (type: 'C' | 'S') => state().seed.clubs.filter((c) => c.clubType === type)

  it('20 a page, the total, page links that keep the filter; titled Clubs; rows link to the club', async () => {
    const all = clubsOf('C')
    expect(all.length).toBeGreaterThan(20)
    const html = await (await get('/v2/club-search-v2', 'admin')).text()
    expect(html).toContain('<title>Clubs</title>')
    expect(html).toContain(`${all.length} clubs found.`)
    expect(rows(html)).toBe(20)
    expect(html).toContain('href="/v2/club-search-v2?page=2"')
    const first = [...all].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)[0]!
    expect(html).toContain(`href="/v2/club-v2/${first.id}"`)
    const last = await (await get(`/v2/club-search-v2?page=${Math.ceil(all.length / 20)}`, 'admin')).text()
    expect(rows(last)).toBe(all.length % 20 || 20)
  })

  it('by the start of the name, by area, schools only (type S)', async () => {
    const club = clubsOf('C')[0]!
    const prefix = club.name.slice(0, 4)
    const byName = await (await get(`/v2/club-search-v2?startswith=${encodeURIComponent(prefix.toLowerCase())}`, 'admin')).text()
    const expected = clubsOf('C').filter((c) => c.name.toLowerCase().startsWith(prefix.toLowerCase()))
    expect(rows(byName)).toBe(Math.min(20, expected.length))
    expect(byName).toContain(`value="${prefix.toLowerCase()}"`)

    const county = club.countyId
    const byArea = await (await get(`/v2/club-search-v2?area=${county}`, 'admin')).text()
    const inCounty = clubsOf('C').filter((c) => c.countyId === county)
    expect(byArea).toContain(`${inCounty.length} club`)
    expect(byArea).toMatch(new RegExp(`<option value="${county}" selected="">`))
    expect(byArea).toContain(`href="/v2/club-v2/${club.id}"`)

    const schools = await (await get('/v2/club-search-v2?type=S', 'admin')).text()
    const allSchools = clubsOf('S')
    expect(schools).toContain(`${allSchools.length} school`)
    expect(schools).toMatch(/id="club-schools" name="type" type="checkbox" checked=""/)
    for (const s of allSchools.slice(0, 3)) expect(schools).toContain(`href="/v2/club-v2/${s.id}"`)
    expect(schools).not.toContain(`href="/v2/club-v2/${club.id}"`)
  })

  it('bad input: text over 100 characters is cut, a bad area or page is ignored, markup is text', async () => {
    const long = await get(`/v2/club-search-v2?startswith=${'x'.repeat(300)}`, 'admin')
    expect(long.status).toBe(200)
    expect(await long.text()).toContain(`value="${'x'.repeat(100)}"`)
    for (const q of ['area=abc', 'area=-4', 'page=0', 'page=-3', 'page=1e3', 'type=<b>', 'area=99999999999'])
      expect((await get(`/v2/club-search-v2?${q}`, 'admin')).status, q).toBe(200)
    const html = await (await get(`/v2/club-search-v2?startswith=${encodeURIComponent('<script>alert(1)</script>')}`, 'admin')).text()
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(html).toContain('0 clubs found.')
  })

  it('a page past the last says none found here and links back', async () => {
    const html = await (await get('/v2/club-search-v2?page=999', 'admin')).text()
    expect(rows(html)).toBe(0)
    expect(html).toMatch(/rel="prev"[^>]*href="\/v2\/club-search-v2\?page=2"/)
  })

  it('the areas lookup down: the search still works, without the area filter, and says so', async () => {
    const fresh = await startTestApp()
    try {
      const [cookie] = Object.values(await loginAll(fresh, { admin: 'Admin!2026' }))
      fresh.sim.faults.add({ pathPrefix: '/wp-json/e4s/v5/areas', status: 500, times: 10 })
      const res = await fetch(`${fresh.url}/v2/club-search-v2`, { headers: { cookie: cookie! } })
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(rows(html)).toBe(20)
      expect(html).not.toContain('name="area"')
      expect(html).toContain('The areas cannot be listed just now')
    } finally {
      await fresh.close()
    }
  })

  it('the clubs lookup down: the error page, never a 500, and no legacy detail', async () => {
    app.sim.faults.add({ pathPrefix: CLUBS, status: 500, times: 1 })
    const res = await get('/v2/club-search-v2?startswith=zz', 'admin')
    expect(res.status).toBe(502)
    expect(await res.text()).not.toContain('/wp-json')
  })

  it('French', async () => {
    const html = await (await get('/v2/club-search-v2?type=S', 'admin', { 'accept-language': 'fr' })).text()
    expect(html).toContain('<title>Clubs</title>')
    expect(html).toMatch(/\d+ écoles trouvées\./)
    expect(html).toContain('Écoles uniquement')
  })
})

describe('a club', () => {
  it('name, level, type, area and its region', async () => {
    const club = state().seed.clubs.find((c) => c.clubType === 'S')!
    const county = state().seed.counties.find((c) => c.id === club.countyId)!
    const region = state().seed.regions.find((r) => r.id === county.regionId)!
    const html = await (await get(`/v2/club-v2/${club.id}`, 'visitor')).text()
    expect(html).toContain(`<title>${club.id}: Club</title>`)
    expect(html).toContain('<dd>Club</dd>')
    expect(html).toContain('<dd>School</dd>')
    expect(html).toContain(`<dd>${county.name}</dd>`)
    expect(html).toContain(`<dd>${region.name}</dd>`)
    const fr = await (await get(`/v2/club-v2/${club.id}`, 'visitor', { 'accept-language': 'fr' })).text()
    expect(fr).toContain('<dd>École</dd>')
    expect(fr).toContain('<dt>Niveau</dt>')
  })

  it('bad input: an unknown club is a 404, a bad id a 404 before any call', async () => {
    expect((await get('/v2/club-v2/999999', 'admin')).status).toBe(404)
    app.sim.calls.reset()
    for (const id of ['abc', '-1', '0', '1e3', '12345678901']) expect((await get(`/v2/club-v2/${id}`, 'admin')).status, id).toBe(404)
    expect(app.sim.calls.count(CLUBS)).toBe(0)
  })

  it('the legacy site down: the error page, never a 500', async () => {
    app.sim.faults.add({ pathPrefix: `${CLUBS}/`, status: 503, times: 5 })
    const club = state().seed.clubs[1]!
    expect((await get(`/v2/club-v2/${club.id}`, 'visitor')).status).toBe(502)
  })
})

describe('organisations', () => {
  it('awaiting approval by default; each status the legacy answers; titled Organisations', async () => {
    const html = await (await get('/v2/org-search', 'admin')).text()
    expect(html).toContain('<title>Organisations</title>')
    expect(html).toContain('3 organisations: Awaiting approval.')
    expect(html).toContain('Harbour Road Runners Association')
    const active = await (await get('/v2/org-search?status=ACTIVE', 'admin')).text()
    expect(active).toContain('Northvale Athletics Network')
    expect(active).not.toContain('approve=')
    const inactive = await (await get('/v2/org-search?status=INACTIVE', 'admin')).text()
    expect(inactive).toContain('Old Mill Athletics Circuit')
    // An unknown status is the default one, never passed on.
    app.sim.calls.reset()
    expect(await (await get('/v2/org-search?status=..%2Fusers', 'admin')).text()).toContain('Awaiting approval.')
    expect(app.sim.calls.count(`${ORGS}/PENDING`)).toBe(1)
  })

  it('asks to confirm (without JavaScript: a link, then a form), approves, says so in both languages; the list updates', async () => {
    const confirm = await (await get('/v2/org-search?status=PENDING&approve=62', 'admin')).text()
    expect(confirm).toContain('Approve the organisation Harbour Road Runners Association?')
    expect(confirm).toContain('name="orgId" value="62"')
    const res = await post('/v2/org-search?status=PENDING', 'admin', { intent: 'approve', orgId: '62' })
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Organisation Harbour Road Runners Association approved.')
    expect(html).toContain('2 organisations: Awaiting approval.')
    expect(html).not.toContain('Approve the organisation')
    expect(state().orgRequests.find((o) => o.id === 62)?.status).toBe('ACTIVE')
    expect(await (await get('/v2/org-search?status=ACTIVE', 'admin')).text()).toContain('Harbour Road Runners Association')

    const fr = await postForm(
      `${app.url}/v2/org-search?status=INACTIVE`,
      { intent: 'approve', orgId: '64' },
      { cookie: cookies.admin!, 'accept-language': 'fr' },
    )
    expect(await fr.text()).toContain('Organisation Old Mill Athletics Circuit approuvée.')
    const frConfirm = await (await get('/v2/org-search?approve=63', 'admin', { 'accept-language': 'fr' })).text()
    expect(frConfirm).toContain('Approuver l’organisation Vale Schools Sports Partnership\u00a0?')
  })

  it('bad input: no or a bad id or intent is a 400 before any call; an unknown or approved one is the legacy refusal', async () => {
    app.sim.calls.reset()
    const bad: Array<Record<string, string>> = [
      { intent: 'approve' },
      { intent: 'approve', orgId: 'abc' },
      { intent: 'approve', orgId: '-2' },
      { intent: 'delete', orgId: '63' },
      {},
    ]
    for (const fields of bad) expect((await post('/v2/org-search', 'admin', fields)).status, JSON.stringify(fields)).toBe(400)
    expect(app.sim.calls.count(`${ORGS}/approve`)).toBe(0)
    const unknown = await post('/v2/org-search', 'admin', { intent: 'approve', orgId: '9999' })
    expect(unknown.status).toBe(422)
    expect(await unknown.text()).toContain('Organisation 9999 not found.')
    const approved = await post('/v2/org-search', 'admin', { intent: 'approve', orgId: '12' })
    expect(approved.status).toBe(422)
    expect(await approved.text()).toContain('is already approved.')
    // Confirming an organisation that is not listed (or already approved) shows no confirmation.
    expect(await (await get('/v2/org-search?approve=12', 'admin')).text()).not.toContain('Approve the organisation')
    expect(await (await get('/v2/org-search?approve=abc', 'admin')).text()).not.toContain('Approve the organisation')
  })

  it('the legacy site down: the list is the error page; the approval a message, never a 500', async () => {
    app.sim.faults.add({ pathPrefix: ORGS, status: 500, times: 1 })
    expect((await get('/v2/org-search', 'admin')).status).toBe(502)
    app.sim.faults.add({ pathPrefix: `${ORGS}/approve`, status: 500, times: 1 })
    const res = await post('/v2/org-search', 'admin', { intent: 'approve', orgId: '63' })
    expect(res.status).toBe(502)
    expect(await res.text()).not.toContain('/wp-json')
  })
})
