import { describe, expect, it } from 'vitest'
import { appSignedIn } from '../support/app-as'

// Cheques (3-organiser-admin §2 cheques; §3 payment status labels; §6 "Cheques and finance: admin,
// or finance role on the national organisation (id 38)", and the menu rules) against the built app
// (npm run build first) and the simulator.

const WHO = ['visitor', 'entrant', 'organiser', 'finance', 'admin'] as const
type Who = (typeof WHO)[number]
const { app, get, post, cookies } = appSignedIn(['entrant', 'organiser', 'finance', 'admin'])

const CHEQUES = '/wp-json/e4s/v5/cheques'
const awaiting = () => app().sim.state.cheques.filter((c) => c.paid === 2)

function expectVerdict(res: Response, want: 'login' | 403 | 200, path: string) {
  if (want === 'login') {
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/v2/login-v2?redirectFrom=${encodeURIComponent(path)}`)
  } else expect(res.status).toBe(want)
}

const verdict: Record<Who, 'login' | 403 | 200> = { visitor: 'login', entrant: 403, organiser: 403, finance: 200, admin: 200 }

describe('route × role: admin or finance on 38 (§6)', () => {
  it.each(WHO)('the list as %s', async (who) => {
    app().sim.calls.reset()
    expectVerdict(await get('/v2/cheques', who), verdict[who], '/v2/cheques')
    expect(app().sim.calls.count(CHEQUES)).toBe(verdict[who] === 200 ? 1 : 0)
  })

  it.each(WHO.filter((w) => verdict[w] !== 200))('marking a cheque as %s changes nothing upstream', async (who) => {
    app().sim.calls.reset()
    const cheque = awaiting()[0]!
    const res = await post('/v2/cheques', who, { intent: 'received', orderId: String(cheque.id) })
    expect(res.status).toBe(who === 'visitor' ? 302 : 403)
    expect(app().sim.calls.count(CHEQUES)).toBe(0)
    expect(cheque.paid).toBe(2)
  })

  it.each(WHO)('the profile menu offers Cheques and Reports exactly as §6 says, as %s', async (who) => {
    const html = await (await get('/v2', who)).text()
    expect(html.includes('href="/v2/cheques"')).toBe(verdict[who] === 200)
    expect(html.includes('href="/v2/reports"')).toBe(who === 'admin')
  })

  it('the old address lands on the new page', async () => {
    expect((await get('/cheques', 'finance')).headers.get('location')).toBe('/v2/cheques')
  })
})

describe('the cheques list', () => {
  it('shows each cheque with its payment status label (§3), awaiting first, titled Cheques', async () => {
    const html = await (await get('/v2/cheques', 'finance')).text()
    expect(html).toContain('<title>Cheques</title>')
    expect(html).toContain('Cheque/Awaiting Payment')
    expect(html).toContain('<td>Paid</td>')
    const first = awaiting()[0]!
    expect(html).toContain(`<th scope="row">${first.id}</th>`)
    expect(html.indexOf('Cheque/Awaiting Payment')).toBeLessThan(html.indexOf('<td>Paid</td>'))
    expect(html).toContain('£12.50')
  })

  it('speaks French', async () => {
    const html = await (await get('/v2/cheques', 'finance', { cookie: 'lng=fr' })).text()
    expect(html).toContain('<title>Chèques</title>')
    expect(html).toContain('Chèque/En attente de paiement')
    expect(html).toContain('Marquer reçu')
  })
})

describe('marking a cheque received', () => {
  it('a finance user marks one: the spec’s label moves to Paid, the message says so; again is refused', async () => {
    const cheque = awaiting()[0]!
    const res = await post('/v2/cheques', 'finance', { intent: 'received', orderId: String(cheque.id) })
    expect(res.status).toBe(200)
    expect(cheque.paid).toBe(1)
    const html = await (await get('/v2/cheques', 'finance')).text()
    const row = html.slice(html.indexOf(`<th scope="row">${cheque.id}</th>`))
    expect(row.slice(0, row.indexOf('</tr>'))).toContain('<td>Paid</td>')

    const again = await post('/v2/cheques', 'admin', { intent: 'received', orderId: String(cheque.id) })
    expect(again.status).toBe(422)
  })

  it('the message in the user’s language (with JavaScript: the action data)', async () => {
    const cheque = awaiting()[0]!
    const res = await fetch(`${app().url}/v2/cheques.data?_routes=routes/v2.cheques`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookies.admin!, origin: app().url },
      body: new URLSearchParams({ intent: 'received', orderId: String(cheque.id) }).toString(),
    })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('finance.cheques.received')
  })

  it.each([
    [{ intent: 'received', orderId: 'abc' }, 400],
    [{ intent: 'nope', orderId: '9101' }, 400],
    [{ intent: 'received', orderId: '999999' }, 422],
  ])('a bad post %j answers %i and changes nothing', async (fields, status) => {
    const before = JSON.stringify(app().sim.state.cheques)
    const res = await post('/v2/cheques', 'finance', fields)
    expect(res.status).toBe(status)
    expect(JSON.stringify(app().sim.state.cheques)).toBe(before)
  })
})
