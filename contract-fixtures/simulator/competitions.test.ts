import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { XSS_COMPETITION_ID, XSS_PAYLOADS } from '../seed/index'
import { startSimulator, type Simulator } from './index'
import { client } from './test-client'

let sim: Simulator
let api: ReturnType<typeof client>

beforeAll(async () => {
  sim = await startSimulator({ referenceDate: '2026-06-01' })
  api = client(sim)
})
afterAll(() => sim.close())

const FILTER = '/wp-json/e4s/v5/public/comps/filter'
const filter = async (query: Record<string, string>) => (await api.call('GET', `${FILTER}?${new URLSearchParams(query)}`)).body
type Summary = {
  id: number
  name: string
  date: string
  dates: string[]
  clubId: number
  club: string
  compOrg: { id: number }
  location: { id: string; name: string; town: string } | null
  indoorOutdoor: string
}

/** Every matching summary, page by page. */
async function all(query: Record<string, string>): Promise<Summary[]> {
  const out: Summary[] = []
  for (let page = 1; ; page++) {
    const body = await filter({ ...query, pagenumber: String(page), pagesize: '10' })
    out.push(...body.data)
    if (out.length >= body.meta.totalCount) return out
  }
}

describe('public competition list', () => {
  it('answers the envelope with summaries and paging meta, sorted by first date then id', async () => {
    const body = await filter({ fromdate: '2026-05-25' })
    expect(body).toMatchObject({ errNo: 0, error: '', message: '', meta: { pagenumber: 1, pagesize: 20 } })
    expect(body.data).toHaveLength(20)
    expect(body.meta.totalCount).toBeGreaterThan(20)
    const everything = await all({ fromdate: '2026-05-25' })
    expect(everything).toHaveLength(body.meta.totalCount)
    const keys = everything.map((c) => `${c.date} ${String(c.id).padStart(6, '0')}`)
    expect(keys).toEqual([...keys].sort())
    expect(new Set(everything.map((c) => c.id)).size).toBe(everything.length)
  })

  it('writes a summary in the legacy flavour, never with the priority code', async () => {
    const [summary] = (await filter({ freetextsearch: '508' })).data
    expect(summary).toMatchObject({
      id: 508,
      name: 'Northvale Priority Championships',
      teamComp: 0,
      counts: { athletes: expect.stringMatching(/^\d+$/) },
      location: { id: expect.stringMatching(/^\d+$/) },
      opendate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+01:00$/),
      options: { priority: { required: true, dateTime: expect.any(String), message: expect.any(String) } },
    })
    expect(summary.options.priority).not.toHaveProperty('code')
    expect(JSON.stringify(summary)).not.toContain(sim.state.seed.competitions.find((c) => c.id === 508)!.options.priority.code)
  })

  it('keeps competitions whose last date is on or after fromdate and first date on or before todate', async () => {
    const within = await all({ fromdate: '2026-06-10', todate: '2026-06-20' })
    expect(within.length).toBeGreaterThan(0)
    for (const c of within) {
      expect(c.dates.at(-1)! >= '2026-06-10').toBe(true)
      expect(c.date <= '2026-06-20').toBe(true)
    }
    const seed = sim.state.seed.competitions
    const expected = seed.filter((c) => c.dates.at(-1)! >= '2026-06-10' && c.date <= '2026-06-20')
    expect(within.map((c) => c.id).sort()).toEqual(expected.map((c) => c.id).sort())
  })

  it('matches free text against id, name, organiser club and location, case-insensitively', async () => {
    expect(
      (await all({ freetextsearch: 'NORTHVALE' })).every((c) =>
        /northvale/i.test(`${c.name} ${c.club} ${c.location?.name} ${c.location?.town}`),
      ),
    ).toBe(true)
    expect((await all({ freetextsearch: 'tidewater 10k' })).map((c) => c.name)).toContain('Tidewater 10K')
    const club = sim.state.seed.competitions[0]!.organiserClubName
    expect((await all({ freetextsearch: club.toLowerCase() })).some((c) => c.club === club)).toBe(true)
    expect(await all({ freetextsearch: 'no such competition anywhere' })).toEqual([])
  })

  it('filters by organiser club, organisation, location, indoor/outdoor and event', async () => {
    const club = sim.state.seed.competitions[0]!.organiserClubId
    const byClub = await all({ organiserid: String(club) })
    expect(byClub.length).toBeGreaterThan(0)
    for (const c of byClub) expect(c.clubId).toBe(club)
    for (const c of await all({ comporgid: '27' })) expect(c.compOrg.id).toBe(27)
    for (const c of await all({ locationid: '2' })) expect(c.location?.id).toBe('2')
    const indoor = await all({ type: 'I' })
    expect(indoor.length).toBeGreaterThan(0)
    for (const c of indoor) expect(c.indoorOutdoor).toBe('I')
    const withDecathlon = await all({ eventid: String(sim.state.seed.events.find((e) => e.name === 'Decathlon')!.id) })
    expect(withDecathlon.map((c) => c.name)).toContain('Oakdale Combined Events Weekend')
  })

  it('filters by event kinds joined with ~ (any of them)', async () => {
    const multi = await all({ compTypes: 'M' })
    expect(multi.map((c) => c.name)).toContain('Oakdale Combined Events Weekend')
    const xc = await all({ compTypes: 'X' })
    const both = await all({ compTypes: 'M~X' })
    expect(both.map((c) => c.id).sort()).toEqual([...new Set([...multi, ...xc].map((c) => c.id))].sort())
    expect((await all({ compTypes: 'Q' })).length).toBe((await all({})).length)
  })

  it('answers a malformed date with a business error (HTTP 200)', async () => {
    const res = await api.call('GET', `${FILTER}?fromdate=01/06/2026`)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ errNo: 1, error: 'Invalid from date.' })
  })
})

