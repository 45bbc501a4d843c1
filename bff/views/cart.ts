import type { BasketProblem } from '../domain/entry/basket-checks'
import type { UserMessage } from './message'

export type CartSummary = { count: number }

export type Totals = { price: number; fee: number; total: number }

export type CartPageLine = {
  productId: number
  event: string
  athlete: string
  ageGroup: string
  startDate: string
  price: number
  fee: number
  total: number
  waitingList: boolean
}

export type CartGroup = { compId: number; compName: string; lines: CartPageLine[]; totals: Totals }

export type CartPageView = { groups: CartGroup[]; totals: Totals; count: number; error: UserMessage | null }

export type MiniCartView = { html: string; count: number; error: UserMessage | null }

/** The cart page's data, also what the header popup loads (with `mini` then). */
export type CartPageData = CartPageView & { currency: string; cartTimeLimit: number; mini: MiniCartView | null }

/** The cart page's action answer (checkout refused, or a line removed or not). */
export type CartActionData = { ok: boolean; message: UserMessage; problems: BasketProblem[] }
