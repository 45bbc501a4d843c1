import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAll, postForm, startTestApp, type TestApp } from '../support/app'

// One user for an admin (3-organiser-admin §2 Users (admin), §4 impersonation, §6, §7) against the
// built app (npm run build first) and the simulator: who may, each change, and impersonation.

let app: TestApp
const cookies: Record<string, string> = {}
const PASSWORDS = {
  entrant: 'Entrant!2026',
  organiser: 'Organiser!2026',
  finance: 'Finance!2026',
  admin: 'Admin!2026',
} as const
type Who = 'anonymous' | keyof typeof PASSWORDS
let entrantId: number
let runnerId: number

beforeAll(async () => {
  app = await startTestApp()
  Object.assign(cookies, await loginAll(app, PASSWORDS))
  entrantId = app.sim.state.users.find((u) => u.login === 'entrant')!.id
  runnerId = app.sim.state.users.find((u) => u.login === 'runner1')!.id
})
afterAll(async () => {
  await app?.close()
})

const headers = (who: Who, cookie?: string): Record<string, string> =>
  cookie ? { cookie } : who === 'anonymous' ? {} : { cookie: cookies[who]! }
const path = (id: number) => `/v2/user-v2/${id}`
const get = (id: number, who: Who, cookie?: string) => fetch(`${app.url}${path(id)}`, { redirect: 'manual', headers: headers(who, cookie) })
const post = (id: number, who: Who, fields: Record<string, string>, cookie?: string) =>
  postForm(`${app.url}${path(id)}`, fields, headers(who, cookie))
const simUser = (id: number) => app.sim.state.users.find((u) => u.id === id)!
/** Legacy calls that change a user, or impersonate. */
const CHANGES = ['/wp-json/e4s/v5/admin/user/', '/wp-json/e4s/v5/user/', '/wp-json/e4s/v5/admin/impersonate/']
const changesUpstream = () => CHANGES.reduce((n, p) => n + app.sim.calls.count(p), 0)

describe('who may open a user and change them (route × role)', () => {
  const expected: Record<Who, 'login' | 403 | 200> = { anonymous: 'login', entrant: 403, organiser: 403, finance: 403, admin: 200 }
  const posts: Array<Record<string, string>> = [
    { intent: 'credit', amount: '5', reason: 'x' },
    { intent: 'setCredit', balance: '1' },
    { intent: 'addArea', areaId: '11' },
    { intent: 'removeArea', areaId: '11' },
    { intent: 'addClub', club: 'x' },
    { intent: 'removeClub', clubId: '1' },
    { intent: 'version', version: 'v1' },
    { intent: 'addOrg', orgId: '27' },
    { intent: 'impersonate' },
  ]
  it.each(Object.keys(expected) as Who[])('the page as %s', async (who) => {
    app.sim.calls.reset()
    const res = await get(runnerId, who)
    if (expected[who] === 'login') {
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe(`/v2/login-v2?redirectFrom=${encodeURIComponent(path(runnerId))}`)
    } else expect(res.status).toBe(expected[who])
    expect(app.sim.calls.count('/wp-json/e4s/v5/admin/user')).toBe(who === 'admin' ? 1 : 0)
  })
  it.each((['anonymous', 'entrant', 'organiser', 'finance'] as Who[]).flatMap((who) => posts.map((fields) => ({ who, fields }))))(
    'no change as $who: $fields.intent',
    async ({ who, fields }) => {
      app.sim.calls.reset()
      const before = JSON.stringify(simUser(runnerId))
      const res = await post(runnerId, who, fields)
      expect(res.status).toBe(who === 'anonymous' ? 302 : 403)
      expect(changesUpstream()).toBe(0)
      expect(JSON.stringify(simUser(runnerId))).toBe(before)
    },
  )
})

