/**
 * What an error page may show a developer (`npm start` runs in development): the error and its
 * stack, with no legacy address and no secret in them. Production pages show neither anyway.
 */
import { scrubSecrets } from '../domain/text/scrub-secrets'

const LEGACY = '[legacy site]'

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The ways an address appears in an error text: its origin, host:port, or host alone. */
function addressPatterns(addresses: string[]): RegExp[] {
  const patterns: RegExp[] = []
  for (const address of addresses) {
    try {
      const url = new URL(address)
      const host = url.hostname.replace(/^\[|\]$/g, '')
      patterns.push(new RegExp(`${escape(url.protocol)}//${escape(url.host)}`, 'gi'))
      if (url.port) patterns.push(new RegExp(`\\[?${escape(host)}\\]?:${url.port}\\b`, 'g'))
      patterns.push(new RegExp(`(?<![\\w.-])${escape(host)}(?![\\w-])`, 'gi'))
    } catch {
      // Not an address: nothing of it to hide.
    }
  }
  return patterns
}

/** The text without the legacy site's address or any credential (the log scrubber's rules). */
export function scrubText(text: string, legacyAddresses: string[]): string {
  let out = scrubSecrets(text)
  for (const pattern of addressPatterns(legacyAddresses)) out = out.replace(pattern, LEGACY)
  return out
}

/**
 * Scrubs, in place, what Remix serialises of an error for the page (its message and stack; the
 * text of a thrown error response): it runs before the error is sent, in every mode.
 */
export function scrubError(error: unknown, legacyAddresses: string[]): void {
  if (error instanceof Error) {
    error.message = scrubText(error.message, legacyAddresses)
    if (error.stack) error.stack = scrubText(error.stack, legacyAddresses)
    return
  }
  if (typeof error === 'object' && error !== null) {
    const response = error as { data?: unknown; error?: unknown; statusText?: unknown }
    if (typeof response.data === 'string') response.data = scrubText(response.data, legacyAddresses)
    if (response.error instanceof Error) scrubError(response.error, legacyAddresses)
  }
}
