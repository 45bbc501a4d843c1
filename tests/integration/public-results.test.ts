import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CARD_DEMO } from '../../contract-fixtures/seed'
import { eventGroupEntries, eventGroupsOf, storeHeat } from '../../contract-fixtures/simulator/results'
import { loginAll, startTestApp, type TestApp } from '../support/app'

// The public results against the built app (npm run build first): open to every visitor and role,
// the event groups with their results once saved ('TBC' for a start at 00:00), one event group's
// heats, the QR page, and anonymous visitors served from the page cache.

let app: TestApp
const cookies: Record<string, string> = {}
const PASSWORDS = { entrant: 'Entrant!2026', organiser: 'Organiser!2026', admin: 'Admin!2026' }
type Who = 'anonymous' | keyof typeof PASSWORDS
const COMP = CARD_DEMO.checkInTodayCompId
let groups: ReturnType<typeof eventGroupsOf>

beforeAll(async () => {
  app = await startTestApp({ env: { PAGE_CACHE_MS: '60000' } })
  Object.assign(cookies, await loginAll(app, PASSWORDS))
  const comp = app.sim.state.seed.competitions.find((c) => c.id === COMP)!
  groups = eventGroupsOf(comp)
  // The first event group has a saved heat (as the track upload stores it); the second has none.
  const [a, b] = eventGroupEntries(app.sim.state, comp, groups[0]!.id)
  // Two more athletes of the meeting for a second heat (the first event group may have only two entries).
  const [c, d] = groups
    .flatMap((g) => eventGroupEntries(app.sim.state, comp, g.id))
    .filter((e) => e.bibNo !== a!.bibNo && e.bibNo !== b!.bibNo)
  storeHeat(app.sim.state, COMP, groups[0]!.id, {
    eventNo: 1,
    round: 1,
    heat: 1,
    wind: -0.4,
    rows: [
      { ...a!, place: null, status: 'DNF', time: null, reactionTime: null, laneNo: null, pb: false, sb: false },
      { ...b!, place: 1, status: '', time: 62.5, reactionTime: 0.15, laneNo: 3, pb: false, sb: false },
    ],
  })
  // A second heat: c is fastest overall, d ties with b, a (DNF in heat 1) is unplaced.
  storeHeat(app.sim.state, COMP, groups[0]!.id, {
    eventNo: 1,
    round: 1,
    heat: 2,
    wind: null,
    rows: [
      { ...c!, place: 1, status: '', time: 61.25, reactionTime: null, laneNo: 4, pb: false, sb: false },
      { ...d!, place: 2, status: '', time: 62.5, reactionTime: null, laneNo: 5, pb: false, sb: false },
    ],
  })
})
afterAll(async () => {
  await app?.close()
})

const headers = (who: Who): Record<string, string> => (who === 'anonymous' ? {} : { cookie: cookies[who] })
const load = (path: string, who: Who = 'anonymous') => fetch(`${app.url}${path}`, { redirect: 'manual', headers: headers(who) })

describe('public results: route × role', () => {
  const WHO: Who[] = ['anonymous', 'entrant', 'organiser', 'admin']
  const pages = () => [
    `/v2/results-v2/${COMP}`,
    `/v2/results-read-v2/${COMP}/${groups[0]!.id}`,
    `/v2/public-rankings-v2/${COMP}/${groups[0]!.id}`,
    `/v2/results-qr-v2/${COMP}`,
  ]
  it.each(WHO)('%s opens every results page; an unknown competition or event group is a 404', async (who) => {
    for (const path of pages()) expect((await load(path, who)).status, path).toBe(200)
    expect((await load('/v2/results-v2/999999', who)).status).toBe(404)
    expect((await load(`/v2/results-read-v2/${COMP}/999999`, who)).status).toBe(404)
    expect((await load(`/v2/public-rankings-v2/${COMP}/999999`, who)).status).toBe(404)
    expect((await load(`/v2/public-rankings-v2/999999/${groups[0]!.id}`, who)).status).toBe(404)
  })

  it('the v1 shapes lead to the pages', async () => {
    for (const [v1, v2] of [
      [`/results/${COMP}`, `/v2/results-v2/${COMP}`],
      // The scoreboard's 'For full results' address.
      [`/${COMP}/results`, `/v2/results-v2/${COMP}`],
      [`/results-read/${COMP}/${groups[0]!.id}`, `/v2/results-read-v2/${COMP}/${groups[0]!.id}`],
      [`/results-qr/${COMP}`, `/v2/results-qr-v2/${COMP}`],
      [`/public-rankings/${COMP}/${groups[0]!.id}`, `/v2/public-rankings-v2/${COMP}/${groups[0]!.id}`],
      // §2: results-old is the old public schedule.
      [`/results-old/${COMP}`, `/v2/schedule-v2/${COMP}`],
    ]) {
      const res = await load(v1)
      expect(res.headers.get('location'), v1).toBe(v2)
    }
  })
})

