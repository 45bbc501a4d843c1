import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY_DEMO } from '../../contract-fixtures/seed'
import { basketOf } from '../../contract-fixtures/simulator/state'
import { PRODUCT_NAME } from '../../bff/domain/routing/route-table'
import { followBasketHandoff, postForm, sessionCookie, startTestApp, type TestApp } from '../support/app'

// The cart page and its actions against the built app (npm run build first).

let app: TestApp
let cookie: string
const comp = ENTRY_DEMO.rulesCompId
const cartUrl = () => `${app.url}/v2/cart`

async function post(url: string, fields: Record<string, string>) {
  const res = await postForm(url, fields, { cookie })
  const next = res.headers.getSetCookie().find((c) => c.startsWith('e4s_session='))
  if (next) cookie = next.split(';')[0]
  return res
}

const get = (url: string) => fetch(url, { headers: { cookie }, redirect: 'manual' })
const deleteCalls = () => app.sim.calls.count('/wp-json/e4s/v5/product/delete')
const entrantId = () => app.sim.state.users.find((u) => u.login === ENTRY_DEMO.username)!.id
const productIds = (html: string) => [...html.matchAll(/name="productId" value="(\d+)"/g)].map((m) => Number(m[1]))

const unpaid200m = () =>
  app.sim.state.entries.find((e) => e.userId === entrantId() && e.ceid === ENTRY_DEMO.rulesCeids.m200 && e.paid === 0)

/** 200m in the user's cart (ticking a row already in the cart would remove it). */
async function tick200m() {
  const existing = unpaid200m()
  if (existing) return existing.productId
  const res = await post(`${app.url}/v2/entry-v2/${comp}`, {
    intent: 'tick',
    athlete: String(ENTRY_DEMO.athleteId),
    ceid: String(ENTRY_DEMO.rulesCeids.m200),
  })
  expect(res.status).toBe(200)
  const entry = unpaid200m()
  expect(entry).toBeDefined()
  return entry!.productId
}

beforeAll(async () => {
  app = await startTestApp()
  cookie = sessionCookie(await postForm(`${app.url}/v2/login-v2`, { username: ENTRY_DEMO.username, password: ENTRY_DEMO.password }))
  // The competition's entry conditions: priority code, then terms.
  await post(`${app.url}/v2/entry-conditions/${comp}`, { intent: 'priority', code: ENTRY_DEMO.rulesCode })
  await post(`${app.url}/v2/entry-conditions/${comp}`, { intent: 'terms' })
})
afterAll(async () => {
  await app?.close()
})

