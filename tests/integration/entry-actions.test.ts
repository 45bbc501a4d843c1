import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACTIONS_DEMO } from '../../contract-fixtures/seed'
import { cancellationsOf } from '../../contract-fixtures/simulator/entry-action-routes'
import { loginAll, postForm, startTestApp, type TestApp } from '../support/app'

// The organiser's entry actions against the built app (npm run build first): who may open and post
// (3-organiser-admin §6: the builder of the competition), moving, and cancelling with confirmation.

let app: TestApp
const cookies: Record<string, string> = {}
const PASSWORDS = { entrant: 'Entrant!2026', organiser: 'Organiser!2026', rivalorganiser: 'Rival!2026', admin: 'Admin!2026' }
type Who = 'anonymous' | keyof typeof PASSWORDS
const COMP = ACTIONS_DEMO.compId
const CANCEL = '/wp-json/e4s/v5/entry/cancel'
const SWITCH = '/wp-json/e4s/v5/entry/switch'

beforeAll(async () => {
  app = await startTestApp()
  Object.assign(cookies, await loginAll(app, PASSWORDS))
})
afterAll(async () => {
  await app?.close()
})

const headers = (who: Who, extra: Record<string, string> = {}): Record<string, string> =>
  who === 'anonymous' ? extra : { cookie: cookies[who], ...extra }
const load = (path: string, who: Who, extra: Record<string, string> = {}) =>
  fetch(`${app.url}${path}`, { redirect: 'manual', headers: headers(who, extra) })
const post = (path: string, who: Who, fields: Record<string, string>, extra: Record<string, string> = {}) =>
  postForm(`${app.url}${path}`, fields, headers(who, extra))
const outcome = (res: Response) =>
  res.status === 302 && (res.headers.get('location') ?? '').startsWith('/v2/login-v2') ? 'login' : res.status
/** The n-th seeded entry of the entry actions (ids fixed from firstEntryId). */
const nth = (n: number) => app.sim.state.entries.find((e) => e.entryId === ACTIONS_DEMO.firstEntryId + n)!
const athleteClub = () => app.sim.state.athletes.find((a) => a.id === ACTIONS_DEMO.athleteId)!.clubId
const pathOf = (entryId: number, athleteId: number = ACTIONS_DEMO.athleteId, compId: number = COMP) =>
  `/v2/actions-v2/${compId}/${athleteId}/${athleteClub()}/${entryId}`
const changes = () => app.sim.calls.count(CANCEL) + app.sim.calls.count(SWITCH)

describe('entry actions: route × role, loader and action', () => {
  // organiser: BUILDER for organisation 12, which runs the competition; rivalorganiser: BUILDER for 27.
  const TABLE: Array<[Who, 'login' | number, 'login' | number]> = [
    ['anonymous', 'login', 'login'],
    ['entrant', 403, 403],
    ['rivalorganiser', 403, 403],
    ['organiser', 200, 200],
    ['admin', 200, 200],
  ]
  it.each(TABLE)('%s: page %s, move %s; a refused post changes nothing upstream', async (who, page, move) => {
    const entry = nth(0)
    expect(outcome(await load(pathOf(entry.entryId), who))).toBe(page)
    app.sim.calls.reset()
    const target = entry.ceid === ACTIONS_DEMO.moveTo ? ACTIONS_DEMO.ceids[0] : ACTIONS_DEMO.moveTo
    expect(outcome(await post(pathOf(entry.entryId), who, { intent: 'move', ceid: String(target) }))).toBe(move)
    if (move === 200) {
      expect(entry.ceid).toBe(target)
      expect(app.sim.calls.count(SWITCH)).toBe(1)
      // Garbage settlement: refused before any call.
      expect((await post(pathOf(entry.entryId), who, { intent: 'cancel', settle: 'bogus', reason: 'Probe' })).status).toBe(400)
      expect(app.sim.calls.count(CANCEL)).toBe(0)
    } else {
      const cancel = await post(pathOf(entry.entryId), who, { intent: 'cancel', settle: 'none', reason: 'Probe' })
      expect(outcome(cancel)).toBe(move)
      expect(changes()).toBe(0)
      expect(app.sim.state.entries).toContain(entry)
    }
  })

  it('is no page for an unknown entry, nor for an entry named with another athlete or competition', async () => {
    const entry = nth(1)
    expect((await load(pathOf(99999), 'organiser')).status).toBe(404)
    expect((await load(pathOf(entry.entryId, ACTIONS_DEMO.athleteId + 1), 'organiser')).status).toBe(404)
    const otherOwnComp = app.sim.state.seed.competitions.find((c) => c.compOrgId === 12 && c.id !== COMP)!.id
    expect((await load(pathOf(entry.entryId, ACTIONS_DEMO.athleteId, otherOwnComp), 'organiser')).status).toBe(404)
    expect((await load(`/v2/actions-v2/${COMP}/x/1/${entry.entryId}`, 'organiser')).status).toBe(404)
  })
})

