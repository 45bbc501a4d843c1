import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CARD_DEMO } from '../../contract-fixtures/seed'
import { compSeeding } from '../../contract-fixtures/simulator/seeding'
import { seedEventGroup } from '../../bff/domain/seeding/event-group'
import { seedingListKey } from '../../bff/services/seeding.server'
import { loginAll, postForm, startTestApp, type TestApp } from '../support/app'

// The seeding page against the built app (npm run build first): public entry lists and heats, cached
// for anonymous visitors; seeding by builders or scoreboard staff of the competition (3-organiser-admin §6).

let app: TestApp
const cookies: Record<string, string> = {}
const PASSWORDS = { entrant: 'Entrant!2026', organiser: 'Organiser!2026', rivalorganiser: 'Rival!2026', admin: 'Admin!2026' }
type Who = 'visitor' | keyof typeof PASSWORDS
const COMP = CARD_DEMO.checkInTodayCompId
const PAGE = `/v2/seeding-v2/${COMP}`

beforeAll(async () => {
  app = await startTestApp()
  Object.assign(cookies, await loginAll(app, PASSWORDS))
})
afterAll(async () => {
  await app?.close()
})

const headers = (who: Who): Record<string, string> => (who === 'visitor' ? {} : { cookie: cookies[who] })
const load = (path: string, who: Who) => fetch(`${app.url}${path}`, { redirect: 'manual', headers: headers(who) })
const post = (who: Who, fields: Record<string, string>, path = PAGE) => postForm(`${app.url}${path}`, fields, headers(who))
const outcome = (res: Response) =>
  res.status === 302 && (res.headers.get('location') ?? '').startsWith('/v2/login-v2') ? 'login' : res.status
const groupNamed = (name: string) => {
  const comp = app.sim.state.seed.competitions.find((c) => c.id === COMP)!
  return comp.compEvents.find((e) => e.eventGroup === name)!.eventGroupId
}
const seedFields = (name: string, over: Record<string, string> = {}) => ({
  intent: 'seed',
  eventGroupId: String(groupNamed(name)),
  heatOrder: 's',
  laneCount: '8',
  firstLane: '1',
  ...over,
})
const saved = (name: string) => compSeeding(app.sim.state, COMP)!.saved.get(groupNamed(name))
const entriesOf = (name: string) => compSeeding(app.sim.state, COMP)!.entries.get(groupNamed(name))!

describe('seeding: route × role, loader and action', () => {
  // organiser: BUILDER for organisation 12, which runs the meeting; rivalorganiser builds for another.
  const TABLE: Array<[Who, number, boolean, 'login' | number]> = [
    ['visitor', 200, false, 'login'],
    ['entrant', 200, false, 403],
    ['rivalorganiser', 200, false, 403],
    ['organiser', 200, true, 200],
    ['admin', 200, true, 200],
  ]
  it.each(TABLE)('%s: page %s (seed form: %s), seed %s', async (who, page, form, seed) => {
    const res = await load(PAGE, who)
    expect(res.status).toBe(page)
    expect((await res.text()).includes('Seed 75m Hurdles')).toBe(form)
    const before = saved('75m Hurdles')?.seed
    const answer = await post(who, seedFields('75m Hurdles', { confirm: 'yes' }))
    expect(outcome(answer)).toBe(seed)
    if (seed !== 200) expect(saved('75m Hurdles')?.seed).toBe(before)
  })

  it('answers 404 for an unknown competition or a bad id, to a visitor and on a post', async () => {
    expect((await load('/v2/seeding-v2/999999', 'visitor')).status).toBe(404)
    expect((await load('/v2/seeding-v2/abc', 'visitor')).status).toBe(404)
    expect((await post('admin', seedFields('60m'), '/v2/seeding-v2/999999')).status).toBe(404)
  })

  it('sends the v1 address to the v2 page', async () => {
    const res = await load(`/seeding/${COMP}`, 'visitor')
    expect(res.status).toBe(308)
    expect(res.headers.get('location')).toBe(PAGE)
  })
})

