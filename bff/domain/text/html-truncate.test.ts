import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { ELLIPSIS, truncateHtml } from './html-truncate'

describe('truncateHtml', () => {
  it('returns short HTML unchanged, without an ellipsis', () => {
    expect(truncateHtml('<b>hi</b>', 9)).toBe('<b>hi</b>')
  })

  it('cuts plain text and adds the ellipsis', () => {
    expect(truncateHtml('abcdefghij', 4)).toBe(`abcd${ELLIPSIS}`)
  })

  it('drops trailing whitespace before the ellipsis', () => {
    expect(truncateHtml('abc   defghij', 5)).toBe(`abc${ELLIPSIS}`)
  })

  it('cuts before a tag it would split', () => {
    expect(truncateHtml('abc<a href="x">link</a>', 6)).toBe(`abc${ELLIPSIS}`)
  })

  it('cuts before an entity it would split', () => {
    expect(truncateHtml('Tom &amp; Jerry', 6)).toBe(`Tom${ELLIPSIS}`)
    expect(truncateHtml('x&#8217;s', 4)).toBe(`x${ELLIPSIS}`)
    expect(truncateHtml('Tom &amp; Jerry', 9)).toBe(`Tom &amp;${ELLIPSIS}`)
  })

  it('closes elements left open, within the length', () => {
    const out = truncateHtml('<b>bold <i>and italic</i> text</b>', 16)
    expect(out).toBe(`<b>bold${ELLIPSIS}</b>`)
    expect(out.length).toBeLessThanOrEqual(17)
  })

  it('ignores void and self-closed elements when closing', () => {
    expect(truncateHtml('one<br>two<br/>three four five', 18)).toBe(`one<br>two<br/>thr${ELLIPSIS}`)
  })

  it('does not split a surrogate pair', () => {
    expect(truncateHtml('ab🏃cd', 3)).toBe(`ab${ELLIPSIS}`)
  })

  it('gives just the ellipsis when nothing fits', () => {
    expect(truncateHtml('<strong>x</strong>', 0)).toBe(ELLIPSIS)
  })

  const piece = fc.oneof(
    fc.string({ maxLength: 12 }).map((s) => s.replace(/[<>&]/g, '')),
    fc.constantFrom('&amp;', '&lt;', '&#8217;', '&nbsp;', '🏃', ' '),
    fc.constantFrom(
      '<b>',
      '</b>',
      '<i>',
      '</i>',
      '<a href="https://e.x/?a=1&amp;b=2" target="_blank">',
      '</a>',
      '<br>',
      '<br />',
      '<img src="x.png" alt="a b">',
      '<span class="x">',
      '</span>',
      '<ul><li>',
      '</li></ul>',
    ),
  )

  it('never exceeds max + 1, never ends inside a tag or entity, and leaves no element open', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), fc.integer({ min: 0, max: 120 }), (pieces, max) => {
        const html = pieces.join('')
        const out = truncateHtml(html, max)
        expect(out.length).toBeLessThanOrEqual(max + 1)
        if (html.length <= max) {
          expect(out).toBe(html)
          return
        }
        expect(out.lastIndexOf('<')).toBeLessThanOrEqual(out.lastIndexOf('>'))
        expect(out).not.toMatch(/&[#a-zA-Z0-9]*…/)
        expect(out).not.toMatch(/[\ud800-\udbff]…/)
        const body = out.slice(0, out.indexOf(ELLIPSIS))
        expect(html.startsWith(body)).toBe(true)
        expect(out).toBe(body + ELLIPSIS + closersFor(body))
      }),
      { numRuns: 500 },
    )
  })
})

// Reference implementation for the property: the closers a well-formed tail would need.
function closersFor(html: string): string {
  const stack: string[] = []
  for (const m of html.matchAll(/<(\/?)([a-z]+)[^>]*>/gi)) {
    const name = m[2].toLowerCase()
    if (['br', 'img'].includes(name) || m[0].endsWith('/>')) continue
    if (m[1] === '') stack.push(name)
    else if (stack.includes(name)) stack.length = stack.lastIndexOf(name)
  }
  return stack
    .reverse()
    .map((n) => `</${n}>`)
    .join('')
}
