import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY_DEMO } from '../../contract-fixtures/seed'
import { loginAll, startTestApp, type TestApp } from '../support/app'

/**
 * A club competition's entry page against the built app (npm run build first), as without
 * JavaScript: plain GETs and form posts. Club access first (2-entry §4), then the club's
 * allowances, refused on the server before any legacy call.
 */

let app: TestApp
let cookies: Record<'clubrep' | 'entrant', string>
const COMP = ENTRY_DEMO.clubInfoCompId
const C = ENTRY_DEMO.clubInfoCeids
const ALLOWANCE = ENTRY_DEMO.clubInfoAllowance
let clubAthletes: number[] = []
let clubId = 0

beforeAll(async () => {
  app = await startTestApp()
  cookies = await loginAll(app, { clubrep: 'Clubrep!2026', entrant: ENTRY_DEMO.password })
  const rep = app.sim.state.users.find((u) => u.login === 'clubrep')!
  clubId = rep.clubs[0]!.id
  // The representative's own athletes of the club (those on the entry page's list).
  const own = new Set(app.sim.state.userAthletes.filter((l) => l.userId === rep.id).map((l) => l.athleteId))
  clubAthletes = app.sim.state.athletes.filter((a) => a.clubId === clubId && own.has(a.id)).map((a) => a.id)
})
afterAll(async () => {
  await app?.close()
})

const page = (compId: number, query = '', cookie = cookies.clubrep) =>
  fetch(`${app.url}/v2/entry-v2/${compId}${query}`, { headers: { cookie } })