describe('entry actions: the page, a move and a cancellation', () => {
  it('shows the entry with its athlete, event and payment, and the settlements the competition allows', async () => {
    const entry = nth(1)
    const html = await (await load(pathOf(entry.entryId), 'organiser')).text()
    const athlete = app.sim.state.athletes.find((a) => a.id === ACTIONS_DEMO.athleteId)!
    expect(html).toContain(`Entry actions: ${athlete.firstName} ${athlete.surName}`)
    expect(html).toContain('Paid')
    expect(html).toContain('Refund the price')
    expect(html).toContain('Credit the price to the account that entered')
    expect(html).toContain('No refund or credit')
  })

  it('refuses a move to the event the entry is in, in the user language, changing nothing', async () => {
    const entry = nth(1)
    app.sim.calls.reset()
    const same = await post(pathOf(entry.entryId), 'organiser', { intent: 'move', ceid: String(entry.ceid) }, { 'accept-language': 'fr' })
    expect(same.status).toBe(400)
    expect(await same.text()).toContain('Choisissez une autre épreuve de cette compétition.')
    expect(changes()).toBe(0)
  })

  it('asks for confirmation first; a missing reason or a settlement not allowed is refused in English and French', async () => {
    const entry = nth(2)
    app.sim.calls.reset()
    const asked = await (await load(`${pathOf(entry.entryId)}?cancel=1&settle=credit&reason=Injured`, 'organiser')).text()
    expect(asked).toContain('and credit')
    expect(asked).toContain('This cannot be undone.')
    const noReason = await load(`${pathOf(entry.entryId)}?cancel=1&settle=credit&reason=%20`, 'organiser', { 'accept-language': 'fr' })
    expect(await noReason.text()).toContain('Indiquez le motif de l’annulation.')
    const badPost = await post(pathOf(entry.entryId), 'organiser', { intent: 'cancel', settle: 'credit', reason: '  ' })
    expect(badPost.status).toBe(400)
    expect(await badPost.text()).toContain('Enter a reason for the cancellation.')
    const tooLong = await post(pathOf(entry.entryId), 'organiser', { intent: 'cancel', settle: 'none', reason: 'x'.repeat(201) })
    expect(tooLong.status).toBe(400)
    expect(app.sim.calls.count(CANCEL)).toBe(0)
    expect(app.sim.state.entries).toContain(entry)
  })

  it('cancels with credit once confirmed: the owner is credited and the organiser lands on the athletes with the news', async () => {
    const entry = nth(2)
    const owner = app.sim.state.users.find((u) => u.id === entry.userId)!
    const before = owner.credit
    const done = await post(pathOf(entry.entryId), 'organiser', { intent: 'cancel', settle: 'credit', reason: 'Injured' })
    expect(done.status).toBe(302)
    expect(done.headers.get('location')).toBe(`/v2/bibs-v2/${COMP}`)
    expect(app.sim.state.entries).not.toContain(entry)
    expect(owner.credit).toBeCloseTo(before + entry.price + entry.fee)
    expect(cancellationsOf(app.sim.state).at(-1)).toMatchObject({ entryId: entry.entryId, settlement: 'CREDIT', reason: 'Injured' })
    const toast = done.headers.get('set-cookie')!.split(';')[0]!
    const landing = await (await load(`/v2/bibs-v2/${COMP}`, 'organiser', { cookie: `${cookies.organiser}; ${toast}` })).text()
    expect(landing).toContain('Entry cancelled and credited.')
    expect((await load(pathOf(entry.entryId), 'organiser')).status).toBe(404)
  })

  it('offers only cancelling without money inside the window before entries close', async () => {
    const entry = nth(1)
    const comp = app.sim.state.seed.competitions.find((c) => c.id === COMP)!
    const close = comp.closedate
    comp.closedate = new Date(Date.now() + 3_600_000).toISOString()
    try {
      const html = await (await load(pathOf(entry.entryId), 'organiser')).text()
      expect(html).toContain('Refund and credit close 48 hours before entries close.')
      expect(html).not.toContain('Refund the price')
      app.sim.calls.reset()
      const refund = await post(pathOf(entry.entryId), 'organiser', { intent: 'cancel', settle: 'refund', reason: 'Late' })
      expect(refund.status).toBe(400)
      expect(app.sim.calls.count(CANCEL)).toBe(0)
    } finally {
      comp.closedate = close
    }
  })
})

