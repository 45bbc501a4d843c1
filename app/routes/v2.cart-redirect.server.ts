import type { LoaderFunctionArgs } from '@remix-run/node'
import { cartRedirect } from '#bff/pages/cart-redirect.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function cartRedirectLoader({ context }: LoaderFunctionArgs) {
  requireUserScreen(context, 'cartRedirect')
  return cartRedirect(context)
}
