import { Router, urlencoded, type Request, type Response } from 'express'
import { basketOf, basketTotal, money, randomHex, requestPasswordReset, userById, type SimUser, type SimulatorState } from './state'
import { escapeHtml } from './wire'
import { markOrderPaid } from './entries'
import { markSecondaryPaid } from './shop-routes'
import { cookieValue, wordpressUser } from './wordpress-login'

/**
 * The simulator's stand-in for the WooCommerce basket, checkout and account pages. They know the
 * user as WooCommerce does, by WordPress's logged-in cookie (wordpress-login.ts), or by the shop
 * session a basket hand-off code opened (the handoff-url mode, this project's own call).
 */

const SHOP_COOKIE = 'sim_shop_session'
const FIRST_ORDER_ID = 9001

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} – Shop</title></head>` +
    `<body class="woocommerce"><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
  )
}

function send(res: Response, status: number, title: string, body: string) {
  res.status(status).set('Cache-Control', 'no-store').type('html').send(page(title, body))
}

function shopUser(state: SimulatorState, req: Request): SimUser | undefined {
  const signedIn = wordpressUser(state, req)
  if (signedIn) return signedIn
  const session = cookieValue(req, SHOP_COOKIE)
  const userId = session ? state.shopSessions.get(session) : undefined
  return userId === undefined ? undefined : userById(state, userId)
}

/**
 * Same-site relative paths are followed back, and absolute addresses on one of the allowed app
 * origins (exact scheme, host and port); anything else returns to '/'.
 */
export function safeReturnUrl(value: unknown, appOrigins: readonly string[] = []): string {
  if (typeof value !== 'string') return '/'
  const hasControlOrBackslash = [...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch === '\\')
  if (hasControlOrBackslash) return '/'
  if (value.startsWith('/') && !value.startsWith('//')) return value
  if (!/^https?:\/\//i.test(value)) return '/'
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return '/'
  }
  if (url.username || url.password) return '/'
  const allowed = appOrigins.some((origin) => {
    try {
      return new URL(origin).origin === url.origin
    } catch {
      return false
    }
  })
  return allowed ? url.href : '/'
}

function firstText(...values: unknown[]): unknown {
  return values.find((v) => typeof v === 'string' && v !== '')
}

function basketPage(state: SimulatorState, user: SimUser, returnUrl: string): string {
  const items = basketOf(state, user.id)
  if (items.length === 0) return '<p class="cart-empty">Your basket is currently empty.</p>'
  const rows = items
    .map(
      (i) =>
        `<tr class="cart_item"><td class="product-name">${escapeHtml(i.name)}</td>` +
        `<td class="product-quantity">${i.quantity}</td><td class="product-subtotal">£${money(i.lineTotal)}</td></tr>`,
    )
    .join('')
  const action = `/checkout?returnUrl=${encodeURIComponent(returnUrl)}`
  return (
    `<p>Signed in as ${escapeHtml(user.displayName)}.</p>` +
    `<table class="shop_table cart"><thead><tr><th>Product</th><th>Quantity</th><th>Subtotal</th></tr></thead><tbody>${rows}</tbody></table>` +
    `<p class="order-total">Total: <strong>£${money(basketTotal(items))}</strong></p>` +
    `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}">` +
    '<button type="submit" class="checkout-button">Proceed to checkout</button></form>'
  )
}

export function shopPages(state: SimulatorState, options: { appOrigins: readonly string[] } = { appOrigins: [] }): Router {
  const router = Router()
  const returnTo = (value: unknown) => safeReturnUrl(value, options.appOrigins)

  router.get('/basket', (req, res) => {
    const returnUrl = returnTo(req.query.returnUrl)
    const code = req.query.handoff
    if (typeof code === 'string') {
      const handoff = state.handoffCodes.get(code)
      state.handoffCodes.delete(code)
      const user = handoff && handoff.expiresAt > Date.now() ? userById(state, handoff.userId) : undefined
      if (!user) return send(res, 400, 'Basket', '<p>This basket link has expired. Please go back to the entry site and try again.</p>')
      const session = randomHex(16)
      state.shopSessions.set(session, user.id)
      res.cookie(SHOP_COOKIE, session, { httpOnly: true, sameSite: 'lax', path: '/' })
      return send(res, 200, 'Basket', basketPage(state, user, returnUrl))
    }
    const user = shopUser(state, req)
    if (!user) return send(res, 200, 'Basket', '<p class="cart-empty">Your basket is currently empty.</p>')
    send(res, 200, 'Basket', basketPage(state, user, returnUrl))
  })

  router.post('/checkout', urlencoded({ extended: false, limit: '16kb' }), (req, res) => {
    const body: Record<string, unknown> = typeof req.body === 'object' && req.body !== null ? req.body : {}
    const returnUrl = returnTo(firstText(req.query.returnUrl, body.returnUrl))
    const user = shopUser(state, req)
    if (!user) return send(res, 403, 'Checkout', '<p>Your session has expired. Please go back to the entry site and try again.</p>')
    const items = basketOf(state, user.id)
    if (items.length === 0) return send(res, 200, 'Checkout', '<p>Checkout is not available whilst your basket is empty.</p>')

    const order = {
      id: FIRST_ORDER_ID + state.orders.length,
      userId: user.id,
      items: items.map((i) => ({ ...i })),
      total: basketTotal(items),
      status: 'paid' as const,
      paidAt: new Date().toISOString(),
    }
    state.orders.push(order)
    markOrderPaid(state, order)
    markSecondaryPaid(state, order)
    state.baskets.set(user.id, [])
    send(
      res,
      200,
      'Order received',
      `<p>Thank you. Your order has been received.</p><ul class="order_details"><li>Order number: <strong>${order.id}</strong></li>` +
        `<li>Total: <strong>£${money(order.total)}</strong></li></ul>` +
        `<p><a class="return-link" href="${escapeHtml(returnUrl)}">Return to the entry site</a></p>`,
    )
  })

  router.get('/my-account', (req, res) => {
    const user = shopUser(state, req)
    const body = user
      ? `<p>Hello ${escapeHtml(user.displayName)}.</p><p>Orders: ${state.orders.filter((o) => o.userId === user.id).length}</p>`
      : '<p>Please log in on the entry site to see your account.</p><p><a href="/my-account/lost-password">Lost your password?</a></p>'
    send(res, 200, 'My account', body)
  })

  router.get('/my-account/lost-password', (_req, res) => {
    send(
      res,
      200,
      'Lost password',
      '<p>Lost your password? Please enter your username or email address. You will receive a link to create a new password via email.</p>' +
        '<form method="post" action="/my-account/lost-password"><label>Username or email <input name="user_login"></label>' +
        '<button type="submit">Reset password</button></form>',
    )
  })

  router.post('/my-account/lost-password', urlencoded({ extended: false, limit: '4kb' }), (req, res) => {
    const body: Record<string, unknown> = typeof req.body === 'object' && req.body !== null ? req.body : {}
    if (typeof body.user_login === 'string') requestPasswordReset(state, body.user_login)
    send(res, 200, 'Lost password', '<p>If an account matches, a password reset email has been sent.</p>')
  })

  return router
}