describe('set paid (2-entry §7 POST /v5/entry/paid)', () => {
  const PAID = '/wp-json/e4s/v5/entry/paid'

  it("the builder sets an entry's payment status with a note; others are refused before any call", async () => {
    const entry = nth(1)
    const before = entry.paid
    try {
      app.sim.calls.reset()
      for (const who of ['entrant', 'rivalorganiser'] as const)
        expect(outcome(await post(pathOf(entry.entryId), who, { intent: 'paid', paid: '2', message: 'Cheque' }))).toBe(403)
      expect(outcome(await post(pathOf(entry.entryId), 'anonymous', { intent: 'paid', paid: '2' }))).toBe('login')
      const bad = await post(pathOf(entry.entryId), 'organiser', { intent: 'paid', paid: '9' })
      expect(bad.status).toBe(400)
      expect(await bad.text()).toContain('Choose a payment status.')
      expect(app.sim.calls.count(PAID)).toBe(0)
      const set = await post(pathOf(entry.entryId), 'organiser', { intent: 'paid', paid: '2', message: 'Cheque 104' })
      expect(set.status).toBe(200)
      expect(await set.text()).toContain('Payment status saved: Cheque/Awaiting Payment.')
      expect(entry.paid).toBe(2)
      expect(app.sim.calls.count(PAID)).toBe(1)
      const page = await (await load(pathOf(entry.entryId), 'organiser')).text()
      expect(page).toMatch(/<option value="2" selected="">Cheque\/Awaiting Payment<\/option>/)
    } finally {
      entry.paid = before
    }
  })

  it("a refusal of the legacy site is the spec's 'Error updating paid.', in English and French", async () => {
    const entry = nth(1)
    app.sim.faults.add({ pathPrefix: PAID, status: 200, body: JSON.stringify({ errNo: 1, error: 'Products locked.' }), times: 1 })
    const refused = await post(pathOf(entry.entryId), 'organiser', { intent: 'paid', paid: '1' })
    expect(refused.status).toBe(409)
    const text = await refused.text()
    expect(text).toContain('Error updating paid.')
    expect(text).not.toContain('Products locked.')
    app.sim.faults.add({ pathPrefix: PAID, status: 200, body: JSON.stringify({ errNo: 1, error: 'Products locked.' }), times: 1 })
    const french = await post(pathOf(entry.entryId), 'organiser', { intent: 'paid', paid: '1' }, { 'accept-language': 'fr' })
    expect(await french.text()).toContain('Erreur lors de la mise à jour du paiement.')
  })
})
