// Cutting already-sanitised HTML to a length without leaving it broken. Sanitised HTML escapes
// '<' and '>' inside text and attribute values and holds no comments, so every '<' opens a tag.

export const ELLIPSIS = '…'

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^>]*>/g

/**
 * Returns `html` unchanged when it has at most `max` UTF-16 units. Otherwise cuts it so that the
 * result, an ellipsis and the closing tags of elements left open fit in `max + 1` units. The cut
 * never ends inside a tag, an entity or a surrogate pair.
 */
export function truncateHtml(html: string, max: number): string {
  const limit = Math.max(0, Math.floor(max))
  if (html.length <= limit) return html
  let budget = limit
  // Closing tags take room, and cutting earlier can close fewer elements: shrink until it fits.
  for (;;) {
    const head = safeCut(html, budget).trimEnd()
    const closers = closingTags(head)
    if (head.length + closers.length <= limit || budget === 0) return `${head}${ELLIPSIS}${closers}`
    budget = Math.max(0, Math.min(budget - 1, limit - closers.length))
  }
}

function safeCut(html: string, length: number): string {
  let head = html.slice(0, length)
  // Do not split a surrogate pair.
  const last = head.charCodeAt(head.length - 1)
  if (last >= 0xd800 && last <= 0xdbff) head = head.slice(0, -1)
  const openTag = head.lastIndexOf('<')
  if (openTag > head.lastIndexOf('>')) head = head.slice(0, openTag)
  return head.replace(/&[#a-zA-Z0-9]*$/, '')
}

/** The closing tags, innermost first, for the elements `html` leaves open. */
function closingTags(html: string): string {
  const open: string[] = []
  for (const [tag, slash, rawName] of html.matchAll(TAG)) {
    const name = rawName.toLowerCase()
    if (VOID_ELEMENTS.has(name) || tag.endsWith('/>')) continue
    if (slash === '') {
      open.push(name)
      continue
    }
    const index = open.lastIndexOf(name)
    if (index >= 0) open.length = index
  }
  return open
    .reverse()
    .map((name) => `</${name}>`)
    .join('')
}
