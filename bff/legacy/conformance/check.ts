import { tokenLogin } from '../auth.server'
import type { LegacyCall } from '../client.server'
import { multipartBody } from '../multipart'
import { NOT_IN_SPEC_CALLS } from '../not-in-spec'
import { isRecord } from '../wire'
import { keptCall, SIMULATOR_IDS, WIRE_CATALOGUE, type CallAs, type CatalogueEntry, type SampleIds } from './catalogue'
import { differences } from './differences'
import { CALL_STATUSES, CONFORMANCE_FORMAT, type CallResult, type CallStatus, type ConformanceReport } from './format'

/*
 * The legacy conformance check (decision 073): every call of the wire catalogue made against a
 * legacy site, read-only unless writes are asked for on a test competition. For each: whether the
 * route exists (WordPress's `404 rest_no_route`: missing), whether the answer parses with the
 * client's schema and where it differs, and how long it took. The JSON report's shape is
 * `ConformanceReport` (format CONFORMANCE_FORMAT); the app reads its missing calls at start-up.
 */

export type Account = { token: string } | { username: string; password: string }

export type ConformanceOptions = {
  baseUrl: string
  source: string
  /** The test account; `admin` (an organiser or administrator) defaults to it. */
  accounts: { user: Account; admin?: Account }
  ids?: Partial<SampleIds>
  /** Writes are made only with this: the test competition they are made on. */
  writes?: { compId: number }
  tokenPath?: string
  timeoutMs?: number
  catalogue?: readonly CatalogueEntry[]
  now?: () => Date
}

type Answer = { status: number; text: string; ms: number } | { error: string; ms: number }

const NOT_IN_SPEC = new Set(NOT_IN_SPEC_CALLS.map((c) => c.endpoint))