describe('public competition info', () => {
  it('answers the summary plus information and terms', async () => {
    const { body } = await api.call('GET', '/wp-json/e4s/v5/public/comp/511/info')
    expect(body).toMatchObject({
      errNo: 0,
      data: {
        id: 511,
        name: 'Chalkdown Two Day Championships',
        information: expect.stringContaining('<h3>'),
        termsConditions: expect.stringContaining('<p>'),
      },
    })
    expect(body.data.dates).toHaveLength(2)
    expect(body.data.newsFlash.length).toBeGreaterThan(500)
  })

  it('carries the XSS payloads of the markup-check competition as written', async () => {
    const { body } = await api.call('GET', `/wp-json/e4s/v5/public/comp/${XSS_COMPETITION_ID}/info`)
    for (const html of [body.data.newsFlash, body.data.information, body.data.options.homeInfo]) expect(html).toContain(XSS_PAYLOADS)
  })

  it('answers an unknown id with errNo 1 and HTTP 200', async () => {
    for (const id of ['9999', 'abc']) {
      const res = await api.call('GET', `/wp-json/e4s/v5/public/comp/${id}/info`)
      expect(res.status).toBe(200)
      expect(res.body).toEqual({ errNo: 1, error: 'Competition not found' })
    }
  })

  it('refuses a bad token even on public calls, like the JWT plugin', async () => {
    expect((await api.call('GET', '/wp-json/e4s/v5/public/comp/501/info', { token: 'sim_expired' })).status).toBe(401)
  })
})

describe('public competition organisations', () => {
  it('lists the active organisations by name with a workflow in meta', async () => {
    const { body } = await api.call('GET', '/wp-json/e4s/v5/public/get-all-comps')
    const names = body.data.map((o: { name: string }) => o.name)
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)))
    expect(body.data.map((o: { id: number }) => o.id).sort()).toEqual([12, 27, 38, 54])
    expect(body.meta.workflow.length).toBeGreaterThan(0)
    expect((await api.call('GET', '/wp-json/e4s/v5/public/get-all-comps?orgid=27')).body.data).toEqual([
      { id: 27, name: 'Riverside Track League', logo: expect.any(String) },
    ])
    expect((await api.call('GET', '/wp-json/e4s/v5/public/get-all-comps?orgid=999')).body.data).toEqual([])
  })
})

describe('unread messages', () => {
  it('counts the unread messages of the token user; refuses without a token', async () => {
    const count = async (username: string, password: string) =>
      (await api.call('GET', '/wp-json/e4s/v5/messages/unread', { token: await api.token(username, password) })).body
    expect(await count('entrant', 'Entrant!2026')).toEqual({ errNo: 0, error: '', message: '', data: { count: 2 } })
    expect((await count('organiser', 'Organiser!2026')).data.count).toBe(0)
    expect((await count('admin', 'Admin!2026')).data.count).toBe(1)
    expect((await api.call('GET', '/wp-json/e4s/v5/messages/unread')).status).toBe(401)
  })
})
