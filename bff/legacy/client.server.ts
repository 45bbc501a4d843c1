import { setMaxListeners } from 'node:events'
import CircuitBreaker from 'opossum'
import { Agent, errors as undiciErrors, request, type Dispatcher } from 'undici'
import { z } from 'zod/v4'
import type { Deadline } from '../deadline'
import { scrubSecrets } from '../domain/text/scrub-secrets'
import { LegacyError, isLegacyError } from './errors'
import { multipartBody, type UploadFile } from './multipart'
import { createReadAnswers } from './read-answers.server'
import { createVariantLog, type VariantLog } from './variants'
import { isRecord } from './wire'

export const REST_BASE = '/wp-json/e4s'
export const PHP_BASE = '/entry/php'
export const rest = (path: string) => `${REST_BASE}${path}`
export const php = (path: string) => `${PHP_BASE}${path}`

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'
export type Query = Record<string, string | number | boolean | undefined>

export type LegacyCall<T> = {
  /** Stable name for logs and metrics, e.g. 'config.public'. */
  endpoint: string
  method: HttpMethod
  /** Path from the legacy host, built with rest() or php(). */
  path: string
  query?: Query
  body?: unknown
  /** One file sent as multipart/form-data (the upload call), in place of a JSON body. */
  file?: UploadFile
  /** 'required': refuse to call without a session token; 'optional': send it when there is one. */
  auth: 'none' | 'optional' | 'required'
  /** Schema of the whole answer body. */
  schema: z.ZodType<T>
  /** true (default) when the answer is the {errNo, error, message, data, meta} envelope. */
  envelope?: boolean
  /**
   * An auth endpoint (token, logout, register, password reset): its answer may carry a token or
   * echo a password, so no part of its body is kept in an error, hence never logged.
   */
  secret?: boolean
  /**
   * The variant shapes a (parsed) answer uses where the spec is silent, e.g. 'token:jwt'; each is
   * logged once an hour as a `contract` warning so the real site's shape can be learnt.
   */
  variants?: (json: unknown) => readonly string[]
  /**
   * A write whose answer the BFF does not need (schema writeAnswerSchema): its answer is read for
   * what happened upstream, not parsed for a shape. errNo above 0 or `success: false` is a
   * refusal; any other 2xx answer (an empty body, 204, a plain text, `{}`, another envelope) is a
   * write that landed, its shape noted as a variant. Only a page (HTML), broken JSON or `false`
   * leaves the outcome unknown (a contract error), so a money write can read back before a second try.
   */
  outcomeOnly?: boolean
  /** Reads a 2xx answer that is not JSON (e.g. the mini-cart as bare HTML) as the JSON it stands for; undefined declines. */
  fromText?: (text: string) => unknown
  /**
   * A write: the legacy paths (prefixes) whose answers it changes, so the request reads them again
   * and nothing else. Without it, a write makes everything the request read (and the user's short
   * cache) stale.
   */
  changes?: readonly string[]
  /**
   * A call known to take long (a report): its headers and body may each take this long instead of
   * the configured time-outs. The caller's deadline still bounds it.
   */
  slowMs?: number
}

export type UpstreamObservation = {
  endpoint: string
  outcome: 'ok' | LegacyError['kind']
  ms: number
}

export type LegacyClientOptions = {
  baseUrl: string
  connectTimeoutMs: number
  headersTimeoutMs: number
  bodyTimeoutMs: number
  getRetries: number
  breakerThreshold: number
  breakerResetMs: number
  /** Tests pass undici's MockAgent here. */
  dispatcher?: Dispatcher
  /** Back-off base for retries; tests shorten it. */
  retryBaseMs?: number
  /** A retry is not started with less than this left of the request's deadline (default 250). */
  minAttemptMs?: number
  onObserve?: (o: UpstreamObservation) => void
  onCircuitChange?: (state: 'closed' | 'open' | 'half-open') => void
  log?: { warn(obj: object, msg: string): void; debug(obj: object, msg: string): void }
  /** Where variant shapes are noted; by default one warning per variant per endpoint per hour on `log`. */
  variantLog?: VariantLog
}

/** What one request to the BFF knows: its id, its session token (if any), where timings go. */
export type LegacyRequestScope = {
  requestId?: string
  token?: string
  /** The request's deadline: every attempt, retry and back-off fits in what is left of it. */
  deadline?: Deadline
  onTiming?: (endpoint: string, ms: number) => void
}

