import { LRUCache } from 'lru-cache'
import type { KeptHtmlRender } from '~/components/kept-html'

/*
 * The server's side of KeptHtml (app/components/kept-html.tsx, decision 078). A part rendered for
 * the first time carries a mark; once the whole page has rendered without an error, the marked
 * element's inner HTML is kept under the language and the part's inputs, and the mark is taken out
 * of the page. A later page with the same inputs writes the kept HTML instead of rendering the part.
 */

const ATTRIBUTE = 'data-kept'
const TAG_NAME = /^<([a-z][a-z0-9]*)(?:\s[^<]*)?$/

export type KeptHtmlPage = KeptHtmlRender & {
  /** The page without marks; each marked part's inner HTML kept when `rendered` (the page is whole, without an error). */
  keep(page: Buffer, rendered: boolean): Buffer
}

export type KeptHtml = { forPage(lang: string): KeptHtmlPage; size(): number }

export function createKeptHtml({ maxBytes, maxEntries }: { maxBytes: number; maxEntries: number }): KeptHtml {
  const kept = new LRUCache<string, string>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (html, key) => html.length + key.length,
  })
  return {
    size: () => kept.size,
    forPage(lang) {
      const marked: string[] = []
      return {
        html: (inputs) => kept.get(`${lang}\n${inputs}`),
        capture(inputs) {
          marked.push(`${lang}\n${inputs}`)
          return { name: ATTRIBUTE, value: String(marked.length - 1) }
        },
        keep(page, rendered) {
          if (marked.length === 0) return page
          let html = page.toString('utf8')
          for (const [i, key] of marked.entries()) {
            const mark = ` ${ATTRIBUTE}="${i}"`
            const at = html.indexOf(mark)
            if (at < 0) continue
            html = html.slice(0, at) + html.slice(at + mark.length)
            const inner = rendered ? innerHtml(html, at) : null
            // A script would carry this page's nonce into every later page.
            if (inner !== null && !inner.includes('<script')) kept.set(key, inner)
          }
          return Buffer.from(html)
        },
      }
    },
  }
}

/**
 * The inner HTML of the element whose start tag holds `at`, in markup React wrote: every `<` and
 * `>` in text and attribute values is escaped, so the element's own tag name, counted open and
 * closed, finds its end. Null when the markup does not close.
 */
export function innerHtml(html: string, at: number): string | null {
  const tag = TAG_NAME.exec(html.slice(html.lastIndexOf('<', at), at))?.[1]
  const start = html.indexOf('>', at) + 1
  if (!tag || start === 0) return null
  const tags = new RegExp(`<(/?)${tag}[\\s>]`, 'g')
  tags.lastIndex = start
  let depth = 1
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[1] ? -1 : 1
    if (depth === 0) return html.slice(start, m.index)
  }
  return null
}
