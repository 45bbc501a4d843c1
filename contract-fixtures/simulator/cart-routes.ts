import { Router } from 'express'
import { authOf, bearerAuth } from './bearer'
import { basketOf, basketTotal, HANDOFF_TTL_MS, money, randomHex, type BasketItem, type SimulatorState } from './state'
import { escapeHtml, ok } from './wire'

function miniCartHtml(items: BasketItem[], currency: string): string {
  if (items.length === 0) return '<p class="woocommerce-mini-cart__empty-message">No products in the basket.</p>'
  const rows = items
    .map(
      (item) =>
        `<li class="woocommerce-mini-cart-item mini_cart_item"><span class="name">${escapeHtml(item.name)}</span> ` +
        `<span class="quantity">${item.quantity} &times; <span class="amount">${currency}${money(item.lineTotal / item.quantity)}</span></span></li>`,
    )
    .join('')
  return (
    `<ul class="woocommerce-mini-cart cart_list product_list_widget">${rows}</ul>` +
    `<p class="woocommerce-mini-cart__total total"><strong>Subtotal:</strong> <span class="amount">${currency}${money(basketTotal(items))}</span></p>`
  )
}

export function cartRoutes(state: SimulatorState): Router {
  const router = Router()

  router.get('/wp-json/e4s/v5/minicart', bearerAuth(state, 'required'), (_req, res) => {
    const user = authOf(res).user
    const items = user ? basketOf(state, user.id) : []
    res.json({
      errNo: 0,
      error: '',
      data: miniCartHtml(items, '£'),
      meta: {
        wcCart: {
          items: items.map((item) => ({
            key: item.key,
            product_id: item.productId,
            name: item.name,
            quantity: item.quantity,
            line_total: money(item.lineTotal),
          })),
          total: money(basketTotal(items)),
        },
      },
    })
  })

  // Hands the user over to the shop pages: a one-time code the browser exchanges for a shop cookie.
  router.get('/wp-json/e4s/v5/basket/handoff', bearerAuth(state, 'required'), (_req, res) => {
    const user = authOf(res).user
    if (!user) return
    const code = randomHex(16)
    state.handoffCodes.set(code, { userId: user.id, expiresAt: Date.now() + HANDOFF_TTL_MS })
    res.json(ok({ data: { url: `/basket?handoff=${code}` } }))
  })

  return router
}
