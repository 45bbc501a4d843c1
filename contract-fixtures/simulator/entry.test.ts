import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY_DEMO } from '../seed/index'
import { startSimulator, type Simulator } from './index'
import { safeReturnUrl } from './shop-pages'
import { client } from './test-client'

let sim: Simulator
let api: ReturnType<typeof client>
let token: string
let otherToken: string

const APP_ORIGIN = 'http://127.0.0.1:3999'
const V5 = '/wp-json/e4s/v5'
const COMP: number = ENTRY_DEMO.rulesCompId
const CE = ENTRY_DEMO.rulesCeids
const ATHLETE: number = ENTRY_DEMO.athleteId

beforeAll(async () => {
  sim = await startSimulator({ referenceDate: '2026-06-01', appOrigins: [APP_ORIGIN] })
  api = client(sim)
  token = await api.token('entrant', 'Entrant!2026')
  otherToken = await api.token('runner1', 'Runner!2026')
})
afterAll(() => sim.close())

const schedule = async (compId: number = COMP, athleteId: number = ATHLETE, as = token) =>
  (await api.call('GET', `${V5}/events/${compId}/${athleteId}`, { token: as })).body
const line = async (ceid: number, compId: number = COMP, athleteId: number = ATHLETE) =>
  // The wire is what is under test: lines stay untyped here, as in test-client.ts.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ((await schedule(compId, athleteId)).events as Array<{ ceid: number }>).find((l) => l.ceid === ceid) as Record<string, any>
const product = async (ceid: number, athleteId: number = ATHLETE, query = '', as = token) =>
  (await api.call('PUT', `${V5}/product/${ceid}/${athleteId}/0/0${query}`, { token: as })).body
const basketAdd = async (products: unknown, as = token) =>
  (await api.call('POST', `${V5}/basket/add`, { token: as, json: { products } })).body

describe('priority code', () => {
  it('refuses a wrong code with the spec text and accepts the right one in any case', async () => {
    expect((await product(CE.m800)).error).toBe('Priority code required.')
    const wrong = await api.call('POST', `${V5}/competition/priority/${COMP}`, { token, json: { code: 'NOPE' } })
    expect(wrong.body).toEqual({ errNo: 1, error: 'Code entered does not match.' })
    const right = await api.call('POST', `${V5}/competition/priority/${COMP}`, {
      token,
      json: { code: ENTRY_DEMO.rulesCode.toLowerCase() },
    })
    expect(right.body).toMatchObject({ errNo: 0, message: 'Priority code accepted.' })
    expect((await api.call('POST', `${V5}/competition/priority/${COMP}`, { json: { code: 'x' } })).status).toBe(401)
    expect((await api.call('POST', `${V5}/competition/priority/9999`, { token, json: { code: 'x' } })).body.errNo).toBe(1)
  })
})

describe('the full competition and its age groups', () => {
  it('carries terms, every option without the priority code, the rules and the prices', async () => {
    const { body } = await api.call('GET', `${V5}/competition/${COMP}`)
    expect(body.errNo).toBe(0)
    expect(body.data).toMatchObject({
      id: COMP,
      termsConditions: expect.stringMatching(/^<p>/),
      options: {
        priority: { required: true, message: expect.any(String) },
        subscription: { enabled: false },
        ui: { entryDefaultPanel: 'SCHEDULE' },
      },
      rules: [{ agid: 3, options: { maxEvents: 2 } }, { agid: 0 }],
      prices: [{ id: expect.any(Number), salePrice: 6.5 }],
    })
    expect(JSON.stringify(body)).not.toContain(ENTRY_DEMO.rulesCode)
    expect(body.data.options).not.toHaveProperty('entriesOpen')
    expect((await api.call('GET', `${V5}/competition/9999`)).body).toEqual({ errNo: 1, error: 'Competition not found' })
  })

  it('lists age groups with the dates of birth they cover', async () => {
    const { body } = await api.call('GET', `${V5}/competition/agegroups/${COMP}`)
    const u15 = body.data.find((g: { shortName: string }) => g.shortName === 'U15')
    expect(u15).toMatchObject({ minAge: 13, maxAge: 14, dobFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })
    const dob = sim.state.athletes.find((a) => a.id === ATHLETE)!.dob
    expect(dob >= u15.dobFrom && dob <= u15.dobTo).toBe(true)
  })
})

