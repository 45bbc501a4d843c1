import fc from 'fast-check'
import { deflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressPage, decompressPage } from './compress-page.server'

const page = Buffer.from(`<!DOCTYPE html><html lang="fr"><body>${'<p>Épreuve 100 m – série 1</p>'.repeat(60)}</body></html>`)

describe('compressPage', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.1', 'gzip'],
    ['deflate', null],
    ['identity', null],
    ['*;q=0, identity', null],
    ['', null],
  ] as const)('Accept-Encoding %j gives %s', (accept, encoding) => {
    const out = compressPage(page, accept)
    expect(out.encoding).toBe(encoding)
    if (encoding) expect(out.body.length).toBeLessThan(page.length)
    expect(decompressPage(out.body, out.encoding)!.equals(page)).toBe(true)
  })

  it('reads back what the compression middleware may send, and no other encoding', () => {
    expect(decompressPage(deflateSync(page), 'deflate')!.equals(page)).toBe(true)
    expect(decompressPage(page, 'identity')).toBe(page)
    expect(decompressPage(page, 'zstd')).toBeNull()
  })

  it('leaves a page without Accept-Encoding, or under 1 KB, as it is', () => {
    expect(compressPage(page, null)).toEqual({ body: page, encoding: null })
    const small = Buffer.from('<p>Hi</p>')
    expect(compressPage(small, 'gzip')).toEqual({ body: small, encoding: null })
  })

  it('gives back every page as it was, in each encoding', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1024, maxLength: 6000, unit: 'grapheme' }),
        fc.constantFrom('br', 'gzip', 'identity'),
        (text, accept) => {
          const body = Buffer.from(text)
          const out = compressPage(body, accept)
          return decompressPage(out.body, out.encoding)!.equals(body)
        },
      ),
      { numRuns: 40 },
    )
  })
})