describe('cart page', () => {
  it('the old /cart address goes to the cart page, which needs a login', async () => {
    const old = await fetch(`${app.url}/cart`, { redirect: 'manual' })
    expect(old.status).toBe(308)
    expect(old.headers.get('location')).toBe('/v2/cart')
    const anonymous = await fetch(cartUrl(), { redirect: 'manual' })
    expect(anonymous.status).toBe(302)
    expect(anonymous.headers.get('location')).toBe(`/v2/login-v2?redirectFrom=${encodeURIComponent('/v2/cart')}`)
  })

  it('lists a ticked line with its competition, price, the note and the time limit', async () => {
    const productId = await tick200m()
    const res = await get(cartUrl())
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(`<title>${PRODUCT_NAME}</title>`)
    expect(html).toContain('200m')
    expect(html).toContain(`href="/v2/entry-v2/${comp}"`)
    expect(html).toContain('Entries are not confirmed until paid for.')
    expect(html).toContain('held in your cart for 30 minutes')
    expect(html).toMatch(/£\d+\.\d{2}/)
    expect(productIds(html)).toContain(productId)
  })

  it('removing a product that is not in the user\u2019s cart is 404 and never reaches the legacy delete', async () => {
    // Another user's unpaid line (the seed has one for the shared athlete): the legacy delete would refuse it too.
    const foreign = app.sim.state.entries.find((e) => e.userId !== entrantId() && e.paid === 0)
    expect(foreign).toBeDefined()
    const before = deleteCalls()
    for (const productId of [String(foreign!.productId), '999999', '-1', 'abc', '']) {
      const res = await post(cartUrl(), { intent: 'remove', productId })
      expect(res.status, productId).toBe(404)
      expect(await res.text()).toContain('That entry is not in your cart.')
    }
    expect(deleteCalls()).toBe(before)
    expect(app.sim.state.entries.find((e) => e.productId === foreign!.productId)).toBeDefined()
  })

  it('removing a line of the cart removes it, with the spec message', async () => {
    const productId = await tick200m()
    const before = deleteCalls()
    const res = await post(cartUrl(), { intent: 'remove', productId: String(productId) })
    expect(res.status).toBe(200)
    const html = await res.text()
    const athlete = app.sim.state.athletes.find((a) => a.id === ENTRY_DEMO.athleteId)!
    expect(html).toContain(`200m removed from basket for athlete: ${athlete.firstName} ${athlete.surName}`)
    expect(deleteCalls()).toBe(before + 1)
    expect(app.sim.state.entries.find((e) => e.productId === productId)).toBeUndefined()
    expect(productIds(await (await get(cartUrl())).text())).not.toContain(productId)
  })

  it('a legacy failure on removal shows "An error occurred."', async () => {
    const productId = await tick200m()
    app.sim.faults.add({ pathPrefix: `/wp-json/e4s/v5/product/delete/${productId}`, status: 500 })
    try {
      const res = await post(cartUrl(), { intent: 'remove', productId: String(productId) })
      expect(res.status).toBe(502)
      expect(await res.text()).toContain('An error occurred.')
    } finally {
      app.sim.faults.clear()
    }
  })

  it('after a tick, before submitting, the header counts the line the cart page lists (In cart)', async () => {
    await tick200m()
    const html = await (await get(cartUrl())).text()
    const lines = productIds(html)
    expect(lines.length).toBeGreaterThan(0)
    expect(basketOf(app.sim.state, entrantId())).toEqual([])
    expect(html).toContain(
      `aria-label="${lines.length} ${lines.length === 1 ? 'entry' : 'entries'} in cart, 0 in the basket">${lines.length}</span>`,
    )
  })

  it('going to checkout twice (two tabs) puts each line in the basket once and goes to the legacy basket', async () => {
    await tick200m()
    const lines = productIds(await (await get(cartUrl())).text())
    expect(lines.length).toBeGreaterThan(0)
    for (let i = 0; i < 2; i++) {
      const res = await post(cartUrl(), { intent: 'checkout' })
      expect(res.status).toBe(302)
      const location = new URL((await followBasketHandoff(app.url, res, cookie)).basketUrl)
      expect(location.pathname).toBe('/basket')
      expect(location.searchParams.get('returnUrl')).toBe(`${app.url}/v2/cart`)
    }
    const basket = basketOf(app.sim.state, entrantId())
    expect(basket.map((i) => i.productId).sort()).toEqual([...lines].sort())
    expect(basket.every((i) => i.quantity === 1)).toBe(true)
    // The header badge counts the basket once too.
    const n = lines.length
    expect(await (await get(cartUrl())).text()).toContain(`aria-label="${n} ${n === 1 ? 'entry' : 'entries'} in cart, ${n} in the basket"`)
  })

  it("checkout shows 'Submitted to basket.' on its way to the basket, once, without asking the legacy site anything", async () => {
    await tick200m()
    const res = await post(cartUrl(), { intent: 'checkout' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/v2/basket-handoff')
    app.sim.calls.reset()
    const { basketUrl, html } = await followBasketHandoff(app.url, res, cookie)
    expect(html).toMatch(/<p class="form-message success" role="status">Submitted to basket\.<\/p>/)
    expect(new URL(basketUrl).pathname).toBe('/basket')
    // The header's badges would only delay the shop's basket page.
    for (const call of ['/wp-json/e4s/v5/cart', '/wp-json/e4s/v5/minicart', '/wp-json/e4s/v5/messages'])
      expect(app.sim.calls.count(call)).toBe(0)
    // Back again (or reloaded): the one-time address is not offered twice; the cart page instead.
    const again = await get(`${app.url}/v2/basket-handoff`)
    expect(again.status).toBe(302)
    expect(again.headers.get('location')).toBe('/v2/cart')
  })

  it('the popup data (?mini) carries the sanitised legacy basket', async () => {
    const res = await get(`${app.url}/v2/cart.data?mini=1&_routes=${encodeURIComponent('routes/v2.cart')}`)
    expect(res.status).toBe(200)
    const body = await res.text()
    expect(body).toContain('Subtotal:')
    expect(body).toContain('200m')
    expect(body).not.toContain('woocommerce-mini-cart')
  })

  it('removing a line that is in the basket updates the header badge at once', async () => {
    const unpaid = () => app.sim.state.entries.filter((e) => e.userId === entrantId() && e.paid === 0).length
    const badge = (cart: number, basket: number) =>
      `aria-label="${cart} ${cart === 1 ? 'entry' : 'entries'} in cart, ${basket} in the basket"`
    await tick200m()
    expect((await post(cartUrl(), { intent: 'checkout' })).status).toBe(302)
    const inCart = unpaid()
    const inBasket = basketOf(app.sim.state, entrantId()).length
    expect(await (await get(cartUrl())).text()).toContain(badge(inCart, inBasket))
    const productId = unpaid200m()!.productId
    expect((await post(cartUrl(), { intent: 'remove', productId: String(productId) })).status).toBe(200)
    expect(basketOf(app.sim.state, entrantId()).length).toBe(inBasket - 1)
    expect(await (await get(cartUrl())).text()).toContain(badge(inCart - 1, inBasket - 1))
  })

  it("other pages keep the header's count a minute; the cart page reads it fresh and keeps that, and the user's own removal shows at once", async () => {
    const unpaidLines = () => app.sim.state.entries.filter((e) => e.userId === entrantId() && e.paid === 0)
    const badge = (cart: number) => `aria-label="${cart} ${cart === 1 ? 'entry' : 'entries'} in cart, `
    const cartCalls = () => app.sim.calls.count('/wp-json/e4s/v5/cart')
    const home = async () => (await get(`${app.url}/v2`)).text()
    await tick200m()
    const before = unpaidLines().length
    expect(await (await get(cartUrl())).text()).toContain(badge(before))
    const asked = cartCalls()
    expect(await home()).toContain(badge(before))
    expect(await home()).toContain(badge(before))
    expect(cartCalls()).toBe(asked)
    const productId = unpaid200m()!.productId
    expect((await post(cartUrl(), { intent: 'remove', productId: String(productId) })).status).toBe(200)
    expect(await home()).toContain(badge(before - 1))
    await tick200m()
    expect(await home()).toContain(badge(before))
    // Paid in the shop (outside this app, the last test here): the cart page says so in its header, and the pages after it too.
    unpaid200m()!.paid = 1
    expect(await (await get(cartUrl())).text()).toContain(badge(before - 1))
    expect(await home()).toContain(badge(before - 1))
  })
})
