import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAll, postForm, startTestApp, type TestApp } from '../support/app'

// A competition's discounts from the builder (decision 071) × who asks, every rule with its
// message in both languages, the form kept as typed, the delete, and the entry page's line read
// from the same competition meta. Against the built app (npm run build first) and the simulator.

let app: TestApp
const cookies: Record<string, string> = {}
const PASSWORDS = {
  entrant: 'Entrant!2026',
  rivalorganiser: 'Rival!2026',
  organiser: 'Organiser!2026',
  admin: 'Admin!2026',
} as const
type Who = 'anonymous' | keyof typeof PASSWORDS
const WHO: Who[] = ['anonymous', 'entrant', 'rivalorganiser', 'organiser', 'admin']
/** "Northvale Spring Open": the demo organiser's, open for entries without a code or terms. */
const COMP = 501
const PAGE = `/v2/builder-v2/${COMP}/discounts`

beforeAll(async () => {
  app = await startTestApp()
  Object.assign(cookies, await loginAll(app, PASSWORDS))
})
afterAll(async () => {
  await app?.close()
})

const headers = (who: Who, lang?: 'fr'): Record<string, string> => ({
  ...(who === 'anonymous' ? {} : { cookie: cookies[who]! }),
  ...(lang ? { 'accept-language': 'fr' } : {}),
})
const get = (path: string, who: Who, lang?: 'fr') => fetch(`${app.url}${path}`, { redirect: 'manual', headers: headers(who, lang) })
const post = (who: Who, fields: Record<string, string>, lang?: 'fr') => postForm(`${app.url}${PAGE}`, fields, headers(who, lang))
const decoded = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replaceAll('<!-- -->', '')
const saved = () => app.sim.state.discounts.filter((d) => d.compId === COMP)
const GOOD = { intent: 'create', description: 'Second event and later', type: 'A', value: '1.50', fromEntry: '2' }

type Expect = 'login' | 403 | 200 | 302
const THEIR_COMP: Record<Who, Expect> = { anonymous: 'login', entrant: 403, rivalorganiser: 403, organiser: 200, admin: 200 }

function check(res: Response, expected: Expect) {
  if (expected === 'login') {
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toMatch(/^\/v2\/login-v2\?redirectFrom=/)
  } else expect(res.status).toBe(expected)
}

describe('the discounts page × roles', () => {
  for (const who of WHO)
    it(`the list and the form: ${who} gets ${THEIR_COMP[who]}`, async () => {
      check(await get(PAGE, who), THEIR_COMP[who])
    })

  for (const who of WHO) {
    const expected = ({ ...THEIR_COMP, organiser: 302, admin: 302 } as Record<Who, Expect>)[who]
    it(`a create: ${who} gets ${expected}, and a refused one saves nothing`, async () => {
      const before = saved().length
      check(await post(who, { ...GOOD, description: `By ${who}` }), expected)
      expect(saved()).toHaveLength(expected === 302 ? before + 1 : before)
    })
  }

  it('a new competition has no discounts page yet; an unknown one is a 404', async () => {
    for (const path of ['/v2/builder-v2/0/discounts', '/v2/builder-v2/abc/discounts']) {
      const res = await get(path, 'organiser')
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe('/v2/builder-v2/0')
    }
    expect((await get('/v2/builder-v2/99999/discounts', 'admin')).status).toBe(404)
  })

  it('the builder’s Events step links to it', async () => {
    expect(await (await get(`/v2/builder-v2/${COMP}/events`, 'organiser')).text()).toContain(`href="${PAGE}"`)
  })
})

describe('creating and deleting a discount', () => {
  it('saves it on the legacy site, says so and lists it; the entry page shows it to an entrant', async () => {
    app.sim.state.discounts = []
    const res = await post('organiser', GOOD)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`${PAGE}?created=1`)
    expect(saved()).toEqual([
      { id: expect.any(Number), compId: COMP, description: 'Second event and later', type: 'A', value: 1.5, fromEntry: 2 },
    ])
    const html = decoded(await (await get(`${PAGE}?created=1`, 'organiser')).text())
    expect(html).toContain('Discount saved.')
    expect(html).toContain("£1.50 off each entry after an athlete's first")
    const entry = decoded(await (await get(`/v2/entry-v2/${COMP}`, 'entrant')).text())
    expect(entry).toContain("Discounts:</strong> Second event and later: £1.50 off each entry after an athlete's first")
    const french = decoded(await (await get(`/v2/entry-v2/${COMP}`, 'entrant', 'fr')).text())
    expect(french).toContain('Second event and later\u00a0: £1.50 de réduction sur chaque inscription après la première d’un athlète')
  })

  it('a percentage from the first entry reads as such, in both languages', async () => {
    expect((await post('organiser', { ...GOOD, description: 'Club night', type: 'P', value: '10', fromEntry: '1' })).status).toBe(302)
    expect(decoded(await (await get(PAGE, 'organiser')).text())).toContain('10% off every entry')
    const fr = decoded(await (await get(`/v2/entry-v2/${COMP}`, 'entrant', 'fr')).text())
    expect(fr).toContain('Club night\u00a0: 10\u00a0% de réduction sur chaque inscription')
  })

  it('deletes one the competition carries; an id it does not carry is a 404 and deletes nothing', async () => {
    const [first] = saved()
    const other = app.sim.state.discounts.length
    expect((await post('organiser', { intent: 'delete', discountId: '999999' })).status).toBe(404)
    expect((await post('organiser', { intent: 'delete', discountId: 'x' })).status).toBe(404)
    expect((await post('rivalorganiser', { intent: 'delete', discountId: String(first!.id) })).status).toBe(403)
    expect(app.sim.state.discounts).toHaveLength(other)
    const res = await post('organiser', { intent: 'delete', discountId: String(first!.id) })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`${PAGE}?deleted=1`)
    expect(saved().some((d) => d.id === first!.id)).toBe(false)
    expect(await (await get(`${PAGE}?deleted=1`, 'organiser')).text()).toContain('Discount deleted.')
  })
})

