import { Router, json } from 'express'
import { definitionProblems } from '../../bff/domain/shop/product-definition'
import { authOf, bearerAuth } from './bearer'
import { canBuildFor } from './builder-model'
import { athleteById, basketKey, canManageAthlete } from './entry-model'
import { bodyOf, queryText, textOf, whole } from './request'
import type { SimSecondary, SimVariation } from './shop-state'
import { basketOf, type Order, type SimulatorState } from './state'
import { businessError, ok } from './wire'

const BASE = '/wp-json/e4s/v5'

function isOnSale(item: SimSecondary, today: string): boolean {
  const { price, salePrice, saleEndDate } = item.price
  return Boolean(saleEndDate) && salePrice > 0 && salePrice < price && today <= saleEndDate
}

/** A definition as 2-entry §3 gives it; options.secondarySpend and meta.mandatoryGroups are our reading. */
function secondaryWire(item: SimSecondary) {
  const attributes = item.perAcc === 'A' ? [...item.attributes, { name: '_athlete', values: '' }] : item.attributes
  return {
    id: item.id,
    maxAllowed: item.maxAllowed,
    perAcc: item.perAcc,
    refObj: { objId: item.compId, objType: 'COMP', compId: item.compId },
    prod: {
      id: item.id,
      name: item.name,
      description: item.description,
      image: '',
      stockQty: item.stockQty,
      soldQty: item.soldQty,
      price: item.price,
      download: item.download,
      ticket: item.ticket ?? { ticketText: '', dataReq: '' },
      attributes,
      variations: item.variations.map((v) => ({ ...v })),
    },
    options: { secondarySpend: { ...item.secondarySpend } },
  }
}

const left = (s: { stockQty: number; soldQty: number }) => Math.max(0, s.stockQty - s.soldQty)

/** Stock goes down when an order is paid: each shop line of the order becomes a paid purchase. */
export function markSecondaryPaid(state: SimulatorState, order: Order): void {
  for (const line of order.items) {
    const purchase = state.shop.purchases.find((p) => p.productId === line.productId && !p.paid && p.userId === order.userId)
    if (!purchase) continue
    purchase.paid = true
    const item = state.shop.items.find((i) => i.id === purchase.itemId)
    if (!item) continue
    item.soldQty += purchase.qty
    const variation = item.variations.find((v) => v.id === purchase.variationId)
    if (variation) variation.soldQty += purchase.qty
  }
}

type Line = { item: SimSecondary; variation: SimVariation | undefined; qty: number; athleteId: number }

/** The legacy site's own checks of a shop line (the BFF checks first): the item, variation, athlete, stock, maxAllowed. */
function lineProblem(
  state: SimulatorState,
  userId: number,
  raw: Record<string, unknown>,
  user: Parameters<typeof canManageAthlete>[1],
): string | Line {
  const item = state.shop.items.find((i) => i.id === whole(raw.prodId))
  if (!item) return 'Product not found.'
  const qty = whole(raw.qty)
  if (!(qty >= 1)) return 'Please enter a quantity of at least 1.'
  const variation = item.variations.find((v) => v.id === whole(raw.variationId))
  if (item.attributes.length > 0 && !variation) return 'Please select the item set up for this combination of attributes.'
  const athleteId = item.perAcc === 'A' ? whole(raw.athleteId) : 0
  if (item.perAcc === 'A') {
    const athlete = athleteById(state, athleteId)
    if (!athlete || !canManageAthlete(state, user, athlete)) return 'You do not have access to this athlete.'
  }
  if (qty > left(variation ?? item)) return 'Not enough stock.'
  const held = state.shop.purchases
    .filter((p) => p.itemId === item.id && (item.perAcc === 'A' ? p.athleteId === athleteId : p.userId === userId))
    .reduce((n, p) => n + p.qty, 0)
  if (item.maxAllowed > 0 && held + qty > item.maxAllowed) return `Maximum of ${item.maxAllowed} allowed.`
  return { item, variation, qty, athleteId }
}