async function send(baseUrl: string, spec: LegacyCall<unknown>, token: string | undefined, defaultTimeoutMs: number): Promise<Answer> {
  // A call known to be slow (a report) gets its own time, as the client gives it.
  const timeoutMs = Math.max(defaultTimeoutMs, spec.slowMs ?? 0)
  const url = new URL(spec.path, new URL(baseUrl).origin)
  for (const [k, v] of Object.entries(spec.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v))
  const headers: Record<string, string> = { accept: 'application/json' }
  if (token && spec.auth !== 'none') headers.authorization = `Bearer ${token}`
  let body: string | Blob | undefined
  if (spec.file) {
    const multipart = multipartBody(spec.file)
    body = new Blob([new Uint8Array(multipart.body)])
    headers['content-type'] = multipart.contentType
  } else if (spec.body !== undefined) {
    body = JSON.stringify(spec.body)
    headers['content-type'] = 'application/json'
  }
  const started = performance.now()
  try {
    const res = await fetch(url, { method: spec.method, headers, body, signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' })
    const text = await res.text()
    return { status: res.status, text, ms: Math.round(performance.now() - started) }
  } catch (err) {
    const error = (err as Error)?.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'no answer (network)'
    return { error, ms: Math.round(performance.now() - started) }
  }
}

function errNoOf(json: unknown): number {
  if (!isRecord(json)) return 0
  const n = Number(json.errNo)
  return Number.isFinite(n) ? n : 0
}

/** Reads one answer as the legacy client would, into a status and the fields that differ. */
export function judge(spec: LegacyCall<unknown>, answer: Answer): Omit<CallResult, 'endpoint' | 'method' | 'path' | 'write' | 'inSpec'> {
  if ('error' in answer) return { status: 'failed', ms: answer.ms, differences: [], note: answer.error }
  const { status, text, ms } = answer
  const base = { httpStatus: status, ms }
  if (status >= 500) return { ...base, status: 'failed', differences: [], note: `legacy answered ${status}` }
  let json: unknown
  let isJson = true
  try {
    json = text.trim() === '' ? undefined : JSON.parse(text)
  } catch {
    isJson = false
  }
  if (status === 404 && isRecord(json) && json.code === 'rest_no_route') return { ...base, status: 'missing', differences: [] }
  if (status === 401 || status === 403) return { ...base, status: 'refused', differences: [], note: `legacy answered ${status}` }
  if (!isJson) {
    const read = status < 300 ? spec.fromText?.(text) : undefined
    if (read !== undefined) json = read
    else if (spec.outcomeOnly && status < 300 && !/^[<{["]/.test(text.trim())) json = {}
    else if (status >= 400) return { ...base, status: 'refused', differences: [], note: `legacy answered ${status}, not JSON` }
    else return { ...base, status: 'differs', differences: [], note: 'the answer is not JSON' }
  }
  if (spec.outcomeOnly && status < 300 && !isRecord(json)) json = json === false ? json : {}
  const errNo = spec.envelope === false && !spec.outcomeOnly ? 0 : errNoOf(json)
  if (errNo > 0 || (spec.outcomeOnly && isRecord(json) && json.success === false)) {
    return {
      ...base,
      status: 'refused',
      ...(errNo > 0 ? { errNo } : {}),
      differences: [],
      note: 'a business refusal: the shape is unchecked',
    }
  }
  if (status >= 400) return { ...base, status: 'refused', differences: [], note: `legacy answered ${status}` }
  const found = differences(spec.schema, json)
  if (found.parses) return { ...base, status: 'conforms', differences: found.differences.filter((d) => d.kind === 'extra') }
  return { ...base, status: 'differs', differences: found.differences }
}

function pathOnly(path: string): string {
  return path.split('?')[0] ?? path
}

async function login(
  options: ConformanceOptions,
  account: Account,
  tokenPath: string,
  timeoutMs: number,
): Promise<string | { error: string }> {
  if ('token' in account) return account.token
  const spec = keptCall((legacy) => tokenLogin(legacy, tokenPath, account))
  const answer = await send(options.baseUrl, spec, undefined, timeoutMs)
  if ('error' in answer) return { error: `could not log in: ${answer.error}` }
  try {
    const parsed = spec.schema.safeParse(JSON.parse(answer.text))
    if (parsed.success) return (parsed.data as { token: string }).token
  } catch {
    // Not JSON: the login failed as below.
  }
  return { error: `could not log in as the test account (legacy answered ${answer.status})` }
}

export async function runConformanceCheck(options: ConformanceOptions): Promise<ConformanceReport> {
  const tokenPath = options.tokenPath ?? '/wp-json/jwt-auth/v1/token'
  const timeoutMs = options.timeoutMs ?? 15_000
  const ids: SampleIds = { ...SIMULATOR_IDS, ...options.ids }
  const writeIds: SampleIds | null = options.writes ? { ...ids, compId: options.writes.compId } : null
  const catalogue = options.catalogue ?? WIRE_CATALOGUE
  const user = await login(options, options.accounts.user, tokenPath, timeoutMs)
  const admin = options.accounts.admin ? await login(options, options.accounts.admin, tokenPath, timeoutMs) : user
  const tokens: Record<CallAs, string | { error: string } | undefined> = { none: undefined, user, admin }

  // Reads first, so that what they read is the site as it was; then writes, in catalogue order (logout last).
  const order = [...catalogue.filter((e) => !e.write), ...catalogue.filter((e) => e.write)]
  const results = new Map<string, CallResult>()
  for (const entry of order) {
    const spec = entry.call(entry.write && writeIds ? writeIds : ids, {
      tokenPath,
      ...('password' in options.accounts.user ? { login: options.accounts.user } : {}),
    })
    const head = {
      endpoint: entry.endpoint,
      method: spec.method,
      path: pathOnly(spec.path),
      write: entry.write,
      inSpec: !NOT_IN_SPEC.has(entry.endpoint),
    }
    const token = tokens[entry.as]
    if (entry.write && (!writeIds || entry.never)) {
      results.set(entry.endpoint, {
        ...head,
        status: 'not-tried',
        differences: [],
        note: entry.never ? `never tried: ${entry.never}` : 'a write: tried only with --writes and --comp',
      })
    } else if (typeof token === 'object') {
      results.set(entry.endpoint, { ...head, status: 'failed', differences: [], note: token.error })
    } else {
      results.set(entry.endpoint, { ...head, ...judge(spec, await send(options.baseUrl, spec, token, timeoutMs)) })
    }
  }
  const calls = catalogue.map((e) => results.get(e.endpoint) as CallResult)
  const summary = Object.fromEntries(CALL_STATUSES.map((s) => [s, calls.filter((c) => c.status === s).length])) as Record<
    CallStatus,
    number
  >
  return {
    format: CONFORMANCE_FORMAT,
    checkedAt: (options.now?.() ?? new Date()).toISOString(),
    source: options.source,
    writes: options.writes ?? null,
    summary: { ...summary, total: calls.length },
    calls,
  }
}
