import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import en from '../../app/locales/en/routes.json'
import { SHOP_REC } from '../../contract-fixtures/recorder/shop-recordings'
import { eventGroupRecSprint } from '../../contract-fixtures/recorder/event-group-recordings'
import { REFERENCE_DATE } from '../../contract-fixtures/recorder/kit'
import { createSimulatorState } from '../../contract-fixtures/simulator/state'
import { CLUB_ORG_REC } from '../../contract-fixtures/recorder/club-org-recordings'
import { TICKET_REC } from '../../contract-fixtures/recorder/ticket-recordings'
import { ACTIONS_DEMO, CARD_DEMO, createSeed, ENTRY_DEMO } from '../../contract-fixtures/seed'
import { eventGroupsOf } from '../../contract-fixtures/simulator/results'
import { fillPattern, matchV2, PRODUCT_NAME, ROUTES, type RouteEntry } from '../../bff/domain/routing/route-table'
import { postForm, sessionCookie, startTestApp, type TestApp } from '../support/app'

/** The seed's first user (contract-fixtures/seed/users.ts): the user page's sample id. */
const FIRST_USER_ID = 101
/** An event group of the meeting held today: the results-read page's sample (an unknown group is a 404). */
const TODAY_GROUP_ID = eventGroupsOf(createSeed().competitions.find((c) => c.id === CARD_DEMO.checkInTodayCompId)!)[0]!.id

// Walks the route table against the built app (npm run build first).

let app: TestApp
let cookie: string
let adminCookie: string

beforeAll(async () => {
  app = await startTestApp()
  cookie = await logIn()
  adminCookie = sessionCookie(await postForm(`${app.url}/v2/login-v2`, { username: 'admin', password: 'Admin!2026' }))
})
afterAll(async () => {
  await app?.close()
})

async function logIn() {
  const res = await postForm(`${app.url}/v2/login-v2`, { username: 'entrant', password: 'Entrant!2026' })
  expect(res.status).toBe(302)
  return sessionCookie(res)
}

type As = 'anonymous' | 'user' | 'admin'

function get(path: string, as: As = 'anonymous') {
  const headers: Record<string, string> = as === 'user' ? { cookie } : as === 'admin' ? { cookie: adminCookie } : {}
  return fetch(`${app.url}${path}`, { redirect: 'manual', headers })
}

/** Follows redirects by hand; the last answer and the addresses seen on the way. */
async function follow(path: string, as: As) {
  const seen = [path]
  let res = await get(path, as)
  while (res.status >= 300 && res.status < 400 && seen.length < 6) {
    const next = res.headers.get('location')!
    seen.push(next)
    res = await get(next, as)
  }
  return { res, seen }
}

/**
 * Sample params: the first is a seeded id so built pages have data: a competition (501, no entry
 * conditions), on athlete pages one of the entrant's own athletes, on check-in, bibs and scoreboards
 * the meeting held today (its desk, athletes, boards and results), on the user page the first seeded user; then 2, 3, 4.
 */
