import type { core } from 'zod/v4'

import type { UserMessage } from '../views/message'

export type { UserMessage }

export type LegacyErrorKind =
  | 'business' // errNo > 0: the legacy site refused, with a text meant for the user
  | 'http' // non-2xx status
  | 'timeout' // connect, headers or body took too long
  | 'network' // connection refused, reset, DNS
  | 'contract' // the answer did not match its wire schema
  | 'auth-expired' // 401: the token is no longer valid
  | 'unavailable' // circuit breaker open: the legacy site is failing, we do not try

/**
 * One error class for every failed legacy call. `kind` is the discriminant: checks use
 * `isLegacyError(e, kind)` (not instanceof, which breaks across bundles).
 * `message` is for logs only; `userMessage` is what a page may show.
 */
export class LegacyError extends Error {
  readonly legacyError = true
  constructor(
    readonly kind: LegacyErrorKind,
    readonly endpoint: string,
    message: string,
    readonly detail: {
      status?: number
      errNo?: number
      userMessage?: string
      issues?: core.$ZodIssue[]
      bodySnippet?: string
      upstreamRequestId?: string
      /** A timeout because the request's deadline (REQUEST_DEADLINE_MS) ran out, not one call's own time-out. */
      deadline?: boolean
      /** 'http' 404 with WordPress's `rest_no_route`: the legacy site has no such call (not a fault). */
      noRoute?: boolean
      /** 'unavailable': the breaker opened on a slow spell (time-outs), not on faults. */
      slow?: boolean
      cause?: unknown
    } = {},
  ) {
    super(message)
    this.name = 'LegacyError'
  }

  get status(): number | undefined {
    return this.detail.status
  }

  /**
   * What a page may show, as a translation key (the `errors` namespace of app/locales) with its
   * values, or the legacy site's own text for a business error. Never a body, a stack or a token.
   */
  get userMessage(): UserMessage {
    switch (this.kind) {
      case 'business':
        return this.detail.userMessage ? { text: this.detail.userMessage } : { key: 'errors.generic' }
      case 'http':
        return { key: 'errors.http', values: { status: this.detail.status ?? 'Server ERROR' } }
      case 'timeout':
      case 'network':
        return { key: 'errors.unavailable' }
      case 'unavailable':
        return { key: this.detail.slow ? 'errors.slow' : 'errors.unavailable' }
      case 'contract':
        return { key: 'errors.contract' }
      case 'auth-expired':
        return { key: 'errors.sessionExpired' }
    }
  }
}

export function isLegacyError(e: unknown, kind?: LegacyErrorKind): e is LegacyError {
  return (
    typeof e === 'object' &&
    e !== null &&
    (e as { legacyError?: unknown }).legacyError === true &&
    (kind === undefined || (e as LegacyError).kind === kind)
  )
}
