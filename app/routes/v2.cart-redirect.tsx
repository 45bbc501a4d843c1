import type { LoaderFunctionArgs } from '@remix-run/node'
import { mapFailures } from '#bff/services/failure.server'
import { cartRedirectLoader } from './v2.cart-redirect.server'

export { ErrorBoundary } from '~/components/error-boundary'

// The loader always redirects (to the shop's basket, or login first); a failure shows the error page in the shell.
export const loader = (args: LoaderFunctionArgs) => mapFailures(cartRedirectLoader, args)

export default function CartRedirect() {
  return null
}
