import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DESCRIPTION_MAX, plainDescription } from './meta-description'

describe('plainDescription', () => {
  it('gives the plain text of the HTML on one line', () => {
    expect(plainDescription('<p>Entries close <b>Friday</b>.</p>\n<p>Fish &amp; chips&nbsp;on&#39;site</p><script>x()</script>')).toBe(
      "Entries close Friday . Fish & chips on'site",
    )
  })

  it('cuts a long text at a word, with an ellipsis', () => {
    const text = plainDescription(`<p>${'word '.repeat(60)}</p>`)
    expect(text.length).toBeLessThanOrEqual(DESCRIPTION_MAX)
    expect(text).toMatch(/ word…$/)
  })

  it('is never longer than the limit, with no stray spaces', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 20, max: 300 }), (html, max) => {
        const text = plainDescription(html, max)
        expect(text.length).toBeLessThanOrEqual(max)
        expect(text).not.toMatch(/\s{2}|^\s|\s$/)
      }),
    )
  })
})
