import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'
import { anyCaseKeys, at, keyVariants } from './variants'
import { flag, id, idList, isRecord, lenient, num, partial, segment, text } from './wire'

/*
 * The cart calls (2-entry.md §7, §8, 1-shell.md's mini-cart): a ticked row's product and its
 * removal, the user's unpaid products, the shop basket (adding to it, the hand-off to it) and the
 * header's mini-cart. Endpoint names are kept as they were first logged (entry.*, basket.*,
 * cart.*), so dashboards and variant logs read on unchanged.
 */

// ---------------------------------------------------------------------------------------------
// Products (a ticked row) and the user's unpaid products
// ---------------------------------------------------------------------------------------------

export const productAnswerSchema = envelope(z.object({ productId: id, entryId: num, ceid: num, waitingList: flag }))
export type ProductAnswer = z.infer<typeof productAnswerSchema>

export const productDeletedAnswerSchema = envelope(lenient({ productId: num }))
export type ProductDeletedAnswer = z.infer<typeof productDeletedAnswerSchema>

export const basketAddAnswerSchema = envelope(lenient({ products: idList, count: num, total: num }))
export type BasketAddAnswer = z.infer<typeof basketAddAnswerSchema>

/** One unpaid product of the user, with the price and fee in force when it was made. */
export const cartItemWire = z.object({
  productId: id,
  entryId: num,
  compId: num,
  compName: text,
  ceid: num,
  eventid: num,
  Name: text,
  startdate: text,
  athleteid: num,
  firstName: text,
  surName: text,
  ageGroup: text,
  pb: num,
  price: num,
  fee: num,
  lineTotal: num,
  priceId: num,
  /** Already added to the shop basket (POST /v5/basket/add). */
  inBasket: flag,
  waitingList: flag,
  created: text,
})
export type CartItemWire = z.infer<typeof cartItemWire>

export const cartAnswerSchema = envelope(
  // Some legacy answers give the item list itself as data.
  z.preprocess(
    (v) => (Array.isArray(v) ? { items: v } : v),
    lenient({
      items: z.array(anyCaseKeys(cartItemWire)).default(() => []),
      count: num,
      totals: lenient({ price: num, fee: num, total: num }),
    }),
  ),
  lenient({ currency: text, basketCount: num, basketTotal: num }),
)
export type CartAnswer = z.infer<typeof cartAnswerSchema>

/** Cart item keys in another casing (`product_id`, `name`, `line_total`), and the bare item list as data. */
export function cartVariants(answer: unknown): string[] {
  const data = at(answer, 'data')
  const items = Array.isArray(data) ? data : at(data, 'items')
  return [...(Array.isArray(data) ? ['cart:data-items'] : []), ...keyVariants(Array.isArray(items) ? items : [], Object.keys(cartItemWire.shape))]
}

/** A tick or an untick changes the athlete's schedule and the cart (the legacy front-end reloads both), nothing else. */
// A club competition's info counts the club's entries (clubcomps.server.ts).
const ENTRY_CHANGES = [rest('/v5/events/'), rest('/v5/cart'), rest('/v5/competition/entries/')]

/**
 * Asks for the product of an entry (the ticked row): the ceid determines the competition. Refusals
 * (full, closed, rules, PB outside min/max, not the user's athlete) are business errors with the
 * spec's texts. Asking again for a product already in the cart gives the same product.
 */
export function requestProduct(
  legacy: LegacyCaller,
  input: { ceid: number; athleteId: number; entityId?: number; teamId?: number; pb?: number },
) {
  return legacy.call({
    endpoint: 'entry.product',
    method: 'PUT',
    path: rest(
      `/v5/product/${segment(input.ceid)}/${segment(input.athleteId)}/${segment(input.entityId ?? 0)}/${segment(input.teamId ?? 0)}`,
    ),
    query: { pb: input.pb !== undefined && input.pb > 0 ? input.pb : undefined },
    auth: 'required',
    schema: productAnswerSchema,
    changes: ENTRY_CHANGES,
  })
}

export function deleteProduct(legacy: LegacyCaller, productId: number) {
  return legacy.call({
    endpoint: 'entry.product.delete',
    method: 'POST',
    path: rest(`/v5/product/delete/${segment(productId)}`),
    auth: 'required',
    schema: productDeletedAnswerSchema,
    changes: ENTRY_CHANGES,
  })
}

/** Puts the user's products in the shop basket; adding one twice does not duplicate it. */
export function addToBasket(legacy: LegacyCaller, productIds: number[]) {
  return legacy.call({
    endpoint: 'entry.basket.add',
    method: 'POST',
    path: rest('/v5/basket/add'),
    body: { products: productIds },
    auth: 'required',
    schema: basketAddAnswerSchema,
  })
}