describe('tick → product → basket → hand-off → checkout → paid', () => {
  let m100: number
  let longJump: number

  it('gives a product for a ticked event and shows it in the cart and on the schedule', async () => {
    const before = await line(CE.m100)
    expect(before).toMatchObject({
      entered: false,
      paid: 0,
      entryId: 0,
      order: { productId: 0 },
      IsOpen: 1,
      ceoptions: { mandatoryPB: true },
    })
    expect(before.price).toEqual({
      id: expect.any(Number),
      curPrice: 6.5,
      curFee: 0.5,
      saleDate: expect.any(String),
      salePrice: 6.5,
      stdPrice: 8,
      actualPrice: 7,
    })

    const created = await product(CE.m100, ATHLETE, '?pb=12.84')
    expect(created).toMatchObject({ errNo: 0, data: { productId: expect.any(Number) } })
    m100 = created.data.productId
    expect((await product(CE.m100, ATHLETE, '?pb=12.84')).data.productId).toBe(m100)
    longJump = (await product(CE.longJump)).data.productId

    const after = await line(CE.m100)
    expect(after).toMatchObject({ entered: true, paid: 0, pb: 12.84, order: { productId: m100 }, user: { userName: 'Demo Entrant' } })
    expect(after.entryId).toBeGreaterThan(0)
    const cart = (await api.call('GET', `${V5}/cart?id=${COMP}`, { token })).body
    expect(cart.data.items.map((i: { productId: number }) => i.productId)).toEqual([m100, longJump])
    expect(cart.data.totals).toEqual({ price: 13, fee: 1, total: 14 })
    expect(cart.data.items.every((i: { inBasket: number }) => i.inBasket === 0)).toBe(true)
  })

  it('applies the per-day limit and the unique event groups', async () => {
    expect((await product(CE.m200)).error).toBe('Max in Day')
    expect((await product(CE.tripleJump)).error).toBe('Max in Day')
    // An Under 17 may enter four events a day: the Long Jump still rules out the Triple Jump.
    const u17 = ENTRY_DEMO.sharedAthleteId
    expect((await product(CE.longJump, u17)).error).toBe('Please enter a PB for Long Jump.')
    expect((await product(CE.longJump, u17, '?pb=9.5')).error).toBe('PB is above standard min.')
    const lj = (await product(CE.longJump, u17, '?pb=5.2')).data.productId
    expect((await product(CE.tripleJump, u17)).error).toBe('Discipline disabled due to: Long Jump')
    expect((await api.call('POST', `${V5}/product/delete/${lj}`, { token })).body.errNo).toBe(0)
    expect((await product(CE.tripleJump, u17)).errNo).toBe(0)
  })

  it('adds to the basket idempotently: the same product twice is one basket line', async () => {
    expect(await basketAdd([m100, longJump])).toMatchObject({ errNo: 0, message: 'Submitted to basket.', data: { count: 2 } })
    expect(await basketAdd([m100])).toMatchObject({ errNo: 0, data: { count: 2, products: [m100, longJump] } })
    const mini = (await api.call('GET', `${V5}/minicart`, { token })).body
    expect(mini.meta.wcCart.items).toHaveLength(2)
    expect(mini.meta.wcCart.items[0]).toMatchObject({ product_id: m100, name: '100m – Isla Fenwick (U15)', line_total: '7.00' })
    expect(mini.meta.wcCart.total).toBe('14.00')
  })

  it('pays the basket at checkout: the schedule then shows Entry Confirmed rows, and returns to an allowed app origin', async () => {
    const handoff = (await api.call('GET', `${V5}/basket/handoff`, { token })).body.data.url as string
    const back = `${APP_ORIGIN}/v2/entry-v2/${COMP}`
    const page = await api.call('GET', `${handoff}&returnUrl=${encodeURIComponent(back)}`)
    expect(page.text).toContain('100m – Isla Fenwick (U15)')
    const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0]!
    const done = await api.call('POST', `/checkout?returnUrl=${encodeURIComponent(back)}`, {
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(done.text).toContain(`href="${back}"`)

    for (const ceid of [CE.m100, CE.longJump]) {
      const paid = await line(ceid)
      expect(paid).toMatchObject({
        entered: true,
        paid: 1,
        order: { orderId: expect.any(Number), dateOrdered: expect.stringMatching(/\+01:00$/) },
      })
      expect(paid.entryId).toBeGreaterThan(0)
      expect(paid.order.orderId).toBeGreaterThan(0)
    }
    // Only the product never put in the basket (the Under 17's Triple Jump) is still in the cart.
    const left = (await api.call('GET', `${V5}/cart`, { token })).body.data.items
    expect(left.map((i: { ceid: number; athleteid: number }) => [i.ceid, i.athleteid])).toEqual([
      [CE.tripleJump, ENTRY_DEMO.sharedAthleteId],
    ])
    expect((await api.call('GET', `${V5}/minicart`, { token })).body.meta.wcCart.items).toEqual([])
    // Paid entries still count for the rules, and cannot be removed as products.
    expect((await product(CE.m800)).error).toBe('Max in Day')
    expect((await api.call('POST', `${V5}/product/delete/${m100}`, { token })).body.errNo).toBe(1)
  })

  it('sends the user back only to relative paths or an allowed origin', () => {
    const allowed = [APP_ORIGIN]
    expect(safeReturnUrl('/v2/entry-v2/550', allowed)).toBe('/v2/entry-v2/550')
    expect(safeReturnUrl(`${APP_ORIGIN}/v2/entry-v2/550?x=1`, allowed)).toBe(`${APP_ORIGIN}/v2/entry-v2/550?x=1`)
    for (const bad of [
      '//evil.example/x',
      `${APP_ORIGIN}.evil.example/x`,
      'http://127.0.0.1:4000/v2',
      'https://127.0.0.1:3999/v2',
      'http://user:pw@127.0.0.1:3999/v2',
      "javascript:alert('x')",
      '/\\evil.example',
      undefined,
    ])
      expect(safeReturnUrl(bad, allowed), String(bad)).toBe('/')
    expect(safeReturnUrl(`${APP_ORIGIN}/v2`)).toBe('/')
  })
})

describe('refusals', () => {
  it("refuses another user's athlete, an unknown ceid and a product that is not the user's", async () => {
    expect((await product(CE.m800, ENTRY_DEMO.foreignAthleteId)).error).toBe('You do not have access to this athlete.')
    expect((await api.call('GET', `${V5}/events/${COMP}/${ENTRY_DEMO.foreignAthleteId}`, { token })).body.errNo).toBe(1)
    expect((await product(999_999)).error).toBe('Event not found.')

    // runner1's unpaid product for the shared athlete is not the entrant's to basket or delete.
    const theirs = sim.state.entries.find((e) => e.athleteId === ENTRY_DEMO.sharedAthleteId && e.paid === 0)!
    expect(await basketAdd([theirs.productId])).toEqual({ errNo: 1, error: `Product ${theirs.productId} is not in your cart.` })
    expect((await api.call('POST', `${V5}/product/delete/${theirs.productId}`, { token })).body).toEqual({
      errNo: 1,
      error: 'Product not found in your cart.',
    })
    expect(await basketAdd([])).toEqual({ errNo: 1, error: 'No events in basket.' })
    expect((await api.call('POST', `${V5}/basket/add`, { json: { products: [1] } })).status).toBe(401)
  })

  it('shows an entry made by another user as awaiting their payment, and refuses to make it twice', async () => {
    const shared = await line(ENTRY_DEMO.limitsCeids.m200Day2, ENTRY_DEMO.limitsCompId, ENTRY_DEMO.sharedAthleteId)
    expect(shared).toMatchObject({ entered: true, paid: 0, user: { userName: 'Runner 1', userEmail: '' } })
    expect((await product(ENTRY_DEMO.limitsCeids.m200Day2, ENTRY_DEMO.sharedAthleteId)).error).toBe('Awaiting Payment by: Runner 1')
    const own = (await api.call('GET', `${V5}/events/${ENTRY_DEMO.limitsCompId}/${ENTRY_DEMO.sharedAthleteId}`, { token: otherToken })).body
    expect(own.events.find((l: { ceid: number }) => l.ceid === ENTRY_DEMO.limitsCeids.m200Day2).user.userEmail).toBe('runner1@example.org')
  })

  it("deletes only the user's own unpaid product, with the spec message", async () => {
    const id = (await product(ENTRY_DEMO.waitingListCeids.longJump)).data.productId
    const removed = (await api.call('POST', `${V5}/product/delete/${id}`, { token })).body
    expect(removed).toMatchObject({ errNo: 0, message: 'Long Jump removed from basket for athlete: Isla Fenwick' })
    expect((await api.call('POST', `${V5}/product/delete/${id}`, { token })).body.errNo).toBe(1)
  })
})

describe('switching an entry', () => {
  it('moves the entry within its competition and refuses a foreign ceid', async () => {
    const made = (await product(ENTRY_DEMO.waitingListCeids.longJump)).data
    const foreign = await api.call('POST', `${V5}/entry/switch`, { token, json: { entryid: made.entryId, ceid: CE.m200 } })
    expect(foreign.body).toEqual({ errNo: 1, error: 'You can only switch to an event of the same competition.' })
    const moved = await api.call('POST', `${V5}/entry/switch`, {
      token,
      json: { entryid: made.entryId, ceid: ENTRY_DEMO.waitingListCeids.m800 },
    })
    expect(moved.body).toMatchObject({ errNo: 0, data: { entryId: made.entryId, ceid: ENTRY_DEMO.waitingListCeids.m800 } })
    expect((await line(ENTRY_DEMO.waitingListCeids.m800, ENTRY_DEMO.waitingListCompId)).entered).toBe(true)
    expect((await line(ENTRY_DEMO.waitingListCeids.longJump, ENTRY_DEMO.waitingListCompId)).entered).toBe(false)
    const notMine = await api.call('POST', `${V5}/entry/switch`, {
      token: otherToken,
      json: { entryid: made.entryId, ceid: ENTRY_DEMO.waitingListCeids.longJump },
    })
    expect(notMine.body).toEqual({ errNo: 1, error: 'Entry not found.' })
  })

  it('moves a paid entry and keeps it paid, at the price paid, under the rules of the new event', async () => {
    const L = ENTRY_DEMO.limitsCeids
    const comp = ENTRY_DEMO.limitsCompId
    const before = await line(L.discusPaid, comp)
    expect(before).toMatchObject({ paid: 1, entered: true })
    const price = sim.state.entries.find((e) => e.entryId === before.entryId)!.price
    const closed = await api.call('POST', `${V5}/entry/switch`, { token, json: { entryid: before.entryId, ceid: L.javelinClosed } })
    expect(closed.body).toEqual({ errNo: 1, error: 'Event Closed' })
    const moved = await api.call('POST', `${V5}/entry/switch`, { token, json: { entryid: before.entryId, ceid: L.m3000Day2 } })
    expect(moved.body).toMatchObject({ errNo: 0, data: { entryId: before.entryId, ceid: L.m3000Day2, paid: 1 } })
    expect(await line(L.m3000Day2, comp)).toMatchObject({ entryId: before.entryId, paid: 1, order: { orderId: before.order.orderId } })
    expect(await line(L.discusPaid, comp)).toMatchObject({ entryId: 0, paid: 0, entered: false })
    expect(sim.state.entries.find((e) => e.entryId === before.entryId)!.price).toBe(price)
    const cart = (await api.call('GET', `${V5}/cart`, { token })).body
    expect(cart.data.items.map((i: { entryId: number }) => i.entryId)).not.toContain(before.entryId)
  })
})

describe('units', () => {
  it('lists the units of measure with their patterns', async () => {
    const { body } = await api.call('GET', `${V5}/uom`)
    expect(body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ uomType: 'T', pattern: 'm:ss.SS' }),
        expect.objectContaining({ uomType: 'D', pattern: 'm.cm' }),
        expect.objectContaining({ uomType: 'P' }),
      ]),
    )
  })
})
