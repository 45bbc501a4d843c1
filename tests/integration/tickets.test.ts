import { describe, expect, it } from 'vitest'
import { appSignedIn } from '../support/app-as'

// Tickets (3-organiser-admin §2 ticket/{compId}/{id}, ticket-order/{id}, ticket-admin/{compId};
// §6 "Tickets (Scan) and Tickets (Admin) need ticket permission", builders pass; decision 050)
// against the built app (npm run build first) and the simulator's sold tickets.

const WHO = ['visitor', 'entrant', 'organiser', 'rivalorganiser', 'gatekeeper', 'finance', 'admin'] as const
type Who = (typeof WHO)[number]
const { app, get, post } = appSignedIn(['entrant', 'organiser', 'rivalorganiser', 'gatekeeper', 'finance', 'admin'])

// The organiser's meeting (organisation 12) and the spectator-ticket competition (organisation 54, the gatekeeper's).
const FELLSIDE = () => app().sim.state.seed.competitions.find((c) => c.name === 'Fellside Open Meeting')!.id
const SPECTATOR = () => app().sim.state.seed.competitions.find((c) => c.options.ui.entryDefaultPanel === 'SHOP_ONLY')!.id
const tickets = (compId: number) => app().sim.state.tickets.tickets.filter((t) => t.compId === compId)
const unused = (compId: number) => tickets(compId).filter((t) => !t.used)
const UPSTREAM = '/wp-json/e4s/v5/tickets'

