import type { BasketProblem } from '../domain/entry/basket-checks'
import type { UserMessage } from './message'

/** The header's cart badge: the user's unpaid lines ('In cart', as the cart page lists them) and how many are in the shop basket. */
export type CartSummary = { count: number; basket: number }

export type Totals = { price: number; fee: number; total: number }

/** One unpaid line as the entry page's order summary shows it. */
export type CartLine = { productId: number; event: string; athlete: string; startDate: string; price: number; fee: number; total: number }

/** The entry page's order summary: the competition's unpaid lines. */
export type CartView = { lines: CartLine[]; totals: Totals; currency: string }

/** One unpaid line as the cart page lists it. */
export type CartPageLine = CartLine & { ageGroup: string; waitingList: boolean }

export type CartGroup = { compId: number; compName: string; lines: CartPageLine[]; totals: Totals }

export type CartPageView = { groups: CartGroup[]; totals: Totals; count: number; error: UserMessage | null }

export type MiniCartView = { html: string; count: number; error: UserMessage | null }

/** The cart page's data, also what the header popup loads (with `mini` then). */
export type CartPageData = CartPageView & { currency: string; cartTimeLimit: number; mini: MiniCartView | null }

/** The cart page's action answer (checkout refused, or a line removed or not). */
export type CartActionData = { ok: boolean; message: UserMessage; problems: BasketProblem[] }
