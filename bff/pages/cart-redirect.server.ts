import { redirect, type AppLoadContext } from '@remix-run/node'
import { basketAddress } from '#bff/services/cart.server'
import { essential } from '#bff/services/failure.server'
import { CART_PATH } from '#bff/session/paths'

/*
 * cart-redirect (1-shell §2.2, login): straight on to the shop's basket, as the old site's link to
 * it did; what is already in the basket is paid there. Nothing is submitted on the way.
 */

type Context = AppLoadContext

export async function cartRedirect(context: Context) {
  const basket = await essential(basketAddress(context, CART_PATH))
  // A hand-off answer without an address: the cart page, where the user can submit again.
  throw redirect(basket ?? CART_PATH, { headers: { 'Cache-Control': 'no-store' } })
}
