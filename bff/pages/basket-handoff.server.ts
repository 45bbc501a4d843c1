import { data, redirect, redirectDocument, type AppLoadContext } from '@remix-run/node'
import { holdBasketHandoff, takeBasketHandoff } from '../session/basket-handoff.server'
import { BASKET_HANDOFF_PATH, CART_PATH } from '../session/paths'

/*
 * Submit to basket (2-entry.md §7, §8): success shows 'Submitted to basket.', then the shop basket
 * page. The submitting post holds the basket address in the session and goes to the hand-off page,
 * which says so and continues at once (an inline script, a meta refresh, or its link).
 */

type Context = Pick<AppLoadContext, 'session' | 'sessions'>

/**
 * What a successful submit answers: the hand-off page, the basket address kept server-side. A
 * document load even with JavaScript: the page goes on as it is read, with no route module to
 * fetch first, as the shop's page itself would have been.
 */
export async function toBasketHandoff(context: Context, basketUrl: string): Promise<Response> {
  holdBasketHandoff(context.session, basketUrl)
  return redirectDocument(BASKET_HANDOFF_PATH, { headers: { 'Set-Cookie': await context.sessions.commit(context.session) } })
}

/** The hand-off page's view: the basket address, once; without one (already used) the cart page. */
export async function basketHandoffPage(context: Context) {
  const basketUrl = takeBasketHandoff(context.session)
  if (!basketUrl) throw redirect(CART_PATH)
  return data({ basketUrl }, { headers: { 'Set-Cookie': await context.sessions.commit(context.session), 'Cache-Control': 'no-store' } })
}