function sample(shape: string): Record<string, string> {
  if (shape.includes('results-read') || shape.includes('results-entry') || shape.includes('public-rankings'))
    return { compId: String(CARD_DEMO.checkInTodayCompId), eventGroupId: String(TODAY_GROUP_ID) }
  // A competition's first scoreboard output has the competition's id (the simulator's seed).
  if (shape.includes('output'))
    return {
      compId: String(CARD_DEMO.checkInTodayCompId),
      outputId: String(CARD_DEMO.checkInTodayCompId),
      id: String(CARD_DEMO.checkInTodayCompId),
      showControls: 'true',
    }
  // The organiser's entry actions: a seeded paid entry of competition 501.
  if (shape.includes('actions-v2')) {
    const clubId = createSeed().athletes.find((a) => a.id === ACTIONS_DEMO.athleteId)?.clubId ?? 0
    const entryId = String(ACTIONS_DEMO.firstEntryId)
    return { compId: String(ACTIONS_DEMO.compId), athleteId: String(ACTIONS_DEMO.athleteId), clubId: String(clubId), entryId }
  }
  // The 200 m of the meeting held today (its event-group ids do not depend on the day).
  if (shape.includes('event-group'))
    return { id: String(eventGroupRecSprint({ state: createSimulatorState(createSeed(1, { referenceDate: REFERENCE_DATE })) })) }
  // The simulator seeds help item 1, key builder.general.name.
  if (shape.includes('help/')) return { key: 'builder.general.name' }
  if (shape.includes('help-form/')) return { id: '1' }
  // A ticket the simulator sold, and its order (the entrant's).
  if (shape.includes('ticket/')) return { compId: String(TICKET_REC.compId), id: String(TICKET_REC.unused) }
  if (shape.includes('ticket-order/')) return { id: String(TICKET_REC.order) }
  const names = [...shape.matchAll(/:(\w+)/g)].map((m) => m[1])
  const first = shape.includes('athlete-pb')
    ? String(SHOP_REC.entryId)
    : shape.includes('checkin') || shape.includes('whoishere') || shape.includes('scoreboard') || shape.includes('bibs')
      ? String(CARD_DEMO.checkInTodayCompId)
      : shape.includes('athlete')
        ? String(ENTRY_DEMO.athleteId)
        : shape.startsWith('club') || shape.includes('/club-v2/')
          ? String(CLUB_ORG_REC.club.known)
          : shape.includes('user-v2')
            ? String(FIRST_USER_ID)
            : '501'
  return Object.fromEntries(names.map((name, i) => [name, i === 0 ? first : String(i + 1)]))
}

const fill = (shape: string, params = sample(shape)) => fillPattern(shape, params)!
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
const PLACEHOLDER = 'data-placeholder'

/** The route table's title, or the product name (the simulator's systemName is the same). */
function expectedTitle(e: RouteEntry, params: Record<string, string>) {
  if (!e.titleKey) return PRODUCT_NAME
  const name = e.titleKey.replace(/^titles\./, '')
  const variant = e.v2?.includes('?') && Object.keys(params).length > 0 ? `${name}_withParam` : name
  const text = (en.titles as Record<string, string>)[variant] ?? (en.titles as Record<string, string>)[name]
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => params[key])
}

// secure-redirect, cart-redirect and email-message have no page of their own: they send the visitor
// on (tested below, in athlete-pb.test.ts and in messages.test.ts).
const NO_PAGE = ['secureRedirect', 'cartRedirect', 'message']
const v1Cases = ROUTES.filter((e) => !NO_PAGE.includes(e.name)).flatMap((e) =>
  e.v1.map((shape) => ({ name: e.name, shape, entry: e, path: `/${fill(shape)}` })),
)
const v2Cases = ROUTES.flatMap((e) => {
  if (!e.v2 || NO_PAGE.includes(e.name)) return []
  const cases = [{ name: e.name, entry: e, path: fill(e.v2), params: sample(e.v2) }]
  // Optional params: the page without them too (messages-v2, user-v2, scoreboard-comp).
  if (e.v2.includes('?')) {
    const required = Object.fromEntries(Object.entries(sample(e.v2)).filter(([key]) => !e.v2!.includes(`:${key}?`)))
    cases.push({ name: e.name, entry: e, path: fill(e.v2, required), params: required })
  }
  return cases
})