describe('the page and each change', () => {
  it('shows name, e-mail, role, credit (the credit banner), version, permissions; titled User; unknown id 404', async () => {
    const html = await (await get(entrantId, 'admin')).text()
    expect(html).toContain('<title>User</title>')
    expect(html).toContain('<h1>Demo Entrant</h1>')
    expect(html).toContain('entrant@example.org')
    expect(html).toContain('This user has a credit of £12.50')
    expect(html).toContain('Impersonate')
    expect((await get(999999, 'admin')).status).toBe(404)
    const organiser = await (await get(app.sim.state.users.find((u) => u.login === 'organiser')!.id, 'admin')).text()
    expect(organiser).toContain('BUILDER: Northvale Athletics Network, all competitions')
  })

  it('credit: a change with a reason shows a surcharge when negative; a value that is not a number is refused, the typing kept', async () => {
    const bad = await post(runnerId, 'admin', { intent: 'credit', amount: 'ten pounds', reason: 'Goodwill' })
    expect(bad.status).toBe(400)
    const badHtml = await bad.text()
    expect(badHtml).toContain('Enter an amount, e.g. 10 or -5.50.')
    expect(badHtml).toContain('value="ten pounds"')
    expect(badHtml).toContain('value="Goodwill"')
    expect(simUser(runnerId).credit).toBe(0)

    const noReason = await post(runnerId, 'admin', { intent: 'credit', amount: '5', reason: ' ' })
    expect(await noReason.text()).toContain('Enter a reason (up to 100 characters).')

    const res = await post(runnerId, 'admin', { intent: 'credit', amount: '-3.25', reason: 'Late entry surcharge' })
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Credit saved.')
    expect(simUser(runnerId).credit).toBe(-3.25)
    const page = await (await get(runnerId, 'admin')).text()
    expect(page).toContain('This user has a surcharge of £3.25')

    expect((await post(runnerId, 'admin', { intent: 'setCredit', balance: '0' })).status).toBe(200)
    expect(simUser(runnerId).credit).toBe(0)
  })

  it('credit: a change that landed but whose answer was lost reads back as made, and sending it again adds nothing', async () => {
    const page = await (await get(runnerId, 'admin')).text()
    const once = /name="once" value="([^"]+)"/.exec(page)?.[1]
    expect(once).toBeTruthy()
    const start = simUser(runnerId).credit
    // The simulator applies the change, then its answer stops half-way (the connection dies).
    app.sim.faults.add({ pathPrefix: '/wp-json/e4s/v5/user/credit/', method: 'POST', mode: 'cut', times: 1 })
    const fields = { intent: 'credit', amount: '2.50', reason: 'Goodwill', once: once! }
    const first = await post(runnerId, 'admin', fields)
    expect(first.status).toBe(200)
    expect(await first.text()).toContain('Credit saved.')
    expect(simUser(runnerId).credit).toBe(start + 2.5)
    app.sim.calls.reset()
    const again = await post(runnerId, 'admin', fields)
    expect(again.status).toBe(200)
    expect(app.sim.calls.count('/wp-json/e4s/v5/user/credit/')).toBe(0)
    expect(simUser(runnerId).credit).toBe(start + 2.5)
    // A new form (a new key) is a new change.
    expect((await post(runnerId, 'admin', { ...fields, once: 'another-form-key-0001' })).status).toBe(200)
    expect(simUser(runnerId).credit).toBe(start + 5)
    expect((await post(runnerId, 'admin', { intent: 'setCredit', balance: String(start) })).status).toBe(200)
  })

  it('credit: a change that did not land and whose outcome cannot be read says so, and a retry makes it once', async () => {
    const start = simUser(runnerId).credit
    const fields = { intent: 'credit', amount: '1.25', reason: 'Goodwill', once: 'retry-form-key-000001' }
    app.sim.faults.add({ pathPrefix: '/wp-json/e4s/v5/user/credit/', method: 'POST', mode: 'reset', times: 1 })
    const first = await post(runnerId, 'admin', fields)
    expect(first.status).toBe(503)
    expect(await first.text()).toContain('We could not tell whether the credit changed')
    expect(simUser(runnerId).credit).toBe(start)
    expect((await post(runnerId, 'admin', fields)).status).toBe(200)
    expect((await post(runnerId, 'admin', fields)).status).toBe(200)
    expect(simUser(runnerId).credit).toBe(start + 1.25)
    expect((await post(runnerId, 'admin', { intent: 'setCredit', balance: String(start) })).status).toBe(200)
  })

  it('areas and clubs: added and removed; an unknown club name is refused with the name kept', async () => {
    const county = app.sim.state.seed.counties[0]!
    expect((await post(runnerId, 'admin', { intent: 'addArea', areaId: String(county.id) })).status).toBe(200)
    expect(simUser(runnerId).areas.map((a) => a.id)).toContain(county.id)
    expect(await (await get(runnerId, 'admin')).text()).toContain(`Remove ${county.name}`)
    expect((await post(runnerId, 'admin', { intent: 'removeArea', areaId: String(county.id) })).status).toBe(200)
    expect(simUser(runnerId).areas.map((a) => a.id)).not.toContain(county.id)

    const club = app.sim.state.seed.clubs.find((c) => c.clubType === 'C' && !simUser(runnerId).clubs.some((k) => k.id === c.id))!
    const added = await post(runnerId, 'admin', { intent: 'addClub', club: club.name })
    expect(await added.text()).toContain('Club added.')
    expect(simUser(runnerId).clubs.map((c) => c.id)).toContain(club.id)
    expect((await post(runnerId, 'admin', { intent: 'removeClub', clubId: String(club.id) })).status).toBe(200)
    expect(simUser(runnerId).clubs.map((c) => c.id)).not.toContain(club.id)

    const unknown = await post(runnerId, 'admin', { intent: 'addClub', club: 'Nowhere Harriers' })
    expect(unknown.status).toBe(400)
    const html = await unknown.text()
    expect(html).toContain('No club of that name: choose one from the list.')
    expect(html).toContain('value="Nowhere Harriers"')
  })

  it('version switch and organisation admin', async () => {
    expect((await post(runnerId, 'admin', { intent: 'version', version: 'v1', toggle: 'on' })).status).toBe(200)
    expect(simUser(runnerId).version).toEqual({ current: 'v1', toggle: true })
    expect(await (await get(runnerId, 'admin')).text()).toContain('v1 (may switch versions)')
    const res = await post(runnerId, 'admin', { intent: 'addOrg', orgId: '27' })
    expect(await res.text()).toContain('The user is now an admin of the organisation.')
    expect(simUser(runnerId).permissions).toContainEqual(expect.objectContaining({ role: 'ADMIN', orgid: 27, compid: 0 }))
  })

  it('a refusal of the legacy site is shown with its text; French', async () => {
    const res = await post(runnerId, 'admin', { intent: 'addOrg', orgId: '9999' })
    expect(res.status).toBe(422)
    expect(await res.text()).toContain('Organisation not found')
    const fr = await fetch(`${app.url}${path(entrantId)}`, { headers: { cookie: cookies.admin!, 'accept-language': 'fr' } })
    const html = await fr.text()
    expect(html).toContain('Cet utilisateur dispose d’un crédit de')
    expect(html).toContain('<title>Utilisateur</title>')
  })
})

