import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { helpItems } from '../../contract-fixtures/simulator/help-routes'
import { loginAll, postForm, startTestApp, type TestApp } from '../support/app'

// Field help and help configuration against the built app (npm run build first), with a real Redis:
// the help page every field's help button opens without JavaScript (1-shell §2.8), who may open
// and post to help-form-list and help-form/{id} (3-organiser-admin §6: admin only), the URL and
// type rules, sanitising, and the cached read ended by a save.

let app: TestApp
const cookies: Record<string, string> = {}
const PASSWORDS = {
  entrant: 'Entrant!2026',
  organiser: 'Organiser!2026',
  finance: 'Finance!2026',
  steward: 'Steward!2026',
  clubrep: 'Clubrep!2026',
  admin: 'Admin!2026',
}
type Who = 'anonymous' | keyof typeof PASSWORDS
const HELP_CALL = '/wp-json/e4s/v5/help'

beforeAll(async () => {
  app = await startTestApp({ redis: true })
  Object.assign(cookies, await loginAll(app, PASSWORDS))
})
afterAll(async () => {
  await app?.close()
})

const headers = (who: Who, lang?: 'fr'): Record<string, string> => {
  const cookie = [who === 'anonymous' ? '' : cookies[who], lang ? `lng=${lang}` : ''].filter(Boolean).join('; ')
  return cookie ? { cookie } : {}
}
const load = (path: string, who: Who, lang?: 'fr') => fetch(`${app.url}${path}`, { redirect: 'manual', headers: headers(who, lang) })
const post = (path: string, who: Who, fields: Record<string, string>, lang?: 'fr') =>
  postForm(`${app.url}${path}`, fields, headers(who, lang))
const outcome = (res: Response) =>
  res.status === 302 && (res.headers.get('location') ?? '').startsWith('/v2/login-v2') ? 'login' : res.status
const item = (key: string) => helpItems(app.sim.state.seed).find((i) => i.key === key)!
const form = (over: Record<string, string> = {}) => ({
  key: 'builder.general.name',
  title: 'Competition name',
  type: 'H',
  data: '<p>x</p>',
  ...over,
})

describe('the help page: every role reads it, admins see the key', () => {
  const WHO: Who[] = ['anonymous', 'entrant', 'organiser', 'finance', 'steward', 'clubrep', 'admin']
  it.each(WHO)('%s: 200 with the title and the HTML; the key in brackets for admins only', async (who) => {
    const res = await load('/v2/help/builder.general.name', who)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Competition name')
    expect(html).toContain('<strong>Keep it short.</strong>')
    if (who === 'admin') expect(html).toContain('[builder.general.name]')
    else expect(html).not.toContain('[builder.general.name]')
  })

  it('a key that is not a name is a 404 before any call; an unknown key says there is no help, in both languages', async () => {
    app.sim.calls.reset()
    expect((await load('/v2/help/1abc', 'anonymous')).status).toBe(404)
    expect((await load('/v2/help/a%20b', 'anonymous')).status).toBe(404)
    expect(app.sim.calls.count(HELP_CALL)).toBe(0)
    const missing = await load('/v2/help/no.such.help', 'entrant')
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('There is no help for this field yet.')
    expect(await (await load('/v2/help/no.such.help', 'entrant', 'fr')).text()).toContain('Il n’y a pas encore d’aide pour ce champ.')
  })

  it('goes back to the page it came from, never to another site', async () => {
    const back = await (await load('/v2/help/builder.general.name?returnTo=%2Fv2%2Fbuilder-v2%2F0', 'organiser')).text()
    expect(back).toContain('href="/v2/builder-v2/0"')
    const evil = await (await load('/v2/help/builder.general.name?returnTo=https%3A%2F%2Fevil.example', 'organiser')).text()
    expect(evil).not.toContain('href="https://evil.example"')
    expect(evil).toContain('href="/v2">Back</a>')
  })

  it('renders no script from help HTML: the script and the event handler are gone, the text stays', async () => {
    const html = await (await load('/v2/help/builder.general.date', 'anonymous')).text()
    expect(html).toContain('The first day of the competition.')
    expect(html).not.toContain('alert(')
    expect(html).not.toContain('onerror')
  })

  it("embeds a type 'U' http(s) address with a link to open it in a new tab; a type 'U' javascript: address is refused", async () => {
    const url = await (await load('/v2/help/builder.general.location', 'anonymous')).text()
    expect(url).toMatch(/<iframe[^>]+src="https:\/\/example.org\/help\/venues"/)
    expect(url).toContain('Open in a new tab')
    const refused = await (await load('/v2/help/builder.general.information', 'anonymous')).text()
    expect(refused).toContain('This help points to an address that cannot be shown here.')
    expect(refused).not.toContain('javascript:')
    expect(refused).not.toContain('<iframe')
  })

  it('a failing legacy site is said in the help, never its detail', async () => {
    app.sim.faults.add({ pathPrefix: `${HELP_CALL}/builder.general.active`, status: 500, body: 'help.php failed at /var/www', times: 5 })
    const res = await load('/v2/help/builder.general.active', 'entrant')
    expect(res.status).toBe(503)
    const html = await res.text()
    expect(html).toContain('Help cannot be shown just now.')
    expect(html).not.toContain('help.php')
  })
})

describe('the builder: every General field with a help key has a help link', () => {
  it('links the help page with the way back, for the organiser', async () => {
    const html = await (await load('/v2/builder-v2/0', 'organiser')).text()
    for (const key of ['name', 'org', 'location', 'date', 'contactEmail', 'information'])
      expect(html).toContain(`href="/v2/help/builder.general.${key}?returnTo=%2Fv2%2Fbuilder-v2%2F0"`)
  })
})

