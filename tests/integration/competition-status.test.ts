import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STATUS_SEED, currentStatus } from '../../contract-fixtures/simulator/competition-status'
import { loginAll, postForm, startTestApp, type TestApp } from '../support/app'

// The admin's competition status workflow against the built app (npm run build first): who may
// open and post to the editor (3-organiser-admin §6: site admin), the card's E4S section, the form's
// rules (§5), 'Status saved.' and the public list showing the new status at once (§2).

let app: TestApp
const cookies: Record<string, string> = {}
const PASSWORDS = { entrant: 'Entrant!2026', organiser: 'Organiser!2026', admin: 'Admin!2026' }
type Who = 'anonymous' | keyof typeof PASSWORDS
const NEW_COMP = 526
const STATUS_CALL = '/wp-json/e4s/v5/competition/status'

beforeAll(async () => {
  app = await startTestApp()
  Object.assign(cookies, await loginAll(app, PASSWORDS))
})
afterAll(async () => {
  await app?.close()
})

const headers = (who: Who): Record<string, string> => (who === 'anonymous' ? {} : { cookie: cookies[who] })
const load = (path: string, who: Who) => fetch(`${app.url}${path}`, { redirect: 'manual', headers: headers(who) })
const post = (path: string, who: Who, fields: Record<string, string>) => postForm(`${app.url}${path}`, fields, headers(who))
const outcome = (res: Response) =>
  res.status === 302 && (res.headers.get('location') ?? '').startsWith('/v2/login-v2') ? 'login' : res.status
const wfid = (compId: number) => currentStatus(app.sim.state.seed, compId).wfid
/** The card of one competition in a page of cards. */
const cardOf = (html: string, id: number) => {
  const start = html.indexOf(`id="comp-${id}-name"`)
  return start < 0 ? '' : html.slice(start, html.indexOf('</article>', start))
}

describe('status editor: route × role, loader and action', () => {
  const TABLE: Array<[Who, 'login' | number, 'login' | number]> = [
    ['anonymous', 'login', 'login'],
    ['entrant', 403, 403],
    ['organiser', 403, 403],
    ['admin', 200, 302],
  ]
  it.each(TABLE)('%s: editor %s, save %s; nothing changes upstream unless allowed', async (who, page, save) => {
    const id = 527
    expect(outcome(await load(`/v2/comp-status-v2/${id}`, who))).toBe(page)
    app.sim.calls.reset()
    const before = wfid(id)
    const res = await post(`/v2/comp-status-v2/${id}`, who, { paid: '0', moveto: String(before), reference: '', notes: '' })
    expect(outcome(res)).toBe(save)
    if (save !== 302) {
      expect(app.sim.calls.count(STATUS_CALL)).toBe(0)
      expect(wfid(id)).toBe(before)
    }
  })

  it('an unknown competition is a 404; an id that is not a number too', async () => {
    expect((await load('/v2/comp-status-v2/99999', 'admin')).status).toBe(404)
    expect((await load('/v2/comp-status-v2/abc', 'admin')).status).toBe(404)
  })
})

describe('the card: E4S section and Awaiting Approval', () => {
  it('only the admin sees the E4S section, with the current status linking to the editor', async () => {
    const adminCard = cardOf(await (await load(`/v2/show-entry-v2/${NEW_COMP}`, 'admin')).text(), NEW_COMP)
    expect(adminCard).toContain('Status: New')
    expect(adminCard).toContain(`/v2/comp-status-v2/${NEW_COMP}?returnTo=%2Fv2%2Fshow-entry-v2%2F${NEW_COMP}`)
    for (const who of ['anonymous', 'entrant', 'organiser'] as const) {
      const card = cardOf(await (await load(`/v2/show-entry-v2/${NEW_COMP}`, who)).text(), NEW_COMP)
      expect(card).toContain('Awaiting Approval')
      expect(card).not.toContain('comp-status-v2')
    }
    expect(cardOf(await (await load('/v2/show-entry-v2/501', 'anonymous')).text(), 501)).not.toContain('Awaiting Approval')
  })
})

