import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PARKING_ZONE_GROUP, SHOP_COMP_ID, SHOP_ITEMS } from '../../contract-fixtures/simulator/shop-state'
import { ENTRY_DEMO } from '../../contract-fixtures/seed'
import { postForm, sessionCookie, startTestApp, type TestApp } from '../support/app'

// The competition's shop against the built app (npm run build first) and the simulator.

const PATH = `/v2/shop-v2/${SHOP_COMP_ID}`
let app: TestApp
let entrant: string

beforeAll(async () => {
  app = await startTestApp()
  entrant = sessionCookie(await postForm(`${app.url}/v2/login-v2`, { username: 'entrant', password: 'Entrant!2026' }))
})
afterAll(async () => {
  await app?.close()
})

const decoded = (html: string) => html.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"')
const basket = () => app.sim.state.baskets.get(app.sim.state.users.find((u) => u.login === 'entrant')!.id) ?? []
const buy = (fields: Record<string, string>) => postForm(`${app.url}${PATH}`, fields, { cookie: entrant })
const tshirt = (over: Record<string, string> = {}) => ({
  [`qty-${SHOP_ITEMS.tshirt}`]: '1',
  [`athlete-${SHOP_ITEMS.tshirt}`]: String(ENTRY_DEMO.athleteId),
  [`attr-${SHOP_ITEMS.tshirt}-Size`]: 'M',
  [`attr-${SHOP_ITEMS.tshirt}-Colour`]: 'Red',
  ...over,
})

