import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CARD_DEMO } from '../../contract-fixtures/seed'
import { startTestApp, type TestApp } from '../support/app'

// The public schedule against the built app (npm run build first): open to visitors, the timetable
// with 'TBC' for 00:00 and entry counts, cached for anonymous visitors like the other public pages.

let app: TestApp
const COMP = CARD_DEMO.checkInTodayCompId

beforeAll(async () => {
  app = await startTestApp({ env: { PAGE_CACHE_MS: '60000' } })
})
afterAll(async () => {
  await app?.close()
})

describe('public schedule', () => {
  it('shows a visitor the timetable by event group with start times and entry counts', async () => {
    const comp = app.sim.state.seed.competitions.find((c) => c.id === COMP)!
    const res = await fetch(`${app.url}/v2/schedule-v2/${COMP}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<title>Schedule</title>')
    expect(html).toContain(`Schedule: ${comp.name}`)
    for (const group of new Set(comp.compEvents.map((e) => e.eventGroup))) expect(html).toContain(group)
    const timed = comp.compEvents.find((e) => !/T00:00/.test(e.startdate))!
    expect(html).toContain(timed.startdate.slice(11, 16))
  })

  it('the quick filter All / Track / Field is a link (a GET parameter): Track shows track events only, Field field events only', async () => {
    const comp = app.sim.state.seed.competitions.find((c) => c.id === COMP)!
    const tf = (eventId: number) => app.sim.state.seed.events.find((e) => e.id === eventId)!.tf
    const groups = (kind: string) => new Set(comp.compEvents.filter((e) => tf(e.eventId) === kind).map((e) => e.eventGroup))
    const rowHeaders = (html: string) => new Set([...html.matchAll(/<th scope="row">([^<]*)<\/th>/g)].map((m) => m[1]))
    const [track, field] = [groups('T'), groups('F')]
    expect(track.size).toBeGreaterThan(0)
    expect(field.size).toBeGreaterThan(0)
    const all = await (await fetch(`${app.url}/v2/schedule-v2/${COMP}`)).text()
    for (const f of ['all', 'track', 'field']) expect(all).toContain(`href="/v2/schedule-v2/${COMP}?filter=${f}"`)
    expect(all).toMatch(/<a[^>]*aria-current="page"[^>]*>All<\/a>/)
    const trackPage = await (await fetch(`${app.url}/v2/schedule-v2/${COMP}?filter=track`)).text()
    expect(rowHeaders(trackPage)).toEqual(track)
    expect(trackPage).toMatch(/<a[^>]*aria-current="page"[^>]*>Track<\/a>/)
    expect(rowHeaders(await (await fetch(`${app.url}/v2/schedule-v2/${COMP}?filter=field`)).text())).toEqual(field)
    const french = await (await fetch(`${app.url}/v2/schedule-v2/${COMP}?filter=field`, { headers: { 'accept-language': 'fr' } })).text()
    expect(french).toMatch(/<a[^>]*aria-current="page"[^>]*>Concours<\/a>/)
  })

  it("says 'TBC' for a start at 00:00", async () => {
    const comp = app.sim.state.seed.competitions.find((c) => c.compEvents.some((e) => /T00:00/.test(e.startdate)))
    if (!comp) return expect.fail('the seed has a competition with an event to be confirmed')
    const html = await (await fetch(`${app.url}/v2/schedule-v2/${comp.id}`)).text()
    expect(html).toMatch(/<td>TBC<\/td>/)
  })

  it('serves anonymous visitors from the page cache: one upstream read for many views', async () => {
    // One no other test opened.
    const other = app.sim.state.seed.competitions.filter((c) => c.id !== COMP).at(-1)!.id
    app.sim.calls.reset()
    const first = await fetch(`${app.url}/v2/schedule-v2/${other}`)
    await first.text()
    const again = await fetch(`${app.url}/v2/schedule-v2/${other}`)
    await again.text()
    expect(again.headers.get('x-page-cache')).toBe('hit')
    expect(app.sim.calls.count(`/wp-json/e4s/v5/competition/${other}`)).toBe(1)
  })

  it('answers 404 for an unknown competition or a bad id', async () => {
    expect((await fetch(`${app.url}/v2/schedule-v2/999999`)).status).toBe(404)
    expect((await fetch(`${app.url}/v2/schedule-v2/abc`)).status).toBe(404)
  })
})
