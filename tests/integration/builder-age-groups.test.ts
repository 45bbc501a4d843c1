import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAll, postForm, startTestApp, type TestApp } from '../support/app'

// Age groups from the builder (3-organiser-admin §2, §3, §5, §6, §8) × who asks, every §5 rule
// with its message in both languages, the form kept as typed, and the Events step's choices read
// again after a save. Against the built app (npm run build first).

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
/** The demo organiser's organisation. */
const ORG = 12
let compId: number
const V5 = '/wp-json/e4s/v5'

beforeAll(async () => {
  app = await startTestApp()
  Object.assign(cookies, await loginAll(app, PASSWORDS))
  compId = app.sim.state.seed.competitions.find((c) => c.compOrgId === ORG && c.active)!.id
})
afterAll(async () => {
  await app?.close()
})

const headers = (who: Who, lang?: 'fr'): Record<string, string> => ({
  ...(who === 'anonymous' ? {} : { cookie: cookies[who]! }),
  ...(lang ? { 'accept-language': 'fr' } : {}),
})
const page = () => `/v2/builder-v2/${compId}/age-groups`
const get = (path: string, who: Who, lang?: 'fr') => fetch(`${app.url}${path}`, { redirect: 'manual', headers: headers(who, lang) })
const post = (who: Who, fields: Record<string, string>, lang?: 'fr', path = page()) =>
  postForm(`${app.url}${path}`, fields, headers(who, lang))

let unique = 0
const group = (over: Record<string, string> = {}) => ({
  agId: '0',
  name: `Under 9 ${++unique}`,
  shortName: '',
  minAge: '7',
  maxAge: '8',
  minAtDay: '',
  minAtMonth: '',
  maxAtDay: '31',
  maxAtMonth: '8',
  ...over,
})

type Expect = Record<Who, 'login' | 403 | 200 | 302>
const THEIR_COMP: Expect = { anonymous: 'login', entrant: 403, rivalorganiser: 403, organiser: 200, admin: 200 }

function check(res: Response, expected: Expect[Who]) {
  if (expected === 'login') {
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toMatch(/^\/v2\/login-v2\?redirectFrom=/)
  } else expect(res.status).toBe(expected)
}

/** What an age group save can change upstream. */
const upstream = () => JSON.stringify(app.sim.state.seed.ageGroups)

describe('age group page × roles', () => {
  for (const who of WHO)
    it(`the list and the new form: ${who} gets ${THEIR_COMP[who]}`, async () => {
      check(await get(page(), who), THEIR_COMP[who])
    })

  it('lists every group with the competition’s and the defaults marked; a default has no edit link but for an admin', async () => {
    const html = await (await get(page(), 'organiser')).text()
    expect(html).toContain('Under 11')
    expect(html).toContain('In this competition')
    expect(html).not.toContain('Edit Under 11')
    expect(await (await get(page(), 'admin')).text()).toContain('Edit Under 11')
    expect((await get(`${page()}?ag=1`, 'organiser')).status).toBe(403)
    expect((await get(`${page()}?ag=999`, 'organiser')).status).toBe(404)
  })

  it('a new competition has no age group page yet; an id that is not a number is treated as 0', async () => {
    for (const path of ['/v2/builder-v2/0/age-groups', '/v2/builder-v2/abc/age-groups']) {
      const res = await get(path, 'organiser')
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe('/v2/builder-v2/0')
    }
  })
})

describe('age group posts × roles: refused posts change nothing upstream', () => {
  for (const who of WHO) {
    const expected = ({ ...THEIR_COMP, organiser: 302, admin: 302 } as Expect)[who]
    it(`create: ${who} gets ${expected}`, async () => {
      const before = upstream()
      check(await post(who, group()), expected)
      if (expected !== 302) expect(upstream()).toBe(before)
    })
  }

  it('a crafted post changing a default group is refused before anything goes upstream', async () => {
    const before = upstream()
    app.sim.calls.reset()
    expect((await post('organiser', group({ agId: '1', name: 'Renamed' }))).status).toBe(403)
    expect(app.sim.calls.count(`${V5}/ag/1`)).toBe(0)
    expect(upstream()).toBe(before)
  })
})

