// Open-redirect guard for values such as ?redirectFrom=. Only same-site relative paths pass.

// Raw value: printable ASCII only. Browsers strip tabs and newlines inside URLs ("/\t/evil"
// becomes "//evil"), and non-Latin-1 characters make a Location header throw.
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\x00-\x1f\x7f]/

function isSameSitePath(path: string): boolean {
  return (
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.includes('\\') &&
    !CONTROL_CHARACTER.test(path)
  )
}

function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

/**
 * Returns `to` when it is a path on this site ("/v2/home?x=1#a"), else `fallback`.
 * The check is repeated after one round of percent-decoding so that "/%2F%2Fevil.example"
 * or "/%5Cevil.example" cannot become protocol-relative further down the line.
 */
export function safeRedirect(to: unknown, fallback = '/'): string {
  if (typeof to !== 'string' || !PRINTABLE_ASCII.test(to) || !isSameSitePath(to)) return fallback
  const decoded = decodeOnce(to)
  if (decoded === null || !isSameSitePath(decoded)) return fallback
  return to
}
