import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAll, postForm, startTestApp, type TestApp } from '../support/app'

// Reports for admins (3-organiser-admin §2 reports, §6 "Reports … admin only", §7 GET /v5/report,
// GET /v5/report/readid, §9 "Report not run is stale after 2 hours") against the built app
// (npm run build first) and the simulator. A short request deadline lets a slow report outlast a page.

let app: TestApp
const cookies: Record<string, string> = {}
const PASSWORDS = {
  entrant: 'Entrant!2026',
  organiser: 'Organiser!2026',
  finance: 'Finance!2026',
  admin: 'Admin!2026',
} as const
type Who = 'visitor' | keyof typeof PASSWORDS
const WHO: Who[] = ['visitor', 'entrant', 'organiser', 'finance', 'admin']
const DEADLINE_MS = 2000

beforeAll(async () => {
  app = await startTestApp({ env: { REQUEST_DEADLINE_MS: String(DEADLINE_MS) } })
  Object.assign(cookies, await loginAll(app, PASSWORDS))
})
afterAll(async () => {
  await app?.close()
})

const as = (who: Who, headers: Record<string, string> = {}) => (who === 'visitor' ? headers : { ...headers, cookie: cookies[who]! })
const get = (path: string, who: Who, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${path}`, { redirect: 'manual', headers: as(who, headers) })
const post = (path: string, who: Who, fields: Record<string, string>) => postForm(`${app.url}${path}`, fields, as(who))
const RUN = '/wp-json/e4s/v5/report'
/** Runs only: the list is /v5/report/readid. */
const runs = () => app.sim.calls.count(RUN) - app.sim.calls.count(`${RUN}/readid`)

function expectVerdict(res: Response, want: 'login' | 403 | 200, path: string) {
  if (want === 'login') {
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/v2/login-v2?redirectFrom=${encodeURIComponent(path)}`)
  } else expect(res.status).toBe(want)
}

describe('route × role: admins only (§6)', () => {
  const verdict: Record<Who, 'login' | 403 | 200> = { visitor: 'login', entrant: 403, organiser: 403, finance: 403, admin: 200 }

  it.each(WHO)('the page as %s', async (who) => {
    app.sim.calls.reset()
    expectVerdict(await get('/v2/reports', who), verdict[who], '/v2/reports')
    expect(app.sim.calls.count(RUN)).toBe(verdict[who] === 200 ? 1 : 0)
  })

  it.each(WHO)('a run and its CSV as %s: nothing upstream unless admin', async (who) => {
    app.sim.calls.reset()
    const path = '/v2/reports?report=users&compid='
    expectVerdict(await get(path, who), verdict[who], path)
    const csv = '/v2/reports/csv?report=users&compid='
    expectVerdict(await get(csv, who), verdict[who], csv)
    expect(runs()).toBe(verdict[who] === 200 ? 1 : 0)
  })

  it.each(WHO.filter((w) => w !== 'admin'))('Run again as %s changes nothing', async (who) => {
    app.sim.calls.reset()
    const res = await post('/v2/reports', who, { intent: 'rerun', report: 'users', compid: '' })
    expect(res.status).toBe(who === 'visitor' ? 302 : 403)
    expect(app.sim.calls.count(RUN)).toBe(0)
  })

  it('the old address lands on the new page', async () => {
    expect((await get('/reports', 'admin')).headers.get('location')).toBe('/v2/reports')
  })
})

