import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type Simulator } from './index'
import { client } from './test-client'

let sim: Simulator
let api: ReturnType<typeof client>
let admin: string
let organiser: string
const HELP = '/wp-json/e4s/v5/help'

beforeAll(async () => {
  sim = await startSimulator({ referenceDate: '2026-06-01' })
  api = client(sim)
  admin = await api.token('admin', 'Admin!2026')
  organiser = await api.token('organiser', 'Organiser!2026')
})
afterAll(() => sim.close())

describe('field help at the simulator', () => {
  it('reads an item by key for anyone; an unknown key is not found; by id for admins only', async () => {
    const read = await api.call('GET', `${HELP}/builder.general.name`)
    expect(read.body).toMatchObject({ errNo: 0, data: { id: 1, key: 'builder.general.name', title: 'Competition name', type: 'H' } })
    expect((await api.call('GET', `${HELP}/no.such.key`)).body).toEqual({ errNo: 1, error: 'Help not found' })
    expect((await api.call('GET', `${HELP}/2`, { token: admin })).body.data).toMatchObject({ key: 'builder.general.location', type: 'U' })
    expect((await api.call('GET', `${HELP}/2`, { token: organiser })).body).toMatchObject({ errNo: 1 })
  })

  it('lists by key start for admins, paged, with the total', async () => {
    const list = await api.call('GET', `${HELP}?startswith=builder.general&pagenumber=1&pagesize=2&sortkey=key`, { token: admin })
    expect(list.body.data.map((i: { key: string }) => i.key)).toEqual(['builder.general.date', 'builder.general.information'])
    expect(list.body.meta.totalCount).toBeGreaterThanOrEqual(4)
    expect((await api.call('GET', HELP, { token: organiser })).body).toMatchObject({ errNo: 1 })
    expect((await api.call('GET', HELP)).status).toBe(401)
  })

  it('creates with id 0 and updates by id; a taken key or a non-admin is refused', async () => {
    const item = { id: 0, key: 'sim.test.create', title: 'Made', type: 'H', data: '<p>x</p>', preload: false }
    const made = await api.call('POST', HELP, { token: admin, json: item })
    expect(made.body).toMatchObject({ errNo: 0, message: 'Help saved.', data: { key: 'sim.test.create' } })
    const id = made.body.data.id as number
    expect((await api.call('POST', HELP, { token: admin, json: item })).body).toEqual({
      errNo: 1,
      error: 'Help key sim.test.create already exists.',
    })
    expect((await api.call('PUT', HELP, { token: admin, json: { ...item, id, title: 'Changed' } })).body.data.title).toBe('Changed')
    expect((await api.call('GET', `${HELP}/sim.test.create`)).body.data.title).toBe('Changed')
    expect((await api.call('PUT', HELP, { token: organiser, json: { ...item, id } })).body).toMatchObject({ errNo: 1 })
  })
})
