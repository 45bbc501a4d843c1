import { gunzipSync } from 'node:zlib'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { gzipSpliced, splicePage } from './gzip-splice.server'

describe('gzipSpliced', () => {
  it('gives a gzip body that decodes to the page with the new value at every cut', () => {
    const page = '<html><script nonce="OLD">a()</script><p>é — ü</p><script nonce="OLD"></script></html>'.repeat(50)
    const spliced = splicePage(page, 'OLD')
    expect(gunzipSync(gzipSpliced(spliced, 'NEW-nonce')).toString('utf8')).toBe(page.split('OLD').join('NEW-nonce'))
    expect(gunzipSync(gzipSpliced(spliced, 'other')).toString('utf8')).toBe(page.split('OLD').join('other'))
  })

  it('holds for any text, marker and value (cuts at the start, the end, side by side)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme' }), { maxLength: 6 }), fc.string({ minLength: 1 }), fc.string(), (pieces, marker, value) => {
        const text = pieces.join(marker)
        const out = gunzipSync(gzipSpliced(splicePage(text, marker), value)).toString('utf8')
        expect(out).toBe(text.split(marker).join(value))
      }),
    )
  })
})