describe('public results: the pages', () => {
  it('lists the event groups: results where saved, none yet elsewhere', async () => {
    const html = await (await load(`/v2/results-v2/${COMP}`)).text()
    expect(html).toContain('Results: ')
    expect(html).toContain(`href="/v2/results-read-v2/${COMP}/${groups[0]!.id}"`)
    expect(html).not.toContain(`href="/v2/results-read-v2/${COMP}/${groups[1]!.id}"`)
    expect(html).toContain('No results yet.')
  })

  it("one event group's heat: place, bib, name, club, time, wind; a DNF after the placed", async () => {
    const html = await (await load(`/v2/results-read-v2/${COMP}/${groups[0]!.id}`)).text()
    expect(html).toContain('Round 1, heat 1, wind -0.4 m/s')
    expect(html).toContain('1:02.50')
    expect(html.indexOf('1:02.50')).toBeLessThan(html.indexOf('DNF'))
  })

  it('an event group without results says so', async () => {
    expect(await (await load(`/v2/results-read-v2/${COMP}/${groups[1]!.id}`)).text()).toContain('No results yet.')
  })

  it('the QR page shows a code leading to the results page', async () => {
    const html = await (await load(`/v2/results-qr-v2/${COMP}`)).text()
    expect(html).toContain('src="data:image/')
    expect(html).toContain(`/v2/results-v2/${COMP}</a>`)
  })

  it('serves anonymous visitors from the page cache: one upstream read for many views', async () => {
    const path = `/v2/results-read-v2/${COMP}/${groups[2]!.id}`
    app.sim.calls.reset()
    for (let i = 0; i < 5; i++) expect((await load(path)).status).toBe(200)
    expect(app.sim.calls.count(`/wp-json/e4s/v5/public/results/${COMP}`)).toBeLessThanOrEqual(1)
  })
})

describe('public rankings', () => {
  const path = () => `/v2/public-rankings-v2/${COMP}/${groups[0]!.id}`
  const order = (html: string, ...texts: string[]) => texts.map((t) => html.indexOf(t))

  it('ranks the athletes of every heat together: best time first, a tie shares the place, a DNF unplaced last', async () => {
    const html = await (await load(path())).text()
    expect(html).toContain('Rankings, ')
    const [fast, tie, dnf] = order(html, '1:01.25', '1:02.50', 'DNF')
    expect(fast).toBeGreaterThan(0)
    expect(fast).toBeLessThan(tie!)
    expect(tie).toBeLessThan(dnf!)
    // Both 1:02.50 share place 2: no place 3 is given.
    expect(html.match(/<td>2<\/td>/g)?.length ?? 0).toBe(2)
    expect(html).not.toMatch(/<td>3<\/td>/)
    expect(html).toContain(`href="/v2/results-read-v2/${COMP}/${groups[0]!.id}"`)
  })

  it('says so when an event group has no results', async () => {
    expect(await (await load(`/v2/public-rankings-v2/${COMP}/${groups[1]!.id}`)).text()).toContain('No results yet.')
  })

  it('speaks French to a French visitor', async () => {
    const res = await fetch(`${app.url}${path()}`, { headers: { 'accept-language': 'fr' } })
    const html = await res.text()
    expect(html).toContain('Classement, ')
    expect(html).toContain('Meilleur temps de chaque athlète sur toutes les séries')
  })

  it('serves anonymous visitors from the page cache: one upstream read for many views', async () => {
    const other = `/v2/public-rankings-v2/${COMP}/${groups[2]!.id}`
    app.sim.calls.reset()
    for (let i = 0; i < 5; i++) expect((await load(other)).status).toBe(200)
    expect(app.sim.calls.count(`/wp-json/e4s/v5/public/results/${COMP}`)).toBeLessThanOrEqual(1)
  })
})
