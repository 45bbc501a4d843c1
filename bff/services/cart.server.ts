import sanitizeHtml from 'sanitize-html'
import { z } from 'zod/v4'
import type { RequestContext } from '../context.server'
import { legacyAssetUrl } from '../domain/routing/legacy-url'
import { round2 } from '../domain/text/rounding'
import { getMiniCart, type MiniCartAnswer } from '../legacy/cart.server'
import { deleteProduct, getCart, type CartItemWire } from '../legacy/entry.server'
import { isLegacyError, type UserMessage } from '../legacy/errors'
import type { CartPageLine, CartPageView, CartSummary, MiniCartView, Totals } from '../views/cart'
import { sanitizeLegacyHtml } from './html.server'
import { failureMessage, failureOf } from './failure.server'

type Ctx = Pick<RequestContext, 'legacy' | 'user' | 'config' | 'log'>

function basketCount(cart: MiniCartAnswer): number {
  const items = cart.meta?.wcCart?.items ?? []
  return items.reduce((n, item) => n + (item.quantity || 1), 0)
}

/** Basket item count for the header. User data: fetched with the user's token, kept for that user alone. */
export async function getCartSummary(ctx: Pick<RequestContext, 'legacy' | 'user' | 'userCache'>): Promise<CartSummary | null> {
  if (!ctx.user) return null
  const count = await ctx.userCache.fetch('basket-count', { schema: z.number(), load: async () => basketCount(await getMiniCart(ctx.legacy)) })
  return { count }
}

const athleteName = (i: CartItemWire) => `${i.firstName} ${i.surName}`.trim()

function toLine(i: CartItemWire): CartPageLine {
  return {
    productId: i.productId,
    event: i.Name,
    athlete: athleteName(i),
    ageGroup: i.ageGroup,
    startDate: i.startdate,
    price: i.price,
    fee: i.fee,
    total: i.lineTotal || round2(i.price + i.fee),
    waitingList: i.waitingList,
  }
}

function totalsOf(lines: CartPageLine[]): Totals {
  const sum = (f: (l: CartPageLine) => number) => round2(lines.reduce((n, l) => n + f(l), 0))
  return { price: sum((l) => l.price), fee: sum((l) => l.fee), total: sum((l) => l.total) }
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
    group.lines.push(toLine(item))
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
    if (!isLegacyError(err)) throw err
    ctx.log.warn({ err: err.kind, endpoint: err.endpoint }, 'cart removal failed')
    return { ok: false, status: err.kind === 'business' ? 409 : failureOf(err).status, message: { key: 'cart.removeError' } }
  }
}
