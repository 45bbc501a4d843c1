/** The competition's shop (shop-v2/{id}, and the entry page's SHOP section): browser-safe view types. */

export type ShopItemView = {
  id: number
  name: string
  description: string
  perAthlete: boolean
  maxAllowed: number
  /** Stock left to sell. */
  left: number
  price: number
  /** The price before the sale, while a sale price applies; null otherwise. */
  wasPrice: number | null
  saleEndDate: string | null
  attributes: Array<{ name: string; values: string[] }>
  /** Per attribute, the values every variation of which is sold out (shown, disabled). */
  soldOut: Record<string, string[]>
  ticketText: string
  download: string
  isParent: boolean
  /** The item this one needs in the basket with it; 0 for none. */
  parentId: number
  mandatoryGroupId: number
}

export type ShopGroupView = { id: number; name: string; parentId: number }

export type ShopView = {
  compId: number
  compName: string
  currency: string
  items: ShopItemView[]
  groups: ShopGroupView[]
  /** The user's athletes, for per-athlete items; empty for a visitor. */
  athletes: Array<{ id: number; name: string }>
  loggedIn: boolean
  /** What each of the user's athletes has bought here; lines null when the legacy site answered null. */
  purchases: AthletePurchasesView[]
  /** The user's unpaid lines from this shop, each removable. */
  basket: ShopBasketLineView[]
}

export type ShopBasketLineView = { productId: number; name: string; qty: number; total: number }

export type AthletePurchasesView = {
  athleteId: number
  name: string
  lines: Array<{ name: string; qty: number; variation: string }> | null
}

/** One line of the shop form as the buyer filled it (kept when the form is refused). */
export type ShopLineInput = { itemId: number; qty: string; athleteId: string; chosen: Record<string, string> }