describe('seeding: the page', () => {
  it("shows a visitor each event group's entries with bib, name, club and PB, and no seed form", async () => {
    const html = await (await load(PAGE, 'visitor')).text()
    expect(html).toContain('Seeding: Harbour Lights Open Meeting')
    const athlete = entriesOf('200m').find((e) => e.pb > 0)!
    for (const text of [athlete.bibNo, `${athlete.firstName} ${athlete.surName}`, athlete.club]) expect(html).toContain(text)
    expect(html).toContain('Shot Put')
    expect(html).not.toContain('name="intent"')
  })

  it('seeds a race with a drawn seed it shows, which replays the same heats; a visitor then sees heats and lanes', async () => {
    const res = await post('organiser', seedFields('200m', { laneCount: '4' }))
    expect(res.status).toBe(200)
    const record = saved('200m')!
    expect(await res.text()).toContain(`200m seeded (seed ${record.seed}).`)
    const entries = entriesOf('200m')
    expect(record.heats.flatMap((h) => h.athletes)).toHaveLength(entries.length)
    // The audit: the stored seed and options give the same heats and lanes again.
    const replay = seedEventGroup(
      { name: '200m', useLanes: true, maxInHeat: 0, entries },
      { heatOrder: 's', laneCount: 4, firstLane: 1, byGender: false, byAge: false, laneDraw: 'seeded', clubsApart: false, seedOn: 'pb' },
      record.seed,
    )
    expect(record.heats).toEqual(replay.heats)
    const html = await (await load(`${PAGE}?after=seeding`, 'visitor')).text()
    expect(html).toContain(`Drawn with seed ${record.seed}: 4 lanes from lane 1, slowest heat first.`)
    expect(html).toContain('<caption>Heat 1</caption>')
    expect(html).toMatch(/<th scope="col">Lane<\/th>/)
  })

  it("offers the rule's choices (lanes by lot, clubs apart) and a drawn heat order, keeps the ones posted with the heats, and replays them", async () => {
    const form = await (await load(PAGE, 'organiser')).text()
    expect(form).toMatch(/<option value="lot" selected="">by lot \(a first round, Rule 20\.4\.3\)<\/option>/)
    expect(form).toMatch(/<input type="checkbox" name="clubsApart" checked=""\/>/)
    const res = await post(
      'organiser',
      seedFields('800m', { laneCount: '9', heatOrder: 'd', laneDraw: 'lot', clubsApart: 'on', seedOn: 'sb', confirm: 'yes' }),
    )
    expect(res.status).toBe(200)
    const record = saved('800m')!
    expect(record).toMatchObject({ laneCount: 9, heatOrder: 'd', laneDraw: 'lot', clubsApart: true, seedOn: 'sb' })
    const entries = entriesOf('800m')
    const replay = seedEventGroup(
      { name: '800m', useLanes: true, maxInHeat: 0, entries },
      { heatOrder: 'd', laneCount: 9, firstLane: 1, byGender: false, byAge: false, laneDraw: 'lot', clubsApart: true, seedOn: 'sb' },
      record.seed,
    )
    expect(record.heats).toEqual(replay.heats)
    const html = (await (await load(`${PAGE}?after=options`, 'visitor')).text()).replaceAll('<!-- -->', '')
    expect(html).toContain(
      `Drawn with seed ${record.seed}: 9 lanes from lane 1, heats in an order drawn by lot. Lanes by lot. Clubs kept apart where possible. Ranked on season’s bests.`,
    )
  })

  it('asks before seeding again, without changing the heats, and draws anew once confirmed', async () => {
    await post('organiser', seedFields('60m', { confirm: 'yes' }))
    const first = saved('60m')!.seed
    const ask = await post('organiser', seedFields('60m', { laneCount: '6' }))
    expect(ask.status).toBe(409)
    const html = await ask.text()
    expect(html).toContain('60m already has heats. Seeding again replaces them with a new draw.')
    expect(html).toMatch(/name="confirm" value="yes"/)
    expect(html).toMatch(/name="laneCount" value="6"/)
    expect(saved('60m')!.seed).toBe(first)
    const again = await post('organiser', seedFields('60m', { laneCount: '6', confirm: 'yes' }))
    expect(again.status).toBe(200)
    expect(saved('60m')!).toMatchObject({ laneCount: 6 })
  })

  it('refuses a field event, bad lanes or an unknown event group, calling nothing', async () => {
    app.sim.calls.reset()
    const shot = await post('organiser', seedFields('Shot Put'))
    expect(shot.status).toBe(400)
    expect(await shot.text()).toContain('Only races are seeded into heats.')
    const lanes = await post('organiser', seedFields('800m', { laneCount: '13' }))
    expect(lanes.status).toBe(400)
    expect(await lanes.text()).toContain('Lanes: a whole number from 1 to 12.')
    expect((await post('organiser', seedFields('800m', { firstLane: '6' }))).status).toBe(400)
    expect((await post('organiser', { ...seedFields('800m'), eventGroupId: '1' })).status).toBe(400)
    expect(app.sim.calls.count(`/wp-json/e4s/v5/seeding/${COMP}`)).toBe(0)
  })

  it('refuses to draw the lanes of a race whose name gives no distance, naming it in English and French', async () => {
    const comp = app.sim.state.seed.competitions.find((c) => c.id === COMP)!
    const events = comp.compEvents.filter((e) => e.eventGroup === '800m')
    for (const e of events) e.eventGroup = 'Sprint Medley'
    try {
      app.sim.calls.reset()
      const english = await post('organiser', seedFields('Sprint Medley'))
      expect(english.status).toBe(400)
      expect(await english.text()).toContain('No distance can be read from “Sprint Medley”, so its lanes cannot be drawn by the rule.')
      const french = await postForm(`${app.url}${PAGE}`, seedFields('Sprint Medley'), { ...headers('organiser'), 'accept-language': 'fr' })
      expect(await french.text()).toContain('Aucune distance ne se lit dans «\u00a0Sprint Medley\u00a0»')
      expect(app.sim.calls.count(`/wp-json/e4s/v5/seeding/${COMP}`)).toBe(0)
    } finally {
      for (const e of events) e.eventGroup = '800m'
    }
  })

  it('keeps the heats and says why when the legacy site fails the save, without its detail', async () => {
    await post('organiser', seedFields('800m', { confirm: 'yes' }))
    const before = saved('800m')!.seed
    app.sim.faults.add({ pathPrefix: `/wp-json/e4s/v5/seeding/${COMP}`, method: 'POST', status: 500, body: 'seed.php failed', times: 1 })
    try {
      const res = await post('organiser', seedFields('800m', { confirm: 'yes' }))
      expect(res.status).toBeGreaterThanOrEqual(400)
      const html = await res.text()
      expect(html).toContain('role="alert"')
      expect(html).not.toContain('seed.php')
      expect(saved('800m')!.seed).toBe(before)
    } finally {
      app.sim.faults.clear()
    }
  })

  it('draws from the entries as they are now, not from the list the page keeps a few seconds', async () => {
    await load(PAGE, 'organiser')
    const entries = entriesOf('75m Hurdles')
    const late = { ...entries[0]!, entryId: 9_999_001, bibNo: '999', firstName: 'Late', surName: 'Entrant' }
    entries.push(late)
    try {
      expect((await post('organiser', seedFields('75m Hurdles', { confirm: 'yes' }))).status).toBe(200)
      expect(saved('75m Hurdles')!.heats.flatMap((h) => h.athletes.map((a) => a.entryId))).toContain(late.entryId)
    } finally {
      entries.pop()
      await app.platform.cache.invalidate(seedingListKey(COMP))
    }
  })

  it('leaves the lane of an entry withdrawn since the draw empty', async () => {
    await post('organiser', seedFields('100m Hurdles', { confirm: 'yes' }))
    const entries = entriesOf('100m Hurdles')
    const gone = entries.pop()!
    // The withdrawal reaches the page once the short-cached list renews.
    await app.platform.cache.invalidate(seedingListKey(COMP))
    try {
      const html = await (await load(PAGE, 'organiser')).text()
      const heats = html.slice(
        html.indexOf('<h2 id="group-' + groupNamed('100m Hurdles')),
        html.indexOf('seeding-entries', html.indexOf('<h2 id="group-' + groupNamed('100m Hurdles'))),
      )
      expect(heats).toContain('seeding-heat')
      expect(heats).not.toContain(`${gone.firstName} ${gone.surName}`)
      expect(heats).toContain(`${entries[0]!.firstName} ${entries[0]!.surName}`)
    } finally {
      entries.push(gone)
      await app.platform.cache.invalidate(seedingListKey(COMP))
    }
  })

  it('still lists the entries, with a message, when the heats cannot be read', async () => {
    // A competition no other test opened, so no copy of its heats is kept.
    const other = app.sim.state.seed.competitions.filter((c) => c.id !== COMP && c.compEvents.length > 0).at(-2)!.id
    app.sim.faults.add({ pathPrefix: `/wp-json/e4s/v5/public/seeding/${other}/heats`, status: 500, body: 'heats.php failed' })
    try {
      const res = await load(`/v2/seeding-v2/${other}`, 'organiser')
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(html).toContain('Heats and lanes cannot be shown just now; the entries are below.')
      expect(html).toContain('class="seeding-entries"')
      expect(html).not.toContain('heats.php')
    } finally {
      app.sim.faults.clear()
    }
  })

  it('serves anonymous visitors from the page cache: the list and the heats read once for many views', async () => {
    const other = app.sim.state.seed.competitions.filter((c) => c.id !== COMP).at(-3)!.id
    app.sim.calls.reset()
    await (await load(`/v2/seeding-v2/${other}`, 'visitor')).text()
    const again = await load(`/v2/seeding-v2/${other}`, 'visitor')
    await again.text()
    expect(again.headers.get('x-page-cache')).toBe('hit')
    expect(app.sim.calls.count(`/wp-json/e4s/v5/public/seeding/${other}`)).toBe(2)
  })
})
