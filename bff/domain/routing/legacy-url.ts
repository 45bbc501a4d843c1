/**
 * Legacy pages and images are often given as paths on the legacy host ('/resources/logo.png').
 * The new app runs on another host, so they are made absolute; only http(s) addresses pass.
 */
export function legacyAssetUrl(path: string | null | undefined, legacyBase: string): string | null {
  const value = path?.trim()
  if (!value) return null
  try {
    const url = new URL(value, `${legacyBase.replace(/\/+$/, '')}/`)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null
  } catch {
    return null
  }
}
