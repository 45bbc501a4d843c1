import sanitizeHtml from 'sanitize-html'
import { z } from 'zod/v4'
import { CacheCustom } from '../cache/cache.server'
import type { RequestContext } from '../context.server'
import { legacyAssetUrl } from '../domain/routing/legacy-url'
import { round2 } from '../domain/text/rounding'
import { checkBasket, type BasketProblem } from '../domain/entry/basket-checks'
import {
  addToBasket,
  deleteProduct,
  getBasketHandoff,
  getCart,
  getMiniCart,
  type CartItemWire,
  type MiniCartAnswer,
} from '../legacy/cart.server'
import { isLegacyError, type UserMessage } from '../legacy/errors'
import type { CartLine, CartPageLine, CartPageView, CartSummary, CartView, MiniCartView, Totals } from '../views/cart'
import { sanitizeLegacyHtml } from './html.server'
import { failureMessage, refused } from './failure.server'
import { CART_SUMMARY_NAME } from './cart-keys'

/*
 * The user's cart (2-entry.md §7, §8): the unpaid lines (the entry page's order summary, the cart
 * page), removing one, the header's mini-cart and count, and submitting to the shop basket.
 */

type Ctx = Pick<RequestContext, 'legacy' | 'user' | 'config' | 'log'>

function basketCount(cart: MiniCartAnswer): number {
  const items = cart.meta?.wcCart?.items ?? []
  return items.reduce((n, item) => n + (item.quantity || 1), 0)
}

/**
 * The header's counts are read at most once a minute per user (decision 057); the user's own cart
 * writes drop them at once (bff/context.server.ts), and pages that show the cart read them fresh.
 */
export const CART_SUMMARY_CACHE = CacheCustom({ freshSeconds: 60, staleWhileRevalidateSeconds: 0, staleIfErrorSeconds: 0 })

const cartSummarySchema = z.object({ count: z.number(), basket: z.number() })

/**
 * The header's counts, read as the cart page reads its lines so the two never disagree: every
 * unpaid line ('In cart') and those already in the shop basket. User data: fetched with the
 * user's token, kept for that user alone. `fresh` on a page that reads the cart itself (the same
 * read, once per request): the header then says what the page below it lists, and keeps it.
 */
export async function getCartSummary(
  ctx: Pick<RequestContext, 'legacy' | 'user' | 'userCache'>,
  options: { fresh?: boolean } = {},
): Promise<CartSummary | null> {
  if (!ctx.user) return null
  return ctx.userCache.fetch(CART_SUMMARY_NAME, {
    schema: cartSummarySchema,
    strategy: CART_SUMMARY_CACHE,
    fresh: options.fresh,
    load: async () => {
      const { items } = (await getCart(ctx.legacy)).data
      return { count: items.length, basket: items.filter((i) => i.inBasket).length }
    },
  })
}

const athleteName = (i: CartItemWire) => `${i.firstName} ${i.surName}`.trim()

function toLine(i: CartItemWire): CartLine {
  return {
    productId: i.productId,
    event: i.Name,
    athlete: athleteName(i),
    startDate: i.startdate,
    price: i.price,
    fee: i.fee,
    total: i.lineTotal || round2(i.price + i.fee),
  }
}

const toPageLine = (i: CartItemWire): CartPageLine => ({ ...toLine(i), ageGroup: i.ageGroup, waitingList: i.waitingList })

function totalsOf(lines: CartLine[]): Totals {
  const sum = (f: (l: CartLine) => number) => round2(lines.reduce((n, l) => n + f(l), 0))
  return { price: sum((l) => l.price), fee: sum((l) => l.fee), total: sum((l) => l.total) }
}

/**
 * The user's unpaid lines for this competition (every competition without one), with the prices
 * and fees the legacy site set. The whole cart is read and filtered here: it is the same read as
 * the header's counts, so a page makes it once (the request memo).
 */
export async function loadCart(ctx: Pick<RequestContext, 'legacy'>, compId?: number): Promise<CartView> {
  const { data, meta } = await getCart(ctx.legacy)
  const lines = data.items.filter((i) => compId === undefined || i.compId === compId || i.compId === 0).map(toLine)
  return { lines, totals: totalsOf(lines), currency: meta.currency }
}

/** A failed legacy call as a message for the page; anything else (a redirect, a bug) propagates. */
function failure(err: unknown): UserMessage {
  if (isLegacyError(err)) return failureMessage(err)
  throw err
}

/** Every unpaid line of the user, across competitions, grouped by competition in the legacy order. */
export async function loadCartPage(ctx: Ctx): Promise<CartPageView> {
  let items: CartItemWire[]
  try {
    items = (await getCart(ctx.legacy)).data.items
  } catch (err) {
    return { groups: [], totals: totalsOf([]), count: 0, error: failure(err) }
  }
  const groups = new Map<number, { compName: string; lines: CartPageLine[] }>()
  for (const item of items) {
    const group = groups.get(item.compId) ?? { compName: item.compName, lines: [] }
    group.lines.push(toPageLine(item))
    groups.set(item.compId, group)
  }
  const list = [...groups].map(([compId, g]) => ({ compId, compName: g.compName, lines: g.lines, totals: totalsOf(g.lines) }))
  const lines = list.flatMap((g) => g.lines)
  return { groups: list, totals: totalsOf(lines), count: lines.length, error: null }
}

