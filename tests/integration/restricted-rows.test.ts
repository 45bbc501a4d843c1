import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY_DEMO } from '../../contract-fixtures/seed'
import { createCache } from '../../bff/cache/cache.server'
import { createUserCache } from '../../bff/cache/user-cache.server'
import { postForm, sessionCookie, startTestApp, type TestApp } from '../support/app'

/**
 * Rows the athlete cannot enter are not offered (spec 2-entry.md §4: security before selection),
 * against the built app (npm run build first): plain GETs and form posts, as without JavaScript.
 */

let app: TestApp
let cookie: string

/** "Harbourside Club Championships": restricted to two clubs until a date a week ahead. */
const restrictedComp = 509
/** "Riverside Relay Festival": open to everyone, with relay rows. */
const relayComp = 513
const athleteId = ENTRY_DEMO.athleteId
const SECURITY_TEXT = 'Entry by CLUB, COUNTY representative only'

beforeAll(async () => {
  app = await startTestApp()
  cookie = sessionCookie(await postForm(`${app.url}/v2/login-v2`, { username: ENTRY_DEMO.username, password: ENTRY_DEMO.password }))
})
afterAll(async () => {
  await app?.close()
})

const startNewUserCacheGeneration = () => {
  const { store } = app.platform
  const userId = app.sim.state.users.find((u) => u.login === ENTRY_DEMO.username)!.id
  return createUserCache({ cache: createCache({ store }), store, userId }).invalidate()
}
const page = (compId: number, headers: Record<string, string> = {}) =>
  fetch(`${app.url}/v2/entry-v2/${compId}?athlete=${athleteId}`, { headers: { cookie, ...headers } })
const tick = (compId: number, ceid: number) =>
  postForm(
    `${app.url}/v2/entry-v2/${compId}?athlete=${athleteId}`,
    { intent: 'tick', athlete: String(athleteId), ceid: String(ceid) },
    { cookie },
  )
const productCalls = () => app.sim.calls.count('/wp-json/e4s/v5/product') - app.sim.calls.count('/wp-json/e4s/v5/product/delete')
const competition = (id: number) => app.sim.state.seed.competitions.find((c) => c.id === id)!
const simAthlete = () => app.sim.state.athletes.find((a) => a.id === athleteId)!
const ceids = (compId: number, teams: boolean) =>
  competition(compId)
    .compEvents.filter((ce) => ce.isTeamEvent === teams)
    .map((ce) => ce.ceid)

/** Each row's status text and whether it offers a tick, from the server-rendered page. */
function rows(html: string): Map<number, { status: string; tick: boolean }> {
  const found = new Map<number, { status: string; tick: boolean }>()
  for (const [row] of html.matchAll(/<tr class="row-[^"]*">.*?<\/tr>/gs)) {
    const status = /id="row-(\d+)-status"[^>]*>([^<]*)</.exec(row)
    if (status) found.set(Number(status[1]), { status: status[2], tick: row.includes('value="tick"') })
  }
  return found
}

describe('a competition restricted to some clubs', () => {
  it('an athlete of another club sees every row disabled with the message, before any click', async () => {
    expect(competition(restrictedComp).options.athleteSecurity.clubs.map((c) => c.id)).not.toContain(simAthlete().clubId)
    const res = await page(restrictedComp)
    expect(res.status).toBe(200)
    const shown = rows(await res.text())
    expect(shown.size).toBeGreaterThan(0)
    for (const [ceid, row] of shown) expect(row, `row ${ceid}`).toEqual({ status: SECURITY_TEXT, tick: false })
  })

  it('a crafted tick is refused with the same message and nothing is asked upstream', async () => {
    const [ceid] = rows(await (await page(restrictedComp)).text()).keys()
    const before = productCalls()
    const res = await tick(restrictedComp, ceid)
    expect(res.status).toBe(409)
    expect(await res.text()).toContain(SECURITY_TEXT)
    expect(productCalls()).toBe(before)
  })

  it('an athlete of a listed club may still enter: rows offered, and the tick reaches the basket', async () => {
    const own = simAthlete().clubId
    simAthlete().clubId = competition(restrictedComp).options.athleteSecurity.clubs[0].id
    // Changed in the legacy site: seen once the user's short cache moves on (30 s, or their next athlete write; decision 059).
    await startNewUserCacheGeneration()
    try {
      const shown = rows(await (await page(restrictedComp)).text())
      const individual = ceids(restrictedComp, false).filter((ceid) => shown.has(ceid))
      expect(individual.length).toBeGreaterThan(0)
      expect(individual.map((ceid) => shown.get(ceid))).toContainEqual({ status: 'Available', tick: true })
      expect([...shown.values()].map((row) => row.status)).not.toContain(SECURITY_TEXT)
      const available = individual.find((ceid) => shown.get(ceid)!.tick)!
      const before = productCalls()
      const res = await tick(restrictedComp, available)
      expect(res.status).toBe(200)
      expect(productCalls()).toBe(before + 1)
    } finally {
      simAthlete().clubId = own
      await startNewUserCacheGeneration()
    }
  })
})

describe('relay rows point at the team section', () => {
  it('say where team events are entered instead of offering a tick, in English and French', async () => {
    const relays = ceids(relayComp, true)
    const english = rows(await (await page(relayComp)).text())
    const french = rows(await (await page(relayComp, { 'accept-language': 'fr' })).text())
    const shownRelays = relays.filter((ceid) => english.has(ceid))
    expect(shownRelays.length).toBeGreaterThan(0)
    for (const ceid of shownRelays) {
      expect(english.get(ceid)).toEqual({ status: 'Team events are entered from the Team events section of this page.', tick: false })
      expect(french.get(ceid)).toEqual({
        status: 'Les épreuves par équipes s’inscrivent depuis la section Épreuves par équipes de cette page.',
        tick: false,
      })
    }
  })
})
