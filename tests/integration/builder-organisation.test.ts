import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAll, sessionCookie, startTestApp, type TestApp } from '../support/app'

// Organisations from the builder (3-organiser-admin §2, §3, §5, §6; decision 041) × who asks, the
// logo check on the server, the spec's messages in both languages, and the organisation list of
// the General step read again after a save. Against the built app (npm run build first).

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
/** The demo organiser's organisation and the rival organiser's. */
const ORG = 12
const RIVAL_ORG = 27
let compId: number

const V5 = '/wp-json/e4s/v5'
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
const MB = 1024 * 1024

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
const get = (path: string, who: Who, lang?: 'fr') => fetch(`${app.url}${path}`, { redirect: 'manual', headers: headers(who, lang) })

/** The form as the page posts it (multipart), with a logo when given. */
function post(
  path: string,
  who: Who,
  fields: Record<string, string>,
  logo?: { bytes: Uint8Array; name: string; type: string },
  lang?: 'fr',
) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  if (logo) form.set('logo', new Blob([Uint8Array.from(logo.bytes)], { type: logo.type }), logo.name)
  return fetch(`${app.url}${path}`, { method: 'POST', redirect: 'manual', headers: headers(who, lang), body: form })
}

const orgFields = (over: Record<string, string> = {}) => ({ orgId: '0', name: 'Integration Harriers', stripeUserId: '', ...over })

type Expect = Record<Who, 'login' | 403 | 200 | 302>
const ANY_BUILDER: Expect = { anonymous: 'login', entrant: 403, rivalorganiser: 200, organiser: 200, admin: 200 }
const THEIR_ORG: Expect = { anonymous: 'login', entrant: 403, rivalorganiser: 403, organiser: 200, admin: 200 }

function check(res: Response, expected: Expect[Who]) {
  if (expected === 'login') {
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toMatch(/^\/v2\/login-v2\?redirectFrom=/)
  } else expect(res.status).toBe(expected)
}

/** What an organisation save can change upstream. */
const upstream = () => JSON.stringify(app.sim.state.seed.organisations.map((o) => [o.id, o.name, o.logo, o.status]))

let unique = 0
const fresh = (label: string) => `${label} ${++unique}`

describe('organisation page × roles', () => {
  const pages: Array<[string, () => string, Expect]> = [
    ['a new organisation from a new competition', () => '/v2/builder-v2/0/organisation', ANY_BUILDER],
    ["a new organisation from the organiser's competition", () => `/v2/builder-v2/${compId}/organisation`, { ...THEIR_ORG }],
    ["the organiser's organisation", () => `/v2/builder-v2/0/organisation?org=${ORG}`, THEIR_ORG],
  ]
  for (const [label, path, expected] of pages)
    for (const who of WHO)
      it(`${label}: ${who} gets ${expected[who]}`, async () => {
        check(await get(path(), who), expected[who])
      })
})

describe('organisation posts × roles: refused posts change nothing upstream', () => {
  const posts: Array<[string, () => string, () => Record<string, string>, Expect]> = [
    [
      'create an organisation',
      () => '/v2/builder-v2/0/organisation',
      () => orgFields({ name: fresh('Created') }),
      { ...ANY_BUILDER, rivalorganiser: 302, organiser: 302, admin: 302 },
    ],
    [
      "update the organiser's organisation",
      () => '/v2/builder-v2/0/organisation',
      () => orgFields({ orgId: String(ORG), name: 'Northvale Athletics Network' }),
      { ...THEIR_ORG, organiser: 302, admin: 302 },
    ],
    [
      "create from the organiser's competition",
      () => `/v2/builder-v2/${compId}/organisation`,
      () => orgFields({ name: fresh('From comp') }),
      { ...THEIR_ORG, organiser: 302, admin: 302 },
    ],
  ]
  for (const [label, path, fields, expected] of posts)
    for (const who of WHO)
      it(`${label}: ${who} gets ${expected[who]}`, async () => {
        const before = upstream()
        const res = await post(path(), who, fields())
        check(res, expected[who])
        if (expected[who] !== 302) expect(upstream()).toBe(before)
      })

  it("a crafted post for the rival's organisation is refused before anything goes upstream", async () => {
    const before = upstream()
    app.sim.calls.reset()
    expect((await post('/v2/builder-v2/0/organisation', 'organiser', orgFields({ orgId: String(RIVAL_ORG), name: 'Taken' }))).status).toBe(
      403,
    )
    expect(app.sim.calls.count(`${V5}/comporg`) + app.sim.calls.count(`${V5}/upload`)).toBe(0)
    expect(upstream()).toBe(before)
  })

  it('a competition id that is not a number is treated as 0', async () => {
    const res = await get('/v2/builder-v2/abc/organisation', 'organiser')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/v2/builder-v2/0/organisation')
  })
})