describe('every v1 path shape', () => {
  it.each(v1Cases)('$path ($name) redirects to its v2 page or placeholder', async ({ entry, shape, path }) => {
    const res = await get(path)
    const v2 = entry.v2 ? fillPattern(entry.v2, sample(shape)) : null
    if (v2) {
      expect(res.status).toBe(308)
      expect(res.headers.get('location')).toBe(v2)
    } else {
      // Old-only screen (or `entry` without compid): its placeholder, temporarily.
      expect(res.status).toBe(307)
      expect(res.headers.get('location')).toBe(`/v2/legacy${path === '/' ? '' : path}`)
    }
  })

  it.each(v1Cases)(
    '$path ($name) ends on a page: 200 for a logged-in entrant (403 where it needs a permission), login for a visitor when login-only',
    async ({ entry, path }) => {
      const first = (await get(path)).headers.get('location')!
      const asUser = await follow(first, 'user')
      // Who holds which permission: route-access.test.ts.
      expect(asUser.res.status, asUser.seen.join(' → ')).toBe(entry.requires ? 403 : 200)
      const anonymous = await follow(path, 'anonymous')
      if (entry.access === 'login') {
        const last = anonymous.seen.at(-1)!
        expect(last).toBe(`/v2/login-v2?redirectFrom=${encodeURIComponent(first)}`)
      } else {
        expect(anonymous.res.status, anonymous.seen.join(' → ')).toBe(200)
      }
    },
  )

  it('the query string is kept and the old entry query moves into the path', async () => {
    const cases = [
      ['/entry?comporgid=1&compid=2', '/v2/entry-v2/2?comporgid=1'],
      ['/login?redirectFrom=%2Fathletes', '/v2/login-v2?redirectFrom=%2Fathletes'],
      ['/reset_pwd?key=abc&login=runner', '/v2/reset_pwd?key=abc&login=runner'],
      ['/show-entry/7?tab=info', '/v2/show-entry-v2/7?tab=info'],
      ['/email-messages/9', '/v2/messages-v2/9'],
      ['/contact-org/4', '/v2/contact-organiser-v2/4'],
      ['/showentries', '/v2'],
      ['/launch?x=4', '/v2/legacy/launch?x=4'],
    ]
    for (const [from, to] of cases) expect((await get(from)).headers.get('location'), from).toBe(to)
  })

  it('v1 secure-redirect sends a logged-in user to its url, and a visitor to login on the way there', async () => {
    const url = `/secure-redirect?${new URLSearchParams({ url: '/#/show-entry/501' })}`
    const visitor = await get(url)
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('location')).toBe(`/v2/login-v2?redirectFrom=${encodeURIComponent('/v2/show-entry-v2/501')}`)
    const user = await get(url, 'user')
    expect(user.status).toBe(302)
    expect(user.headers.get('location')).toBe('/v2/show-entry-v2/501')
    const offSite = await get(`/secure-redirect?${new URLSearchParams({ url: 'https://evil.example/' })}`, 'user')
    expect(offSite.headers.get('location')).toBe('/v2')
  })

  it('v1 /register logs a logged-in visitor out and sends them home', async () => {
    const own = await logIn()
    const res = await fetch(`${app.url}/register`, { redirect: 'manual', headers: { cookie: own } })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/v2')
    expect(res.headers.getSetCookie().join()).toMatch(/e4s_session=;/)
    const after = await fetch(`${app.url}/v2/athletes-v2`, { redirect: 'manual', headers: { cookie: own } })
    expect(after.headers.get('location')).toMatch(/^\/v2\/login-v2/)
  })
})

