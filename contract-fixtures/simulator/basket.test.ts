import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type Simulator } from './index'
import { client } from './test-client'

let sim: Simulator
let api: ReturnType<typeof client>

beforeAll(async () => {
  sim = await startSimulator({ referenceDate: '2026-06-01' })
  api = client(sim)
})
afterAll(() => sim.close())

const ENTRANT_ID = 101

function fillBasket() {
  sim.state.baskets.set(ENTRANT_ID, [
    { key: 'a1', productId: 70001, name: '100m – Ava Ashdown', quantity: 1, lineTotal: 6 },
    { key: 'b2', productId: 70002, name: 'Long Jump – Ava Ashdown', quantity: 1, lineTotal: 6.5 },
  ])
}

async function openBasket(token: string, returnUrl = '/v2/entry/501') {
  const handoff = await api.call('GET', '/wp-json/e4s/v5/basket/handoff', { token })
  expect(handoff.body).toMatchObject({ errNo: 0, data: { url: expect.stringMatching(/^\/basket\?handoff=[0-9a-f]{32}$/) } })
  const page = await api.call('GET', `${handoff.body.data.url}&returnUrl=${encodeURIComponent(returnUrl)}`)
  const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  return { handoffUrl: handoff.body.data.url as string, page, cookie, setCookie: page.headers.get('set-cookie') ?? '' }
}

describe('mini cart', () => {
  it('is empty at first and then lists the basket items', async () => {
    const token = await api.token('entrant', 'Entrant!2026')
    const empty = await api.call('GET', '/wp-json/e4s/v5/minicart', { token })
    expect(empty.body).toEqual({
      errNo: 0,
      error: '',
      data: expect.stringContaining('No products in the basket.'),
      meta: { wcCart: { items: [], total: '0.00' } },
    })
    fillBasket()
    const full = await api.call('GET', '/wp-json/e4s/v5/minicart', { token })
    expect(full.body.meta.wcCart).toEqual({
      items: [
        { key: 'a1', product_id: 70001, name: '100m – Ava Ashdown', quantity: 1, line_total: '6.00' },
        { key: 'b2', product_id: 70002, name: 'Long Jump – Ava Ashdown', quantity: 1, line_total: '6.50' },
      ],
      total: '12.50',
    })
    expect(full.body.data).toMatch(/^<ul class="woocommerce-mini-cart/)
    sim.state.baskets.clear()
  })
})

describe('basket hand-off and checkout', () => {
  it('hands over to the basket page with an HttpOnly cookie, and checkout marks the basket paid', async () => {
    fillBasket()
    const token = await api.token('entrant', 'Entrant!2026')
    const { page, cookie, setCookie, handoffUrl } = await openBasket(token)
    expect(page.status).toBe(200)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(page.text).toContain('Long Jump – Ava Ashdown')
    expect(page.text).toContain('£12.50')
    expect(page.text).toContain('Proceed to checkout')

    // The hand-off code works once.
    expect((await api.call('GET', handoffUrl)).status).toBe(400)
    // The cookie alone shows the basket again.
    const again = await api.call('GET', '/basket', { headers: { cookie } })
    expect(again.text).toContain('Proceed to checkout')

    const done = await api.call('POST', '/checkout?returnUrl=%2Fv2%2Fentry%2F501', {
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(done.status).toBe(200)
    expect(done.text).toContain('Order received')
    expect(done.text).toContain('href="/v2/entry/501"')
    expect(sim.state.orders).toEqual([
      expect.objectContaining({
        userId: ENTRANT_ID,
        total: 12.5,
        status: 'paid',
        items: expect.arrayContaining([expect.objectContaining({ productId: 70001 })]),
      }),
    ])
    expect(sim.state.baskets.get(ENTRANT_ID)).toEqual([])
    const cart = await api.call('GET', '/wp-json/e4s/v5/minicart', { token })
    expect(cart.body.meta.wcCart.items).toEqual([])
  })

  it('returns only to relative paths and refuses checkout without a shop session', async () => {
    fillBasket()
    const token = await api.token('entrant', 'Entrant!2026')
    const { cookie } = await openBasket(token, '//evil.example/steal')
    const done = await api.call('POST', '/checkout?returnUrl=https%3A%2F%2Fevil.example', {
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(done.text).toContain('href="/"')
    expect(done.text).not.toContain('evil.example')
    expect((await api.call('POST', '/checkout')).status).toBe(403)
  })

  it('serves minimal account pages', async () => {
    expect((await api.call('GET', '/my-account')).text).toContain('My account')
    expect((await api.call('GET', '/my-account/lost-password')).text).toContain('Lost your password?')
  })
})
