import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY_DEMO } from '../seed/index'
import { startSimulator, type Simulator } from './index'
import { client } from './test-client'

let sim: Simulator
let api: ReturnType<typeof client>

const V5 = '/wp-json/e4s/v5'

beforeAll(async () => {
  sim = await startSimulator({ referenceDate: '2026-06-01' })
  api = client(sim)
})
afterAll(() => sim.close())

const shared = () =>
  sim.state.entries.find((e) => e.athleteId === ENTRY_DEMO.sharedAthleteId && e.ceid === ENTRY_DEMO.limitsCeids.m200Day2)!
const userId = (login: string) => sim.state.users.find((u) => u.login === login)!.id
const addToBasket = async (login: string, password: string, body: object) =>
  (await api.call('POST', `${V5}/entry/addtobasket`, { token: await api.token(login, password), json: body })).body

describe('POST /v5/entry/addtobasket', () => {
  it("refuses a user who may not manage the entry's athlete, and a basket not the caller's own", async () => {
    const entry = shared()
    const owner = entry.userId
    // clubrep does not manage the shared athlete; the entrant may not fill someone else's basket.
    expect(await addToBasket('clubrep', 'Clubrep!2026', { productid: entry.productId, userid: userId('clubrep') })).toEqual({
      errNo: 1,
      error: 'You do not have access to this entry.',
    })
    expect(await addToBasket('entrant', 'Entrant!2026', { productid: entry.productId, userid: userId('clubrep') })).toMatchObject({
      errNo: 1,
    })
    expect(await addToBasket('entrant', 'Entrant!2026', { productid: 999999, userid: userId('entrant') })).toEqual({
      errNo: 1,
      error: 'Entry not found.',
    })
    expect(shared().userId).toBe(owner)
    expect((await api.call('POST', `${V5}/entry/addtobasket`, { json: { productid: entry.productId, userid: 1 } })).status).toBe(401)
  })

  it("moves an unpaid entry awaiting another user's payment into the caller's basket and cart", async () => {
    const entry = shared()
    const entrant = userId('entrant')
    const answer = await addToBasket('entrant', 'Entrant!2026', { productid: entry.productId, userid: entrant })
    expect(answer).toMatchObject({ errNo: 0, data: { productId: entry.productId, userId: entrant } })
    expect(shared().userId).toBe(entrant)
    expect(sim.state.baskets.get(entrant)?.some((i) => i.productId === entry.productId)).toBe(true)
    const cart = (await api.call('GET', `${V5}/cart`, { token: await api.token('entrant', 'Entrant!2026') })).body
    expect(cart.data.items.some((i: { productId: number }) => i.productId === entry.productId)).toBe(true)
  })

  it("lets an admin put an entry into another user's basket, and refuses a paid one", async () => {
    const entry = shared()
    const runner = userId('runner1')
    expect(await addToBasket('admin', 'Admin!2026', { productid: entry.productId, userid: runner })).toMatchObject({ errNo: 0 })
    expect(shared().userId).toBe(runner)
    expect(sim.state.baskets.get(userId('entrant'))?.some((i) => i.productId === entry.productId) ?? false).toBe(false)
    const paid = sim.state.entries.find((e) => e.paid > 0 && e.teamId === 0)!
    expect(await addToBasket('admin', 'Admin!2026', { productid: paid.productId, userid: runner })).toEqual({
      errNo: 1,
      error: 'This entry is already paid.',
    })
  })
})
