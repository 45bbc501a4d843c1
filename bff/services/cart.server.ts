import type { RequestContext } from '../context.server'
import { getMiniCart } from '../legacy/cart.server'

export type CartSummary = { count: number }

/** Basket item count for the header. User data: fetched with the user's token, never cached shared. */
export async function getCartSummary(ctx: Pick<RequestContext, 'legacy' | 'user'>): Promise<CartSummary | null> {
  if (!ctx.user) return null
  const cart = await getMiniCart(ctx.legacy)
  const items = cart.meta?.wcCart?.items ?? []
  return { count: items.reduce((n, item) => n + (item.quantity || 1), 0) }
}
