/** What the shop side of the simulator changes while it runs: questions sent to organisers, and (later) stock and purchases. */

/** A question as the legacy site would mail it. */
export type SentContact = {
  compId: number
  category: string
  body: string
  email: string
  foaE4s: boolean
  /** 0 for a visitor. */
  userId: number
}

export type ShopState = {
  /** Every question sent, oldest first (a test reads what was mailed). */
  contacts: SentContact[]
}

export function createShopState(): ShopState {
  return { contacts: [] }
}