export type LegacyCaller = {
  call<T>(spec: LegacyCall<T>): Promise<T>
  readonly hasToken: boolean
}

const looseEnvelope = z.object({
  errNo: z.coerce.number().optional(),
  error: z.unknown().optional(),
  message: z.unknown().optional(),
})

type RawAnswer = { status: number; text: string; upstreamRequestId?: string }

type SendOptions = Omit<Dispatcher.RequestOptions, 'signal'> & {
  endpoint: string
  secret: boolean
  budgetMs: number
  slowMs?: number
  signal?: AbortSignal
}

const SNIPPET_CHARS = 300
/** Scrubbed before it is cut, so a secret cut in half is still recognised; bounded for large bodies. */
const SCRUB_WINDOW_CHARS = 2000

/** The one way to reach the legacy API: pool, time-outs, GET retries, breaker, typed errors. */
export class LegacyClient {
  private readonly dispatcher: Dispatcher
  private readonly breaker: CircuitBreaker<[string, SendOptions], RawAnswer>
  private readonly origin: string
  private readonly variantLog: VariantLog
  /** The failures the breaker counted since it last closed, by whether they were time-outs. */
  private readonly failuresSinceClosed = { slow: 0, other: 0 }
  /** Whether the breaker opened on a slow spell (time-outs, not refusals or faults). */
  private openedOnSlowness = false
  private readonly readAnswers = createReadAnswers({ maxChars: 4_000_000, maxEntries: 256 })

  constructor(private readonly options: LegacyClientOptions) {
    this.origin = new URL(options.baseUrl).origin
    this.variantLog = options.variantLog ?? createVariantLog({ log: options.log })
    this.dispatcher =
      options.dispatcher ??
      new Agent({
        connect: { timeout: options.connectTimeoutMs },
        keepAliveTimeout: 10_000,
        connections: 32,
        pipelining: 1,
      })
    this.breaker = new CircuitBreaker((url: string, opts: SendOptions) => this.send(url, opts), {
      // Time-outs are undici's job. send() throws only for an unhealthy upstream (transport
      // failure or 5xx), so every error it counts is one; refusals pass through as answers.
      timeout: false,
      resetTimeout: options.breakerResetMs,
      volumeThreshold: options.breakerThreshold,
      errorThresholdPercentage: 50,
      rollingCountTimeout: 10_000,
    })
    this.breaker.on('failure', (err: unknown) => {
      if (isLegacyError(err, 'timeout')) this.failuresSinceClosed.slow += 1
      else this.failuresSinceClosed.other += 1
    })
    this.breaker.on('open', () => {
      const { slow, other } = this.failuresSinceClosed
      this.openedOnSlowness = slow > 0 && slow >= other
      options.onCircuitChange?.('open')
    })
    this.breaker.on('halfOpen', () => options.onCircuitChange?.('half-open'))
    this.breaker.on('close', () => {
      this.failuresSinceClosed.slow = 0
      this.failuresSinceClosed.other = 0
      this.openedOnSlowness = false
      options.onCircuitChange?.('closed')
    })
  }

  get circuitState(): 'closed' | 'open' | 'half-open' {
    if (this.breaker.opened) return 'open'
    if (this.breaker.halfOpen) return 'half-open'
    return 'closed'
  }

  /** A caller bound to one BFF request: the only place a session token is attached. */
  scoped(scope: LegacyRequestScope): LegacyCaller {
    return {
      hasToken: Boolean(scope.token),
      call: (spec) => this.call(spec, scope),
    }
  }

  async call<T>(spec: LegacyCall<T>, scope: LegacyRequestScope = {}): Promise<T> {
    const started = performance.now()
    try {
      const value = await this.callWithRetries(spec, scope)
      this.observe(spec.endpoint, 'ok', started, scope)
      return value
    } catch (err) {
      const error = isLegacyError(err) ? err : new LegacyError('network', spec.endpoint, String(err), { cause: err })
      this.observe(spec.endpoint, error.kind, started, scope)
      this.options.log?.warn(
        {
          endpoint: spec.endpoint,
          kind: error.kind,
          status: error.detail.status,
          errNo: error.detail.errNo,
          issues: error.detail.issues,
          bodySnippet: error.kind === 'business' || spec.secret ? undefined : error.detail.bodySnippet,
          deadline: error.detail.deadline,
          upstreamRequestId: error.detail.upstreamRequestId,
          requestId: scope.requestId,
        },
        'legacy call failed',
      )
      throw error
    }
  }

