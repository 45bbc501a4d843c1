import type { SeedCompEvent, SeedCompetition } from '../seed/index'
import { basketKey, chargedFee, compEventByCeid, currentPrice, productName } from './entry-model'
import { athleteEntryPosition, discountedPrice } from './discounts'
import { basketOf, legacyDateTime, type BasketItem, type Order, type SimEntry, type SimulatorState } from './state'

/** Making, basketing, paying and removing entries (the products behind the legacy basket). */

export function createEntry(
  state: SimulatorState,
  input: {
    comp: SeedCompetition
    ce: SeedCompEvent
    athleteId: number
    userId: number
    entityId: number
    teamId: number
    pb: number
    waitingList: boolean
  },
): SimEntry {
  const price = currentPrice(state, input.comp, input.ce)
  // An athlete's entry pays the competition's discount from its position on; a team's does not.
  const charged =
    input.teamId === 0
      ? discountedPrice(state, input.comp.id, athleteEntryPosition(state, input.comp.id, input.athleteId), price.curPrice)
      : price.curPrice
  state.counters.entry += 1
  state.counters.product += 1
  const entry: SimEntry = {
    entryId: state.counters.entry,
    productId: state.counters.product,
    compId: input.comp.id,
    ceid: input.ce.ceid,
    athleteId: input.athleteId,
    userId: input.userId,
    entityId: input.entityId,
    teamId: input.teamId,
    pb: input.pb,
    price: charged,
    fee: chargedFee(price),
    created: legacyDateTime(state.now()),
    paid: 0,
    orderId: 0,
    dateOrdered: '',
    waitingList: input.waitingList,
  }
  state.entries.push(entry)
  return entry
}

/** The seed's entries become the simulator's first ones (ids and products in seed order). */
export function applySeedEntries(state: SimulatorState): void {
  for (const seeded of state.seed.entries) {
    const found = compEventByCeid(state, seeded.ceid)
    if (!found) continue
    const entry = createEntry(state, {
      comp: found.comp,
      ce: found.ce,
      athleteId: seeded.athleteId,
      userId: seeded.userId,
      entityId: 0,
      teamId: 0,
      pb: seeded.pb,
      waitingList: false,
    })
    if (seeded.paid) {
      entry.paid = 1
      entry.orderId = 8000 + entry.entryId
      entry.dateOrdered = entry.created
    }
  }
}

export function entryByProduct(state: SimulatorState, productId: number): SimEntry | undefined {
  return state.entries.find((e) => e.productId === productId)
}

export function basketItemFor(state: SimulatorState, entry: SimEntry): BasketItem {
  return {
    key: basketKey(entry.productId),
    productId: entry.productId,
    name: productName(state, entry),
    quantity: 1,
    lineTotal: Math.round((entry.price + entry.fee) * 100) / 100,
    compId: entry.compId,
    athleteId: entry.athleteId,
    ceid: entry.ceid,
  }
}

/** Adds the user's unpaid products to their basket; a product already there is not added twice. */
export function addToBasket(state: SimulatorState, userId: number, productIds: number[]): { ok: true } | { ok: false; error: string } {
  const entries: SimEntry[] = []
  for (const id of productIds) {
    const entry = entryByProduct(state, id)
    if (!entry || entry.userId !== userId || entry.paid > 0) return { ok: false, error: `Product ${id} is not in your cart.` }
    entries.push(entry)
  }
  const basket = [...basketOf(state, userId)]
  for (const entry of entries) if (!basket.some((item) => item.productId === entry.productId)) basket.push(basketItemFor(state, entry))
  state.baskets.set(userId, basket)
  return { ok: true }
}

/** Takes an unpaid product out of the entries and the basket. */
export function removeProduct(state: SimulatorState, entry: SimEntry): void {
  state.entries = state.entries.filter((e) => e !== entry)
  const basket = basketOf(state, entry.userId)
  state.baskets.set(
    entry.userId,
    basket.filter((item) => item.productId !== entry.productId),
  )
}

/** Takes a product out of its owner's basket (the entry stays). */
export function removeFromBasket(state: SimulatorState, entry: SimEntry): void {
  state.baskets.set(
    entry.userId,
    basketOf(state, entry.userId).filter((item) => item.productId !== entry.productId),
  )
}

/** After a switch the basket line describes the new event. */
export function refreshBasketItem(state: SimulatorState, entry: SimEntry): void {
  const basket = basketOf(state, entry.userId)
  state.baskets.set(
    entry.userId,
    basket.map((item) => (item.productId === entry.productId ? basketItemFor(state, entry) : item)),
  )
}

/** Checkout: the order's entry products become paid entries. */
export function markOrderPaid(state: SimulatorState, order: Order): void {
  const when = legacyDateTime(state.now())
  for (const item of order.items) {
    const entry = entryByProduct(state, item.productId)
    if (!entry || entry.userId !== order.userId || entry.paid > 0) continue
    entry.paid = 1
    entry.orderId = order.id
    entry.dateOrdered = when
  }
}
