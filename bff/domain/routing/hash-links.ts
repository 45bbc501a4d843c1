// Old links, new pages: the legacy site routed in the hash (/#/show-entry/12), and links back to
// it go the same way. Old paths themselves resolve in v1-paths.ts.

import { fillPattern, matchV2, routeNamed, type Match, type Params } from './route-table'
import { safeRedirect } from './safe-redirect'
import { normalisePath, resolveV1 } from './v1-paths'

/** '#/show-entry/123' → '/v2/show-entry-v2/123'; null when the hash is not an old route. */
export function translateHashLink(hash: string): string | null {
  if (!hash.startsWith('#/')) return null
  const link = hash.slice(1)
  const q = link.indexOf('?')
  const path = q === -1 ? link : link.slice(0, q)
  const search = q === -1 ? '' : link.slice(q)
  // The legacy site had the v2 pages too (#/v2/...): same address here.
  if (path === '/v2' || path.startsWith('/v2/')) return matchV2(path) ? normalisePath(path) + search : null
  return resolveV1(path, search)?.to ?? null
}

/** The hash path of a screen on the legacy site: its legacyHash filled, else its v2 address (the legacy site had those too). */
export function legacyHashPath({ entry, params }: Match, search = ''): string {
  const path = fillPattern(entry.legacyHash, params) ?? (entry.v2 && fillPattern(entry.v2, params)) ?? '/'
  return path + search
}

/** {legacySiteUrl}/#{hashPath} */
export function legacySiteLink(siteUrl: string, hashPath: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/#${hashPath}`
}

/** The screens that hand over to the legacy site now (decisions 067, 074), and where that site is. */
export type HandOverLinks = { screens: ReadonlySet<string>; legacySiteUrl: string }

/**
 * Where a link to a screen (by its route table name) leads: its v2 address, or, when the screen
 * hands over, the same screen on the legacy site, so a click does not stop at a page that only
 * says so.
 */
export function screenHref(name: string, params: Params, handOver?: HandOverLinks | null): string {
  const entry = routeNamed(name)
  if (handOver?.screens.has(name)) return legacySiteLink(handOver.legacySiteUrl, legacyHashPath({ entry, params }))
  const href = entry.v2 === null ? null : fillPattern(entry.v2, params)
  if (href === null) throw new Error(`${name} has no address with ${Object.keys(params).join(', ')}`)
  return href
}

/**
 * Where v1 `secure-redirect?url=…` leads (1-shell §2.2): an old address, as a path or a `#/` hash
 * link, goes to its new page; a v2 path stays; anything else (another site, a path the old site
 * never had, nothing) goes to `fallback`.
 */
export function secureRedirectTarget(search: string, fallback: string): string {
  const raw = new URLSearchParams(search).get('url') ?? ''
  const hash = raw.startsWith('/#/') ? raw.slice(1) : raw
  if (hash.startsWith('#/')) return translateHashLink(hash) ?? fallback
  const safe = safeRedirect(raw, '')
  if (!safe) return fallback
  const { pathname, search: query } = new URL(safe, 'http://site.invalid')
  if (pathname === '/v2' || pathname.startsWith('/v2/')) return matchV2(pathname) ? safe : fallback
  return resolveV1(pathname, query)?.to ?? fallback
}
