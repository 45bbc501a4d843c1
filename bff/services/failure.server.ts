import { scrubbedError } from '../http/dev-errors.server'
import { handOverAfter, handOverFirst } from './hand-over.server'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { isLegacyError, type LegacyError, type UserMessage } from '../legacy/errors'
import { HOME_PATH } from '../session/paths'

/**
 * What a page shows when a legacy call failed, as its error boundary or a section reads it.
 * `retry`: the same address may well work in a moment (slow or unreachable legacy site).
 * `notify`: the message is the legacy site's own text (errNo > 0), shown as an error notification.
 */
export type PageFailure = { message: UserMessage; retry: boolean; notify: boolean }

/** A failed call as the user gets it: the page's status and its failure. */
export type Failure = PageFailure & { status: number }

/** The longest legacy text a page shows (a stray body is not a message). */
const MAX_TEXT = 300

// The legacy site's refusals say "… not found" when the thing asked for does not exist.
const NOT_FOUND = /\bnot found\b/i

/**
 * A legacy error text as plain, bounded text: no markup, no control characters, no bearer token or
 * JWT-shaped string, no address.
 */
export function legacyText(raw: string | undefined): string | null {
  if (!raw) return null
  const text = raw
    .replace(/<[^>]*>/g, ' ')
    .replace(/https?:\/\/\S+/gi, '')
    .replace(/\bBearer\s+\S+/gi, '')
    .replace(/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (!text) return null
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text
}

/**
 * The one mapping from a failed legacy call to what the user gets. 404 only when the legacy site
 * said the thing does not exist; an upstream fault is never a 500: slow is 504, unreachable 503,
 * unreadable or failing 502, a refusal (errNo > 0) 422 with the site's own text.
 */
export function failureOf(err: LegacyError): Failure {
  switch (err.kind) {
    case 'business': {
      const text = legacyText(err.detail.userMessage)
      return {
        status: text && NOT_FOUND.test(text) ? 404 : 422,
        message: text ? { text } : { key: 'errors.generic' },
        retry: false,
        notify: text !== null,
      }
    }
    case 'http':
      return {
        status: 502,
        message: { key: 'errors.http', values: { status: err.detail.status ?? 'Server ERROR' } },
        retry: true,
        notify: false,
      }
    case 'timeout':
      return { status: 504, message: { key: 'errors.slow' }, retry: true, notify: false }
    case 'unavailable':
      // The breaker opened on a slow spell: the site was slow, not silent.
      if (err.detail.slow) return { status: 504, message: { key: 'errors.slow' }, retry: true, notify: false }
      return { status: 503, message: { key: 'errors.unavailable' }, retry: true, notify: false }
    case 'network':
      return { status: 503, message: { key: 'errors.unavailable' }, retry: true, notify: false }
    case 'contract':
      return { status: 502, message: { key: 'errors.contract' }, retry: true, notify: false }
    case 'auth-expired':
      return { status: 401, message: { key: 'errors.sessionExpired' }, retry: false, notify: false }
  }
}

/** What a post that changes something answers: done (maybe with a message), or refused with its status and message. */
export type Outcome = { ok: true; message?: UserMessage } | { ok: false; status: number; message: UserMessage }

/** A post's refusal. */
export type Refusal = Extract<Outcome, { ok: false }>

/** How a post words what failed, where the shared wording does not suit it. */
export type Wording = {
  /** The message of a refusal, in place of the legacy site's own text (e.g. the spec's 'Code entered does not match.'). */
  refusal?: UserMessage
  /** The message of any other failure, in place of the shared one; its status stays. */
  fault?: UserMessage
  /** A 4xx answer and a 401 also say no (the identity service refuses credentials that way). */
  clientErrorsRefuse?: boolean
}

/** The legacy site said no: errNo > 0 or, where `clientErrors`, a 4xx answer or a 401. */
function isRefusal(err: LegacyError, clientErrors = false): boolean {
  if (err.kind === 'business') return true
  if (!clientErrors) return false
  return err.kind === 'auth-expired' || (err.kind === 'http' && (err.status ?? 500) < 500)
}

/**
 * Whether a failed write surely did not land: the legacy site refused it (errNo, a 4xx, a 401).
 * A time-out, a fault or an unreadable answer leaves its outcome unknown (decision 067).
 */
export function writeRefused(err: unknown): boolean {
  return isLegacyError(err) && isRefusal(err, true)
}

/**
 * Turns a failed legacy call into a post's refusal: a refusal answers `status` with the legacy
 * site's text (or `wording.refusal`), any other failure its own status and message (or
 * `wording.fault`). Anything that is not a legacy failure propagates.
 */
export function refused(err: unknown, status = 400, wording: Wording = {}): Refusal {
  if (!isLegacyError(err)) throw err
  const failure = failureOf(err)
  if (isRefusal(err, wording.clientErrorsRefuse)) return { ok: false, status, message: wording.refusal ?? failure.message }
  return { ok: false, status: failure.status, message: wording.fault ?? failure.message }
}

/**
 * A call whose failure the page can do without: any legacy failure gives `fallback` (a form
 * without suggestions, a filter without choices). Anything else propagates.
 */
export async function unlessFailed<T, F>(call: Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await call
  } catch (err) {
    if (isLegacyError(err)) return fallback
    throw err
  }
}

