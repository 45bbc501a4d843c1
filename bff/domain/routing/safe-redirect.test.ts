import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { safeRedirect } from './safe-redirect'

const BASE = 'https://app.example'
const ORIGIN = new URL(BASE).origin

describe('safeRedirect', () => {
  it.each([
    '/',
    '/v2/home',
    '/v2/entry-v2/12?x=1#a',
    '/v2/entry-v2/12?redirect=https://evil.example',
    '/search?q=a%20b',
    '/a/%2F/b',
    '/%252F%252Fevil.example',
    '/@evil.example',
    '/path:with:colons',
    '/a b',
  ])('accepts %j unchanged', (to) => {
    expect(safeRedirect(to)).toBe(to)
  })

  it.each([
    ['//evil.example', 'protocol-relative'],
    ['///evil.example', 'protocol-relative, extra slash'],
    ['https://evil.example', 'absolute URL'],
    ['http://evil.example/x', 'absolute URL'],
    ['/\\evil.example', 'slash backslash'],
    ['\\\\evil.example', 'double backslash'],
    ['/a\\b', 'backslash anywhere'],
    ['javascript:alert(1)', 'javascript scheme'],
    ['JavaScript:alert(1)', 'javascript scheme, mixed case'],
    ['data:text/html,x', 'data scheme'],
    ['%2F%2Fevil', 'encoded protocol-relative without leading slash'],
    ['/%2F%2Fevil.example', 'encoded protocol-relative after decoding'],
    ['/%2f%2fevil.example', 'encoded protocol-relative, lower-case'],
    ['/%2Fevil.example', 'one encoded slash makes //'],
    ['/%5Cevil.example', 'encoded backslash'],
    ['/%5cevil.example', 'encoded backslash, lower-case'],
    ['/%09/evil.example', 'encoded tab'],
    ['/%0d%0aSet-Cookie:x', 'encoded CRLF (header injection)'],
    ['/%00', 'encoded NUL'],
    ['/%', 'malformed percent-encoding'],
    ['/%E0%A4%A', 'malformed UTF-8 percent-encoding'],
    [' /x', 'leading space'],
    ['\t/x', 'leading tab'],
    ['\n/x', 'leading newline'],
    ['\u0000/x', 'leading NUL'],
    ['/\t/evil.example', 'tab inside (browsers strip it)'],
    ['/\n/evil.example', 'newline inside'],
    ['/x\r\nSet-Cookie: a=b', 'raw CRLF'],
    ['/\u007f', 'DEL'],
    ['/日本', 'non-ASCII'],
    ['/\u2028', 'line separator'],
    ['', 'empty'],
    ['x', 'relative without slash'],
    ['./x', 'dot relative'],
    ['../x', 'parent relative'],
    ['?x=1', 'query only'],
    ['#a', 'fragment only'],
  ])('refuses %j (%s)', (to) => {
    expect(safeRedirect(to)).toBe('/')
  })

  it.each([undefined, null, 0, 42, true, {}, ['/x'], new URL('https://app.example/x')])('refuses the non-string %j', (to) => {
    expect(safeRedirect(to)).toBe('/')
  })

  it('uses the given fallback', () => {
    expect(safeRedirect('//evil.example', '/v2/home')).toBe('/v2/home')
    expect(safeRedirect(undefined, '/login')).toBe('/login')
    expect(safeRedirect('/ok', '/v2/home')).toBe('/ok')
  })

  const tricky = fc.constantFrom(
    '/', '\\', '%', '2', 'F', 'f', '5', 'C', 'c', '0', '9', 'A', 'a', ':', '.', '@', '?', '#', '&', '=',
    ' ', '\t', '\n', '\r', '\u0000', '\u007f', 'h', 't', 'p', 's', 'j', 'v', 'e', 'x', '日', '\u2028', '\ufeff',
  )
  const candidates = fc.oneof(
    fc.string({ unit: tricky, maxLength: 24 }),
    fc.string({ unit: tricky, maxLength: 24 }).map((s) => `/${s}`),
    fc.string({ unit: 'binary', maxLength: 24 }),
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc.webPath().map((p) => `/${p}`),
  )

  it('property: whatever it returns stays on the same origin, also after one decode', () => {
    fc.assert(
      fc.property(candidates, (to) => {
        const result = safeRedirect(to)
        expect(new URL(result, BASE).origin).toBe(ORIGIN)
        expect(new URL(decodeURIComponent(result), BASE).origin).toBe(ORIGIN)
      }),
      { numRuns: 2000 },
    )
  })

  it('property: it returns either the input unchanged or the fallback', () => {
    fc.assert(
      fc.property(candidates, (to) => {
        expect([to, '/fallback']).toContain(safeRedirect(to, '/fallback'))
      }),
    )
  })

  it('property: paths made of safe segments are kept', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/)
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), fc.option(segment, { nil: undefined }), (segments, query) => {
        const path = `/${segments.join('/')}${query === undefined ? '' : `?q=${query}`}`
        expect(safeRedirect(path)).toBe(path)
      }),
    )
  })
})