describe('bad input', () => {
  const cases: Array<[string, Record<string, string>, string, string]> = [
    ['an empty description', { description: '  ' }, 'Enter a description.', 'Saisissez une description.'],
    [
      'a long description',
      { description: 'x'.repeat(101) },
      'A description has at most 100 characters.',
      'Une description compte au plus 100 caractères.',
    ],
    ['no type', { type: '' }, 'Choose an amount or a percentage.', 'Choisissez un montant ou un pourcentage.'],
    ['an amount that is not a number', { value: 'ten' }, 'Enter a number, such as 1.50.', 'Saisissez un nombre, par exemple 1.50.'],
    ['an amount of 0', { value: '0' }, 'A discount must be more than 0.', 'Une réduction doit être supérieure à 0.'],
    ['an amount with three decimals', { value: '1.505' }, 'An amount has at most 2 decimal places.', 'Un montant a au plus 2 décimales.'],
    ['a percentage over 100', { type: 'P', value: '120' }, 'A percentage is at most 100.', 'Un pourcentage vaut au plus 100.'],
    ['an entry number of 0', { fromEntry: '0' }, 'Enter a whole number from 1 to 99.', 'Saisissez un nombre entier de 1 à 99.'],
    [
      'an entry number that is not whole',
      { fromEntry: '1.5' },
      'Enter a whole number from 1 to 99.',
      'Saisissez un nombre entier de 1 à 99.',
    ],
  ]
  for (const [name, over, english, french] of cases)
    it(`${name}: the message in English and French, the form kept, nothing saved`, async () => {
      const before = JSON.stringify(app.sim.state.discounts)
      const fields = { ...GOOD, description: 'Kept description', ...over }
      const res = await post('organiser', fields)
      expect(res.status).toBe(400)
      const html = decoded(await res.text())
      expect(html).toContain(english)
      expect(html).toContain(`value="${fields.value}"`)
      expect(html).toContain(`value="${fields.fromEntry}"`)
      if (!('description' in over)) expect(html).toContain('value="Kept description"')
      expect(decoded(await (await post('organiser', fields, 'fr')).text())).toContain(french)
      expect(JSON.stringify(app.sim.state.discounts)).toBe(before)
    })

  it('every broken field at once', async () => {
    const html = decoded(
      await (await post('organiser', { intent: 'create', description: '', type: 'P', value: '150', fromEntry: '' })).text(),
    )
    for (const text of ['Enter a description.', 'A percentage is at most 100.', 'Enter a whole number from 1 to 99.'])
      expect(html).toContain(text)
  })
})

describe('failures', () => {
  it("the legacy site's refusal shows and keeps the form", async () => {
    app.sim.faults.add({
      pathPrefix: '/wp-json/e4s/v5/discount',
      method: 'POST',
      status: 200,
      body: JSON.stringify({ errNo: 1, error: 'Discounts are closed for this competition.' }),
      times: 1,
    })
    try {
      const before = JSON.stringify(app.sim.state.discounts)
      const res = await post('organiser', { ...GOOD, description: 'Refused one' })
      expect(res.status).toBe(400)
      const html = decoded(await res.text())
      expect(html).toContain('Discounts are closed for this competition.')
      expect(html).toContain('value="Refused one"')
      expect(JSON.stringify(app.sim.state.discounts)).toBe(before)
    } finally {
      app.sim.faults.clear()
    }
  })

  it('the entry page renders with a message in the line when the competition cannot be read', async () => {
    // A write drops the cached competition, so the entry page reads it again (and meets the fault).
    expect((await post('organiser', { ...GOOD, description: 'Before the fault' })).status).toBe(302)
    app.sim.faults.add({ pathPrefix: `/wp-json/e4s/v5/competition/${COMP}`, method: 'GET', status: 500, body: 'secret.php failed' })
    try {
      const res = await get(`/v2/entry-v2/${COMP}`, 'entrant')
      expect(res.status).toBe(200)
      const html = decoded(await res.text())
      expect(html).toMatch(/role="alert"><strong>Discounts:<\/strong>/)
      expect(html).not.toContain('Before the fault')
      expect(html).not.toContain('secret.php')
      expect(html).toContain('id="athletes-heading"')
    } finally {
      app.sim.faults.clear()
    }
  })
})