// Removal links would bypass this app's checks (and relative ones would point at this site): removal
// goes through the cart action instead.
const REMOVE_LINK = /remove_item|remove-from-cart|product\/delete/i

/** The legacy cart HTML, without its removal links, its relative links made absolute on the legacy site. */
function miniCartHtml(html: string, legacySiteUrl: string): string {
  const cleaned = sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    exclusiveFilter: (frame) => frame.tag === 'a' && REMOVE_LINK.test(frame.attribs.href ?? ''),
    transformTags: {
      a: (tagName, attribs) => {
        if (!attribs.href) return { tagName, attribs }
        const href = legacyAssetUrl(attribs.href, legacySiteUrl)
        const rest = { ...attribs }
        delete rest.href
        return { tagName, attribs: href ? { ...rest, href } : rest }
      },
    },
  })
  return sanitizeLegacyHtml(cleaned)
}

/** The header popup: the legacy basket as the shop shows it (sanitised) and its item count. */
export async function loadMiniCart(ctx: Ctx): Promise<MiniCartView> {
  try {
    const cart = await getMiniCart(ctx.legacy)
    return { html: miniCartHtml(cart.data, ctx.config.legacySiteUrl), count: basketCount(cart), error: null }
  } catch (err) {
    return { html: '', count: 0, error: failure(err) }
  }
}

const REMOVE_ERROR: UserMessage = { key: 'cart.removeError' }

export type RemoveOutcome = { ok: true; message: UserMessage } | { ok: false; status: number; message: UserMessage }

/**
 * Removes one unpaid line. The product id comes from a form, so it is looked up in the user's own
 * cart first: an id that is not there never reaches the legacy delete.
 */
export async function removeFromCart(ctx: Ctx, productId: number): Promise<RemoveOutcome> {
  const notInCart: RemoveOutcome = { ok: false, status: 404, message: { key: 'cart.notInCart' } }
  if (!Number.isSafeInteger(productId) || productId <= 0) return notInCart
  try {
    const item = (await getCart(ctx.legacy)).data.items.find((i) => i.productId === productId)
    if (!item) return notInCart
    await deleteProduct(ctx.legacy, productId)
    return { ok: true, message: { key: 'cart.removed', values: { event: item.Name, name: athleteName(item) } } }
  } catch (err) {
    if (isLegacyError(err)) ctx.log.warn({ err: err.kind, endpoint: err.endpoint }, 'cart removal failed')
    return refused(err, 409, { refusal: REMOVE_ERROR, fault: REMOVE_ERROR })
  }
}

export type SubmitOutcome =
  | { ok: true; redirectTo: string }
  | { ok: false; status: number; problems: BasketProblem[]; message?: UserMessage }

/**
 * The WooCommerce basket for this user: its page itself with BASKET_HANDOFF=wp-cookie (the browser
 * signed in to WordPress at login), or the one-time address of the hand-off call with handoff-url,
 * coming back to `returnPath` after paying. Null when the hand-off answer names no usable address.
 */
export async function basketAddress(ctx: Pick<RequestContext, 'legacy' | 'config' | 'url'>, returnPath: string): Promise<string | null> {
  if (ctx.config.basketHandoff === 'wp-cookie') return new URL(ctx.config.basketPath, ctx.config.legacySiteUrl).toString()
  const { data } = await getBasketHandoff(ctx.legacy)
  const basket = legacyAssetUrl(data.url, ctx.config.legacySiteUrl)
  if (!basket) return null
  const url = new URL(basket)
  // Back to this page after paying: an absolute address on this site (the legacy site's own
  // pages resolve relative ones against itself).
  url.searchParams.set('returnUrl', new URL(returnPath, ctx.url.origin).toString())
  return url.toString()
}

/**
 * Submit to basket: the spec's checks, then the legacy basket add (idempotent there: a second
 * submit adds nothing twice), then the WooCommerce basket: its page itself with
 * BASKET_HANDOFF=wp-cookie (the browser signed in to WordPress at login), or the one-time address
 * of the hand-off call with handoff-url. Without a competition, every unpaid line of the user
 * goes (the cart page).
 */
export async function submitToBasket(
  ctx: Pick<RequestContext, 'legacy' | 'config' | 'url'>,
  compId: number | undefined,
  returnPath: string,
): Promise<SubmitOutcome> {
  try {
    const cart = await loadCart(ctx, compId)
    const problems = checkBasket({ rows: cart.lines.map((l) => ({ ceid: l.productId, name: l.event })) })
    if (problems.length > 0) return { ok: false, status: 400, problems }
    await addToBasket(
      ctx.legacy,
      cart.lines.map((l) => l.productId),
    )
    const basket = await basketAddress(ctx, returnPath)
    if (!basket) return { ok: false, status: 502, problems: [], message: { key: 'errors.contract' } }
    return { ok: true, redirectTo: basket }
  } catch (err) {
    const outcome = refused(err)
    return { ok: false, status: outcome.ok ? 500 : outcome.status, problems: [], message: outcome.ok ? undefined : outcome.message }
  }
}