describe('help configuration: route × role, loaders and action', () => {
  const TABLE: Array<[Who, 'login' | number, 'login' | number, 'login' | number]> = [
    ['anonymous', 'login', 'login', 'login'],
    ['entrant', 403, 403, 403],
    ['organiser', 403, 403, 403],
    ['finance', 403, 403, 403],
    ['steward', 403, 403, 403],
    ['clubrep', 403, 403, 403],
    ['admin', 200, 200, 302],
  ]
  it.each(TABLE)('%s: list %s, form %s, save %s; nothing changes upstream unless allowed', async (who, list, edit, save) => {
    expect(outcome(await load('/v2/help-form-list', who))).toBe(list)
    expect(outcome(await load('/v2/help-form/1', who))).toBe(edit)
    expect(outcome(await load('/v2/help-form/0', who))).toBe(edit)
    app.sim.calls.reset()
    const before = { ...item('builder.general.name') }
    expect(outcome(await post('/v2/help-form/1', who, form({ title: before.title })))).toBe(save)
    if (save !== 302) {
      expect(app.sim.calls.count(HELP_CALL)).toBe(0)
      expect(item('builder.general.name')).toEqual(before)
    }
  })

  it('an unknown item is a 404; an id that is not a number too', async () => {
    expect((await load('/v2/help-form/99999', 'admin')).status).toBe(404)
    expect((await load('/v2/help-form/abc', 'admin')).status).toBe(404)
    expect((await load('/v2/help-form/-1', 'admin')).status).toBe(404)
  })
})

describe('help configuration: list and form', () => {
  it('lists the items whose key starts with the search, five a page, each linking to its form', async () => {
    const html = await (await load('/v2/help-form-list?startswith=builder.general', 'admin')).text()
    expect(html).toContain('href="/v2/help-form/1"')
    expect(html).toContain('builder.general.date')
    expect(html).toContain('href="/v2/help-form/0"')
    const none = await (await load('/v2/help-form-list?startswith=zzz', 'admin', 'fr')).text()
    expect(none).toContain('Aucun élément d’aide trouvé.')
  })

  it('refuses an empty key and a type U pointing at javascript:, in both languages, keeping what was typed; nothing upstream', async () => {
    app.sim.calls.reset()
    const empty = await post('/v2/help-form/0', 'admin', form({ key: ' ', title: 'Kept title' }))
    expect(empty.status).toBe(400)
    const emptyHtml = await empty.text()
    expect(emptyHtml).toContain('Enter a key.')
    expect(emptyHtml).toContain('value="Kept title"')
    const js = await post('/v2/help-form/0', 'admin', form({ key: 'new.js', type: 'U', data: 'javascript:alert(1)' }))
    expect(js.status).toBe(400)
    const jsHtml = await js.text()
    expect(jsHtml).toContain('A web address help item needs an address starting with http:// or https://.')
    expect(jsHtml).toContain('value="new.js"')
    const fr = await post('/v2/help-form/0', 'admin', form({ key: '', type: 'U', data: 'javascript:alert(1)' }), 'fr')
    const frHtml = await fr.text()
    expect(frHtml).toContain('Saisissez une clé.')
    expect(frHtml).toContain('Un élément d’aide de type adresse web doit avoir une adresse commençant par http:// ou https://.')
    expect(app.sim.calls.count(HELP_CALL)).toBe(0)
  })

  it("shows the legacy site's refusal (a key taken), never its detail", async () => {
    const res = await post('/v2/help-form/0', 'admin', form({ key: 'builder.general.date' }))
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('Help key builder.general.date already exists.')
  })

  it('creates an item with id 0: back to the list with it and the saved message', async () => {
    const res = await post(
      '/v2/help-form/0',
      'admin',
      form({ key: 'builder.general.contactTel', title: 'Telephone', data: '<p>Day time</p>' }),
    )
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/v2/help-form-list?startswith=builder.general.contactTel')
    const list = await fetch(`${app.url}${res.headers.get('location')}`, {
      headers: { cookie: `${cookies.admin}; ${res.headers.get('set-cookie')?.split(';')[0]}` },
    })
    const html = await list.text()
    expect(html).toContain('Help item saved.')
    expect(html).toContain('Telephone')
    expect(item('builder.general.contactTel')).toMatchObject({ title: 'Telephone', type: 'H', data: '<p>Day time</p>' })
  })
})

describe('the cached read', () => {
  it('reads an item once, then from Redis; a save ends it and the help shows the change at once', async () => {
    app.sim.calls.reset()
    expect(await (await load('/v2/help/builder.general.name', 'entrant')).text()).toContain('Competition name')
    app.sim.calls.reset()
    await load('/v2/help/builder.general.name', 'anonymous')
    await load('/v2/help/builder.general.name', 'organiser')
    expect(app.sim.calls.count(`${HELP_CALL}/builder.general.name`)).toBe(0)
    const saved = await post('/v2/help-form/1', 'admin', form({ title: 'Name of the competition', data: '<p>Changed.</p>' }))
    expect(saved.status).toBe(302)
    // An entrant: anonymous documents are kept a few seconds by the page cache, on purpose (decision 005).
    const html = await (await load('/v2/help/builder.general.name', 'entrant')).text()
    expect(html).toContain('Name of the competition')
    expect(html).toContain('Changed.')
  })
})