function post(fields: Array<[string, string]>, cookie = cookies.clubrep) {
  return fetch(`${app.url}/v2/entry-v2/${COMP}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams(fields).toString(),
  })
}
const tick = (athleteId: number, ceid: number, cookie = cookies.clubrep) =>
  post(
    [
      ['intent', 'tick'],
      ['athlete', String(athleteId)],
      ['ceid', String(ceid)],
    ],
    cookie,
  )
const saveTeam = (ceid: number, name: string, members: number[]) =>
  post([['intent', 'teamSave'], ['ceid', String(ceid)], ['name', name], ...members.map((m): [string, string] => ['member', String(m)])])
const productCalls = () => app.sim.calls.count('/wp-json/e4s/v5/product') - app.sim.calls.count('/wp-json/e4s/v5/product/delete')
const teamAdds = () => app.sim.calls.count('/wp-json/e4s/v5/competition/team/add')
const unescape = (html: string) => html.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&')

/** Each row's status text and whether it offers a tick, from the server-rendered page. */
function rows(html: string): Map<number, { status: string; tick: boolean }> {
  const found = new Map<number, { status: string; tick: boolean }>()
  for (const [row] of html.matchAll(/<tr class="row-[^"]*">.*?<\/tr>/gs)) {
    const status = /id="row-(\d+)-status"[^>]*>([^<]*)</.exec(row)
    if (status) found.set(Number(status[1]), { status: status[2]!, tick: row.includes('value="tick"') })
  }
  return found
}

describe('club access (2-entry §4)', () => {
  it('a visitor goes to login', async () => {
    const res = await fetch(`${app.url}/v2/entry-v2/${COMP}`, { redirect: 'manual' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toContain('/v2/login-v2')
  })

  it('a user who represents none of its clubs gets No Access, and no section is read', async () => {
    const athletes = app.sim.calls.count('/wp-json/e4s/v5/athletes')
    const res = await page(COMP, `?athlete=${ENTRY_DEMO.athleteId}`, cookies.entrant)
    expect(res.status).toBe(403)
    const html = await res.text()
    expect(html).toContain('No Access')
    expect(html).toContain('entered by the representatives of its clubs')
    expect(html).not.toContain('class="schedule')
    expect(app.sim.calls.count('/wp-json/e4s/v5/athletes')).toBe(athletes)
  })

  it('their posts are refused before any legacy call', async () => {
    const before = productCalls()
    const res = await tick(ENTRY_DEMO.athleteId, C.m100, cookies.entrant)
    expect(res.status).toBe(403)
    expect(await res.text()).toContain('No Access')
    expect(productCalls()).toBe(before)
  })

  it('a club competition without club info says so to a representative, in the spec’s words, and stays open', async () => {
    const res = await page(ENTRY_DEMO.clubCompId, '', cookies.clubrep)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Not a club info competition.')
    expect(html).not.toContain('No Access')
  })
})

describe('the club’s allowances', () => {
  it('shows the representative the allowances above the schedule and the team section', async () => {
    const html = unescape(await (await page(COMP)).text())
    expect(html).toContain('Club allowance: ')
    expect(html).toContain(`Entries: 0 of ${ALLOWANCE.maxEntries} made, ${ALLOWANCE.maxEntries} left.`)
    expect(html).toContain(`At most ${ALLOWANCE.maxPerEvent} entries per event.`)
    expect(html).toContain('None allowed.')
    expect(html.indexOf('Club allowance')).toBeLessThan(html.indexOf('Team events'))
    expect(html).not.toContain(`teamEvent=${C.mixed4x400}`)
    expect(html).toContain(`teamEvent=${C.w4x100}`)
  })

  it('entries count for the club up to maxPerEvent; the row is then disabled and a crafted tick refused before upstream', async () => {
    expect(clubAthletes.length).toBeGreaterThanOrEqual(5)
    for (const athleteId of clubAthletes.slice(0, ALLOWANCE.maxPerEvent)) expect((await tick(athleteId, C.m100)).status).toBe(200)
    const entered = app.sim.state.entries.filter((e) => e.compId === COMP)
    expect(entered.map((e) => e.entityId)).toEqual(entered.map(() => clubId))
    const third = clubAthletes[ALLOWANCE.maxPerEvent]!
    const shown = rows(unescape(await (await page(COMP, `?athlete=${third}`)).text()))
    const text = `Your club has made the ${ALLOWANCE.maxPerEvent} entries it is allowed in this event.`
    expect(shown.get(C.m100)).toEqual({ status: text, tick: false })
    expect(shown.get(C.m800)?.tick).toBe(true)
    const before = productCalls()
    const res = await tick(third, C.m100)
    expect(res.status).toBe(409)
    expect(unescape(await res.text())).toContain(text)
    expect(productCalls()).toBe(before)
  })

  it('the page a tick answers with (without JavaScript) counts it', async () => {
    const athleteId = clubAthletes[4]!
    const added = unescape(await (await tick(athleteId, C.longJump)).text())
    expect(added).toContain(`Entries: ${ALLOWANCE.maxPerEvent + 1} of ${ALLOWANCE.maxEntries} made`)
    const removed = await post([
      ['intent', 'untick'],
      ['athlete', String(athleteId)],
      ['ceid', String(C.longJump)],
    ])
    expect(unescape(await removed.text())).toContain(`Entries: ${ALLOWANCE.maxPerEvent} of ${ALLOWANCE.maxEntries} made`)
  })

  it('maxEntries closes every event once reached', async () => {
    const left = ALLOWANCE.maxEntries - ALLOWANCE.maxPerEvent
    for (const athleteId of clubAthletes.slice(0, left)) expect((await tick(athleteId, C.m800)).status).toBe(200)
    const html = unescape(await (await page(COMP, `?athlete=${clubAthletes[4]}`)).text())
    expect(html).toContain(`Entries: ${ALLOWANCE.maxEntries} of ${ALLOWANCE.maxEntries} made, 0 left.`)
    const text = `Your club has made the ${ALLOWANCE.maxEntries} entries it is allowed in this competition.`
    expect(rows(html).get(C.longJump)).toEqual({ status: text, tick: false })
    const before = productCalls()
    expect((await tick(clubAthletes[4]!, C.longJump)).status).toBe(409)
    expect(productCalls()).toBe(before)
  })

  it('one relay allowed: the first is saved, the next refused with Max teams reached. before upstream; a mixed relay None allowed.', async () => {
    const members = clubAthletes.slice(0, 4)
    const saved = await saveTeam(C.w4x100, 'League A', members)
    expect(saved.status).toBe(200)
    const html = unescape(await (await page(COMP)).text())
    expect(html).toContain('Max teams reached.')
    expect(html).not.toContain(`teamEvent=${C.m4x400}`)
    const before = teamAdds()
    const next = await saveTeam(C.m4x400, 'League B', members)
    expect(next.status).toBe(400)
    expect(unescape(await next.text())).toContain('Max teams reached.')
    const mixed = await saveTeam(C.mixed4x400, 'League C', members)
    expect(mixed.status).toBe(400)
    expect(unescape(await mixed.text())).toContain('None allowed.')
    expect(teamAdds()).toBe(before)
  })

  it('a submit past an allowance changed since the ticks (the organiser lowered it) is refused with the spec’s message, nothing submitted upstream', async () => {
    const comp = app.sim.state.seed.competitions.find((c) => c.id === COMP)!
    const config = comp.clubCompInfo!.find((c) => c.clubId === clubId)!
    const saved = { ...config }
    const baskets = () => app.sim.calls.count('/wp-json/e4s/v5/basket/add')
    const before = baskets()
    try {
      // The club holds one relay (the test above) and maxPerEvent entries in the 100m.
      config.maxRelays = -1
      config.maxPerEvent = ALLOWANCE.maxPerEvent - 1
      const res = await post([['intent', 'submit']])
      expect(res.status).toBe(400)
      const html = unescape(await res.text())
      expect(html).toContain('None allowed.')
      expect(html).toContain(`Your club has more entries in 100m than the ${ALLOWANCE.maxPerEvent - 1} it is allowed.`)
      config.maxRelays = 0
      config.maxPerEvent = saved.maxPerEvent
      config.maxEntries = ALLOWANCE.maxEntries - 1
      const fr = await fetch(`${app.url}/v2/entry-v2/${COMP}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookies.clubrep, 'accept-language': 'fr' },
        body: 'intent=submit',
      })
      expect(fr.status).toBe(400)
      expect(unescape(await fr.text())).toContain(
        `Votre club a plus d’engagements que les ${ALLOWANCE.maxEntries - 1} autorisés dans cette compétition.`,
      )
      expect(baskets()).toBe(before)
    } finally {
      Object.assign(config, saved)
    }
  })
})