describe('creating an organisation with a logo', () => {
  it('uploads the logo, saves, and the General step lists the organisation with its logo at once', async () => {
    // The General step first, so the list is cached before the save.
    expect(await (await get('/v2/builder-v2/0', 'organiser')).text()).not.toContain('Logo Harriers')
    app.sim.calls.reset()
    const res = await post('/v2/builder-v2/0/organisation', 'organiser', orgFields({ name: 'Logo Harriers' }), {
      bytes: PNG,
      name: 'club.png',
      type: 'image/png',
    })
    expect(res.status).toBe(302)
    const created = app.sim.state.seed.organisations.find((o) => o.name === 'Logo Harriers')!
    expect(res.headers.get('location')).toBe(`/v2/builder-v2/0?orgSaved=${created.id}`)
    expect(app.sim.calls.count(`${V5}/upload`)).toBe(1)
    expect(created.logo).toMatch(/^\/wp-content\/uploads\/e4s\/\d+-org-logo-new-\d+\.png$/)
    expect(created.status).toBe('PENDING')
    // The session now knows the organiser builds for it (the save's answer carries the new session).
    const cookie = res.headers.get('set-cookie') ? sessionCookie(res) : cookies.organiser!
    const page = await (await fetch(`${app.url}${res.headers.get('location')}`, { headers: { cookie } })).text()
    expect(page).toContain('Organisation Logo Harriers saved.')
    expect(page).toContain(`<option value="${created.id}" selected="">Logo Harriers</option>`)
    expect(page).toContain(created.logo)
    // Its own page opens for the organiser, with the logo.
    expect((await get(`/v2/builder-v2/0/organisation?org=${created.id}`, 'organiser')).status).toBe(200)
  })

  it('the name the legacy site refuses shows its text, and the form is kept', async () => {
    const res = await post(
      '/v2/builder-v2/0/organisation',
      'organiser',
      orgFields({ name: 'Northvale Athletics Network', terms: 'Kept terms' }),
    )
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('Organisation Northvale Athletics Network already exists.')
    expect(html).toContain('Kept terms')
  })
})

describe('the logo is checked on the server, by its bytes and size', () => {
  const bad: Array<[string, { bytes: Uint8Array; name: string; type: string }, string, string]> = [
    [
      'a text file named .png and sent as image/png',
      { bytes: new TextEncoder().encode('not a picture at all'), name: 'logo.png', type: 'image/png' },
      'The logo must be a PNG, JPEG, GIF or WebP image.',
      'Le logo doit être une image PNG, JPEG, GIF ou WebP.',
    ],
    [
      'an SVG',
      {
        bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        name: 'logo.svg',
        type: 'image/svg+xml',
      },
      'The logo must be a PNG, JPEG, GIF or WebP image.',
      'Le logo doit être une image PNG, JPEG, GIF ou WebP.',
    ],
    [
      'a PNG over 1 MB',
      { bytes: new Uint8Array([...PNG, ...new Uint8Array(MB)]), name: 'big.png', type: 'image/png' },
      'The logo is too large: 1 MB at most.',
      'Le logo est trop lourd\u00a0: 1\u00a0Mo au plus.',
    ],
  ]
  for (const [label, file, en, fr] of bad)
    it(`${label}: refused in the user's language, nothing sent upstream, the rest of the form kept`, async () => {
      const before = upstream()
      app.sim.calls.reset()
      for (const [lang, message] of [[undefined, en] as const, ['fr', fr] as const]) {
        const res = await post(
          '/v2/builder-v2/0/organisation',
          'organiser',
          orgFields({ name: 'Kept Name', priorityCode: 'KEPT1' }),
          file,
          lang,
        )
        expect(res.status).toBe(400)
        const html = await res.text()
        expect(html).toContain(message.replaceAll("'", '&#x27;'))
        expect(html).toContain('value="Kept Name"')
        expect(html).toContain('value="KEPT1"')
      }
      expect(app.sim.calls.count(`${V5}/upload`) + app.sim.calls.count(`${V5}/comporg`)).toBe(0)
      expect(upstream()).toBe(before)
    })

  it('a body far over the limit is refused unread, with the logo message', async () => {
    const res = await post('/v2/builder-v2/0/organisation', 'organiser', orgFields(), {
      bytes: new Uint8Array(9 * MB),
      name: 'huge.png',
      type: 'image/png',
    })
    expect(res.status).toBe(413)
    expect(await res.text()).toContain('The logo is too large: 1 MB at most.')
  })
})

describe("the spec's rules, in both languages", () => {
  const cases: Array<[string, Record<string, string>, string, string]> = [
    ['no name', { name: '  ' }, 'Enter an organisation name.', 'Saisissez un nom d’organisation.'],
    ['terms used but empty', { useTerms: 'on', terms: '' }, "Enter 'terms and conditions'.", ''],
    [
      'priority without a code',
      { priorityRequired: 'on', priorityCode: '', priorityDate: '01/06/2030', priorityTime: '10:00' },
      "A 'Priority' code is Required.",
      '',
    ],
  ]
  for (const [label, over, en, fr] of cases)
    it(`${label}: '${en}'`, async () => {
      const before = upstream()
      const res = await post('/v2/builder-v2/0/organisation', 'organiser', orgFields(over))
      expect(res.status).toBe(400)
      expect(await res.text()).toContain(en.replaceAll("'", '&#x27;'))
      if (fr)
        expect(await (await post('/v2/builder-v2/0/organisation', 'organiser', orgFields(over), undefined, 'fr')).text()).toContain(
          fr.replaceAll("'", '&#x27;').replaceAll('’', '’'),
        )
      expect(upstream()).toBe(before)
    })

  it("from a competition, a priority finish after its entries close is refused with the spec's text", async () => {
    const res = await post(
      `/v2/builder-v2/${compId}/organisation`,
      'organiser',
      orgFields({ priorityRequired: 'on', priorityCode: 'ABC', priorityDate: '01/01/2099', priorityTime: '10:00' }),
    )
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('&#x27;Priority&#x27; date entered after entries closing date')
  })
})