  private async callWithRetries<T>(spec: LegacyCall<T>, scope: LegacyRequestScope): Promise<T> {
    const attempts = spec.method === 'GET' ? this.options.getRetries + 1 : 1
    for (let attempt = 1; ; attempt++) {
      const budgetMs = scope.deadline ? scope.deadline.remaining() : Number.POSITIVE_INFINITY
      if (budgetMs <= 0) throw deadlineError(spec.endpoint)
      try {
        return await this.callOnce(spec, scope, budgetMs)
      } catch (err) {
        if (attempt >= attempts || !isRetryable(err) || (isLegacyError(err) && err.detail.deadline)) throw err
        const base = this.options.retryBaseMs ?? 100
        const backOffMs = base * 2 ** (attempt - 1) * (0.5 + Math.random())
        // No back-off past the deadline, and no retry that would start with too little time to finish.
        if (scope.deadline && scope.deadline.remaining() - backOffMs < (this.options.minAttemptMs ?? 250)) throw err
        await sleep(backOffMs)
      }
    }
  }

  private async callOnce<T>(spec: LegacyCall<T>, scope: LegacyRequestScope, budgetMs: number): Promise<T> {
    if (spec.auth === 'required' && !scope.token) {
      throw new LegacyError('auth-expired', spec.endpoint, 'no session token for an authenticated call')
    }
    const url = new URL(spec.path, this.origin)
    for (const [k, v] of Object.entries(spec.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v))

    const headers: Record<string, string> = { accept: 'application/json' }
    if (scope.requestId) headers['x-request-id'] = scope.requestId
    if (scope.token && spec.auth !== 'none') headers.authorization = `Bearer ${scope.token}`
    let body: string | Buffer | undefined
    if (spec.file) {
      const multipart = multipartBody(spec.file)
      body = multipart.body
      headers['content-type'] = multipart.contentType
    } else if (spec.body !== undefined) {
      body = JSON.stringify(spec.body)
      headers['content-type'] = 'application/json'
    }

    let answer: RawAnswer
    try {
      answer = await this.breaker.fire(url.toString(), {
        endpoint: spec.endpoint,
        secret: spec.secret === true,
        budgetMs,
        signal: scope.deadline && deadlineSignal(scope.deadline),
        slowMs: spec.slowMs,
        method: spec.method,
        path: url.pathname,
        headers,
        body,
      })
    } catch (err) {
      if (isLegacyError(err)) throw err
      if ((err as { code?: string }).code === 'EOPENBREAKER') {
        // Opened on a slow spell, the page says the site was slow, not that it does not answer.
        throw new LegacyError('unavailable', spec.endpoint, `circuit open: legacy site ${this.openedOnSlowness ? 'slow' : 'failing'}`, {
          slow: this.openedOnSlowness,
        })
      }
      throw new LegacyError('network', spec.endpoint, String(err), { cause: err })
    }
    return this.interpret(spec, answer)
  }

  private async send(url: string, opts: SendOptions): Promise<RawAnswer> {
    // The request's deadline bounds the whole attempt: connect, headers and body.
    const { endpoint, budgetMs, signal } = opts
    const headersTimeoutMs = opts.slowMs ?? this.options.headersTimeoutMs
    const bodyTimeoutMs = opts.slowMs ?? this.options.bodyTimeoutMs
    try {
      const res = await request(url, {
        dispatcher: this.dispatcher,
        method: opts.method,
        headers: opts.headers,
        body: opts.body,
        headersTimeout: Math.min(headersTimeoutMs, budgetMs),
        bodyTimeout: Math.min(bodyTimeoutMs, budgetMs),
        signal,
      })
      const text = await res.body.text()
      const upstreamRequestId = headerValue(res.headers['x-request-id'])
      if (res.statusCode >= 500) {
        throw new LegacyError('http', endpoint, `legacy answered ${res.statusCode}`, {
          status: res.statusCode,
          bodySnippet: opts.secret ? undefined : snippetOf(text),
          upstreamRequestId,
        })
      }
      return { status: res.statusCode, text, upstreamRequestId }
    } catch (err) {
      if (isLegacyError(err)) throw err
      if (signal?.aborted) throw deadlineError(endpoint, err)
      // A time-out shortened to what was left of the deadline is the deadline's doing.
      if (
        (err instanceof undiciErrors.HeadersTimeoutError && budgetMs < headersTimeoutMs) ||
        (err instanceof undiciErrors.BodyTimeoutError && budgetMs < bodyTimeoutMs)
      ) {
        throw deadlineError(endpoint, err)
      }
      throw toTransportError(endpoint, err)
    }
  }

