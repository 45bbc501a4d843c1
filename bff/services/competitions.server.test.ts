import { testLegacyClient } from '../../tests/support/legacy-client'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startSimulator, type Simulator } from '../../contract-fixtures/simulator/index'
import { XSS_COMPETITION_ID } from '../../contract-fixtures/seed/index'
import { createCache } from '../cache/cache.server'
import { createMemoryStore } from '../platform/store.server'
import type { CompetitionFilter, CompetitionView } from '../domain/competition/competition'
import { defaultFilter, filterToWire } from '../domain/competition/competition-filter'
import { LegacyClient } from '../legacy/client.server'
import { isLegacyError } from '../legacy/errors'
import { PUBLIC_CONFIG_KEY } from './config.server'
import {
  COMPETITION_ORGS_KEY,
  competitionListKey,
  forgetCompetition,
  getCompetition,
  getFilterOptions,
  listCompetitionOrganisations,
  listCompetitions,
  loadFullCompetition,
  ownLogo,
} from './competitions.server'

const TODAY = '2026-06-01'
const FILTER_PATH = '/wp-json/e4s/v5/public/comps/filter'
const INFO_PATH = '/wp-json/e4s/v5/public/comp/'

let sim: Simulator
let client: LegacyClient
let ctx: Parameters<typeof listCompetitions>[0]

beforeAll(async () => {
  sim = await startSimulator({ referenceDate: TODAY })
  client = testLegacyClient(sim.url)
})
afterAll(async () => {
  await client?.close()
  await sim?.close()
})
beforeEach(() => {
  // A fresh cache per test, so each test sees its own legacy calls.
  ctx = { cache: createCache({ store: createMemoryStore() }), legacyAnonymous: client.scoped({}) }
  sim.calls.reset()
  sim.faults.clear()
})

const filter = (over: Partial<CompetitionFilter> = {}): CompetitionFilter => ({ ...defaultFilter(TODAY), ...over })

async function everything(over: Partial<CompetitionFilter> = {}): Promise<CompetitionView[]> {
  const out: CompetitionView[] = []
  for (let page = 1; ; page++) {
    const result = await listCompetitions(ctx, filter({ ...over, page }))
    out.push(...result.items)
    if (out.length >= result.total || result.items.length === 0) return out
  }
}

const byName = (items: CompetitionView[], name: string) => items.find((c) => c.name === name)!

