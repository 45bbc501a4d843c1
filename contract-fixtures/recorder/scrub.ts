import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isPersonalName, replaceEmails } from '../../bff/domain/text/scrub-secrets'

/**
 * Removes secrets and personal data from mappings recorded through the WireMock proxy: bearer
 * tokens (in the Authorization matcher and anywhere in text), `token` fields, passwords and reset
 * keys in query strings and JSON bodies, Set-Cookie values; e-mail addresses wherever they stand
 * and the values under e-mail, phone, date-of-birth and address names (the logs' rule,
 * bff/domain/text/scrub-secrets.ts). The same secret or address gets the same placeholder in every
 * file of one run, so a recorded login still matches the calls made with its token. Addresses at
 * the reserved example domains are demo values and stay.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

const TOKEN_FIELDS = new Set(['token', 'access_token', 'refresh_token', 'jwt', 'id_token'])
const PASSWORD_FIELDS = new Set(['password', 'pwd', 'user_pass', 'pass', 'new_password'])
const SECRET_QUERY = new Set(['password', 'pwd', 'key', 'token'])
const JWT_SHAPE = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g
const BEARER_SHAPE = /Bearer\s+([^\s"',;]+)/gi
const SIM_TOKEN_SHAPE = /sim_[0-9a-f]{40}/g

export const PASSWORD_PLACEHOLDER = 'rec-recorded-password'
export const PERSONAL_PLACEHOLDER = 'rec-redacted'
/** A date of birth's placeholder: still a date, so a recorded answer keeps its shape. */
export const BIRTH_DATE_PLACEHOLDER = '2000-01-01'
const DEMO_ADDRESS = /(?:@|%40)(?:[a-z0-9-]+\.)*example\.(?:org|com|net)$/i

export type Scrubber = {
  /** Scrubs one recorded mapping (JSON text) and notes its endpoint and scenario in metadata. */
  mapping(text: string): string
  /** Scrubs one body file from __files/. */
  bodyFile(text: string): string
  /** How many distinct secrets were replaced. */
  secretCount(): number
  /** How many personal values (e-mail addresses, phones, dates of birth, addresses) were replaced. */
  personalCount(): number
}

export function createScrubber(): Scrubber {
  const placeholders = new Map<string, string>()
  const counters = { token: 0, key: 0 }
  const addresses = new Map<string, string>()
  let personal = 0

  const emailPlaceholder = (address: string): string => {
    if (address.startsWith('rec-') || DEMO_ADDRESS.test(address)) return address
    let value = addresses.get(address.toLowerCase())
    if (!value) {
      value = `rec-person-${addresses.size + 1}@example.org`
      addresses.set(address.toLowerCase(), value)
    }
    personal += 1
    return value
  }

  /** A personal field's value, keeping its type: an address stays an address, a date of birth a date. */
  const personalValue = (name: string, value: Json): Json => {
    if (typeof value === 'number') {
      personal += 1
      return 0
    }
    if (typeof value !== 'string') {
      if (Array.isArray(value)) return value.map((v) => personalValue(name, v))
      if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, personalValue(name, v)]))
      return value
    }
    if (value === '' || value.startsWith('rec-') || value === BIRTH_DATE_PLACEHOLDER) return value
    if (/@|%40/.test(value)) return replaceEmails(value, emailPlaceholder)
    personal += 1
    return /birth|dob/i.test(name) && /^\d{4}-\d{2}-\d{2}/.test(value) ? BIRTH_DATE_PLACEHOLDER : PERSONAL_PLACEHOLDER
  }

  const placeholder = (secret: string, kind: 'token' | 'key'): string => {
    if (secret.startsWith('rec-')) return secret
    let value = placeholders.get(secret)
    if (!value) {
      counters[kind] += 1
      value = `rec-recorded-${kind}-${counters[kind]}`
      placeholders.set(secret, value)
    }
    return value
  }

  const scrubText = (text: string): string =>
    replaceEmails(
      text
        .replace(BEARER_SHAPE, (_m, token: string) => `Bearer ${placeholder(token, 'token')}`)
        .replace(JWT_SHAPE, (jwt) => placeholder(jwt, 'token'))
        .replace(SIM_TOKEN_SHAPE, (token) => placeholder(token, 'token')),
      emailPlaceholder,
    )

  const scrubUrl = (url: string): string => {
    const at = url.indexOf('?')
    if (at < 0) return scrubText(url)
    const params = new URLSearchParams(url.slice(at + 1))
    for (const name of [...params.keys()]) {
      if (isPersonalName(name)) params.set(name, String(personalValue(name, params.get(name) ?? '')))
      if (!SECRET_QUERY.has(name.toLowerCase())) continue
      const value = params.get(name) ?? ''
      params.set(
        name,
        name.toLowerCase() === 'password' || name.toLowerCase() === 'pwd'
          ? PASSWORD_PLACEHOLDER
          : placeholder(value, name.toLowerCase() === 'key' ? 'key' : 'token'),
      )
    }
    return scrubText(`${url.slice(0, at)}?${params.toString()}`)
  }

  /** A JSON text inside a string (a body, an equalToJson pattern); scrubbed as JSON when it parses. */
  const scrubEmbedded = (text: string): string => {
    try {
      return JSON.stringify(walk(JSON.parse(text) as Json, ''))
    } catch {
      return scrubText(text)
    }
  }

  const replaceMatcherStrings = (value: Json, replace: (s: string) => string): Json => {
    if (typeof value === 'string') return replace(value)
    if (Array.isArray(value)) return value.map((v) => replaceMatcherStrings(v, replace))
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceMatcherStrings(v, replace)]))
    }
    return value
  }

  function walk(value: Json, parentKey: string): Json {
    if (typeof value === 'string') return scrubText(value)
    if (Array.isArray(value)) return value.map((v) => walk(v, parentKey))
    if (!value || typeof value !== 'object') return value
    const out: { [key: string]: Json } = {}
    for (const [key, child] of Object.entries(value)) {
      const lower = key.toLowerCase()
      if (lower === 'authorization') {
        out[key] = replaceMatcherStrings(child, (s) => {
          const scrubbed = scrubText(s)
          return scrubbed === s && s.trim() !== '' ? placeholder(s, 'token') : scrubbed
        })
      } else if (lower === 'set-cookie') {
        out[key] = replaceMatcherStrings(child, () => 'rec-recorded-cookie=1; Path=/; HttpOnly')
      } else if (parentKey === 'queryparameters' && SECRET_QUERY.has(lower)) {
        const kind = lower === 'key' ? 'key' : 'token'
        out[key] = replaceMatcherStrings(child, (s) => (PASSWORD_FIELDS.has(lower) ? PASSWORD_PLACEHOLDER : placeholder(s, kind)))
      } else if (isPersonalName(key) && !TOKEN_FIELDS.has(lower) && !PASSWORD_FIELDS.has(lower)) {
        out[key] = personalValue(lower, child)
      } else if (typeof child === 'string' && TOKEN_FIELDS.has(lower)) {
        out[key] = placeholder(child, 'token')
      } else if (typeof child === 'string' && PASSWORD_FIELDS.has(lower)) {
        out[key] = PASSWORD_PLACEHOLDER
      } else if (typeof child === 'string' && (lower === 'url' || lower === 'urlpattern' || lower === 'urlpath')) {
        out[key] = scrubUrl(child)
      } else if (typeof child === 'string' && (lower === 'body' || lower === 'equaltojson')) {
        out[key] = scrubEmbedded(child)
      } else {
        out[key] = walk(child, lower)
      }
    }
    return out
  }

  return {
    mapping(text) {
      const parsed = JSON.parse(text) as Json
      return `${JSON.stringify(annotate(walk(parsed, '')), null, 2)}\n`
    },
    bodyFile(text) {
      return scrubEmbedded(text)
    },
    secretCount: () => placeholders.size,
    personalCount: () => personal,
  }
}