  private interpret<T>(spec: LegacyCall<T>, answer: RawAnswer): T {
    const { status, text, upstreamRequestId } = answer
    // Only when an error is thrown: scrubbing is not free, and most answers are fine.
    const snippet = () => (spec.secret ? undefined : snippetOf(text))
    if (status === 401) {
      throw new LegacyError('auth-expired', spec.endpoint, 'legacy answered 401', { status, upstreamRequestId })
    }
    const variants: string[] = []
    if (spec.outcomeOnly && status < 300) return this.outcome(spec, answer, variants)
    // A read answered before with this very text has the same value (read-answers.server.ts); an
    // auth call's answer is not kept past its request.
    const reusable = spec.method === 'GET' && status < 300 && !spec.secret
    const known = reusable ? this.readAnswers.get(spec.endpoint, spec.schema, text) : undefined
    if (known) {
      if (known.variants.length > 0) this.variantLog.note(spec.endpoint, known.variants)
      return known.value as T
    }
    let json: unknown
    try {
      json = text.length === 0 ? undefined : JSON.parse(text)
    } catch {
      const read = status < 300 ? spec.fromText?.(text) : undefined
      if (read !== undefined) {
        json = read
        variants.push('body:not-json')
      } else if (status >= 400) {
        throw new LegacyError('http', spec.endpoint, `legacy answered ${status}`, { status, bodySnippet: snippet(), upstreamRequestId })
      } else {
        throw new LegacyError('contract', spec.endpoint, 'answer is not JSON', { status, bodySnippet: snippet(), upstreamRequestId })
      }
    }
    if (spec.envelope !== false) {
      const head = looseEnvelope.safeParse(json)
      if (head.success && (head.data.errNo ?? 0) > 0) {
        const userText = firstText(head.data.error, head.data.message)
        throw new LegacyError('business', spec.endpoint, `errNo ${head.data.errNo}`, {
          status,
          errNo: head.data.errNo,
          userMessage: userText,
          upstreamRequestId,
        })
      }
    }
    if (status >= 400) {
      throw new LegacyError('http', spec.endpoint, `legacy answered ${status}`, {
        status,
        noRoute: status === 404 && (json as { code?: unknown } | undefined)?.code === 'rest_no_route' ? true : undefined,
        bodySnippet: snippet(),
        userMessage: firstText((json as { message?: unknown })?.message),
        upstreamRequestId,
      })
    }
    const parsed = spec.schema.safeParse(json)
    if (!parsed.success) {
      throw new LegacyError('contract', spec.endpoint, 'answer did not match its schema', {
        status,
        issues: parsed.error.issues.slice(0, 10),
        bodySnippet: snippet(),
        upstreamRequestId,
      })
    }
    if (spec.variants) variants.push(...spec.variants(json))
    if (variants.length > 0) this.variantLog.note(spec.endpoint, variants)
    if (reusable) this.readAnswers.set(spec.endpoint, text, { schema: spec.schema, value: parsed.data, variants })
    return parsed.data
  }

