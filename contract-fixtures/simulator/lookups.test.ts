import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type Simulator } from './index'
import { client } from './test-client'

const V5 = '/wp-json/e4s/v5'
let sim: Simulator
let api: ReturnType<typeof client>

beforeAll(async () => {
  sim = await startSimulator({ referenceDate: '2026-06-01' })
  api = client(sim)
})
afterAll(() => sim.close())

const names = (body: { data: Array<{ name: string }> }) => body.data.map((c) => c.name)

describe('clubs', () => {
  it('lists clubs (not schools) sorted by name, 20 a page, with the paging in meta', async () => {
    const { status, body } = await api.call('GET', `${V5}/clubs`)
    expect(status).toBe(200)
    const clubs = sim.state.seed.clubs.filter((c) => c.clubType === 'C')
    expect(body.meta).toEqual({ totalCount: clubs.length, pagenumber: 1, pagesize: 20 })
    expect(names(body)).toEqual(
      clubs
        .map((c) => c.name)
        .sort((a, b) => a.localeCompare(b))
        .slice(0, 20),
    )
    expect(body.data[0]).toMatchObject({
      id: expect.any(Number),
      entityLevel: 1,
      entityName: 'Club',
      clubType: 'C',
      areaid: expect.any(Number),
    })
    const second = await api.call('GET', `${V5}/clubs?pagenumber=2`)
    expect(second.body.data).toHaveLength(clubs.length - 20)
  })

  it('searches by the start of the name, any case; type=S gives schools; areaid a county or a region', async () => {
    expect(names((await api.call('GET', `${V5}/clubs?startswith=lark`)).body)).toEqual(['Larkhill Striders'])
    expect(names((await api.call('GET', `${V5}/clubs?startswith=Striders`)).body)).toEqual([])
    const schools = (await api.call('GET', `${V5}/clubs?type=S`)).body
    expect(names(schools)).toEqual(['Chalkdown College', 'Kettlebridge Academy', 'Oakdale High School'])
    expect(schools.data[0]).toMatchObject({ entityName: 'School', clubType: 'S' })
    const county = (await api.call('GET', `${V5}/clubs?areaid=13&pagesize=50`)).body
    expect(names(county).every((n: string) => /^(Highmoor|Larkhill|Windermoor) /.test(n))).toBe(true)
    const region = (await api.call('GET', `${V5}/clubs?areaid=1&pagesize=50`)).body
    expect(region.meta.totalCount).toBe(10)
  })

  it('answers with or without a token, and refuses a bad one', async () => {
    const token = await api.token('entrant', 'Entrant!2026')
    expect((await api.call('GET', `${V5}/clubs?startswith=lark`, { token })).body.data).toHaveLength(1)
    expect((await api.call('GET', `${V5}/clubs`, { token: 'nope' })).status).toBe(401)
  })
})

describe('areas', () => {
  it('lists regions (level 3) and counties (level 2, with their region) by name', async () => {
    const { body } = await api.call('GET', `${V5}/areas?pagesize=100`)
    expect(body.meta.totalCount).toBe(sim.state.seed.regions.length + sim.state.seed.counties.length)
    expect(body.data).toContainEqual({ id: 1, name: 'North', entityLevel: 3, entityName: 'Region', clubType: '', parentid: 0 })
    expect(body.data).toContainEqual({ id: 13, name: 'Highmoor', entityLevel: 2, entityName: 'County', clubType: '', parentid: 1 })
    expect(names(body)).toEqual([...names(body)].sort((a, b) => a.localeCompare(b)))
  })

  it('pages by 20 by default; parentid gives the counties of a region', async () => {
    expect((await api.call('GET', `${V5}/areas`)).body.meta).toMatchObject({ pagenumber: 1, pagesize: 20 })
    expect(names((await api.call('GET', `${V5}/areas?parentid=1`)).body)).toEqual(['Fellshire', 'Highmoor', 'Northvale'])
  })
})
