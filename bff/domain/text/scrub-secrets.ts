/*
 * Removes credentials and personal data from text that may reach a log: bodies of legacy answers,
 * error messages, header dumps. It works on text of any shape (JSON, cut-off JSON, form-encoded,
 * header lines, HTML), so it does not need to know what the text is; valid JSON is also walked as
 * data. Personal data (decision 067): e-mail addresses wherever they stand, and the values under
 * e-mail, phone, date-of-birth and address names, the way secrets are found by their names.
 */

export const REDACTED = '[redacted]'

/** Names whose values are secrets, as JSON keys, form fields or header names (any case). */
const SECRET_NAME =
  String.raw`[A-Za-z0-9_-]*(?:password|passwd|pwd|token|jwt|secret|cookie|authori[sz]ation|api[_-]?key|auth[_-]?key|reset[_-]?key)[A-Za-z0-9_-]*` +
  String.raw`|wordpress_[A-Za-z0-9_]+|e4s_session`
/** Names whose values are personal data: e-mail, phone, date of birth, address (any case, '_' or '-' inside). */
const PERSONAL_NAME =
  String.raw`[A-Za-z0-9_-]*(?:e[_-]?mail|phone|mobile|telephone|birth|address|post[_-]?code|zip[_-]?code|street)[A-Za-z0-9_-]*` +
  String.raw`|(?:[A-Za-z0-9]+[_-])?(?:tel|dob|zip)`
const NAME = `${SECRET_NAME}|${PERSONAL_NAME}`
const SECRET_NAME_ONLY = new RegExp(`^(?:${NAME})$`, 'i')
/** An e-mail address, also cut off after its '@' or with the '@' URL-encoded. */
const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*[A-Za-z0-9_%+-](?:@|%40)[A-Za-z0-9-]*(?:\.[A-Za-z0-9-]+)*/g

const PERSONAL_NAME_ONLY = new RegExp(`^(?:${PERSONAL_NAME})$`, 'i')

/** Whether a field's value is personal data by its name: the logs' rule, which the recorder's scrubber shares. */
export function isPersonalName(name: string): boolean {
  return PERSONAL_NAME_ONLY.test(name)
}

/** Every e-mail address in a text (also cut off after its '@' or URL-encoded) replaced by what `replace` gives it. */
export function replaceEmails(text: string, replace: (address: string) => string): string {
  return text.replace(EMAIL, replace)
}

const RULES: Array<[RegExp, string | ((...m: string[]) => string)]> = [
  [EMAIL, REDACTED],
  // "name": "value" (the value may be cut off, or hold escaped quotes)
  [new RegExp(String.raw`("(?:${NAME})"\s*:\s*)"(?:\\.|[^"\\])*(?:"|\\?$)`, 'gi'), `$1"${REDACTED}"`],
  // "name": 12345, true, null (anything up to the next separator)
  [new RegExp(String.raw`("(?:${NAME})"\s*:\s*)(?!["{\[\s])[^,}\]\s]+`, 'gi'), `$1"${REDACTED}"`],
  // name="value" (attributes, quoted form values)
  [new RegExp(String.raw`((?<![A-Za-z0-9_-])(?:${NAME})\s*=\s*)"(?:\\.|[^"\\])*(?:"|$)`, 'gi'), `$1${REDACTED}`],
  // name=value (form-encoded, query strings, cookie pairs)
  [new RegExp(String.raw`((?<![A-Za-z0-9_-])(?:${NAME})=)(?!${escape(REDACTED)})[^&\s;,"'<>]+`, 'gi'), `$1${REDACTED}`],
  // Name: value (header-like lines: the rest of the line)
  [new RegExp(String.raw`((?<![A-Za-z0-9_"-])(?:${NAME})[ \t]*:[ \t]*)(?!${escape(REDACTED)})[^\r\n]+`, 'gim'), `$1${REDACTED}`],
  // Bearer and Basic credentials wherever they stand
  [/\b(Bearer|Basic)(\s+|%20|\+)[A-Za-z0-9\-._~+/%]+=*/gi, `$1$2${REDACTED}`],
  // JWT-shaped: a base64url JSON header ("eyJ"), whole or cut off
  [/eyJ[A-Za-z0-9_-]{6,}(?:\.[A-Za-z0-9_-]*){0,2}/g, REDACTED],
  // Long opaque credentials (session tokens, API keys): letters and digits, 32+ characters; not UUIDs
  [
    /(?<![A-Za-z0-9_-])(?![0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![A-Za-z0-9_-]))(?=[A-Za-z0-9_-]*[0-9])(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{32,}/gi,
    REDACTED,
  ],
]

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The text with every credential and personal datum it carries replaced by [redacted]. */
export function scrubSecrets(text: string): string {
  let out = scrubJson(text)
  for (const [pattern, replacement] of RULES) out = out.replace(pattern, replacement as string)
  return out
}

/** Valid JSON is walked as data, so a secret nested under a secret name goes whatever its shape. */
function scrubJson(text: string): string {
  const trimmed = text.trimStart()
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return text
  try {
    return JSON.stringify(scrubValue(JSON.parse(text) as unknown))
  } catch {
    return text
  }
}

const MAX_DEPTH = 8
/** Correlation ids (a proxy's may be 32 hex characters, like an opaque token): kept as they are. */
const KEPT_FIELDS = new Set(['requestId', 'upstreamRequestId'])

/**
 * A copy of a value (log fields, parsed JSON) with secret- and personal-named fields redacted and every string
 * scrubbed. Errors become plain { type, message, stack } objects.
 */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubSecrets(value)
  if (typeof value !== 'object' || value === null) return value
  if (depth >= MAX_DEPTH) return REDACTED
  if (value instanceof Error) {
    return { type: value.name, message: scrubSecrets(value.message), stack: value.stack ? scrubSecrets(value.stack) : undefined }
  }
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, depth + 1))
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value)) {
    if (KEPT_FIELDS.has(key) && typeof v === 'string') out[key] = v
    else out[key] = SECRET_NAME_ONLY.test(key) && v !== undefined && v !== null && v !== '' ? REDACTED : scrubValue(v, depth + 1)
  }
  return out
}