describe('running a report', () => {
  it('lists the reports and titles the page, in English and French', async () => {
    const html = await (await get('/v2/reports', 'admin')).text()
    expect(html).toContain('<title>Reports</title>')
    expect(html).toContain('<option value="competitions">Competitions</option>')
    expect(html).toContain('<option value="entries">Entries (one competition)</option>')
    const fr = await (await get('/v2/reports', 'visitor', { cookie: `${cookies.admin}; lng=fr` })).text()
    expect(fr).toContain('<title>Rapports</title>')
    expect(fr).toContain('Entries (une compétition)')
  })

  it('shows the result as a table with when it ran, the CSV link and Run again', async () => {
    const res = await get('/v2/reports?report=competitions&compid=', 'admin')
    expect(res.status).toBe(200)
    const html = await res.text()
    const comps = app.sim.state.seed.competitions
    expect(html).toContain('<h2 id="report-title">Competitions</h2>')
    expect(html).toContain(`${comps.length} rows.`)
    expect(html).toMatch(/Run at [^;]+; stale after [^.]+\./)
    expect(html).toContain('href="/v2/reports/csv?report=competitions&amp;compid="')
    expect(html).toContain('Run again')
  })

  it('downloads the CSV from the run kept: one row a competition, formulas defused, no second run', async () => {
    await get('/v2/reports?report=competitions&compid=', 'admin')
    app.sim.calls.reset()
    const res = await get('/v2/reports/csv?report=competitions&compid=', 'admin')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="competitions.csv"')
    const csv = await res.text()
    const lines = csv.replace(/^\ufeff/, '').trimEnd().split('\r\n')
    expect(lines[0]).toBe('Id,Name,Date,Organisation,Active')
    expect(lines).toHaveLength(app.sim.state.seed.competitions.length + 1)
    expect(runs()).toBe(0)
  })

  it('a cell that starts a formula reaches the CSV defused', async () => {
    const user = app.sim.state.users.find((u) => u.login === 'entrant')!
    const email = user.email
    user.email = '=HYPERLINK("http://evil.example","x")'
    try {
      await post('/v2/reports', 'admin', { intent: 'rerun', report: 'users', compid: '' })
      const csv = await (await get('/v2/reports/csv?report=users&compid=', 'admin')).text()
      expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`)
      expect(csv).not.toMatch(/(^|,)=HYPERLINK/m)
    } finally {
      user.email = email
    }
  })

  it('is kept for two hours: a second view runs nothing; Run again runs it afresh', async () => {
    await get('/v2/reports?report=users&compid=', 'admin')
    app.sim.calls.reset()
    await get('/v2/reports?report=users&compid=', 'admin')
    expect(runs()).toBe(0)
    const again = await post('/v2/reports', 'admin', { intent: 'rerun', report: 'users', compid: '' })
    expect(again.status).toBe(302)
    expect(again.headers.get('location')).toBe('/v2/reports?report=users&compid=')
    await get('/v2/reports?report=users&compid=', 'admin')
    expect(runs()).toBe(1)
  })

  it('a report about one competition runs for the number given', async () => {
    const comp = app.sim.state.seed.competitions[0]!
    const html = await (await get(`/v2/reports?report=entries&compid=${comp.id}`, 'admin')).text()
    expect(html).toContain('<h2 id="report-title">Entries</h2>')
    expect(html).toContain(`href="/v2/reports/csv?report=entries&amp;compid=${comp.id}"`)
  })
})

describe('bad parameters', () => {
  it.each([
    ['nope', '', 'Choose a report.', 'Choisissez un rapport.'],
    ['entries', '', 'Enter a competition number.', 'Saisissez un numéro de compétition.'],
    ['competitions', 'abc', 'Enter a competition number.', 'Saisissez un numéro de compétition.'],
  ])('report %j, competition %j: a message in the user’s language, the form kept, nothing run', async (report, compid, en, fr) => {
    app.sim.calls.reset()
    const path = `/v2/reports?report=${report}&compid=${compid}`
    const res = await get(path, 'admin')
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain(en)
    expect(html).toContain(`value="${compid}"`)
    expect(html).toContain('aria-invalid="true"')
    const french = await (await get(path, 'visitor', { cookie: `${cookies.admin}; lng=fr` })).text()
    expect(french).toContain(fr)
    expect(runs()).toBe(0)
  })

  it("the legacy site's refusal is shown as its own text (a competition it does not know)", async () => {
    const res = await get('/v2/reports?report=entries&compid=99999', 'admin')
    expect(res.status).toBe(422)
    expect(await res.text()).toContain('Competition 99999 not found.')
  })

  it('a bad CSV address goes back to the page, which says why', async () => {
    const res = await get('/v2/reports/csv?report=nope&compid=', 'admin')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/v2/reports?report=nope&compid=')
  })
})

describe('a long report', () => {
  it('the page says it is still running within its deadline; the run goes on and the next look shows it', async () => {
    // Longer than two page deadlines: the page and then the CSV both give up before it ends.
    app.sim.state.reportDelayMs = 2 * DEADLINE_MS + 1000
    try {
      const comp = app.sim.state.seed.competitions[1]!
      const path = `/v2/reports?report=entries&compid=${comp.id}`
      // 202, not the result: the page answered before the run ended.
      const first = await get(path, 'admin')
      expect(first.status).toBe(202)
      const html = await first.text()
      expect(html).toContain('The report is still running.')
      expect(html).toContain(`href="/v2/reports?report=entries&amp;compid=${comp.id}"`)
      expect(html).toContain('<progress')
      // The CSV of a report still running goes to its page.
      expect((await get(`/v2/reports/csv?report=entries&compid=${comp.id}`, 'admin')).headers.get('location')).toBe(path)
      await new Promise((r) => setTimeout(r, 1500))
      app.sim.calls.reset()
      const later = await get(path, 'admin')
      expect(later.status).toBe(200)
      expect(await later.text()).toContain('<h2 id="report-title">Entries</h2>')
      expect(runs()).toBe(0)
    } finally {
      app.sim.state.reportDelayMs = 0
    }
  })
})
