import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'
import { anyCaseKeys, at, keyVariants } from './variants'
import { isRecord, partial } from './wire'

const cartItemWire = anyCaseKeys(
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
    partial({ wcCart: partial({ items: z.array(cartItemWire).catch([]), total: z.coerce.string() }) }).nullish(),
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