  /** A write's outcome from its 2xx answer (see LegacyCall.outcomeOnly). */
  private outcome<T>(spec: LegacyCall<T>, answer: RawAnswer, variants: string[]): T {
    const { status, text, upstreamRequestId } = answer
    const unknownOutcome = (message: string) =>
      new LegacyError('contract', spec.endpoint, message, {
        status,
        bodySnippet: spec.secret ? undefined : snippetOf(text),
        upstreamRequestId,
      })
    let json: unknown = {}
    const trimmed = text.trim()
    if (trimmed === '') variants.push(status === 204 ? 'write:204' : 'write:empty')
    else {
      try {
        json = JSON.parse(trimmed)
      } catch {
        // A page (a login form, a PHP notice) or broken JSON says neither done nor refused.
        if (/^[<{["]/.test(trimmed)) throw unknownOutcome('write answered neither an outcome nor JSON')
        variants.push('write:text')
      }
    }
    if (json === false) throw unknownOutcome('write answered false')
    if (!isRecord(json)) {
      variants.push(`write:${json === null ? 'null' : typeof json}`)
      json = {}
    }
    const head = looseEnvelope.safeParse(json)
    const errNo = head.success ? (head.data.errNo ?? 0) : 0
    const record = json as Record<string, unknown>
    if (errNo > 0 || record.success === false) {
      throw new LegacyError('business', spec.endpoint, errNo > 0 ? `errNo ${errNo}` : 'success false', {
        status,
        errNo: errNo > 0 ? errNo : undefined,
        userMessage: firstText(record.error, record.message, isRecord(record.data) ? record.data.message : undefined),
        upstreamRequestId,
      })
    }
    if (!('errNo' in record) && Object.keys(record).length > 0) variants.push('write:other-envelope')
    const parsed = spec.schema.safeParse(json)
    if (!parsed.success) throw unknownOutcome('write outcome did not match its schema')
    if (variants.length > 0) this.variantLog.note(spec.endpoint, variants)
    return parsed.data
  }

  private observe(endpoint: string, outcome: UpstreamObservation['outcome'], started: number, scope: LegacyRequestScope) {
    const ms = performance.now() - started
    this.options.onObserve?.({ endpoint, outcome, ms })
    scope.onTiming?.(endpoint, ms)
  }

  async close(): Promise<void> {
    this.breaker.shutdown()
    if (!this.options.dispatcher) await this.dispatcher.close()
  }
}

function isRetryable(err: unknown): boolean {
  if (!isLegacyError(err)) return false
  if (err.kind === 'timeout' || err.kind === 'network') return true
  return err.kind === 'http' && (err.status ?? 0) >= 500
}

function toTransportError(endpoint: string, err: unknown): LegacyError {
  if (
    err instanceof undiciErrors.ConnectTimeoutError ||
    err instanceof undiciErrors.HeadersTimeoutError ||
    err instanceof undiciErrors.BodyTimeoutError
  ) {
    return new LegacyError('timeout', endpoint, (err as Error).message, { cause: err })
  }
  return new LegacyError('network', endpoint, (err as Error)?.message ?? String(err), { cause: err })
}

const deadlineSignals = new WeakMap<Deadline, AbortSignal>()

/**
 * The signal that aborts a request's legacy calls when its deadline ends: one per deadline, made at
 * its first call. The deadline ends at one moment for every call and retry, and each
 * AbortSignal.timeout cost some 10 µs, with a timer and a finalizer kept until it fires (decision 086).
 */
function deadlineSignal(deadline: Deadline): AbortSignal {
  let signal = deadlineSignals.get(deadline)
  if (!signal) {
    signal = AbortSignal.timeout(Math.max(1, Math.floor(deadline.remaining())))
    // Each call in flight listens to it: a page's calls run side by side.
    setMaxListeners(0, signal)
    deadlineSignals.set(deadline, signal)
  }
  return signal
}

function deadlineError(endpoint: string, cause?: unknown): LegacyError {
  return new LegacyError('timeout', endpoint, 'request deadline reached', { deadline: true, cause })
}

/** The start of a body, for logs: credentials scrubbed, then cut. */
function snippetOf(text: string): string {
  return scrubSecrets(text.slice(0, SCRUB_WINDOW_CHARS)).slice(0, SNIPPET_CHARS)
}

function headerValue(h: string | string[] | undefined): string | undefined {
  return Array.isArray(h) ? h[0] : h
}

function firstText(...values: unknown[]): string | undefined {
  for (const v of values) if (typeof v === 'string' && v.trim()) return scrubSecrets(stripTags(v.trim()))
  return undefined
}

/** Legacy texts sometimes carry markup (<strong>Error:</strong>); the user sees plain text. */
function stripTags(s: string): string {
  return s
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/**
 * The answer of a write whose answer is not needed (LegacyCall.outcomeOnly): any object reads,
 * its errNo and message kept where they are what the envelope says.
 */
export const writeAnswerSchema = z.preprocess(
  (v) => (isRecord(v) ? v : {}),
  z.object({
    errNo: z.coerce.number().catch(0),
    message: z.string().nullish().catch(null),
    data: z.unknown().optional(),
  }),
)
export type WriteAnswer = z.infer<typeof writeAnswerSchema>

/** The {errNo, error, message, data, meta} envelope with typed data and meta. */
export function envelope<D extends z.ZodType, M extends z.ZodType = z.ZodOptional<z.ZodUnknown>>(data: D, meta?: M) {
  return z.object({
    errNo: z.coerce.number().default(0),
    error: z.string().nullish(),
    message: z.string().nullish(),
    data,
    meta: (meta ?? z.unknown().optional()) as M,
  })
}
