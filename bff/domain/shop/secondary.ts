/**
 * Secondary products (2-entry §3 "Secondary product definition", §5 "Secondary product
 * (definition)", §8): what a buyer may take of an item, at what price, in which variation. Pure
 * functions, safe in the browser; the server checks again before anything goes to the basket.
 */

import { fillMessage, SHOP_MESSAGES_EN, type ShopMessageCode } from './messages'

export type ShopPrice = { price: number; salePrice: number; saleEndDate: string | null }

export type ShopAttribute = { name: string; values: string[] }

/** One combination of attribute values set up as its own product, with its own stock. */
export type ShopVariation = { id: number; attributes: Record<string, string>; stockQty: number; soldQty: number }

export type SecondaryItem = {
  id: number
  name: string
  description: string
  /** perAcc 'A': bought for one athlete (held in the hidden _athlete attribute); else per account. */
  perAthlete: boolean
  /** Most one athlete (or account) may have; 0: no limit. */
  maxAllowed: number
  stockQty: number
  soldQty: number
  price: ShopPrice
  /** The attributes a buyer chooses (the hidden _athlete one is not among them). */
  attributes: ShopAttribute[]
  variations: ShopVariation[]
  ticket: boolean
  download: boolean
}

/** The hidden attribute that carries the athlete of a per-athlete item. */
export const ATHLETE_ATTRIBUTE = '_athlete'

/** An attribute's values as the definition gives them, separated by '|'. */
export function attributeValues(values: string): string[] {
  return values
    .split('|')
    .map((v) => v.trim())
    .filter(Boolean)
}

/** The attributes a buyer sees and chooses: all but the hidden _athlete one. */
export function buyerAttributes<A extends { name: string }>(attributes: readonly A[]): A[] {
  return attributes.filter((a) => a.name !== ATHLETE_ATTRIBUTE)
}

/** The _athlete attribute's value: athlete id, first and last name. */
export function athleteAttributeValue(athlete: { id: number; firstName: string; surName: string }): string {
  return `${athlete.id}:${athlete.firstName} ${athlete.surName}`
}

/** The sale price applies until its end date (inclusive) when there is one, it is above 0 and below the price. */
export function isOnSale(price: ShopPrice, now: Date): boolean {
  if (!price.saleEndDate || price.salePrice <= 0 || price.salePrice >= price.price) return false
  const end = Date.parse(price.saleEndDate.length === 10 ? `${price.saleEndDate}T23:59:59` : price.saleEndDate)
  return Number.isFinite(end) && now.getTime() <= end
}

export function currentPrice(price: ShopPrice, now: Date): number {
  return isOnSale(price, now) ? price.salePrice : price.price
}

/** What is left to sell: stock less what is sold, never below 0. */
export function remainingStock(stock: { stockQty: number; soldQty: number }): number {
  return Math.max(0, stock.stockQty - stock.soldQty)
}

export type VariationChoice =
  | { ok: true; variation: ShopVariation | null }
  | { ok: false; code: 'selectAllAttributes' | 'noSuchCombination' }

/**
 * The variation a buyer's choices name: every attribute chosen ('Please select all attributes.'),
 * and a combination set up as an item ('Please select the item set up for this combination of
 * attributes.'). An item without attributes has no variation to choose.
 */
export function chooseVariation(item: Pick<SecondaryItem, 'attributes' | 'variations'>, chosen: Record<string, string>): VariationChoice {
  const attributes = buyerAttributes(item.attributes)
  if (attributes.length === 0) return { ok: true, variation: null }
  for (const a of attributes) {
    const value = chosen[a.name]
    if (!value || !a.values.includes(value)) return { ok: false, code: 'selectAllAttributes' }
  }
  const variation = item.variations.find((v) => attributes.every((a) => v.attributes[a.name] === chosen[a.name]))
  return variation ? { ok: true, variation } : { ok: false, code: 'noSuchCombination' }
}

export type Purchase = {
  quantity: number
  chosen: Record<string, string>
  /** The athlete it is for (per-athlete items); null for the account. */
  athleteId: number | null
  /** How many of this item the athlete (or account) already has, bought or in the basket. */
  alreadyHeld: number
}

export type ShopProblem = { code: ShopMessageCode; text: string; values: Record<string, string | number> }

function problem(code: ShopMessageCode, values: Record<string, string | number> = {}): ShopProblem {
  return { code, text: fillMessage(SHOP_MESSAGES_EN[code], values), values }
}

/**
 * Whether a purchase may go to the basket; the first problem, or the variation it buys. Order: who
 * it is for, the variation, the quantity, then stock (the variation's when it has one) and
 * maxAllowed (0: no limit).
 */
export function checkPurchase(
  item: SecondaryItem,
  purchase: Purchase,
): { ok: true; variation: ShopVariation | null } | { ok: false; problem: ShopProblem } {
  if (item.perAthlete && (purchase.athleteId === null || purchase.athleteId <= 0)) return { ok: false, problem: problem('selectAthlete') }
  const choice = chooseVariation(item, purchase.chosen)
  if (!choice.ok) return { ok: false, problem: problem(choice.code) }
  if (!Number.isInteger(purchase.quantity) || purchase.quantity < 1) return { ok: false, problem: problem('quantity') }
  const left = remainingStock(choice.variation ?? item)
  if (purchase.quantity > left) return { ok: false, problem: problem(left === 0 ? 'soldOut' : 'overStock', { left }) }
  if (item.maxAllowed > 0 && purchase.alreadyHeld + purchase.quantity > item.maxAllowed) {
    return { ok: false, problem: problem(item.perAthlete ? 'overMaxPerAthlete' : 'overMaxPerAccount', { max: item.maxAllowed }) }
  }
  return { ok: true, variation: choice.variation }
}

/**
 * The attribute values a buyer cannot have any more: every variation with that value is sold out
 * (a value no variation uses is left to the combination message). Keyed by attribute name.
 */
export function soldOutValues(item: Pick<SecondaryItem, 'attributes' | 'variations'>): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const a of buyerAttributes(item.attributes)) {
    out[a.name] = a.values.filter((value) => {
      const using = item.variations.filter((v) => v.attributes[a.name] === value)
      return using.length > 0 && using.every((v) => remainingStock(v) === 0)
    })
  }
  return out
}
