import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { secureRedirectTarget } from '#bff/domain/routing/hash-links'
import { resolveV1 } from '#bff/domain/routing/v1-paths'
import { logout } from '#bff/services/auth.server'
import { HOME_PATH, loginPath } from '#bff/session/paths'

/**
 * Any path outside /v2. An old (v1) address goes to its v2 page with a 308, or, for a screen
 * the new app does not have yet, to its placeholder under /v2/legacy with a 307 (that address
 * goes away once the screen is built, so browsers must not remember it). Anything else is 404.
 */
export async function v1Loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  // v1 secure-redirect?url=: to that address when logged in, else to login on the way there.
  if (url.pathname.replace(/\/$/, '') === '/secure-redirect') {
    const to = secureRedirectTarget(url.search, HOME_PATH)
    throw redirect(context.user ? to : loginPath(to))
  }
  const target = resolveV1(url.pathname, url.search)
  if (!target) throw new Response('Not Found', { status: 404, statusText: 'Not Found' })
  // v1 /register (not /register-v1): a logged-in visitor is logged out and sent home (1-shell §2.7).
  if (context.user && url.pathname.replace(/\/$/, '') === '/register') {
    throw redirect(HOME_PATH, { headers: { 'Set-Cookie': await logout(context) } })
  }
  throw redirect(target.to, target.permanent ? 308 : 307)
}
