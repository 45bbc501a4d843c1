import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY_DEMO } from '#fixtures/seed/entry-demo'
import { postForm, sessionCookie, startTestApp, type TestApp } from '../support/app'

// The home page's cards and filters, and the entry page's schedule rows, are rendered once and kept
// (decision 078); every page after is the page rendering them would give, for whoever asks.
let app: TestApp
let signedIn: string
beforeAll(async () => {
  app = await startTestApp({ env: { PAGE_CACHE_MS: '0' } })
  signedIn = sessionCookie(await postForm(`${app.url}/v2/login-v2`, { username: ENTRY_DEMO.username, password: ENTRY_DEMO.password }))
})
afterAll(async () => {
  await app?.close()
})

async function home(query: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${app.url}/v2${query}`, { headers })
  expect(res.status).toBe(200)
  return ownValuesOut(await res.text())
}

// The page's own values: its nonce, request id and time.
const ownValuesOut = (html: string) =>
  html
    .replace(/nonce="[^"]+"/g, 'nonce=""')
    .replace(/"requestId":"[^"]+"/g, '"requestId":""')
    .replace(/\\"now\\",\\"[^"\\]+\\"/g, '\\"now\\",\\"\\"')

const cardList = (html: string) => /<ul class="card-list">[\s\S]*?<\/ul><nav class="pagination"/.exec(html)?.[0] ?? ''
/** Where each card's Enter button leads. */
const enterLinks = (html: string) =>
  [...cardList(html).matchAll(/href="(\/v2\/(?:login-v2\?redirectFrom=%2Fv2%2Fentry-v2|entry-v2\/)[^"]*)"/g)].map((m) => m[1]!)

describe('parts of the home page kept as HTML', () => {
  it('sends the same page again, with no mark of what was kept', async () => {
    const first = await home('?page=1')
    const again = [await home('?page=1'), await home('?page=1')]
    expect(again).toEqual([first, first])
    expect(first).not.toContain('data-kept')
    expect(cardList(first)).toContain('comp-card')
  })

  it('gives each user the cards of their own, whatever the page before kept', async () => {
    const anonymous = await home('?q=')
    const mine = await home('?q=', { cookie: signedIn })
    const anonymousAgain = await home('?q=')
    expect(anonymousAgain).toBe(anonymous)
    // Entering starts with signing in for an anonymous visitor, at the entry page for a user.
    expect(enterLinks(anonymous).length).toBeGreaterThan(0)
    expect(enterLinks(anonymous).every((href) => href.startsWith('/v2/login-v2?redirectFrom='))).toBe(true)
    expect(enterLinks(mine).length).toBeGreaterThan(0)
    expect(enterLinks(mine).every((href) => href.startsWith('/v2/entry-v2/'))).toBe(true)
  })

  it('keeps each language apart', async () => {
    const english = await home('?page=1&lang')
    const french = await home('?page=1&lang', { 'accept-language': 'fr' })
    const englishAgain = await home('?page=1&lang')
    expect(englishAgain).toBe(english)
    expect(cardList(english)).toContain('>Open<')
    expect(cardList(french)).toContain('>Ouverte<')
    expect(cardList(french)).not.toContain('>Open<')
  })
})

describe('the header kept as HTML', () => {
  const header = (html: string) => /<header class="site-header">[\s\S]*?<\/header>/.exec(html)?.[0] ?? ''
  const headerOf = async (path: string, cookie: string) => {
    const res = await fetch(`${app.url}${path}`, { headers: cookie ? { cookie } : {} })
    expect(res.status).toBe(200)
    return header(await res.text())
  }

  it("is each user's own and each address's, whatever the page before kept", async () => {
    // Two new users alike in all but their name: no messages, no cart, the same rights.
    const organiser = app.sim.state.users.find((u) => u.login === 'organiser')!
    const signIn = async (n: number) => {
      const login = `header-twin-${n}`
      app.sim.state.users.push({
        ...structuredClone(organiser),
        id: 987_100 + n,
        login,
        displayName: `Header Twin ${n}`,
        email: `${login}@example.org`,
      })
      return sessionCookie(await postForm(`${app.url}/v2/login-v2`, { username: login, password: organiser.password! }))
    }
    const twins = [await signIn(1), await signIn(2)]
    const seen: string[] = []
    for (const cookie of [...twins, '', ...twins, '']) seen.push(await headerOf('/v2?page=1', cookie))
    expect(seen.slice(3)).toEqual(seen.slice(0, 3))
    const [first, second, anonymous] = seen as [string, string, string]
    expect(first).toContain('Header Twin 1')
    expect(second).toContain('Header Twin 2')
    expect(second).not.toContain('Header Twin 1')
    expect(anonymous).not.toContain('Header Twin')
    // Login and the language picker lead back to the page shown.
    expect(anonymous).toContain('href="/v2/login-v2?redirectFrom=%2Fv2%3Fpage%3D1"')
    expect(anonymous).toContain('name="redirectTo" value="/v2?page=1"')
    const onLogin = await headerOf('/v2/login-v2', '')
    expect(onLogin).toContain('href="/v2/login-v2"')
    expect(onLogin).toContain('name="redirectTo" value="/v2/login-v2"')
  })
})

describe('the login form kept as HTML', () => {
  const form = (html: string) => /<section class="narrow">[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
  const loginPage = async (query: string) => {
    const res = await fetch(`${app.url}/v2/login-v2${query}`)
    expect(res.status).toBe(200)
    return form(await res.text())
  }

  it('is the same for everyone at an address, and posts back to that address', async () => {
    const first = await loginPage('?redirectFrom=%2Fv2%2Fcart-v2')
    expect(await loginPage('?redirectFrom=%2Fv2%2Fcart-v2')).toBe(first)
    expect(first).toContain('action="/v2/login-v2?redirectFrom=%2Fv2%2Fcart-v2"')
    expect(first).toContain('name="redirectFrom" value="/v2/cart-v2"')
    const other = await loginPage('?redirectFrom=%2Fv2%2Fcart-v2&from=mail')
    expect(other).toContain('action="/v2/login-v2?redirectFrom=%2Fv2%2Fcart-v2&amp;from=mail"')
  })

  it('never shows one user what another typed', async () => {
    await loginPage('')
    const refused = await postForm(`${app.url}/v2/login-v2`, { username: 'typed-by-someone', password: 'wrong-password' })
    expect(refused.status).toBe(401)
    const answer = form(await refused.text())
    expect(answer).toContain('value="typed-by-someone"')
    expect(answer).not.toContain('wrong-password')
    const next = await loginPage('')
    expect(next).not.toContain('typed-by-someone')
    expect(next).toContain('id="login"')
  })
})

describe('schedule rows kept as HTML', () => {
  const comp = ENTRY_DEMO.rulesCompId
  const m200 = ENTRY_DEMO.rulesCeids.m200
  let cookie: string
  async function post(fields: Record<string, string>, url = `${app.url}/v2/entry-v2/${comp}?athlete=${ENTRY_DEMO.athleteId}`) {
    const res = await postForm(url, fields, { cookie })
    const next = res.headers.getSetCookie().find((c) => c.startsWith('e4s_session='))
    if (next) cookie = next.split(';')[0]!
    return res
  }
  async function entryPage(athlete: number) {
    const res = await fetch(`${app.url}/v2/entry-v2/${comp}?athlete=${athlete}`, { headers: { cookie } })
    expect(res.status).toBe(200)
    return ownValuesOut(await res.text())
  }
  /** Each row's markup by its competition event id. */
  const rows = (html: string) =>
    new Map([...html.matchAll(/<tr class="row-[^"]*">[\s\S]*?<\/tr>/g)].map((m) => [Number(/id="row-(\d+)-status"/.exec(m[0])?.[1]), m[0]]))

  beforeAll(async () => {
    cookie = signedIn
    await post({ intent: 'priority', code: ENTRY_DEMO.rulesCode }, `${app.url}/v2/entry-conditions/${comp}`)
    await post({ intent: 'terms' }, `${app.url}/v2/entry-conditions/${comp}`)
  })

  it('sends the same page again', async () => {
    const first = await entryPage(ENTRY_DEMO.athleteId)
    expect(rows(first).size).toBe(Object.keys(ENTRY_DEMO.rulesCeids).length)
    expect(await entryPage(ENTRY_DEMO.athleteId)).toBe(first)
    expect(first).not.toContain('data-kept')
  })

  it('renders again the row a tick without JavaScript changed, and sends the others as they were', async () => {
    const before = rows(await entryPage(ENTRY_DEMO.athleteId))
    const ticked = await post({ intent: 'tick', athlete: String(ENTRY_DEMO.athleteId), ceid: String(m200) })
    expect(ticked.status).toBe(200)
    try {
      const after = rows(ownValuesOut(await ticked.text()))
      expect(before.get(m200)).toContain('value="tick"')
      expect(after.get(m200)).toContain('value="untick"')
      // Nothing else changed for this athlete: a Long Jump or 100m row is the one kept before.
      expect(after.get(ENTRY_DEMO.rulesCeids.longJump)).toBe(before.get(ENTRY_DEMO.rulesCeids.longJump))
      expect(rows(await entryPage(ENTRY_DEMO.athleteId))).toEqual(after)
    } finally {
      await post({ intent: 'untick', athlete: String(ENTRY_DEMO.athleteId), ceid: String(m200) })
    }
    expect(rows(await entryPage(ENTRY_DEMO.athleteId))).toEqual(before)
  })

  it("gives each athlete's rows their own forms, whichever was kept first", async () => {
    // A twin of the demo athlete: the same age group and rows, another id.
    const user = app.sim.state.users.find((u) => u.login === ENTRY_DEMO.username)!
    const demo = app.sim.state.athletes.find((a) => a.id === ENTRY_DEMO.athleteId)!
    const twin = { ...structuredClone(demo), id: 987_001, firstName: 'Twin' }
    app.sim.state.athletes.push(twin)
    app.sim.state.userAthletes.push({ userId: user.id, athleteId: twin.id })
    for (const athlete of [ENTRY_DEMO.athleteId, twin.id, ENTRY_DEMO.athleteId]) {
      const page = await entryPage(athlete)
      const ownRows = [...rows(page).values()].join('')
      const athletes = [...ownRows.matchAll(/name="athlete" value="(\d+)"/g)].map((a) => Number(a[1]))
      const actions = [...ownRows.matchAll(/action="([^"]+)"/g)].map((a) => a[1])
      expect(athletes.length).toBeGreaterThan(0)
      expect(new Set(athletes)).toEqual(new Set([athlete]))
      expect(new Set(actions)).toEqual(new Set([`/v2/entry-v2/${comp}?athlete=${athlete}`]))
    }
  })
})