describe('saving a status', () => {
  it('refuses every broken rule at once, in both languages, and calls nothing upstream', async () => {
    const paidStep = 4
    app.sim.calls.reset()
    const res = await post('/v2/comp-status-v2/527', 'admin', { paid: '£', moveto: String(paidStep), reference: ' ' })
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('Enter Paid.')
    expect(html).toContain('Enter the bank reference: it is required when moving to PAID.')
    const fr = await postForm(`${app.url}/v2/comp-status-v2/527`, { paid: '', moveto: '0' }, { cookie: `${cookies.admin}; lng=fr` })
    const frHtml = await fr.text()
    expect(frHtml).toContain('Choisissez le statut de destination.')
    expect(app.sim.calls.count(STATUS_CALL)).toBe(1 + 1) // the two reads of the editor, no save
  })

  it("shows the legacy site's refusal, never its detail", async () => {
    app.sim.faults.add({ pathPrefix: STATUS_CALL, method: 'POST', status: 500, body: 'status.php failed at /var/www', times: 1 })
    const res = await post('/v2/comp-status-v2/527', 'admin', { paid: '10', moveto: String(wfid(527)) })
    expect(res.status).toBe(502)
    const html = await res.text()
    expect(html).toContain('Error: 500')
    expect(html).not.toContain('status.php')
  })

  it("moves a competition on: 'Status saved.', back to the list, which shows the new status at once", async () => {
    const listHtml = await (await load('/v2', 'admin')).text()
    const id = [...listHtml.matchAll(/id="comp-(\d+)-name"/g)].map((m) => Number(m[1])).find((n) => !(n in STATUS_SEED))!
    expect(cardOf(listHtml, id)).toContain('Status: Approved')
    const saved = await post(`/v2/comp-status-v2/${id}`, 'admin', { paid: '0', moveto: '3', notes: 'invoice sent', returnTo: '/v2' })
    expect(saved.status).toBe(302)
    expect(saved.headers.get('location')).toBe('/v2')
    const toast = saved.headers.get('set-cookie') ?? ''
    const toastValue = decodeURIComponent(toast.split(';')[0]!.split('=').slice(1).join('='))
    expect(Buffer.from(toastValue, 'base64').toString()).toContain('compstatus.saved')
    const after = await fetch(`${app.url}/v2`, { headers: { cookie: `${cookies.admin}; ${toast.split(';')[0]}` } })
    const afterHtml = await after.text()
    expect(cardOf(afterHtml, id)).toContain('Status: Invoiced')
    expect(afterHtml).toContain('Status saved.')
  })

  it('a crafted returnTo to another site closes to the list instead', async () => {
    const saved = await post('/v2/comp-status-v2/527', 'admin', { paid: '0', moveto: String(wfid(527)), returnTo: '//evil.example/x' })
    expect(saved.headers.get('location')).toBe('/v2')
  })
})

describe("the builder's Check competition (GET /v5/competition/validate/{id})", () => {
  const VALIDATE = '/wp-json/e4s/v5/competition/validate'
  const checkOf = (id: number) => `/v2/builder-v2/${id}/rules?check=1`
  // 506 (organisation 12, which the organiser builds for) is not active; 518 belongs to organisation 54.
  const TABLE: Array<[Who, number, 'login' | number, boolean]> = [
    ['anonymous', 506, 'login', false],
    ['entrant', 506, 403, false],
    ['organiser', 518, 403, false],
    ['organiser', 506, 200, true],
    ['admin', 518, 200, true],
  ]
  it.each(TABLE)('%s on %i: %s; the legacy check asked: %s', async (who, id, want, asked) => {
    app.sim.calls.reset()
    expect(outcome(await load(checkOf(id), who))).toBe(want)
    expect(app.sim.calls.count(VALIDATE) > 0).toBe(asked)
  })

  it('lists the problems the legacy site reports, or says there are none', async () => {
    const html = await (await load(checkOf(506), 'organiser')).text()
    expect(html).toContain('1 problem found:')
    expect(html).toContain('The competition is not active.')
    expect(await (await load(checkOf(550), 'organiser')).text()).toContain('No problems found: the competition is ready.')
    expect(await (await load('/v2/builder-v2/506/rules', 'organiser')).text()).not.toContain('problem found')
  })

  it('a failed check empties its section with a message; the rules step still shows', async () => {
    app.sim.faults.add({ pathPrefix: VALIDATE, status: 500, body: 'validate.php failed', times: 1 })
    const res = await load(checkOf(506), 'organiser')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Error: 500')
    expect(html).not.toContain('validate.php')
  })
})

describe('comp-admin/{id}: the admin card (3-organiser-admin §2)', () => {
  const linksOf = (html: string) => [...html.matchAll(/class="comp-admin-links"[\s\S]*?<\/nav>/g)].join('')
  it.each([
    ['anonymous', []],
    ['entrant', []],
    ['organiser', ['/v2/builder-v2/501', '/v2/bibs-v2/501', '/v2/email-message-create-v2/501']],
    ['admin', ['/v2/builder-v2/501', '/v2/bibs-v2/501', '/v2/email-message-create-v2/501']],
  ] as const)('%s sees the card with the links they may use', async (who, hrefs) => {
    const res = await load('/v2/comp-admin/501', who)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(cardOf(html, 501)).not.toBe('')
    const links = linksOf(html)
    for (const href of hrefs) expect(links).toContain(`href="${href}"`)
    if (hrefs.length === 0) expect(links).toBe('')
    expect(cardOf(html, 501).includes('comp-status-v2')).toBe(who === 'admin')
  })

  it('a non-numeric id is treated as 0: nothing loads, nothing is asked upstream', async () => {
    app.sim.calls.reset()
    const res = await load('/v2/comp-admin/abc', 'admin')
    expect(res.status).toBe(200)
    expect(await res.text()).not.toContain('class="comp-card')
    expect(app.sim.calls.count('/wp-json/e4s/v5/public/comp/')).toBe(0)
  })

  it('a failed load shows nothing, without legacy detail', async () => {
    app.sim.faults.add({ pathPrefix: '/wp-json/e4s/v5/public/comp/502', status: 500, body: 'info.php failed', times: 1 })
    const res = await load('/v2/comp-admin/502', 'anonymous')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).not.toContain('class="comp-card')
    expect(html).not.toContain('info.php')
  })

  it('the v1 address leads there', async () => {
    const res = await load('/comp-admin/501', 'anonymous')
    expect(res.status).toBe(308)
    expect(res.headers.get('location')).toBe('/v2/comp-admin/501')
  })
})
