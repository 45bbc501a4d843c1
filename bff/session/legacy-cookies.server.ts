import type { WordpressCookie } from '../legacy/wp-login.server'

/** A legacy cookie the browser holds (name and path, never the value): what logout clears. */
export type LegacyCookieRef = { name: string; path: string }

export type LegacyCookieScope = {
  /** The legacy pages on this host that must know the user (LEGACY_COOKIE_PATHS). */
  paths: readonly string[]
  /** Production: https only. */
  secure: boolean
}

const CLEARED = 'Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT'

function attributes(path: string, secure: boolean): string {
  return `Path=${path}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

/**
 * WordPress's auth cookies as the browser gets them from the BFF: never readable by scripts,
 * SameSite=Lax, Secure in production, host-only (no Domain), and scoped to the legacy pages. A
 * cookie WordPress scoped to one of its own paths (/wp-admin, /wp-content/plugins) keeps it; one
 * it sets site-wide (the logged-in cookie, Path=/) goes to each legacy page path instead, so it
 * never reaches this app's pages.
 */
export function relayLegacyCookies(cookies: readonly WordpressCookie[], scope: LegacyCookieScope): { headers: string[]; refs: LegacyCookieRef[] } {
  const headers: string[] = []
  const refs: LegacyCookieRef[] = []
  for (const cookie of cookies) {
    const ownPath = cookie.path !== '/' && cookie.path.startsWith('/wp-')
    for (const path of ownPath ? [cookie.path] : scope.paths) {
      if (refs.some((r) => r.name === cookie.name && r.path === path)) continue
      refs.push({ name: cookie.name, path })
      headers.push(`${cookie.name}=${cookie.value}; ${attributes(path, scope.secure)}`)
    }
  }
  return { headers, refs }
}

/** Set-Cookie headers that make the browser forget these legacy cookies. */
export function clearLegacyCookies(refs: readonly LegacyCookieRef[], secure: boolean): string[] {
  const seen = new Set<string>()
  const headers: string[] = []
  for (const { name, path } of refs) {
    const key = `${name}\n${path}`
    if (seen.has(key)) continue
    seen.add(key)
    headers.push(`${name}=; ${attributes(path, secure)}; ${CLEARED}`)
  }
  return headers
}
