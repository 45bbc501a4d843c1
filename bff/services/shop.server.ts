import type { RequestContext } from '../context.server'
import { checkBasket, type BasketProblem } from '../domain/entry/basket-checks'
import {
  attributeValues,
  buyerAttributes,
  checkPurchase,
  currentPrice,
  isOnSale,
  remainingStock,
  soldOutValues,
  type SecondaryItem,
} from '../domain/shop/secondary'
import { deleteProduct } from '../legacy/cart.server'
import {
  addShopLines,
  getAthletePurchases,
  listSecondary,
  listShopBasket,
  type SecondaryWire,
  type ShopLineWire,
} from '../legacy/secondary.server'
import type { UserMessage } from '../legacy/errors'
import type { AthletePurchasesView, ShopBasketLineView, ShopGroupView, ShopItemView, ShopLineInput } from '../views/shop'
import { refused, unlessFailed } from './failure.server'

type Ctx = Pick<RequestContext, 'legacy'>

export function toSecondaryItem(w: SecondaryWire): SecondaryItem {
  return {
    id: w.id,
    name: w.prod.name,
    description: w.prod.description,
    perAthlete: w.perAcc === 'A',
    maxAllowed: Math.max(0, w.maxAllowed),
    stockQty: w.prod.stockQty,
    soldQty: w.prod.soldQty,
    price: { price: w.prod.price.price, salePrice: w.prod.price.salePrice, saleEndDate: w.prod.price.saleEndDate || null },
    attributes: buyerAttributes(w.prod.attributes).map((a) => ({ name: a.name, values: attributeValues(a.values) })),
    variations: w.prod.variations,
    ticket: w.prod.ticket.ticketText !== '',
    download: w.prod.download !== '',
  }
}

export type Shop = { items: Array<{ item: SecondaryItem; wire: SecondaryWire }>; groups: ShopGroupView[] }

/** The competition's shop as the rules read it. */
export async function loadShop(ctx: Ctx, compId: number): Promise<Shop> {
  const answer = await listSecondary(ctx.legacy, compId)
  return {
    items: answer.data.map((wire) => ({ wire, item: toSecondaryItem(wire) })),
    groups: (answer.meta?.mandatoryGroups ?? []).map((g) => ({ id: g.id, name: g.name, parentId: g.parentId })),
  }
}

export function toItemView({ item, wire }: Shop['items'][number], now: Date): ShopItemView {
  const sale = isOnSale(item.price, now)
  const spend = wire.options.secondarySpend
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    perAthlete: item.perAthlete,
    maxAllowed: item.maxAllowed,
    left: remainingStock(item),
    price: currentPrice(item.price, now),
    wasPrice: sale ? item.price.price : null,
    saleEndDate: sale ? item.price.saleEndDate : null,
    attributes: item.attributes,
    soldOut: soldOutValues(item),
    ticketText: wire.prod.ticket.ticketText,
    download: wire.prod.download,
    isParent: spend.isParent,
    parentId: spend.parentId,
    mandatoryGroupId: spend.mandatoryGroupId,
  }
}

/** What the user's athletes already have of each item (bought), keyed `${itemId}:${athleteId}`; purchases that cannot be read count as none. */
export async function heldByAthletes(ctx: Ctx, compId: number, athleteIds: number[]): Promise<Map<string, number>> {
  const held = new Map<string, number>()
  await Promise.all(
    athleteIds.map(async (athleteId) => {
      const answer = await getAthletePurchases(ctx.legacy, compId, athleteId).catch(() => null)
      for (const p of answer?.data ?? []) held.set(`${p.prodId}:${athleteId}`, (held.get(`${p.prodId}:${athleteId}`) ?? 0) + p.qty)
    }),
  )
  return held
}

/**
 * What each athlete has bought here (2-entry §7 GET /v5/secondary/athlete): athletes with nothing
 * are left out; data null stays null (the page shows 'Get Purchases Athlete returned null.'); an
 * athlete whose purchases cannot be read is left out, the shop still usable.
 */
export async function athletePurchases(
  ctx: Ctx,
  compId: number,
  athletes: Array<{ id: number; name: string }>,
): Promise<AthletePurchasesView[]> {
  const read = await Promise.all(
    athletes.map(async (a): Promise<AthletePurchasesView | null> => {
      const answer = await unlessFailed(getAthletePurchases(ctx.legacy, compId, a.id), undefined)
      if (answer === undefined) return null
      if (answer.data === null) return { athleteId: a.id, name: a.name, lines: null }
      if (answer.data.length === 0) return null
      const lines = answer.data.map((p) => ({ name: p.name, qty: p.qty, variation: Object.values(p.attributes).join(' / ') }))
      return { athleteId: a.id, name: a.name, lines }
    }),
  )
  return read.filter((r): r is AthletePurchasesView => r !== null)
}

