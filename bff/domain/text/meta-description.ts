/** A page's meta description from its HTML text: plain text, one line, cut at a word within the limit. */
import { ELLIPSIS } from './html-truncate'

/** Search engines show about this many characters. */
export const DESCRIPTION_MAX = 160

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" }

export function plainDescription(html: string, max = DESCRIPTION_MAX): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? decodeNumeric(name) ?? whole)
    .replace(/\s+/g, ' ')
    .trim()
  if (text.length <= max) return text
  const cut = text.slice(0, max - ELLIPSIS.length)
  const atWord = cut.lastIndexOf(' ')
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.-]+$/, '')}${ELLIPSIS}`
}

function decodeNumeric(name: string): string | undefined {
  const m = /^#(x?)([0-9a-f]+)$/i.exec(name)
  if (!m) return undefined
  const code = parseInt(m[2], m[1] ? 16 : 10)
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined
}