/**
 * A look-up of one thing that may not be there, or not be the user's: null when the legacy site
 * refuses it (errNo > 0) or answers 403 or 404. With `notFoundOnly`, only a refusal saying
 * "… not found" is absence; any other failure propagates.
 */
export async function orAbsent<T>(call: Promise<T>, options: { notFoundOnly?: boolean } = {}): Promise<T | null> {
  try {
    return await call
  } catch (err) {
    // A call the legacy site lacks is not a thing that is absent: its screen hands over (mapFailures).
    if (!isLegacyError(err) || err.detail.noRoute) throw err
    const absent = options.notFoundOnly
      ? failureOf(err).status === 404
      : err.kind === 'business' || (err.kind === 'http' && (err.status === 403 || err.status === 404))
    if (absent) return null
    throw err
  }
}

/** What a loader throws for its page's error boundary (status and failure), from any failed call. */
export function pageError(err: unknown): unknown {
  if (!isLegacyError(err)) return err
  // A 401 with a session was handled where the call was made (bff/context.server.ts); one without
  // a session (a public call refused) goes home, as 1-shell §4 says of every 401.
  if (err.kind === 'auth-expired') return redirect(HOME_PATH)
  const { status, ...failure } = failureOf(err)
  // A call the legacy site lacks: named, so the screen can hand over instead (mapFailures, decision 067).
  if (err.detail.noRoute) return data({ failure, missingCall: err.endpoint }, { status })
  return data({ failure }, { status })
}

/** An essential call: without it there is no page, so a failure goes to the page's error boundary. */
export async function essential<T>(call: Promise<T>): Promise<T> {
  try {
    return await call
  } catch (err) {
    throw pageError(err)
  }
}

/**
 * A route's loader or action with every call essential unless it says otherwise: whatever legacy
 * failure escapes it reaches the page's error boundary mapped (never a 500 for an upstream fault).
 */
export async function mapFailures<A extends { context?: unknown; request?: Request }, R>(
  handler: (args: A) => R | Promise<R>,
  args: A,
): Promise<Awaited<R>> {
  const context = args.context as AppLoadContext | undefined
  // A screen whose needed call the legacy site lacks hands over to it (decision 067).
  const handsOver = context?.config?.handOver !== undefined && args.request !== undefined
  if (handsOver) {
    const first = await handOverFirst(context, args.request!)
    if (first) throw first
  }
  try {
    return await handler(args)
  } catch (err) {
    const after = handsOver ? await handOverAfter(context!, args.request!, err) : null
    if (after) throw after
    // The missing call's name was for the hand-over only: the page gets the failure alone.
    const missing = err as { data?: { missingCall?: unknown; failure?: unknown }; init?: ResponseInit | null }
    if (missing?.data?.missingCall !== undefined) throw data({ failure: missing.data.failure }, missing.init ?? undefined)
    // Any other error (a bug) reaches Remix as a scrubbed copy: a development page shows its
    // message and stack, and the original error is never rewritten.
    const config = context?.config
    throw pageError(config ? scrubbedError(err, [config.legacyBaseUrl, config.legacySiteUrl]) : err)
  }
}

/** A section's content, or why it is empty. */
export type Section<T> = { value: T; failure: null } | { value: null; failure: PageFailure }

type Log = { warn(obj: object, msg: string): void }

/**
 * A secondary call: a failure (any kind) leaves its section empty with a message and the page
 * renders. A thrown Response (the session ending, a redirect) still goes through.
 */
export async function secondary<T>(ctx: { log: Log }, section: string, call: Promise<T>): Promise<Section<T>> {
  try {
    return { value: await call, failure: null }
  } catch (err) {
    if (!isLegacyError(err)) throw err
    ctx.log.warn({ section, kind: err.kind, endpoint: err.endpoint }, 'secondary call failed: section left empty')
    const { status: _status, ...failure } = failureOf(err)
    return { value: null, failure }
  }
}

/** The error notification a page shows for its sections' failures: the legacy site's own text (errNo > 0), if any. */
export function notification(failures: Array<PageFailure | null>): ({ level: 'error' } & UserMessage) | null {
  const first = failures.find((f) => f?.notify)
  return first ? { level: 'error', ...first.message } : null
}

/** A failure's message for a form or a notice (an action's refusal). */
export function failureMessage(err: LegacyError): UserMessage {
  return failureOf(err).message
}