/** A problem with the buyer's choice: the item it concerns (null: the whole order) and the message. */
export type ShopProblemView = { item: string | null; message: UserMessage }

export type ShopOutcome = { ok: true } | { ok: false; status: number; problems: ShopProblemView[]; message?: UserMessage }

/**
 * Puts what the buyer chose in the basket: every line checked (who for, variation, quantity, stock,
 * maxAllowed), then the set (a child item needs its parent, a mandatory group needs one of its
 * items), then the legacy basket. Nothing goes upstream while anything is wrong.
 */
export async function buyFromShop(
  ctx: Ctx,
  compId: number,
  input: { lines: ShopLineInput[]; athleteIds: number[]; now: Date },
): Promise<ShopOutcome> {
  const shop = await loadShop(ctx, compId)
  const byId = new Map(shop.items.map((i) => [i.item.id, i]))
  const wanted = input.lines.filter((l) => l.qty.trim() !== '' && l.qty.trim() !== '0')
  const held = await heldByAthletes(ctx, compId, input.athleteIds)
  const problems: ShopProblemView[] = []
  const wire: ShopLineWire[] = []
  for (const line of wanted) {
    const found = byId.get(line.itemId)
    if (!found) continue
    const athleteId = found.item.perAthlete ? Number(line.athleteId) || null : null
    if (athleteId !== null && !input.athleteIds.includes(athleteId)) {
      problems.push({ item: found.item.name, message: { key: 'shop.selectAthlete' } })
      continue
    }
    const result = checkPurchase(found.item, {
      quantity: Number(line.qty),
      chosen: line.chosen,
      athleteId,
      alreadyHeld: athleteId === null ? 0 : (held.get(`${found.item.id}:${athleteId}`) ?? 0),
    })
    if (!result.ok) problems.push({ item: found.item.name, message: { key: `shop.${result.problem.code}`, values: result.problem.values } })
    else wire.push({ prodId: found.item.id, variationId: result.variation?.id ?? 0, qty: Number(line.qty), athleteId: athleteId ?? 0 })
  }
  const rows = wire.map((l) => {
    const spend = byId.get(l.prodId)!.wire.options.secondarySpend
    return {
      ceid: l.prodId,
      name: byId.get(l.prodId)!.item.name,
      parentCeid: spend.parentId > 0 ? spend.parentId : undefined,
      parentName: byId.get(spend.parentId)?.item.name,
      mandatoryGroupId: spend.mandatoryGroupId > 0 ? spend.mandatoryGroupId : undefined,
    }
  })
  if (problems.length === 0) {
    const mandatoryGroups = shop.groups.map((g) => ({ ...g, parentCeid: g.parentId }))
    problems.push(...checkBasket({ rows, mandatoryGroups }).map(basketProblem))
  }
  if (problems.length > 0) return { ok: false, status: 400, problems }
  try {
    await addShopLines(ctx.legacy, wire)
    return { ok: true }
  } catch (err) {
    const outcome = refused(err, 409)
    return { ok: false, status: outcome.status, problems: [], message: outcome.message }
  }
}

function basketProblem(p: BasketProblem): ShopProblemView {
  return { item: null, message: p.code === 'empty' ? { key: 'shop.nothingChosen' } : { key: `basket.${p.code}`, values: p.values } }
}

/** The user's unpaid lines from this shop; none when they cannot be read (the shop stays usable). */
export async function shopBasket(ctx: Ctx, compId: number): Promise<ShopBasketLineView[]> {
  const answer = await unlessFailed(listShopBasket(ctx.legacy, compId), null)
  return (answer?.data ?? []).map((l) => ({ productId: l.productId, name: l.name, qty: l.qty, total: l.lineTotal }))
}

export type ShopRemoveOutcome = { ok: true; message: UserMessage } | { ok: false; status: number; message: UserMessage }

const REMOVE_ERROR: UserMessage = { key: 'shopBasket.removeError' }

/**
 * Takes one unpaid line out of the basket. The id comes from a form, so it must be one of the
 * user's lines from this shop: any other never reaches the legacy delete.
 */
export async function removeShopLine(ctx: Ctx, compId: number, productId: number): Promise<ShopRemoveOutcome> {
  const notThere: ShopRemoveOutcome = { ok: false, status: 404, message: { key: 'shopBasket.notInBasket' } }
  if (!Number.isSafeInteger(productId) || productId <= 0) return notThere
  try {
    const line = (await listShopBasket(ctx.legacy, compId)).data.find((l) => l.productId === productId)
    if (!line) return notThere
    await deleteProduct(ctx.legacy, productId)
    return { ok: true, message: { key: 'shopBasket.removed', values: { name: line.name } } }
  } catch (err) {
    return refused(err, 409, { refusal: REMOVE_ERROR, fault: REMOVE_ERROR })
  }
}
