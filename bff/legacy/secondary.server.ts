import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'
import { flag, id, lenient, num, text } from './wire'
import type { ProductDefinition } from '../domain/shop/product-definition'

/*
 * The competition's shop (2-entry §3 "Secondary product definition", §7 secondary calls).
 * `options.secondarySpend`, `meta.mandatoryGroups` and the basket call are our reading or
 * invention (docs/legacy-wire.md "Shop and ask-organiser calls").
 */

const variationWire = z.object({
  id,
  attributes: z.record(z.string(), z.string()).catch({}),
  stockQty: num,
  soldQty: num,
})

export const secondaryWire = z.object({
  id,
  maxAllowed: num,
  perAcc: text,
  refObj: lenient({ objId: num, objType: text.transform((v) => v || 'SYSTEM'), compId: num }),
  prod: lenient({
    name: text,
    description: text,
    image: text,
    stockQty: num,
    soldQty: num,
    price: lenient({ price: num, salePrice: num, saleEndDate: text }),
    download: text,
    ticket: lenient({ ticketText: text, dataReq: text }),
    attributes: z.array(lenient({ name: text, values: text })).catch([]),
    variations: z.array(variationWire).catch([]),
  }),
  options: lenient({ secondarySpend: lenient({ isParent: flag, parentId: num, mandatoryGroupId: num }) }),
})
export type SecondaryWire = z.infer<typeof secondaryWire>

const groupWire = z.object({ id, name: text, parentId: num })

export const secondaryListAnswerSchema = envelope(
  z.array(secondaryWire).catch([]),
  lenient({ mandatoryGroups: z.array(groupWire).catch([]) }),
)
export type SecondaryListAnswer = z.infer<typeof secondaryListAnswerSchema>

/** A competition's secondary products (public: shops are browsed by visitors too). */
export function listSecondary(legacy: LegacyCaller, compId: number) {
  return legacy.call({
    endpoint: 'secondary.list',
    method: 'GET',
    path: rest('/v5/secondary/list'),
    query: { objtype: 'COMP', objid: compId, compid: compId },
    auth: 'optional',
    schema: secondaryListAnswerSchema,
  })
}

export const athletePurchaseWire = z.object({
  prodId: num,
  variationId: num,
  name: text,
  qty: num,
  attributes: z.record(z.string(), z.string()).catch({}),
})

/** data null is the spec's "Get Purchases Athlete returned null." */
export const athletePurchasesAnswerSchema = envelope(z.array(athletePurchaseWire).nullable())
export type AthletePurchasesAnswer = z.infer<typeof athletePurchasesAnswerSchema>

/** What an athlete has bought from a competition's shop. */
export function getAthletePurchases(legacy: LegacyCaller, compId: number, athleteId: number) {
  return legacy.call({
    endpoint: 'secondary.athlete',
    method: 'GET',
    path: rest('/v5/secondary/athlete'),
    query: { compid: compId, athleteid: athleteId },
    auth: 'required',
    schema: athletePurchasesAnswerSchema,
  })
}

export type ShopLineWire = { prodId: number; variationId: number; qty: number; athleteId: number }

export const shopBasketAnswerSchema = envelope(lenient({ products: z.array(num).catch([]) }))

/** Puts shop lines in the user's WooCommerce basket (our invention); the site checks stock and maxAllowed again. */
export function addShopLines(legacy: LegacyCaller, lines: ShopLineWire[]) {
  return legacy.call({
    endpoint: 'secondary.basket',
    method: 'POST',
    path: rest('/v5/secondary/basket'),
    body: { lines },
    auth: 'required',
    schema: shopBasketAnswerSchema,
    changes: [rest('/v5/cart'), rest('/v5/minicart'), rest('/v5/secondary/')],
  })
}

export const shopBasketLineWire = z.object({
  productId: id,
  prodId: num,
  variationId: num,
  athleteId: num,
  name: text,
  qty: num,
  lineTotal: num,
})

export const shopBasketListAnswerSchema = envelope(z.array(shopBasketLineWire).catch([]))
export type ShopBasketListAnswer = z.infer<typeof shopBasketListAnswerSchema>

/** The user's unpaid shop lines of one competition (our invention); removal is the basket's product delete. */
export function listShopBasket(legacy: LegacyCaller, compId: number) {
  return legacy.call({
    endpoint: 'secondary.basket.list',
    method: 'GET',
    path: rest('/v5/secondary/basket'),
    query: { compid: compId },
    auth: 'required',
    schema: shopBasketListAnswerSchema,
  })
}

/** The organiser's definitions of one competition (2-entry §7 `GET /v5/secondary/cust?compid`); builders only. */
export function listSecondaryDefinitions(legacy: LegacyCaller, compId: number) {
  return legacy.call({
    endpoint: 'secondary.cust.list',
    method: 'GET',
    path: rest('/v5/secondary/cust'),
    query: { compid: compId },
    auth: 'required',
    schema: envelope(z.array(secondaryWire).catch([])),
  })
}

/** A new definition as the organiser's form gives it: §3's shape, without variations (our reading of the body). */
export type SecondaryDefinitionInput = ProductDefinition & { compId: number }

export const secondaryCreateAnswerSchema = envelope(secondaryWire)

/** Creates a definition (2-entry §7 `POST /v5/secondary/cust`); the site checks §5's rules again. */
export function createSecondaryDefinition(legacy: LegacyCaller, d: SecondaryDefinitionInput) {
  return legacy.call({
    endpoint: 'secondary.cust.create',
    method: 'POST',
    path: rest('/v5/secondary/cust'),
    body: {
      id: 0,
      maxAllowed: d.maxAllowed,
      perAcc: d.perAthlete ? 'A' : 'U',
      refObj: { objId: d.compId, objType: 'COMP', compId: d.compId },
      prod: {
        name: d.name,
        description: d.description,
        image: '',
        stockQty: d.stockQty,
        price: { price: d.price, salePrice: d.salePrice, saleEndDate: d.saleEndDate },
        download: '',
        ticket: { ticketText: '', dataReq: '' },
        attributes: [],
        variations: [],
      },
    },
    auth: 'required',
    schema: secondaryCreateAnswerSchema,
    changes: [rest('/v5/secondary/')],
  })
}
