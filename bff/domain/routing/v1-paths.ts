// Old paths, new pages: the legacy site's paths (/show-entry/12) reach this server as real paths,
// and its hash links carry the same paths; both resolve through the route table.

import { fillPattern, matchV1, type Match } from './route-table'

/** Old-only screens get a placeholder in the v2 shell at this prefix plus their old path. */
export const LEGACY_PLACEHOLDER_PREFIX = '/v2/legacy'

export type V1Target = Match & {
  /** The new address, query string kept. */
  to: string
  /** True for a v2 page (its address is final); false for the placeholder, which moves once built. */
  permanent: boolean
}

/** A path with single slashes and no trailing one ('/' for none). */
export function normalisePath(path: string): string {
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