function expectInert(html: string) {
  expect(html).not.toMatch(/<script|<iframe|<object|<style|\son[a-z]+\s*=|javascript:|alert\(|\sid=|\sstyle=/i)
}

describe('listCompetitions', () => {
  it('makes each cached competition a view once, frozen: pages share it (decision 079)', async () => {
    await listCompetitions(ctx, filter())
    // Read back from the store, then again: the same stored text is the same value.
    const first = await listCompetitions(ctx, filter())
    const again = await listCompetitions(ctx, filter())
    expect(again.items).toHaveLength(20)
    again.items.forEach((view, i) => expect(view).toBe(first.items[i]))
    expect(Object.isFrozen(first.items[0]!.ui)).toBe(true)
    expect(sim.calls.count(FILTER_PATH)).toBe(1)
  })

  it('maps a page of summaries to views and paginates', async () => {
    const first = await listCompetitions(ctx, filter())
    expect(first.page).toBe(1)
    expect(first.pageSize).toBe(20)
    expect(first.items).toHaveLength(20)
    const seedCount = sim.state.seed.competitions.filter((c) => c.dates.at(-1)! >= '2026-05-25').length
    expect(first.total).toBe(seedCount)
    const second = await listCompetitions(ctx, filter({ page: 2 }))
    expect(second.page).toBe(2)
    expect(second.items.length).toBe(Math.min(20, seedCount - 20))
    expect(second.items.map((c) => c.id).some((id) => first.items.some((c) => c.id === id))).toBe(false)

    const firstDates = [...first.items, ...second.items].map((c) => c.dates[0]!)
    expect(firstDates).toEqual([...firstDates].sort())
    for (const c of first.items) {
      expect(c.dates.length).toBeGreaterThan(0)
      expect(c.organiser.name).not.toBe('')
      expect(c.compOrg.id).toBeGreaterThan(0)
      expect(c.informationHtml).toBe('')
      expect(c.termsHtml).toBe('')
    }
  })

  it('gives every card state the fields it needs', async () => {
    const all = await everything({ fromDate: '2026-01-01' })
    const seed = sim.state.seed.competitions
    expect(byName(all, 'Westridge Throws Festival').active).toBe(false)
    expect(byName(all, 'Fellside Jumps Festival')).toMatchObject({ disabled: true, disabledReason: expect.stringContaining('paused') })
    expect(byName(all, 'Westridge Sold Out 5K')).toMatchObject({ limits: { athletes: 150 }, counts: { athletes: 150 } })
    expect(byName(all, 'Oakdale Full House Sprints')).toMatchObject({ limits: { entries: 300 }, counts: { entries: 300 } })
    expect(byName(all, 'Northvale Spring Open').saleEndDate).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:00\+01:00$/)
    expect(byName(all, 'Riverside League Match 1').saleEndDate).toBeNull()
    expect(byName(all, 'Chalkdown Two Day Championships').dates).toHaveLength(2)
    expect(byName(all, 'Riverside Relay Festival')).toMatchObject({ teamComp: true, limits: { teams: 24 } })
    expect(byName(all, 'Northvale Winter Indoor Open').resultsAvailable).toBe(true)
    expect(byName(all, 'Tidewater 10K').checkIn).toEqual({ enabled: true, opensAt: expect.stringMatching(/T09:00:00\+01:00$/) })
    expect(byName(all, 'Harbourside Spectator Tickets').ui.entryDefaultPanel).toBe('SHOP_ONLY')
    expect(byName(all, 'National Junior Championships').ui.enterButtonText.length).toBeGreaterThan(10)

    const clubChamps = byName(all, 'Harbourside Club Championships')
    expect(clubChamps).toMatchObject({ clubComp: true, restriction: { endsAt: expect.any(String) } })
    expect(clubChamps.restriction.clubs).toHaveLength(2)
    expect(clubChamps.ui.ticketCompId).toBe(byName(all, 'Harbourside Spectator Tickets').id)
    expect(byName(all, 'Copperfield Inter-Club Relays').restriction).toMatchObject({
      endsAt: null,
      clubs: [expect.anything(), expect.anything()],
    })

    // The legacy default logo counts as none; an own logo is kept.
    expect(byName(all, 'Riverside League Match 1').logo).toBeNull()
    expect(byName(all, 'Northvale Spring Open').logo).toBe(
      `/resources/logos/comp-${seed.find((c) => c.name === 'Northvale Spring Open')!.id}.png`,
    )

    const longNews = byName(all, 'Chalkdown Two Day Championships').newsflashHtml
    expect(longNews.length).toBeGreaterThan(500)
    expect(longNews).toMatch(/^<p>/)
  })

  it('maps priority without the code, its message sanitised', async () => {
    const [priority] = (await listCompetitions(ctx, filter({ freeText: 'Priority Championships' }))).items
    const code = sim.state.seed.competitions.find((c) => c.id === priority!.id)!.options.priority.code
    expect(priority!.priority).toEqual({
      required: true,
      dateTime: expect.stringMatching(/\+01:00$/),
      message: expect.stringMatching(/^<p>.+<\/p>$/),
    })
    expect(JSON.stringify(priority)).not.toContain(code)
  })

  it('filters by free text, organiser, location, dates, type, event and event kinds', async () => {
    const northvale = await everything({ freeText: 'NORTHVALE' })
    expect(northvale.length).toBeGreaterThan(0)
    for (const c of northvale) expect(`${c.name} ${c.organiser.name} ${c.location?.name} ${c.location?.town}`).toMatch(/northvale/i)
    expect((await listCompetitions(ctx, filter({ freeText: String(XSS_COMPETITION_ID) }))).items.map((c) => c.id)).toEqual([
      XSS_COMPETITION_ID,
    ])

    const club = sim.state.seed.competitions[0]!.organiserClubId
    const byClub = await everything({ organiserId: club, fromDate: '2000-01-01' })
    expect(byClub.length).toBeGreaterThan(0)
    for (const c of byClub) expect(c.organiser.id).toBe(club)
    const org27 = await everything({ compOrgId: 27 })
    expect(org27.length).toBeGreaterThan(0)
    for (const c of org27) expect(c.compOrg.id).toBe(27)
    for (const c of await everything({ locationId: 2 })) expect(c.location?.id).toBe(2)

    const june = await everything({ fromDate: '2026-06-10', toDate: '2026-06-20' })
    expect(june.length).toBeGreaterThan(0)
    for (const c of june) expect(c.dates.at(-1)! >= '2026-06-10' && c.dates[0]! <= '2026-06-20').toBe(true)

    const multi = await everything({ compTypes: ['M'] })
    expect(multi.map((c) => c.name)).toContain('Oakdale Combined Events Weekend')
    expect(multi.map((c) => c.name)).not.toContain('Tidewater 10K')
    const roadOrXc = await everything({ compTypes: ['R', 'X'], fromDate: '2026-01-01' })
    expect(roadOrXc.map((c) => c.name)).toEqual(expect.arrayContaining(['Tidewater 10K', 'Eastmarsh Cross Country']))

    const indoor = await everything({ type: 'I', fromDate: '2026-01-01' })
    expect(indoor.length).toBeGreaterThan(0)
    expect(indoor.map((c) => c.name)).toContain('Northvale Winter Indoor Open')
    expect(indoor.map((c) => c.name)).not.toContain('Tidewater 10K')
  })

  it('sanitises the XSS competition on the list', async () => {
    const [xss] = (await listCompetitions(ctx, filter({ freeText: String(XSS_COMPETITION_ID) }))).items
    for (const html of [xss!.newsflashHtml, xss!.homeInfoHtml]) {
      expectInert(html)
      expect(html).toContain('<div>Injected block</div>')
    }
  })

  it('serves a repeated query from the cache under a shared key', async () => {
    await listCompetitions(ctx, filter({ type: 'O' }))
    await listCompetitions(ctx, filter({ type: 'O' }))
    expect(sim.calls.count(FILTER_PATH)).toBe(1)
    await listCompetitions(ctx, filter({ type: 'O', page: 2 }))
    expect(sim.calls.count(FILTER_PATH)).toBe(2)
    // Another request (another anonymous caller) with the same cache store gets the same entry.
    const other = { cache: ctx.cache, legacyAnonymous: client.scoped({ requestId: 'other' }) }
    await listCompetitions(other, filter({ type: 'O' }))
    expect(sim.calls.count(FILTER_PATH)).toBe(2)
  })

  it('does not cache free-text searches (each text would be its own shared entry)', async () => {
    await listCompetitions(ctx, filter({ freeText: 'oakdale' }))
    await listCompetitions(ctx, filter({ freeText: 'oakdale' }))
    expect(sim.calls.count(FILTER_PATH)).toBe(2)
  })

  it('passes a legacy failure on as a LegacyError', async () => {
    sim.faults.add({ pathPrefix: FILTER_PATH, status: 500 })
    const err = await listCompetitions(ctx, filter()).catch((e: unknown) => e)
    expect(isLegacyError(err, 'http')).toBe(true)
  })
})