type MappingShape = {
  request?: { method?: string; url?: string; urlPath?: string; headers?: Record<string, Json> }
  response?: { status?: number; body?: string; jsonBody?: Json; headers?: Record<string, Json> }
  metadata?: Record<string, Json>
}

/**
 * Adds metadata { endpoint, scenario } like the hand-made recordings, and pins "no Authorization
 * header" on calls recorded without one, so an anonymous answer cannot shadow a logged-in one.
 */
function annotate(value: Json): Json {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value
  const mapping = value as unknown as MappingShape
  const request = mapping.request
  if (request) {
    const headers = request.headers ?? {}
    if (!Object.keys(headers).some((h) => h.toLowerCase() === 'authorization')) {
      request.headers = { ...headers, Authorization: { absent: true } }
    }
  }
  const method = request?.method ?? 'ANY'
  const path = (request?.urlPath ?? request?.url ?? '').split('?')[0]
  const status = mapping.response?.status ?? 200
  mapping.metadata = {
    endpoint: `${method} ${path}`,
    scenario: scenarioOf(status, mapping.response),
    ...mapping.metadata,
    // Recorded from a legacy site, not generated from the simulator (kit.ts marks those `simulator`).
    source: 'legacy-site',
  }
  return value
}

function scenarioOf(status: number, response: MappingShape['response']): string {
  if (status === 401) return 'unauthorised'
  if (status === 403) return 'forbidden'
  if (status >= 500) return 'server-error'
  let body: Json | undefined = response?.jsonBody
  if (body === undefined && typeof response?.body === 'string') {
    try {
      body = JSON.parse(response.body) as Json
    } catch {
      const contentType = Object.entries(response?.headers ?? {}).find(([h]) => h.toLowerCase() === 'content-type')?.[1]
      return typeof contentType === 'string' && contentType.includes('json') ? 'malformed' : 'success'
    }
  }
  if (body && typeof body === 'object' && !Array.isArray(body) && typeof body.errNo === 'number' && body.errNo > 0) {
    return 'business-error'
  }
  return 'success'
}

const TEXT_FILE = /\.(json|txt|html?|xml|js|css)$/i

export type ScrubReport = { mappings: number; bodyFiles: number; secrets: number; personal: number }

/** Scrubs every mappings/*.json and __files/* under a recording folder in place. */
export function scrubRecordedDir(rootDir: string): ScrubReport {
  const scrubber = createScrubber()
  const report: ScrubReport = { mappings: 0, bodyFiles: 0, secrets: 0, personal: 0 }
  const mappingsDir = join(rootDir, 'mappings')
  const filesDir = join(rootDir, '__files')
  // Mappings first: tokens seen in Authorization matchers and bodies get their placeholders in order.
  if (existsSync(mappingsDir)) {
    for (const name of readdirSync(mappingsDir)
      .filter((n) => n.endsWith('.json'))
      .sort()) {
      const path = join(mappingsDir, name)
      writeFileSync(path, scrubber.mapping(readFileSync(path, 'utf8')))
      report.mappings += 1
    }
  }
  if (existsSync(filesDir)) {
    // Text bodies only: images and other binaries would not survive a round trip through a string.
    for (const name of readdirSync(filesDir)
      .filter((n) => TEXT_FILE.test(n))
      .sort()) {
      const path = join(filesDir, name)
      writeFileSync(path, scrubber.bodyFile(readFileSync(path, 'utf8')))
      report.bodyFiles += 1
    }
  }
  report.secrets = scrubber.secretCount()
  report.personal = scrubber.personalCount()
  return report
}
