import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { embeddableUrl, helpContentOf, helpItemProblems, isHelpKey, isUrlType } from './help-item'

describe('embeddableUrl', () => {
  it('keeps absolute http and https addresses', () => {
    expect(embeddableUrl('https://example.org/guide#entries')).toBe('https://example.org/guide#entries')
    expect(embeddableUrl('  HTTP://Example.org/a?b=1 ')).toBe('http://example.org/a?b=1')
  })

  it('refuses javascript:, data:, relative, protocol-relative and credential-carrying addresses', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '/v2/help/x',
      '//evil.example/x',
      'ftp://example.org/x',
      'https://',
      'https://user:pw@example.org/',
      '',
    ]) {
      expect(embeddableUrl(bad), bad).toBeNull()
    }
  })

  it('never answers an address that is not http(s) (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const url = embeddableUrl(s)
        return url === null || /^https?:\/\//.test(url)
      }),
    )
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http', 'https'] }), (s) => {
        const url = embeddableUrl(s)
        return url !== null && new URL(url).protocol.startsWith('http')
      }),
      { numRuns: 200 },
    )
  })

  it('refuses every address whose scheme is not http(s) (property)', () => {
    const scheme = fc.stringMatching(/^[a-z][a-z0-9+.-]{0,10}$/).filter((s) => s !== 'http' && s !== 'https')
    fc.assert(fc.property(scheme, fc.string(), (s, rest) => embeddableUrl(`${s}:${rest}`) === null))
  })
})

describe('helpContentOf', () => {
  it("embeds a type 'U' item's address, in any case", () => {
    expect(helpContentOf({ type: 'U', data: 'https://example.org/' })).toEqual({ kind: 'url', url: 'https://example.org/' })
    expect(helpContentOf({ type: 'u', data: 'https://example.org/' })).toEqual({ kind: 'url', url: 'https://example.org/' })
  })

  it("refuses a type 'U' item pointing at javascript:", () => {
    expect(helpContentOf({ type: 'U', data: 'javascript:alert(1)' })).toEqual({ kind: 'refused' })
  })

  it('shows any other type as HTML', () => {
    expect(helpContentOf({ type: 'H', data: '<p>x</p>' })).toEqual({ kind: 'html', html: '<p>x</p>' })
    expect(helpContentOf({ type: '', data: 'javascript:alert(1)' })).toEqual({ kind: 'html', html: 'javascript:alert(1)' })
  })

  it('is URL content only for type U (property)', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (type, data) => (helpContentOf({ type, data }).kind === 'html') === !isUrlType(type)))
  })
})

describe('isHelpKey', () => {
  it('accepts names and refuses paths, spaces and empty keys', () => {
    expect(isHelpKey('builder.general.name')).toBe(true)
    expect(isHelpKey('entry-schedule_1')).toBe(true)
    for (const bad of ['', ' ', '../x', 'a/b', 'a b', '.x', '1abc', 'x'.repeat(101), 'é']) expect(isHelpKey(bad), bad).toBe(false)
  })
})

describe('helpItemProblems', () => {
  it('accepts an HTML item and a web address item with an http(s) address', () => {
    expect(helpItemProblems({ key: 'a.b', type: 'H', data: '<p>x</p>' })).toEqual({})
    expect(helpItemProblems({ key: 'a.b', type: 'U', data: 'https://example.org/' })).toEqual({})
  })

  it('refuses an empty key, a key that is not a name, an unknown type and a type U pointing at javascript:', () => {
    expect(helpItemProblems({ key: '  ', type: 'H', data: '' })).toEqual({ key: 'KEY_REQUIRED' })
    expect(helpItemProblems({ key: 'a b', type: 'H', data: '' })).toEqual({ key: 'KEY_FORMAT' })
    expect(helpItemProblems({ key: 'a', type: 'X', data: '' })).toEqual({ type: 'TYPE_INVALID' })
    expect(helpItemProblems({ key: '', type: 'U', data: 'javascript:alert(1)' })).toEqual({ key: 'KEY_REQUIRED', data: 'URL_INVALID' })
  })

  it('never lets a type U item through that the panel would refuse to embed (property)', () => {
    fc.assert(
      fc.property(fc.string(), (data) => {
        const problems = helpItemProblems({ key: 'k', type: 'U', data })
        return (problems.data === undefined) === (helpContentOf({ type: 'U', data }).kind === 'url')
      }),
    )
  })
})
