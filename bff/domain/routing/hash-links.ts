// Old addresses, new pages. The legacy site routed in the hash (/#/show-entry/12); its paths
// also reach this server as real paths (/show-entry/12). Both resolve through the route table.

import { fillPattern, matchV1, matchV2, type Match } from './route-table'
import { safeRedirect } from './safe-redirect'

/** Old-only screens get a placeholder in the v2 shell at this prefix plus their old path. */
export const LEGACY_PLACEHOLDER_PREFIX = '/v2/legacy'

export type V1Target = Match & {
  /** The new address, query string kept. */
  to: string
  /** True for a v2 page (its address is final); false for the placeholder, which moves once built. */
  permanent: boolean
}

function normalisePath(path: string): string {
  return (
    '/' +
    path
      .split('/')
      .filter((s) => s !== '')
      .join('/')
  )
}

/** Where an old path (and its query) goes in the new app; null for a path the old site never had. */
export function resolveV1(path: string, search = ''): V1Target | null {
  const match = matchV1(path)
  if (!match) return null
  const { entry, params } = match
  if (entry.v2) {
    const query = new URLSearchParams(search)
    const filled = { ...params }
    let consumed = false
    // v1 `entry?comporgid=1&compid=2` carries the id in the query: it moves into the path.
    for (const [param, key] of Object.entries(entry.fromQuery ?? {})) {
      const value = query.get(key)
      if (filled[param] === undefined && value) {
        filled[param] = value
        query.delete(key)
        consumed = true
      }
    }
    const to = fillPattern(entry.v2, filled)
    if (to) {
      // An untouched query is passed on byte for byte.
      const rest = consumed ? `?${query}`.replace(/^\?$/, '') : search
      return { entry, params: filled, to: to + rest, permanent: true }
    }
  }
  const placeholder = LEGACY_PLACEHOLDER_PREFIX + (normalisePath(path) === '/' ? '' : normalisePath(path))
  return { entry, params, to: placeholder + search, permanent: false }
}

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