/** The competition's shop (2-entry §7 secondary calls). */
export function shopRoutes(state: SimulatorState): Router {
  const router = Router()

  router.get(`${BASE}/secondary/list`, bearerAuth(state, 'optional'), (req, res) => {
    const compId = whole(queryText(req, 'compid'))
    const items = state.shop.items.filter((i) => i.compId === compId)
    const groups = state.shop.groups.filter((g) => g.compId === compId).map(({ id, name, parentId }) => ({ id, name, parentId }))
    res.json(ok({ data: items.map(secondaryWire), meta: { mandatoryGroups: groups } }))
  })

  router.get(`${BASE}/secondary/athlete`, bearerAuth(state, 'required'), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const compId = whole(queryText(req, 'compid'))
    const athlete = athleteById(state, whole(queryText(req, 'athleteid')))
    if (!athlete || !canManageAthlete(state, user, athlete)) return res.json(businessError('You do not have access to this athlete.'))
    const bought = state.shop.purchases.filter((p) => p.paid && p.athleteId === athlete.id)
    const data = bought.flatMap((p) => {
      const item = state.shop.items.find((i) => i.id === p.itemId && i.compId === compId)
      if (!item) return []
      const variation = item.variations.find((v) => v.id === p.variationId)
      return [{ prodId: item.id, variationId: p.variationId, name: item.name, qty: p.qty, attributes: variation?.attributes ?? {} }]
    })
    res.json(ok({ data }))
  })

  // The organiser's definitions (2-entry §7 `GET /v5/secondary/cust?compid`): builders of the competition only.
  router.get(`${BASE}/secondary/cust`, bearerAuth(state, 'required'), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const comp = state.seed.competitions.find((c) => c.id === whole(queryText(req, 'compid')))
    if (!comp) return res.json(businessError('Competition not found.'))
    if (!canBuildFor(user, comp.compOrgId, comp.id)) return res.json(businessError('You do not have permission.'))
    res.json(ok({ data: state.shop.items.filter((i) => i.compId === comp.id).map(secondaryWire) }))
  })

  // A new definition (2-entry §7 `POST /v5/secondary/cust`; the body is §3's shape, our reading): the site checks §5 again.
  router.post(`${BASE}/secondary/cust`, bearerAuth(state, 'required'), json({ limit: '16kb' }), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const body = bodyOf(req)
    const obj = (v: unknown) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {})
    const prod = obj(body.prod)
    const price = obj(prod.price)
    const comp = state.seed.competitions.find((c) => c.id === whole(obj(body.refObj).compId))
    if (!comp) return res.json(businessError('Competition not found.'))
    if (!canBuildFor(user, comp.compOrgId, comp.id)) return res.json(businessError('You do not have permission.'))
    const num = (v: unknown) => (v === '' || v === null || v === undefined ? Number.NaN : Number(v))
    const definition = {
      name: textOf(prod.name),
      description: textOf(prod.description),
      perAthlete: body.perAcc === 'A',
      maxAllowed: num(body.maxAllowed),
      stockQty: num(prod.stockQty),
      price: num(price.price),
      salePrice: num(price.salePrice ?? 0),
      saleEndDate: textOf(price.saleEndDate),
    }
    if (Object.keys(definitionProblems(definition)).length > 0) return res.json(businessError('Invalid product definition.'))
    const item: SimSecondary = {
      id: Math.max(7000, ...state.shop.items.map((i) => i.id)) + 1,
      compId: comp.id,
      perAcc: definition.perAthlete ? 'A' : 'U',
      maxAllowed: definition.maxAllowed,
      name: definition.name.trim(),
      description: definition.description,
      stockQty: definition.stockQty,
      soldQty: 0,
      price: { price: definition.price, salePrice: definition.salePrice, saleEndDate: definition.saleEndDate },
      ticket: null,
      download: '',
      attributes: [],
      variations: [],
      secondarySpend: { isParent: false, parentId: 0, mandatoryGroupId: 0 },
    }
    state.shop.items.push(item)
    res.json(ok({ data: secondaryWire(item), message: 'Product saved.' }))
  })

  // Our invention (docs/legacy-wire.md): the user's unpaid shop lines of one competition.
  router.get(`${BASE}/secondary/basket`, bearerAuth(state, 'required'), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const compId = whole(queryText(req, 'compid'))
    const basket = basketOf(state, user.id)
    const data = state.shop.purchases.flatMap((p) => {
      const line = basket.find((b) => b.productId === p.productId)
      if (p.paid || p.userId !== user.id || !line || line.compId !== compId) return []
      return [
        {
          productId: p.productId,
          prodId: p.itemId,
          variationId: p.variationId,
          athleteId: p.athleteId,
          name: line.name,
          qty: p.qty,
          lineTotal: line.lineTotal,
        },
      ]
    })
    res.json(ok({ data }))
  })

  // Our invention (docs/legacy-wire.md): shop lines straight into the user's WooCommerce basket.
  router.post(`${BASE}/secondary/basket`, bearerAuth(state, 'required'), json({ limit: '16kb' }), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const raw = bodyOf(req).lines
    if (!Array.isArray(raw) || raw.length === 0) return res.json(businessError('No items.'))
    const lines: Line[] = []
    for (const r of raw) {
      const line = lineProblem(state, user.id, typeof r === 'object' && r !== null ? (r as Record<string, unknown>) : {}, user)
      if (typeof line === 'string') return res.json(businessError(line))
      lines.push(line)
    }
    const today = new Date(state.now()).toISOString().slice(0, 10)
    const basket = [...basketOf(state, user.id)]
    const productIds: number[] = []
    for (const { item, variation, qty, athleteId } of lines) {
      const productId = ++state.shop.nextProductId
      const unit = isOnSale(item, today) ? item.price.salePrice : item.price.price
      const athlete = athleteId ? athleteById(state, athleteId) : undefined
      const name = [
        item.name,
        variation ? Object.values(variation.attributes).join(' / ') : '',
        athlete ? `${athlete.firstName} ${athlete.surName}` : '',
      ]
        .filter(Boolean)
        .join(' – ')
      basket.push({
        key: basketKey(productId),
        productId,
        name,
        quantity: qty,
        lineTotal: Math.round(unit * qty * 100) / 100,
        compId: item.compId,
      })
      state.shop.purchases.push({
        productId,
        itemId: item.id,
        variationId: variation?.id ?? 0,
        userId: user.id,
        athleteId,
        qty,
        price: unit,
        paid: false,
      })
      productIds.push(productId)
    }
    state.baskets.set(user.id, basket)
    res.json(ok({ data: { products: productIds }, message: 'Added to basket.' }))
  })

  return router
}

/** An unpaid shop line of the user taken out of the basket (POST /v5/product/delete/{id}); its name, or null when there is none. */
export function removeShopLine(state: SimulatorState, userId: number, productId: number): string | null {
  const purchase = state.shop.purchases.find((p) => p.productId === productId && p.userId === userId && !p.paid)
  if (!purchase) return null
  const line = basketOf(state, userId).find((b) => b.productId === productId)
  state.shop.purchases = state.shop.purchases.filter((p) => p !== purchase)
  state.baskets.set(
    userId,
    basketOf(state, userId).filter((b) => b.productId !== productId),
  )
  return line?.name ?? ''
}
