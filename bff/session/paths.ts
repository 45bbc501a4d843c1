import { matchV2 } from '../domain/routing/route-table'
import { safeRedirect } from '../domain/routing/safe-redirect'

export const HOME_PATH = '/v2'
export const LOGIN_PATH = '/v2/login-v2'
export const CART_PATH = '/v2/cart'
/** Says 'Submitted to basket.' and continues to the shop's basket (2-entry.md §7). */
export const BASKET_HANDOFF_PATH = '/v2/basket-handoff'

/** The login page, remembering where the user was going (same-site paths only). */
export function loginPath(redirectFrom?: string): string {
  const target = redirectFrom ? safeRedirect(redirectFrom, '') : ''
  if (!target || target.startsWith(LOGIN_PATH)) return LOGIN_PATH
  return `${LOGIN_PATH}?${new URLSearchParams({ redirectFrom: target })}`
}

/**
 * Where a page goes when the legacy site stops accepting the session's token (a 401): a public
 * page shows again to an anonymous visitor (same address); any other page goes to login and back.
 */
export function afterSessionEnded(page: URL): { location: string; anonymous: boolean } {
  const screen = matchV2(page.pathname)
  const here = page.pathname + page.search
  if (screen && screen.entry.access === 'public' && !screen.entry.requires) return { location: here, anonymous: true }
  return { location: loginPath(here), anonymous: false }
}