describe('competitionListKey', () => {
  it('does not depend on the order of the query fields, and leaves out undefined ones', () => {
    expect(competitionListKey({ pagesize: 20, fromdate: '2026-05-25', todate: undefined })).toBe(
      'competitions:list:fromdate=2026-05-25&pagesize=20',
    )
    expect(competitionListKey({ fromdate: '2026-05-25', pagesize: 20 })).toBe(competitionListKey({ pagesize: 20, fromdate: '2026-05-25' }))
    expect(competitionListKey({ freetextsearch: 'a&b=c' })).toBe('competitions:list:freetextsearch=a%26b%3Dc')
  })
})

describe('ownLogo', () => {
  it('treats the legacy default logo as none, in any folder or with a query', () => {
    for (const path of ['', '  ', '/resources/e4s_logo.png', 'https://legacy.example.org/resources/E4S_LOGO.png?v=2', 'e4s_logo.png'])
      expect(ownLogo(path), path).toBeNull()
    expect(ownLogo('/resources/logos/comp-501.png')).toBe('/resources/logos/comp-501.png')
    expect(ownLogo('/resources/my_e4s_logo.png')).toBe('/resources/my_e4s_logo.png')
  })
})

describe('getCompetition', () => {
  it('maps the public info with its information and terms', async () => {
    const comp = await getCompetition(ctx, 511)
    expect(comp).toMatchObject({
      id: 511,
      name: 'Chalkdown Two Day Championships',
      informationHtml: expect.stringContaining('<h3>'),
      termsHtml: expect.stringContaining('<p>'),
    })
    expect(comp!.location).toMatchObject({ id: expect.any(Number), name: expect.any(String), postcode: expect.any(String) })
  })

  it('sanitises every HTML field of the XSS competition', async () => {
    const comp = (await getCompetition(ctx, XSS_COMPETITION_ID))!
    for (const html of [comp.newsflashHtml, comp.homeInfoHtml, comp.informationHtml, comp.termsHtml]) {
      expectInert(html)
      expect(html).toContain('<div>Injected block</div>')
      expect(html).toContain('<a>click</a>')
    }
  })

  it('answers null for an unknown id (not cached) and for an impossible one (no call)', async () => {
    expect(await getCompetition(ctx, 9999)).toBeNull()
    expect(await getCompetition(ctx, 9999)).toBeNull()
    expect(sim.calls.count(INFO_PATH)).toBe(2)
    for (const id of [0, -1, 1.5, Number.NaN]) expect(await getCompetition(ctx, id)).toBeNull()
    expect(sim.calls.count(INFO_PATH)).toBe(2)
  })

  it('serves a second call from the cache', async () => {
    await getCompetition(ctx, 501)
    await getCompetition(ctx, 501)
    expect(sim.calls.count(`${INFO_PATH}501/info`)).toBe(1)
  })

  it('passes a server failure on (it is not "not found")', async () => {
    sim.faults.add({ pathPrefix: `${INFO_PATH}502/`, status: 503 })
    expect(isLegacyError(await getCompetition(ctx, 502).catch((e: unknown) => e), 'http')).toBe(true)
  })
})