type Verdict = 'login' | 403 | 200
function expectVerdict(res: Response, want: Verdict, path: string) {
  if (want === 'login') {
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/v2/login-v2?redirectFrom=${encodeURIComponent(path)}`)
  } else expect(res.status).toBe(want)
}

// Ticket permission on the competition: builders of its organisation, ticket holders of it, admins.
const FELLSIDE_VERDICT: Record<Who, Verdict> = {
  visitor: 'login',
  entrant: 403,
  organiser: 200,
  rivalorganiser: 403,
  gatekeeper: 403,
  finance: 403,
  admin: 200,
}
const SPECTATOR_VERDICT: Record<Who, Verdict> = { ...FELLSIDE_VERDICT, organiser: 403, gatekeeper: 200 }

describe('route × role: ticket permission (§6), in the loader and the action', () => {
  it.each(WHO)('Tickets (Admin) of the organiser’s meeting as %s', async (who) => {
    app().sim.calls.reset()
    const path = `/v2/ticket-admin/${FELLSIDE()}`
    expectVerdict(await get(path, who), FELLSIDE_VERDICT[who], path)
    expect(app().sim.calls.count(UPSTREAM)).toBe(FELLSIDE_VERDICT[who] === 200 ? 1 : 0)
  })

  it.each(WHO)('Tickets (Admin) of the spectator-ticket competition as %s', async (who) => {
    const path = `/v2/ticket-admin/${SPECTATOR()}`
    expectVerdict(await get(path, who), SPECTATOR_VERDICT[who], path)
  })

  it.each(WHO)('a ticket’s page (Tickets (Scan)) as %s', async (who) => {
    const path = `/v2/ticket/${FELLSIDE()}/${tickets(FELLSIDE())[1]!.id}`
    expectVerdict(await get(path, who), FELLSIDE_VERDICT[who], path)
  })

  it.each(WHO)('the gatekeeper form as %s', async (who) => {
    app().sim.calls.reset()
    const path = `/v2/ticket-form-gatekeeper/${SPECTATOR()}`
    expectVerdict(await get(path, who), SPECTATOR_VERDICT[who], path)
    // The form at the gate loads no list.
    expect(app().sim.calls.count(UPSTREAM)).toBe(0)
  })

  it.each(WHO.filter((w) => FELLSIDE_VERDICT[w] !== 200))('scanning as %s uses nothing upstream', async (who) => {
    app().sim.calls.reset()
    const ticket = unused(FELLSIDE())[0]!
    const scan = await post(`/v2/ticket-admin/${FELLSIDE()}`, who, { intent: 'scan', code: String(ticket.id) })
    const use = await post(`/v2/ticket/${FELLSIDE()}/${ticket.id}`, who, { intent: 'scan' })
    const gate = await post(`/v2/ticket-form-gatekeeper/${FELLSIDE()}`, who, { intent: 'scan', code: String(ticket.id) })
    for (const res of [scan, use, gate]) expect(res.status).toBe(who === 'visitor' ? 302 : 403)
    expect(app().sim.calls.count(UPSTREAM)).toBe(0)
    expect(ticket.used).toBe(false)
  })

  it('the old addresses land on the new pages', async () => {
    expect((await get(`/ticket-admin/${FELLSIDE()}`, 'organiser')).headers.get('location')).toBe(`/v2/ticket-admin/${FELLSIDE()}`)
    expect((await get('/ticket-order/8801', 'entrant')).headers.get('location')).toBe('/v2/ticket-order/8801')
  })
})

describe('Tickets (Admin)', () => {
  it('lists the tickets sold with their order and whether used, unused first', async () => {
    const html = await (await get(`/v2/ticket-admin/${FELLSIDE()}`, 'organiser')).text()
    // 1-shell §2.3 titles no ticket screen: the product name.
    expect(html).toMatch(/<title>[^<:]+<\/title>/)
    expect(html).toContain('Tickets (Admin): Fellside Open Meeting')
    const used = tickets(FELLSIDE()).find((t) => t.used)!
    const fresh = unused(FELLSIDE())[0]!
    expect(html).toContain(`href="/v2/ticket/${FELLSIDE()}/${fresh.id}"`)
    expect(html).toContain(`href="/v2/ticket-order/${fresh.orderId}"`)
    expect(html).toMatch(/Used \d/)
    expect(html.indexOf(`>${fresh.id}</a>`)).toBeLessThan(html.indexOf(`>${used.id}</a>`))
    expect(html).toContain(`${tickets(FELLSIDE()).length} tickets sold`)
  })

  it('speaks French', async () => {
    const html = await (await get(`/v2/ticket-admin/${FELLSIDE()}`, 'organiser', { cookie: 'lng=fr' })).text()
    expect(html).toContain('Billets (administration)\u00a0: Fellside Open Meeting')
    expect(html).toContain('Numéro du billet ou code QR')
    expect(html).toContain('Non utilisé')
  })

  it('a ticket typed is admitted once; scanned again it is refused saying when it was used', async () => {
    const ticket = unused(FELLSIDE())[0]!
    const first = await post(`/v2/ticket-admin/${FELLSIDE()}`, 'organiser', { intent: 'scan', code: ` ${ticket.id} ` })
    expect(first.status).toBe(200)
    expect(await first.text()).toContain(`Ticket ${ticket.id} admitted: ${ticket.product}, ${ticket.holder}.`)
    expect(ticket.used).toBe(true)
    const usedAt = ticket.usedAt

    const again = await post(`/v2/ticket-admin/${FELLSIDE()}`, 'admin', { intent: 'scan', code: String(ticket.id) })
    expect(again.status).toBe(409)
    expect(await again.text()).toMatch(
      new RegExp(`Ticket ${ticket.id} was already used \\(\\d+\\w\\w \\w+ \\d\\d:\\d\\d\\)\\. Do not admit\\.`),
    )
    expect(ticket.usedAt).toBe(usedAt)
  })

  it('a QR code’s text (the ticket’s address) is read; another competition’s ticket is refused', async () => {
    const ticket = unused(FELLSIDE())[0]!
    const res = await post(`/v2/ticket-admin/${FELLSIDE()}`, 'organiser', {
      intent: 'scan',
      code: `${app().url}/v2/ticket/${FELLSIDE()}/${ticket.id}`,
    })
    expect(res.status).toBe(200)
    expect(ticket.used).toBe(true)
    const other = unused(SPECTATOR())[0]!
    const refused = await post(`/v2/ticket-admin/${FELLSIDE()}`, 'admin', { intent: 'scan', code: `/v2/ticket/${SPECTATOR()}/${other.id}` })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('This ticket is for another competition.')
    expect(other.used).toBe(false)
  })

  it('the refusal in French (with JavaScript: the action data carries the key)', async () => {
    const ticket = tickets(FELLSIDE()).find((t) => t.used)!
    const html = await (
      await post(`/v2/ticket-admin/${FELLSIDE()}`, 'organiser', { intent: 'scan', code: String(ticket.id) }, { cookie: 'lng=fr' })
    ).text()
    expect(html).toContain(`Le billet ${ticket.id} a déjà été utilisé`)
  })

  it.each([
    ['nothing', { intent: 'scan', code: '' }, 400, 'Enter or scan a ticket number.'],
    ['markup', { intent: 'scan', code: 'abc<script>' }, 400, 'This is not a ticket number.'],
    ['5000 characters', { intent: 'scan', code: 'x'.repeat(5000) }, 400, 'This is not a ticket number.'],
    ['another intent', { intent: 'nope', code: '7002' }, 400, ''],
    ['a number never sold', { intent: 'scan', code: '999999' }, 404, 'There is no ticket 999999 for this competition.'],
  ])('a bad scan (%s) answers its status and uses nothing', async (_label, fields, status, text) => {
    const before = JSON.stringify(app().sim.state.tickets)
    const res = await post(`/v2/ticket-admin/${FELLSIDE()}`, 'organiser', fields)
    expect(res.status).toBe(status)
    if (text) expect(await res.text()).toContain(text)
    expect(JSON.stringify(app().sim.state.tickets)).toBe(before)
  })
})

describe('a ticket’s page (what its QR code opens)', () => {
  it('shows the ticket, its QR code and the button; used once, then refused', async () => {
    const ticket = unused(SPECTATOR())[0]!
    const path = `/v2/ticket/${SPECTATOR()}/${ticket.id}`
    const html = await (await get(path, 'gatekeeper')).text()
    expect(html).not.toContain('<title>Tickets')
    expect(html).toContain(`Ticket ${ticket.id}`)
    expect(html).toContain('Not used')
    expect(html).toContain('src="data:image/svg+xml;base64,')
    expect(html).toContain('Admit and mark used')

    expect((await post(path, 'gatekeeper', { intent: 'scan' })).status).toBe(200)
    expect(ticket.used).toBe(true)
    const after = await (await get(path, 'gatekeeper')).text()
    expect(after).toMatch(/Used \d/)
    expect(after).not.toContain('Admit and mark used')
    const again = await post(path, 'gatekeeper', { intent: 'scan' })
    expect(again.status).toBe(409)
    expect(await again.text()).toContain(`Ticket ${ticket.id} was already used`)
  })

  it('a number the competition never sold is a 404', async () => {
    expect((await get(`/v2/ticket/${FELLSIDE()}/999999`, 'organiser')).status).toBe(404)
    const theirs = tickets(SPECTATOR())[0]!
    expect((await get(`/v2/ticket/${FELLSIDE()}/${theirs.id}`, 'organiser')).status).toBe(404)
  })
})

describe('a ticket order', () => {
  const order = () => app().sim.state.tickets.orders.find((o) => o.compId === FELLSIDE())!

  it('its buyer sees the order’s tickets, without the gate’s links', async () => {
    const o = order()
    const html = await (await get(`/v2/ticket-order/${o.id}`, 'entrant')).text()
    expect(html).toContain('Fellside Open Meeting, ordered by Demo Entrant')
    for (const t of tickets(FELLSIDE()).filter((t) => t.orderId === o.id)) expect(html).toContain(`<th scope="row">${t.id}</th>`)
    expect(html).not.toContain('href="/v2/ticket/')
  })

  it('ticket staff see it with links to each ticket; anyone else gets nothing', async () => {
    const o = order()
    const html = await (await get(`/v2/ticket-order/${o.id}`, 'organiser')).text()
    expect(html).toContain(`href="/v2/ticket/${FELLSIDE()}/`)
    expect((await get(`/v2/ticket-order/${o.id}`, 'finance')).status).toBe(404)
    expect((await get(`/v2/ticket-order/${o.id}`, 'rivalorganiser')).status).toBe(404)
    expectVerdict(await get(`/v2/ticket-order/${o.id}`, 'visitor'), 'login', `/v2/ticket-order/${o.id}`)
    expect((await get('/v2/ticket-order/999999', 'admin')).status).toBe(404)
  })
})

describe('the gatekeeper form', () => {
  it('the scan box alone: a ticket admitted once, then refused; in French', async () => {
    const path = `/v2/ticket-form-gatekeeper/${SPECTATOR()}`
    const html = await (await get(path, 'gatekeeper')).text()
    expect(html).toContain('Ticket gatekeeper: Harbourside Spectator Tickets')
    expect(html).toContain('Ticket number or QR code')
    const ticket = unused(SPECTATOR())[0]!
    const first = await post(path, 'gatekeeper', { intent: 'scan', code: `${app().url}/v2/ticket/${SPECTATOR()}/${ticket.id}` })
    expect(first.status).toBe(200)
    expect(await first.text()).toContain(`Ticket ${ticket.id} admitted`)
    const again = await post(path, 'gatekeeper', { intent: 'scan', code: String(ticket.id) })
    expect(again.status).toBe(409)
    expect(await again.text()).toContain('Do not admit.')
    const french = await (await get(path, 'gatekeeper', { cookie: 'lng=fr' })).text()
    expect(french).toContain('Contrôle des billets\u00a0: Harbourside Spectator Tickets')
  })
})
