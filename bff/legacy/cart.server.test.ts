import { expectLegacyCall, mockLegacy } from '../../tests/support/legacy-client'
import { describe, expect, it } from 'vitest'
import { addToBasket, basketHandoffAnswerSchema, cartAnswerSchema, deleteProduct, getCart, requestProduct } from './cart.server'
import { isLegacyError } from './errors'

describe('cart schemas', () => {
  it('reads the cart as an object or as a bare item list; an item needs its product id', () => {
    const cart = cartAnswerSchema.parse({
      errNo: 0,
      data: { items: [{ productId: '80001', price: '6.5', inBasket: 1 }], totals: { total: '7' } },
    })
    expect(cart.data).toMatchObject({ items: [{ productId: 80001, price: 6.5, inBasket: true, fee: 0 }], totals: { total: 7 } })
    expect(cartAnswerSchema.parse({ errNo: 0, data: [{ productId: 1 }] }).data.items).toHaveLength(1)
    expect(cartAnswerSchema.parse({ errNo: 0, data: null }).data.items).toEqual([])
    expect(cartAnswerSchema.safeParse({ errNo: 0, data: { items: [{ price: 5 }] } }).success).toBe(false)
  })
})

describe('basket hand-off wire schema', () => {
  it('needs a non-empty url', () => {
    expect(basketHandoffAnswerSchema.parse({ errNo: 0, data: { url: '/basket?handoff=abc' } }).data.url).toBe('/basket?handoff=abc')
    for (const data of [null, {}, { url: '' }, { url: '  ' }])
      expect(basketHandoffAnswerSchema.safeParse({ errNo: 0, data }).success, JSON.stringify(data)).toBe(false)
  })
})

describe('cart calls on the wire', () => {
  const mock = mockLegacy()
  const expectCall = (method: string, path: string, reply: object) => expectLegacyCall(mock.agent, method, path, reply)

  it('sends the product request as PUT with the pb query, and the other calls with their bodies', async () => {
    const legacy = mock.client.scoped({ token: 't' })
    expectCall('PUT', '/wp-json/e4s/v5/product/55001/5901/0/0?pb=12.5', { errNo: 0, data: { productId: 80001 } })
    expect((await requestProduct(legacy, { ceid: 55001, athleteId: 5901, pb: 12.5 })).data.productId).toBe(80001)
    expectCall('PUT', '/wp-json/e4s/v5/product/55002/5901/1009/0', { errNo: 0, data: { productId: 80002 } })
    expect((await requestProduct(legacy, { ceid: 55002, athleteId: 5901, entityId: 1009 })).data.productId).toBe(80002)

    const basket = expectCall('POST', '/wp-json/e4s/v5/basket/add', { errNo: 0, data: { products: [1, 2] } })
    expect((await addToBasket(legacy, [1, 2])).data.products).toEqual([1, 2])
    expect(basket.body).toEqual({ products: [1, 2] })
    expectCall('POST', '/wp-json/e4s/v5/product/delete/80001', { errNo: 0, data: { productId: 80001 } })
    expect((await deleteProduct(legacy, 80001)).data.productId).toBe(80001)
    expectCall('GET', '/wp-json/e4s/v5/cart?id=550', { errNo: 0, data: { items: [] } })
    expect((await getCart(legacy, { compId: 550 })).data.items).toEqual([])
  })

  it('turns a refusal into a business error with the spec text', async () => {
    expectCall('PUT', '/wp-json/e4s/v5/product/55002/5901/0/0', { errNo: 1, error: 'Max in Day' })
    const err = await requestProduct(mock.client.scoped({ token: 't' }), { ceid: 55002, athleteId: 5901 }).catch((e: unknown) => e)
    expect(isLegacyError(err, 'business') && err.userMessage).toEqual({ text: 'Max in Day' })
  })
})
