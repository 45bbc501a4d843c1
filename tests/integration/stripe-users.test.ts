import { describe, expect, it } from 'vitest'
import { appSignedIn } from '../support/app-as'

// Stripe Users and the Finance Report (3-organiser-admin §2 stripe-users and the admin menu; §6
// "Finance Report and Stripe Users for finance permission"; 1-shell §7 GET /v5/reports/finance)
// against the built app (npm run build first) and the simulator.

const WHO = ['visitor', 'entrant', 'organiser', 'finance', 'admin'] as const
type Who = (typeof WHO)[number]
const { app, get } = appSignedIn(['entrant', 'organiser', 'finance', 'admin'])

const PAGES = [
  ['/v2/stripe-users', '/wp-json/e4s/v5/stripe/users'],
  ['/v2/finance-report', '/wp-json/e4s/v5/reports/finance'],
] as const

const verdict: Record<Who, 'login' | 403 | 200> = { visitor: 'login', entrant: 403, organiser: 403, finance: 200, admin: 200 }

describe('route × role: admin or finance on 38 (§6)', () => {
  const cases = PAGES.flatMap(([path, upstream]) => WHO.map((who) => ({ path, upstream, who })))
  it.each(cases)('$path as $who', async ({ path, upstream, who }) => {
    app().sim.calls.reset()
    const res = await get(path, who)
    const want = verdict[who]
    if (want === 'login') {
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe(`/v2/login-v2?redirectFrom=${encodeURIComponent(path)}`)
    } else expect(res.status).toBe(want)
    expect(app().sim.calls.count(upstream)).toBe(want === 200 ? 1 : 0)
  })

  it.each(WHO)('the profile menu offers Stripe Users and the Finance Report (a new window) exactly as §6 says, as %s', async (who) => {
    const html = await (await get('/v2', who)).text()
    expect(html.includes('href="/v2/stripe-users"')).toBe(verdict[who] === 200)
    expect(html.includes('href="/v2/finance-report" target="_blank" rel="noopener"')).toBe(verdict[who] === 200)
  })

  it('the old address lands on the new page', async () => {
    expect((await get('/stripe-users', 'finance')).headers.get('location')).toBe('/v2/stripe-users')
  })
})

describe('the Stripe users list', () => {
  it('shows each account with its organisations, by name', async () => {
    const html = await (await get('/v2/stripe-users', 'finance')).text()
    expect(html).toContain('<h1>Stripe Users</h1>')
    expect(html).toContain('3 payment accounts.')
    const row = html.slice(html.indexOf('<th scope="row">5</th>'))
    expect(row.slice(0, row.indexOf('</tr>'))).toContain(
      '<td>Riverside and Coastal Payments</td><td>No</td><td>Coastal Schools Athletics, Riverside Track League</td>',
    )
    expect(html).toContain('<td>National Federation Payments</td><td>Yes</td><td>None</td>')
    expect(html.indexOf('National Federation Payments')).toBeLessThan(html.indexOf('Northvale Athletics Network (Stripe)'))
    expect(html).not.toContain('wp-json')
  })

  it('speaks French', async () => {
    const html = await (await get('/v2/stripe-users', 'finance', { cookie: 'lng=fr' })).text()
    expect(html).toContain('<h1>Utilisateurs Stripe</h1>')
    expect(html).toContain('3 comptes de paiement.')
    expect(html).toContain('Rapport financier')
  })
})

describe('the Finance Report', () => {
  it('shows the legacy report as a table, never its address', async () => {
    const html = await (await get('/v2/finance-report', 'finance')).text()
    expect(html).toContain('<h1>Finance</h1>')
    expect(html).toContain('<th scope="col">Awaiting payment</th>')
    const first = app().sim.state.cheques[0]!
    expect(html).toContain(`<td>${first.compName}</td>`)
    expect(html).not.toContain('reports/finance')
  })

  it('a legacy fault is the error page, without the legacy detail', async () => {
    app().sim.faults.add({ pathPrefix: '/wp-json/e4s/v5/reports/finance', status: 500, body: 'finance.php failed at /var/www', times: 5 })
    try {
      const res = await get('/v2/finance-report', 'finance')
      expect(res.status).toBe(502)
      const html = await res.text()
      expect(html).not.toContain('finance.php')
      expect(html).not.toContain('wp-json')
    } finally {
      app().sim.faults.clear()
    }
  })
})