describe('every v2 route', () => {
  it.each(v2Cases)('$path ($name) renders for the right visitor', async ({ entry, path, params }) => {
    // A built screen may move on by itself (entry conditions already met go to the entry page).
    const { res, seen } = await follow(path, entry.requires ? 'admin' : entry.access === 'login' ? 'user' : 'anonymous')
    const html = await res.text()
    expect(res.status, seen.join(' → ')).toBe(200)
    const landed = matchV2(new URL(seen.at(-1)!, app.url).pathname)!
    expect(titleOf(html)).toBe(expectedTitle(landed.entry, landed.entry === entry ? params : landed.params))
    if (entry.built) {
      expect(html, 'a built screen renders its own page, not the placeholder').not.toContain(PLACEHOLDER)
      return
    }
    expect(html).toContain(PLACEHOLDER)
    expect(html).toContain('Not built yet')
    expect(html).toContain(`href="${app.platform.legacySiteUrl.replace(/\/$/, '')}/#/`)
  })

  it.each(v2Cases.filter((c) => c.entry.access === 'login'))('$path ($name) sends a visitor to login', async ({ path }) => {
    const res = await get(path)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/v2/login-v2?redirectFrom=${encodeURIComponent(path)}`)
  })

  it('a client navigation (single fetch) to a login-only placeholder also goes to login with the page address', async () => {
    const res = await get('/v2/athletes-v2.data')
    expect(res.status).toBe(202)
    expect(await res.text()).toContain('"/v2/login-v2?redirectFrom=%2Fv2%2Fathletes-v2"')
  })

  it('placeholders link to the same screen on the legacy site', async () => {
    const site = app.platform.legacySiteUrl.replace(/\/$/, '')
    const cases = [
      ['/v2/form-generic-example-v2', '/v2/form-generic-example-v2', 'anonymous'],
      ['/v2/legacy/onboarding?x=1', '/onboarding?x=1', 'anonymous'],
      ['/v2/legacy/r4s', '/r4s', 'admin'],
    ] as const
    for (const [path, hash, as] of cases) {
      const html = await (await get(path, as)).text()
      expect(html, path).toContain(`href="${site}/#${hash.replace('&', '&amp;')}"`)
    }
    expect(titleOf(await (await get('/v2/messages-v2/5', 'user')).text())).toBe('Messages for Comp: 5')
    expect(titleOf(await (await get('/v2/messages-v2', 'user')).text())).toBe('Messages')
  })

  it('a placeholder speaks French to a French visitor', async () => {
    const res = await fetch(`${app.url}/v2/form-generic-example-v2`, { headers: { 'accept-language': 'fr' } })
    const html = await res.text()
    expect(html).toContain('<html lang="fr"')
    expect(html).toContain('Pas encore disponible')
  })

  it('a page the table gives no title is titled with the product name; titled pages speak French too', async () => {
    const conditions = await (await get(`/v2/entry-conditions/${ENTRY_DEMO.rulesCompId}`, 'user')).text()
    expect(conditions).toContain('Priority!')
    expect(titleOf(conditions)).toBe(PRODUCT_NAME)
    const legacy = await (await get('/v2/legacy/launch', 'admin')).text()
    expect(titleOf(legacy)).toBe(PRODUCT_NAME)
    expect(legacy).toContain('<h1>Not built yet</h1>')
    const french = await fetch(`${app.url}/v2/show-entry-v2/501`, { headers: { 'accept-language': 'fr' } })
    expect(titleOf(await french.text())).toBe('501 : Compétition')
  })

  it('a /v2/legacy address of a screen that has a v2 page goes there', async () => {
    const res = await get('/v2/legacy/athlete/4?x=1')
    expect(res.status).toBe(308)
    expect(res.headers.get('location')).toBe('/v2/athlete-v2/4?x=1')
  })
})

describe('page width', () => {
  it('the home page has the wide layout (1-shell §2.3), other pages the normal one', async () => {
    for (const path of ['/v2', '/v2/home-v2']) expect(await (await get(path)).text(), path).toContain('class="page page-wide"')
    expect(await (await get('/v2/login-v2')).text()).toContain('<main id="main" class="page">')
  })
})

describe('a path the old site never had', () => {
  it.each([
    '/no-such-page',
    '/show-entry',
    '/show-entry/1/2',
    '/v2/no-such-page',
    '/v2/show-entry',
    '/v2/legacy/no-such-page',
    '/v2/legacy/v2',
  ])('%s is 404 Page not found, titled with the product name', async (path) => {
    const res = await get(path, 'user')
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toContain('Page not found')
    expect(titleOf(html)).toBe(PRODUCT_NAME)
  })
})
