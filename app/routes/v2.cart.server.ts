import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { loadCartPage, loadMiniCart, removeFromCart, submitToBasket } from '#bff/services/cart.server'
import { getAppConfig } from '#bff/services/config.server'
import { requireUserScreen } from '#bff/session/guards.server'
import { readForm } from '#bff/http/read-form.server'
import { toBasketHandoff } from '#bff/pages/basket-handoff.server'
import { CART_PATH } from '#bff/session/paths'

/** The header popup (app/components/mini-cart.tsx) loads this route's data with ?mini: the legacy basket HTML comes too. */
const MINI_PARAM = 'mini'
const DEFAULT_CART_TIME_LIMIT = 30

export async function cartLoader({ request, context }: LoaderFunctionArgs) {
  requireUserScreen(context, 'cart')
  const withMini = new URL(request.url).searchParams.has(MINI_PARAM)
  const [cart, config, mini] = await Promise.all([
    loadCartPage(context),
    getAppConfig(context).catch(() => null),
    withMini ? loadMiniCart(context) : Promise.resolve(null),
  ])
  return {
    ...cart,
    currency: config?.currency ?? '£',
    cartTimeLimit: config?.cartTimeLimit ?? DEFAULT_CART_TIME_LIMIT,
    mini,
  }
}

export async function cartAction({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireUserScreen(context, 'cart')
  const intent = form.get('intent')
  if (intent === 'checkout') {
    const outcome = await submitToBasket(context, undefined, CART_PATH)
    if (outcome.ok) throw await toBasketHandoff(context, outcome.redirectTo)
    return data({ ok: false, message: outcome.message ?? { key: 'entry.submitError' }, problems: outcome.problems }, outcome.status)
  }
  if (intent === 'remove') {
    const outcome = await removeFromCart(context, Number(form.get('productId')))
    return data({ ok: outcome.ok, message: outcome.message, problems: [] }, outcome.ok ? 200 : outcome.status)
  }
  return data({ ok: false, message: { key: 'errors.generic' }, problems: [] }, 400)
}