describe('the shop page', () => {
  it('is public, titled "{id}: Shop", with prices, stock, variations and the sale price', async () => {
    const res = await fetch(`${app.url}${PATH}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(`<title>${SHOP_COMP_ID}: Shop</title>`)
    expect(html).toContain('Meeting T-shirt')
    expect(html).toMatch(/<del>£15.00<\/del> (<!-- -->)?£12.00/)
    expect(html).toMatch(/<select[^>]*name="attr-7001-Size"/)
    expect(html).toContain('Parking ticket')
    expect(html).toContain('Show this ticket at the car park gate.')
  })

  it('the v1 address shop/{id} goes to it; an unknown competition is a 404', async () => {
    const res = await fetch(`${app.url}/shop/${SHOP_COMP_ID}?parentCompId=2`, { redirect: 'manual' })
    expect(res.headers.get('location')).toBe(`${PATH}?parentCompId=2`)
    expect((await fetch(`${app.url}/v2/shop-v2/9999`)).status).toBe(404)
  })

  it('is in French', async () => {
    const html = await (await fetch(`${app.url}${PATH}`, { headers: { 'accept-language': 'fr' } })).text()
    expect(html).toContain(`<title>${SHOP_COMP_ID}\u00a0: Boutique</title>`)
    expect(html).toContain('Envoyer au panier')
  })

  it("the entry page's order summary links to the shop", async () => {
    const id = ENTRY_DEMO.limitsCompId
    const html = await (await fetch(`${app.url}/v2/entry-v2/${id}`, { headers: { cookie: entrant } })).text()
    expect(html).toContain(`href="/v2/shop-v2/${id}"`)
  })

  it('a visitor who buys is sent to login first', async () => {
    const res = await postForm(`${app.url}${PATH}`, tshirt())
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toMatch(/^\/v2\/login-v2\?redirectFrom=/)
  })
})

describe('buying', () => {
  it.each([
    ['attributes missing', tshirt({ [`attr-${SHOP_ITEMS.tshirt}-Colour`]: '' }), 'Meeting T-shirt: Please select all attributes.'],
    [
      'a variation that does not exist',
      tshirt({ [`attr-${SHOP_ITEMS.tshirt}-Size`]: 'S', [`attr-${SHOP_ITEMS.tshirt}-Colour`]: 'Blue' }),
      'Meeting T-shirt: Please select the item set up for this combination of attributes.',
    ],
    [
      'a variation sold out',
      tshirt({ [`attr-${SHOP_ITEMS.tshirt}-Size`]: 'L', [`attr-${SHOP_ITEMS.tshirt}-Colour`]: 'Blue' }),
      'Meeting T-shirt: Sold out.',
    ],
    ['above the stock', tshirt({ [`qty-${SHOP_ITEMS.tshirt}`]: '5' }), 'Meeting T-shirt: Only 4 left.'],
    ['above maxAllowed', tshirt({ [`qty-${SHOP_ITEMS.tshirt}`]: '3' }), 'Meeting T-shirt: At most 2 per athlete.'],
    ['no athlete', tshirt({ [`athlete-${SHOP_ITEMS.tshirt}`]: '' }), 'Meeting T-shirt: Please select the athlete this item is for.'],
    [
      "another user's athlete",
      tshirt({ [`athlete-${SHOP_ITEMS.tshirt}`]: '1' }),
      'Meeting T-shirt: Please select the athlete this item is for.',
    ],
    [
      'a child without its parent',
      { [`qty-${SHOP_ITEMS.carWash}`]: '1' },
      "Event 'Car wash' requires 'Parking ticket' to be selected, or requires parent event to be selected.",
    ],
    [
      'the parent without its mandatory group',
      { [`qty-${SHOP_ITEMS.parking}`]: '1' },
      "Please select at least one item of 'Car park zone'.",
    ],
    ['nothing chosen', {}, 'Please choose at least one item.'],
  ])('%s: a clear message, the form kept, nothing in the basket', async (_n, fields, message) => {
    const before = basket().length
    const res = await buy(fields)
    expect(res.status).toBe(400)
    expect(decoded(await res.text())).toContain(message)
    expect(basket().length).toBe(before)
  })

  it('a T-shirt in the size and colour chosen goes to the basket by the hand-off page; paid, the stock goes down', async () => {
    const res = await buy(tshirt())
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/v2/basket-handoff')
    const line = basket().at(-1)!
    expect(line.name).toMatch(/^Meeting T-shirt – M \/ Red – /)
    expect(line.lineTotal).toBe(12)
    const variation = () => app.sim.state.shop.items.find((i) => i.id === SHOP_ITEMS.tshirt)!.variations.find((v) => v.id === 70012)!
    const sold = variation().soldQty
    // The shop's checkout marks the order paid.
    const purchase = app.sim.state.shop.purchases.at(-1)!
    const { markSecondaryPaid } = await import('../../contract-fixtures/simulator/shop-routes')
    markSecondaryPaid(app.sim.state, { id: 1, userId: purchase.userId, items: [line], total: 12, status: 'paid', paidAt: '' })
    expect(variation().soldQty).toBe(sold + 1)
    // The item's own stock (12) less what is sold.
    expect(await (await fetch(`${app.url}${PATH}`, { headers: { cookie: entrant } })).text()).toContain('11 left')
  })

  it('parking with a zone goes; the group is the one the seed names', async () => {
    const res = await buy({ [`qty-${SHOP_ITEMS.parking}`]: '1', [`qty-${SHOP_ITEMS.zoneA}`]: '1' })
    expect(res.status).toBe(302)
    expect(app.sim.state.shop.groups[0]!.id).toBe(PARKING_ZONE_GROUP)
  })
})

const page = async (headers: Record<string, string> = { cookie: entrant }) =>
  decoded(await (await fetch(`${app.url}${PATH}`, { headers })).text()).replace(/<!-- -->/g, '')

describe('stock per variation and what athletes bought', () => {
  it('a size or colour whose every variation is sold out is shown disabled with its message; the others stay', async () => {
    const html = await page()
    expect(html).toMatch(/<option value="L" disabled="">L \(sold out\)<\/option>/)
    expect(html).toMatch(/<option value="Blue" disabled="">Blue \(sold out\)<\/option>/)
    expect(html).toMatch(/<option value="M">M<\/option>/)
    expect(await page({ cookie: entrant, 'accept-language': 'fr' })).toContain('L (épuisé)')
  })

  it("what an athlete bought (paid) is listed under the athlete's name; a visitor sees no such list", async () => {
    const html = await page()
    expect(html).toContain('Already bought')
    expect(html).toContain('Meeting T-shirt (M / Red) × 1')
    expect(await page({})).not.toContain('Already bought')
  })

  it("purchases that come back null show the spec's message, in both languages; the shop stays usable", async () => {
    app.sim.faults.add({
      pathPrefix: '/wp-json/e4s/v5/secondary/athlete',
      status: 200,
      body: JSON.stringify({ errNo: 0, error: '', data: null }),
    })
    try {
      const html = await page()
      expect(html).toContain('Get Purchases Athlete returned null.')
      expect(html).toContain('Submit to basket')
      expect(await page({ cookie: entrant, 'accept-language': 'fr' })).toContain('La lecture des achats de l’athlète n’a rien renvoyé.')
    } finally {
      app.sim.faults.clear()
    }
  })

  it('purchases that cannot be read leave the list out, the shop still shown', async () => {
    app.sim.faults.add({ pathPrefix: '/wp-json/e4s/v5/secondary/athlete', status: 500, body: 'purchases.php failed' })
    try {
      const html = await page()
      expect(html).not.toContain('Already bought')
      expect(html).not.toContain('purchases.php')
      expect(html).toContain('Submit to basket')
    } finally {
      app.sim.faults.clear()
    }
  })
})

describe('a basket line removed from the shop', () => {
  const remove = (productId: string, headers: Record<string, string> = {}) =>
    postForm(`${app.url}${PATH}`, { intent: 'remove', productId }, { cookie: entrant, ...headers })

  it('the unpaid line is listed with its Remove button, and goes from the basket', async () => {
    expect((await buy({ [`qty-${SHOP_ITEMS.programme}`]: '1' })).status).toBe(302)
    const line = basket().at(-1)!
    const html = await page()
    expect(html).toContain('In your basket from this shop')
    expect(html).toContain(`value="${line.productId}"`)
    expect(html).toContain('Remove Printed programme')
    const res = await remove(String(line.productId))
    expect(res.status).toBe(200)
    expect(decoded(await res.text())).toContain('Printed programme removed from the basket.')
    expect(basket().some((b) => b.productId === line.productId)).toBe(false)
    expect(app.sim.state.shop.purchases.some((p) => p.productId === line.productId)).toBe(false)
  })

  it.each([
    ['not a number', 'abc'],
    ['not in the basket', '999999'],
  ])('%s: a clear message, nothing removed', async (_n, productId) => {
    const before = basket().length
    const res = await remove(productId)
    expect(res.status).toBe(404)
    expect(decoded(await res.text())).toContain('That item is not in your basket from this shop.')
    expect(basket().length).toBe(before)
  })

  it("an entry's line is not removed from the shop", async () => {
    const userId = app.sim.state.users.find((u) => u.login === 'entrant')!.id
    const entry = app.sim.state.entries.find((e) => e.userId === userId)!
    const res = await remove(String(entry.productId))
    expect(res.status).toBe(404)
    expect(app.sim.state.entries).toContain(entry)
  })

  it("another user's line is not theirs to remove; in French the message is French", async () => {
    const admin = sessionCookie(await postForm(`${app.url}/v2/login-v2`, { username: 'admin', password: 'Admin!2026' }))
    expect((await postForm(`${app.url}${PATH}`, { [`qty-${SHOP_ITEMS.programme}`]: '1' }, { cookie: admin })).status).toBe(302)
    const theirs = app.sim.state.shop.purchases.at(-1)!
    const res = await remove(String(theirs.productId), { 'accept-language': 'fr' })
    expect(res.status).toBe(404)
    expect(decoded(await res.text())).toContain('Cet article n’est pas dans votre panier pour cette boutique.')
    expect(app.sim.state.shop.purchases.some((p) => p.productId === theirs.productId)).toBe(true)
  })

  it('a visitor who removes is sent to login first', async () => {
    const res = await postForm(`${app.url}${PATH}`, { intent: 'remove', productId: '1' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toMatch(/^\/v2\/login-v2\?redirectFrom=/)
  })
})
