import type { Simulator } from '../simulator/index'

/** The pieces every recording is made of: WireMock mapping types, tokens, answers and the example request. */

export type RecordingSource = 'simulator' | 'legacy-site'

export type Scenario = 'success' | 'business-error' | 'unauthorised' | 'forbidden' | 'server-error' | 'malformed'

export type Matcher = { equalTo: string } | { absent: true }

export type WireMockMapping = {
  name: string
  priority?: number
  request: {
    method: string
    urlPath: string
    queryParameters?: Record<string, Matcher>
    headers?: Record<string, Matcher>
    bodyPatterns?: Array<{ matchesJsonPath: { expression: string; equalTo: string } } | { equalToJson: unknown }>
  }
  response: {
    status: number
    headers: Record<string, string>
    jsonBody?: unknown
    body?: string
    bodyFileName?: string
  }
  /** source: where the answer comes from; `simulator` for every recording generate.ts writes, `legacy-site` for one the recorder made. */
  metadata: { endpoint: string; scenario: Scenario; source: RecordingSource }
}

/** A request that selects the mapping; used to prove the matchers pick the intended answer. */
export type ExampleRequest = { method: string; path: string; headers?: Record<string, string>; json?: unknown }

export type Recording = {
  /** File name under mappings/. */
  file: string
  mapping: WireMockMapping
  /** A larger body stored under __files/ (name and exact text). */
  bodyFile?: { name: string; text: string }
  example: ExampleRequest
}

export const REFERENCE_DATE = '2026-06-01'
export const TOKENS = {
  user: 'rec-user-token',
  admin: 'rec-admin-token',
  expired: 'rec-expired-token',
  serverError: 'rec-500-token',
  malformed: 'rec-malformed-token',
} as const

export const JSON_TYPE = 'application/json; charset=UTF-8'
export const SERVER_ERROR_HTML =
  '<!DOCTYPE html><html><head><title>Internal Server Error</title></head><body>' +
  '<p>There has been a critical error on this website.</p></body></html>'

export async function getJson(sim: Simulator, method: string, path: string, init: { token?: string; json?: unknown } = {}) {
  const headers: Record<string, string> = {}
  if (init.token) headers.authorization = `Bearer ${init.token}`
  if (init.json !== undefined) headers['content-type'] = 'application/json'
  const res = await fetch(`${sim.url}${path}`, {
    method,
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  })
  return { status: res.status, body: (await res.json()) as unknown }
}

/** The first part of a JSON text: a body cut off mid-way, as a dropped connection leaves it. */
export function truncated(value: unknown): string {
  const text = JSON.stringify(value)
  return text.slice(0, Math.max(12, Math.floor(text.length / 3)))
}

/** path is the matcher's urlPath and the endpoint's name; a path template ({id}) needs urlPath per recording. */
export type Endpoint = { slug: string; method: string; path: string }

export function endpointName(e: Endpoint): string {
  return `${e.method} ${e.path}`
}

export function bearer(token: string): Record<string, Matcher> {
  return { Authorization: { equalTo: `Bearer ${token}` } }
}

export function json(status: number, body: unknown): WireMockMapping['response'] {
  return { status, headers: { 'Content-Type': JSON_TYPE }, jsonBody: body }
}

export function serverError(): WireMockMapping['response'] {
  return { status: 500, headers: { 'Content-Type': 'text/html; charset=UTF-8' }, body: SERVER_ERROR_HTML }
}

export function malformed(text: string): WireMockMapping['response'] {
  return { status: 200, headers: { 'Content-Type': JSON_TYPE }, body: text }
}

export function recording(
  endpoint: Endpoint,
  variant: string,
  scenario: Scenario,
  request: Omit<WireMockMapping['request'], 'method' | 'urlPath'> & { urlPath?: string },
  response: WireMockMapping['response'],
  example: Omit<ExampleRequest, 'method'>,
  extra: { priority?: number; bodyFile?: Recording['bodyFile'] } = {},
): Recording {
  return {
    file: `${endpoint.slug}.${variant}.json`,
    mapping: {
      name: `${endpointName(endpoint)}: ${variant}`,
      ...(extra.priority === undefined ? {} : { priority: extra.priority }),
      request: { method: endpoint.method, urlPath: endpoint.path, ...request },
      response,
      metadata: { endpoint: endpointName(endpoint), scenario, source: 'simulator' },
    },
    ...(extra.bodyFile ? { bodyFile: extra.bodyFile } : {}),
    example: { method: endpoint.method, ...example },
  }
}

/** The same answer for the token-carrying calls: 401, 500 and malformed by the Authorization header. */
/** `path` is the concrete address (query included) for a templated endpoint; its path part is the matcher's urlPath. */
export function tokenFailures(endpoint: Endpoint, success: unknown, path: string = endpoint.path): Recording[] {
  const urlPath = path.split('?')[0] as string
  return [
    recording(
      endpoint,
      'unauthorised',
      'unauthorised',
      { urlPath, headers: bearer(TOKENS.expired) },
      json(401, {
        code: 'jwt_auth_invalid_token',
        message: 'Expired token',
        data: { status: 401 },
      }),
      { path, headers: { Authorization: `Bearer ${TOKENS.expired}` } },
    ),
    recording(endpoint, 'server-error', 'server-error', { urlPath, headers: bearer(TOKENS.serverError) }, serverError(), {
      path,
      headers: { Authorization: `Bearer ${TOKENS.serverError}` },
    }),
    recording(endpoint, 'malformed', 'malformed', { urlPath, headers: bearer(TOKENS.malformed) }, malformed(truncated(success)), {
      path,
      headers: { Authorization: `Bearer ${TOKENS.malformed}` },
    }),
  ]
}

export function bodyFile(name: string, body: unknown): { response: WireMockMapping['response']; bodyFile: Recording['bodyFile'] } {
  return {
    response: { status: 200, headers: { 'Content-Type': JSON_TYPE }, bodyFileName: name },
    bodyFile: { name, text: `${JSON.stringify(body, null, 2)}\n` },
  }
}