describe('loadFullCompetition', () => {
  const FULL_PATH = '/wp-json/e4s/v5/competition/550'

  it('reads the full competition once under a shared key, until a write forgets it', async () => {
    const first = await loadFullCompetition(ctx, 550)
    expect(first.data).toMatchObject({ id: 550, name: 'Larkhill Graded Open' })
    expect(first.data.rules.length).toBeGreaterThan(0)
    expect(await loadFullCompetition(ctx, 550)).toEqual(first)
    expect(sim.calls.count(FULL_PATH)).toBe(1)

    await forgetCompetition(ctx, 550)
    await loadFullCompetition(ctx, 550)
    expect(sim.calls.count(FULL_PATH)).toBe(2)
  })

  it('does not keep "Competition not found"', async () => {
    for (let i = 0; i < 2; i++) expect(isLegacyError(await loadFullCompetition(ctx, 9999).catch((e: unknown) => e), 'business')).toBe(true)
    expect(sim.calls.count('/wp-json/e4s/v5/competition/9999')).toBe(2)
  })
})

describe('filter options', () => {
  it('take organisers, locations and events from the config meta and comp orgs from get-all-comps, cached', async () => {
    const options = await getFilterOptions(ctx)
    const organiserClubs = new Set(sim.state.seed.competitions.map((c) => c.organiserClubId))
    expect(options.organisers.map((o) => o.id).sort()).toEqual([...organiserClubs].sort())
    expect(options.locations.length).toBe(sim.state.seed.locations.length)
    expect(options.events[0]).toEqual({ id: 1, name: '60m' })
    expect(options.compOrgs.map((o) => o.name)).toEqual([
      'Coastal Schools Athletics',
      'National Athletics Federation',
      'Northvale Athletics Network',
      'Riverside Track League',
    ])
    for (const list of Object.values(options)) for (const ref of list) expect(Object.keys(ref).sort()).toEqual(['id', 'name'])

    await getFilterOptions(ctx)
    expect(await listCompetitionOrganisations(ctx)).toEqual(options.compOrgs)
    expect(sim.calls.count('/wp-json/e4s/v5/public/config')).toBe(1)
    expect(sim.calls.count('/wp-json/e4s/v5/public/get-all-comps')).toBe(1)
  })
})

describe('caching of the public list and its meta', () => {
  it('list, config meta and organisations are kept under shared keys with the short strategy', async () => {
    const strategies = new Map<string, string>()
    const cache = createCache({ store: createMemoryStore() })
    const spy: typeof cache = {
      fetch: (key, options) => {
        strategies.set(key, options.strategy.name)
        return cache.fetch(key, options)
      },
      invalidate: (key) => cache.invalidate(key),
    }
    const shared = { ...ctx, cache: spy }
    await listCompetitions(shared, filter())
    await getFilterOptions(shared)
    expect(Object.fromEntries(strategies)).toEqual({
      [competitionListKey(filterToWire(filter()))]: 'short',
      [PUBLIC_CONFIG_KEY]: 'short',
      [COMPETITION_ORGS_KEY]: 'short',
    })
  })
})
