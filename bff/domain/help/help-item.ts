/*
 * Help items (3-organiser-admin §3 "Help item": id, key, title, type, data; 'U' means a web
 * address). Pure rules shared by the help panel, the help page and the help admin form.
 */

/** Type 'U': `data` is a web address the panel embeds. Any other type: `data` is HTML. */
export const URL_TYPE = 'U'

/** Keys are names, never text a user typed into a page: a letter, then letters, digits, ".", "-" or "_" (an all-digit segment is an id on the wire). */
const KEY = /^[A-Za-z][A-Za-z0-9._-]{0,99}$/

export function isHelpKey(value: string): boolean {
  return KEY.test(value)
}

export const isUrlType = (type: string) => type.trim().toUpperCase() === URL_TYPE

/**
 * The address a type 'U' item may embed: an absolute http or https address, else null. Anything
 * else (javascript:, data:, a relative path that would load this site) is refused.
 */
export function embeddableUrl(data: string): string | null {
  const value = data.trim()
  if (!/^https?:\/\//i.test(value)) return null
  try {
    const url = new URL(value)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    if (!url.hostname || url.username || url.password) return null
    return url.href
  } catch {
    return null
  }
}

export type HelpContent = { kind: 'url'; url: string } | { kind: 'html'; html: string } | { kind: 'refused' }

/** What the panel shows of an item's data; the HTML is sanitised by the caller before rendering. */
export function helpContentOf(item: { type: string; data: string }): HelpContent {
  if (!isUrlType(item.type)) return { kind: 'html', html: item.data }
  const url = embeddableUrl(item.data)
  return url ? { kind: 'url', url } : { kind: 'refused' }
}

/** The types the help form offers: HTML, or a web address ('U'). */
export const HELP_TYPES = ['H', URL_TYPE] as const

export type HelpItemProblem = 'KEY_REQUIRED' | 'KEY_FORMAT' | 'TYPE_INVALID' | 'URL_INVALID'

/**
 * What stops a help item being saved (the spec shows no help rules; these keep the panel safe): a
 * key that names it, a type it knows, and for type 'U' an address the panel may embed.
 */
export function helpItemProblems(item: {
  key: string
  type: string
  data: string
}): Partial<Record<'key' | 'type' | 'data', HelpItemProblem>> {
  const problems: Partial<Record<'key' | 'type' | 'data', HelpItemProblem>> = {}
  const key = item.key.trim()
  if (!key) problems.key = 'KEY_REQUIRED'
  else if (!isHelpKey(key)) problems.key = 'KEY_FORMAT'
  if (!(HELP_TYPES as readonly string[]).includes(item.type)) problems.type = 'TYPE_INVALID'
  else if (isUrlType(item.type) && !embeddableUrl(item.data)) problems.data = 'URL_INVALID'
  return problems
}
