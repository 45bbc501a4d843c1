import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createKeptHtml, innerHtml } from './kept-html.server'

const store = () => createKeptHtml({ maxBytes: 100_000, maxEntries: 10 })
const page = (html: string) => Buffer.from(`<!DOCTYPE html><html><body>${html}</body></html>`)
const text = (buffer: Buffer) => buffer.toString('utf8')

/** A page rendered with one part marked, as KeptHtml does on its first render. */
function firstRender(kept: ReturnType<typeof store>, lang: string, inputs: string, inner: string, rendered = true) {
  const render = kept.forPage(lang)
  expect(render.html(inputs)).toBeUndefined()
  const mark = render.capture(inputs)
  const out = render.keep(page(`<main><ul class="cards" ${mark.name}="${mark.value}">${inner}</ul></main>`), rendered)
  return text(out)
}

describe('innerHtml', () => {
  it('finds the end of an element among its own nested tags of the same name', () => {
    const html = '<div><ul class="a" data-kept="0"><li><ul><li>x</li></ul></li><li>y</li></ul><ul><li>z</li></ul></div>'
    expect(innerHtml(html, html.indexOf(' data-kept'))).toBe('<li><ul><li>x</li></ul></li><li>y</li>')
  })

  it('tells a tag from a longer tag name that starts alike', () => {
    const html = '<u data-kept="0"><ul><li>a</li></ul><u>b</u></u>'
    expect(innerHtml(html, html.indexOf(' data-kept'))).toBe('<ul><li>a</li></ul><u>b</u>')
  })

  it('is null when the element does not close', () => {
    const html = '<ul data-kept="0"><li>a</li>'
    expect(innerHtml(html, html.indexOf(' data-kept'))).toBeNull()
  })

  it('gives back any nesting of elements exactly', () => {
    type Tree = { tag: 'ul' | 'li' | 'div'; text: string; children: Tree[] }
    const { tree } = fc.letrec<{ tree: Tree }>((node) => ({
      tree: fc.record({
        tag: fc.constantFrom('ul' as const, 'li' as const, 'div' as const),
        text: fc.constantFrom('', 'a', '&lt;ul&gt;', 'x y'),
        children: fc.oneof(
          { maxDepth: 3, depthIdentifier: 'tree' },
          fc.constant<Tree[]>([]),
          fc.array(node('tree'), { maxLength: 3, depthIdentifier: 'tree' }),
        ),
      }),
    }))
    const html = (t: Tree): string => `<${t.tag} class="c">${t.text}${t.children.map(html).join('')}</${t.tag}>`
    fc.assert(
      fc.property(fc.array(tree, { maxLength: 4 }), fc.array(tree, { maxLength: 2 }), (inside, after) => {
        const inner = inside.map(html).join('')
        const doc = `<div><ul class="k" data-kept="0">${inner}</ul>${after.map(html).join('')}</div>`
        expect(innerHtml(doc, doc.indexOf(' data-kept'))).toBe(inner)
      }),
    )
  })
})

describe('kept HTML', () => {
  it('keeps a marked part after a whole render, without its mark in the page, for the same language and inputs', () => {
    const kept = store()
    const out = firstRender(kept, 'en', '[1]', '<li>One</li>')
    expect(out).toBe('<!DOCTYPE html><html><body><main><ul class="cards"><li>One</li></ul></main></body></html>')
    expect(kept.forPage('en').html('[1]')).toBe('<li>One</li>')
    expect(kept.forPage('fr').html('[1]')).toBeUndefined()
    expect(kept.forPage('en').html('[2]')).toBeUndefined()
  })

  it('keeps nothing from a page that failed, and still takes the mark out', () => {
    const kept = store()
    const out = firstRender(kept, 'en', '[1]', '<li>One</li>', false)
    expect(out).not.toContain('data-kept')
    expect(kept.size()).toBe(0)
  })

  it('keeps no part with a script, which would carry one page’s nonce to the next', () => {
    const kept = store()
    firstRender(kept, 'en', '[1]', '<li><script nonce="abc">x()</script></li>')
    expect(kept.size()).toBe(0)
  })

  it('leaves a page without marks as it is', () => {
    const render = store().forPage('en')
    const body = page('<p>same</p>')
    expect(render.keep(body, true)).toBe(body)
  })

  it('holds at most its bound, forgetting the least used', () => {
    const kept = createKeptHtml({ maxBytes: 100_000, maxEntries: 2 })
    for (const n of [1, 2, 3]) firstRender(kept, 'en', `[${n}]`, `<li>${n}</li>`)
    expect(kept.size()).toBe(2)
    expect(kept.forPage('en').html('[1]')).toBeUndefined()
    expect(kept.forPage('en').html('[3]')).toBe('<li>3</li>')
  })
})