/** The user's unpaid products, optionally of one competition. */
export function getCart(legacy: LegacyCaller, options: { compId?: number } = {}) {
  return legacy.call({
    endpoint: 'entry.cart',
    method: 'GET',
    path: rest('/v5/cart'),
    query: { id: options.compId },
    auth: 'required',
    schema: cartAnswerSchema,
    variants: cartVariants,
  })
}

// ---------------------------------------------------------------------------------------------
// The shop basket: the hand-off and the header's mini-cart
// ---------------------------------------------------------------------------------------------

/**
 * The basket hand-off: a one-time address on the legacy site where the WooCommerce basket and
 * checkout take over. The url is the legacy site's (a path, or an absolute address on that
 * site); the caller joins it to the legacy site address and appends returnUrl.
 */
export const basketHandoffAnswerSchema = envelope(z.object({ url: z.string().trim().min(1) }))
export type BasketHandoffAnswer = z.infer<typeof basketHandoffAnswerSchema>

export function getBasketHandoff(legacy: LegacyCaller) {
  return legacy.call({
    endpoint: 'basket.handoff',
    method: 'GET',
    path: rest('/v5/basket/handoff'),
    auth: 'required',
    schema: basketHandoffAnswerSchema,
  })
}

const miniCartItemWire = anyCaseKeys(
  z.looseObject({
    key: z.coerce.string().optional(),
    product_id: z.coerce.number().optional(),
    name: z.string().optional(),
    quantity: z.coerce.number().catch(1),
    line_total: z.coerce.string().optional(),
  }),
)
const ITEM_KEYS = ['key', 'product_id', 'name', 'quantity', 'line_total']
const HTML_KEYS = ['html', 'cart_html', 'fragment', 'minicart'] as const

/*
 * The spec names the mini-cart call but not its answer. Read as the simulator answers it (`data`
 * the cart HTML, `meta.wcCart` the items), and also: `data` an object holding the HTML and/or the
 * items, `data` the bare item list, the whole answer bare HTML (WooCommerce's own fragment), item
 * keys in another casing (`productId`, `lineTotal`). docs/legacy-wire.md lists them.
 */
function normaliseMiniCart(answer: unknown): unknown {
  if (!isRecord(answer)) return answer
  const { data, meta } = answer
  const hasCart = at(meta, 'wcCart') !== undefined
  if (Array.isArray(data)) {
    return { ...answer, data: '', meta: hasCart ? meta : { ...(isRecord(meta) ? meta : {}), wcCart: { items: data } } }
  }
  if (isRecord(data)) {
    const html = HTML_KEYS.map((k) => data[k]).find((v) => typeof v === 'string') ?? ''
    const wcCart =
      hasCart || !Array.isArray(data.items) ? undefined : { items: data.items, ...(data.total === undefined ? {} : { total: data.total }) }
    return { ...answer, data: html, meta: wcCart ? { ...(isRecord(meta) ? meta : {}), wcCart } : meta }
  }
  return answer
}

export const miniCartAnswerSchema = z.preprocess(
  normaliseMiniCart,
  envelope(
    z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
    partial({ wcCart: partial({ items: z.array(miniCartItemWire).catch([]), total: z.coerce.string() }) }).nullish(),
  ),
)
export type MiniCartAnswer = z.infer<typeof miniCartAnswerSchema>

export function miniCartVariants(answer: unknown): string[] {
  const variants: string[] = []
  const data = at(answer, 'data')
  if (Array.isArray(data)) variants.push('minicart:data-items')
  else if (isRecord(data)) variants.push('minicart:data-object')
  const items = [at(answer, 'meta', 'wcCart', 'items'), Array.isArray(data) ? data : at(data, 'items')].find(Array.isArray) ?? []
  return [...variants, ...keyVariants(items, ITEM_KEYS)]
}

/**
 * WooCommerce's mini-cart fragment: markup from its first character, not a whole page (a WordPress
 * error page is not a cart), nor cut-off JSON that happens to hold the cart's HTML.
 */
function isMiniCartFragment(text: string): boolean {
  return (
    text.trimStart().startsWith('<') && /woocommerce-mini-cart|widget_shopping_cart/.test(text) && !/<(?:!doctype|html|body)\b/i.test(text)
  )
}

export function getMiniCart(legacy: LegacyCaller) {
  return legacy.call({
    endpoint: 'cart.minicart',
    method: 'GET',
    path: rest('/v5/minicart'),
    auth: 'required',
    schema: miniCartAnswerSchema,
    variants: miniCartVariants,
    fromText: (text) => (isMiniCartFragment(text) ? { errNo: 0, data: text } : undefined),
  })
}
