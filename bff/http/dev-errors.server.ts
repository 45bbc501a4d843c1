/**
 * What an error page may show a developer (`npm start` runs in development): the error and its
 * stack, with no legacy address and no secret in them. Production pages show neither anyway.
 * Nothing here writes to an error it is given (decision 067).
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
 * What Remix may serialise of an error for a page, scrubbed: a copy of an Error with its message
 * and stack scrubbed, the original as its cause. The original is never written: an error's message
 * may be a getter only (a DOMException's, an AbortSignal's reason), and rewriting it throws.
 * Anything that is not an Error comes back as it is.
 */
export function scrubbedError(error: unknown, legacyAddresses: string[]): unknown {
  if (!(error instanceof Error)) return error
  const message = String(error.message)
  const stack = typeof error.stack === 'string' ? error.stack : undefined
  const scrubbedMessage = scrubText(message, legacyAddresses)
  const scrubbedStack = stack === undefined ? undefined : scrubText(stack, legacyAddresses)
  if (scrubbedMessage === message && scrubbedStack === stack) return error
  const copy = new Error(scrubbedMessage, { cause: error })
  copy.name = String(error.name)
  copy.stack = scrubbedStack ?? `${copy.name}: ${scrubbedMessage}`
  return copy
}
