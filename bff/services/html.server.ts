import { LRUCache } from 'lru-cache'
import sanitizeHtml from 'sanitize-html'

const HEADINGS = ['h2', 'h3', 'h4', 'h5', 'h6']
const TABLE = ['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td']

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'span', 'div', 'img', ...HEADINGS, ...TABLE],
  // No class, id or style anywhere: legacy markup must not take over the app's styles or ids.
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // These go with everything inside them; other disallowed tags are dropped but keep their text.
  nonTextTags: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'option', 'title', 'svg', 'math'],
  transformTags: {
    // The page owns its single h1.
    h1: 'h2',
    a: (tagName, attribs) => (attribs.target ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs }),
  },
  // An image is kept only with an absolute http(s) source: a relative one would load from this site.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^https?:\/\//i.test(frame.attribs.src ?? ''),
}

/**
 * Legacy HTML (newsflash, home info, information, terms, messages) made safe to render with
 * dangerouslySetInnerHTML: formatting, links and images only; no script, frames, event handlers,
 * styles or javascript: URLs.
 */
export function sanitizeLegacyHtml(html: string): string {
  if (!html) return ''
  let safe = sanitized.get(html)
  if (safe === undefined) sanitized.set(html, (safe = sanitizeHtml(html, OPTIONS).trim()))
  return safe
}

// The same texts come back on every view (twenty newsflashes on the home page, a competition's
// information on each of its pages), and parsing them is among a page's larger costs: each text is
// made safe once and kept, up to a few megabytes of them.
const sanitized = new LRUCache<string, string>({ max: 2000, maxSize: 4_000_000, sizeCalculation: (safe, html) => html.length + safe.length })