describe('impersonation', () => {
  it('start: the banner names the user on every page, the config is theirs, actions are logged with both identities; Stop restores the admin', async () => {
    const [admin] = Object.values(await loginAll(app, { admin: PASSWORDS.admin }))
    const adminId = app.sim.state.users.find((u) => u.login === 'admin')!.id
    const start = await post(entrantId, 'admin', { intent: 'impersonate' }, admin)
    expect(start.status).toBe(302)
    expect(start.headers.get('location')).toBe('/v2')
    const cookie = admin!
    for (const page of ['/v2', '/v2/messages-v2', '/v2/athletes-v2']) {
      const html = await (await fetch(`${app.url}${page}`, { headers: { cookie } })).text()
      expect(html, page).toContain('You are impersonating Demo Entrant.')
      expect(html, page).toContain('Stop impersonating')
      // The config is the entrant's: their credit banner, no admin menu.
      expect(html, page).toContain('You have a credit of £12.50')
      expect(html, page).not.toContain('href="/v2/user-search-v2"')
    }
    // Admin pages are closed while impersonating an entrant; no impersonating again from inside.
    expect((await get(runnerId, 'admin', cookie)).status).toBe(403)
    app.sim.calls.reset()
    expect((await post(runnerId, 'admin', { intent: 'impersonate' }, cookie)).status).toBe(403)
    expect(app.sim.calls.count('/wp-json/e4s/v5/admin/impersonate/')).toBe(0)

    // An action taken while impersonating: one audit line with both identities, no token.
    app.logs.length = 0
    await postForm(`${app.url}/v2/language`, { lang: 'en' }, { cookie })
    const audit = app.logs.map((l) => JSON.parse(l)).find((l) => l.msg === 'action while impersonating')
    expect(audit).toMatchObject({ impersonatorId: adminId, actingAsUserId: entrantId, method: 'POST', path: '/v2/language' })
    expect(app.logs.join('\n')).not.toMatch(/sim_[0-9a-f]{20}/)

    const stop = await postForm(`${app.url}/v2/impersonate-stop`, {}, { cookie })
    expect(stop.status).toBe(302)
    expect(stop.headers.get('location')).toBe(path(entrantId))
    const toast =
      stop.headers
        .getSetCookie()
        .find((c) => c.startsWith('e4s_toast'))
        ?.split(';')[0] ?? ''
    const back = await (await fetch(`${app.url}${path(entrantId)}`, { headers: { cookie: `${cookie}; ${toast}` } })).text()
    expect(back).not.toContain('You are impersonating')
    expect(back).toContain('<h1>Demo Entrant</h1>')
    expect(back).toContain('You are yourself again.')
  })

  it('a failed start shows the message on the user page and leaves the admin as they were', async () => {
    const [cookie] = Object.values(await loginAll(app, { admin: PASSWORDS.admin }))
    app.sim.faults.add({ pathPrefix: `/wp-json/e4s/v5/admin/impersonate/${entrantId}`, status: 500, times: 1 })
    const res = await post(entrantId, 'admin', { intent: 'impersonate' }, cookie)
    expect(res.status).toBe(502)
    expect(await res.text()).toContain('Error: 500')
    const home = await (await fetch(`${app.url}/v2`, { headers: { cookie: cookie! } })).text()
    expect(home).not.toContain('You are impersonating')
    expect((await get(entrantId, 'admin', cookie)).status).toBe(200)
  })

  it('stop without an impersonation is 403; a failed stop keeps the impersonation and says so', async () => {
    expect((await postForm(`${app.url}/v2/impersonate-stop`, {}, { cookie: cookies.entrant! })).status).toBe(403)
    const [cookie] = Object.values(await loginAll(app, { admin: PASSWORDS.admin }))
    expect((await post(runnerId, 'admin', { intent: 'impersonate' }, cookie)).status).toBe(302)
    app.sim.faults.add({ pathPrefix: '/wp-json/e4s/v5/admin/impersonate/0', status: 500, times: 1 })
    const stop = await postForm(`${app.url}/v2/impersonate-stop`, {}, { cookie: cookie! })
    expect(stop.headers.get('location')).toBe('/v2')
    const toast =
      stop.headers
        .getSetCookie()
        .find((c) => c.startsWith('e4s_toast'))
        ?.split(';')[0] ?? ''
    const home = await (await fetch(`${app.url}/v2`, { headers: { cookie: `${cookie}; ${toast}` } })).text()
    expect(home).toContain('You are impersonating Runner 1.')
    expect(home).toContain('The impersonation could not be stopped. Please try again.')
    expect((await postForm(`${app.url}/v2/impersonate-stop`, {}, { cookie: cookie! })).status).toBe(302)
  })
})