describe('age group rules (§5) with the exact messages, the form kept as typed', () => {
  const cases: Array<[string, Record<string, string>, string, string]> = [
    ['no name', { name: ' ' }, 'Enter an age group name.', 'Saisissez un nom de catégorie d’âge.'],
    ['an age of 0', { minAge: '0' }, 'Number between 1 and 100.', 'Nombre entre 1 et 100.'],
    ['a decimal age', { maxAge: '8.5' }, 'Number between 1 and 100.', 'Nombre entre 1 et 100.'],
    ['min over max', { minAge: '12', maxAge: '11' }, 'Must be less than max age.', 'Doit être inférieur à l’âge maximal.'],
    ['day 32', { maxAtDay: '32' }, 'Number between 1 and 31.', 'Nombre entre 1 et 31.'],
    ['month 13', { minAtMonth: '13' }, 'Number between 1 and 12.', 'Nombre entre 1 et 12.'],
  ]
  for (const [label, over, en, fr] of cases)
    it(`refuses ${label} in English and French; nothing goes upstream`, async () => {
      const before = upstream()
      const fields = group({ name: 'Typed Group', ...over })
      const res = await post('organiser', fields)
      expect(res.status).toBe(400)
      const html = await res.text()
      expect(html).toContain(en)
      for (const typed of [fields.name, fields.minAge, fields.maxAge, fields.maxAtDay]) expect(html).toContain(`value="${typed}"`)
      expect(await (await post('organiser', fields, 'fr')).text()).toContain(fr)
      expect(upstream()).toBe(before)
    })
})

describe('saving an age group', () => {
  it('creates one: back on Events with the message, the new group a choice at once (cached list dropped)', async () => {
    // The Events step first, so the age group list is cached before the save.
    expect(await (await get(`/v2/builder-v2/${compId}/events`, 'organiser')).text()).not.toContain('Tiny Tots')
    const res = await post('organiser', group({ name: 'Tiny Tots', shortName: 'TT', minAge: '5', maxAge: '6' }))
    expect(res.status).toBe(302)
    const location = res.headers.get('location')!
    expect(location).toMatch(new RegExp(`^/v2/builder-v2/${compId}/events\\?agSaved=\\d+$`))
    const events = await (await get(location, 'organiser')).text()
    expect(events).toContain('Age group Tiny Tots saved.')
    expect(events).toMatch(/<option value="\d+">TT<\/option>|>TT</)
    const made = app.sim.state.seed.ageGroups.find((g) => g.name === 'Tiny Tots')!
    // A new group takes the theme's default code (the simulator's theme is not gbr).
    expect(made.made?.options).toMatchObject({ aocode: 'IRL', default: false })
    const fr = await (await get(location, 'organiser', 'fr')).text()
    expect(fr).toContain('Catégorie d’âge Tiny Tots enregistrée.')
  })

  it('edits one the organiser made: the form reads it, a save changes it', async () => {
    const made = app.sim.state.seed.ageGroups.find((g) => g.name === 'Tiny Tots')!
    const form = await (await get(`${page()}?ag=${made.id}`, 'organiser')).text()
    expect(form).toContain('value="Tiny Tots"')
    const res = await post('organiser', group({ agId: String(made.id), name: 'Tiny Tots', shortName: 'TT', minAge: '4', maxAge: '6' }))
    expect(res.status).toBe(302)
    expect(app.sim.state.seed.ageGroups.find((g) => g.id === made.id)).toMatchObject({ minAge: 4, maxAge: 6 })
  })

  it('a crafted save for another organisation’s competition is refused', async () => {
    const before = upstream()
    expect((await post('rivalorganiser', group())).status).toBe(403)
    expect(upstream()).toBe(before)
  })
})
