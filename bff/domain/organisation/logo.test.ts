import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkLogo, LOGO_TYPES, MAX_LOGO_BYTES, sniffImage } from './logo'

const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)))

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13])
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')
const GIF87 = bytes('GIF87a', [1, 0])
const GIF89 = bytes('GIF89a', [1, 0])
const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')

describe('logo type by its bytes (PNG, JPEG, GIF, WebP magic numbers)', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['GIF87a', GIF87, 'image/gif'],
    ['GIF89a', GIF89, 'image/gif'],
    ['WebP', WEBP, 'image/webp'],
  ])('reads %s', (_name, file, type) => expect(sniffImage(file)).toBe(type))

  it.each([
    ['an empty file', bytes()],
    ['text', bytes('hello, this is not a picture')],
    ['a PDF', bytes('%PDF-1.7')],
    ['an SVG (script can ride in it)', bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['a PNG signature cut short', PNG.slice(0, 7)],
    ['a RIFF that is not WebP (WAVE)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a GIF of an unknown version', bytes('GIF88a')],
  ])('refuses %s', (_name, file) => expect(sniffImage(file)).toBeNull())

  it('is too large over the limit, whatever the bytes; an image at the limit passes', () => {
    expect(checkLogo({ size: MAX_LOGO_BYTES + 1, bytes: PNG })).toEqual({ ok: false, code: 'LOGO_TOO_LARGE' })
    expect(checkLogo({ size: MAX_LOGO_BYTES, bytes: PNG })).toEqual({ ok: true, type: 'image/png' })
    expect(checkLogo({ size: 8, bytes: bytes('%PDF-1.7') })).toEqual({ ok: false, code: 'LOGO_NOT_IMAGE' })
  })
})

describe('logo check properties', () => {
  const signatures = [PNG, JPEG, GIF87, GIF89, WEBP]
  const known = new Set<number>([0x89, 0xff, 0x47, 0x52])

  it('any bytes after a known signature keep its type (the name and the tail never matter)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...signatures), fc.uint8Array({ maxLength: 64 }), (head, tail) => {
        const file = new Uint8Array([...head, ...tail])
        expect(LOGO_TYPES).toContain(sniffImage(file))
        expect(sniffImage(file)).toBe(sniffImage(head))
      }),
    )
  })

  it('bytes that start with none of the signatures first bytes are never an image', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 0, maxLength: 64 }).filter((b) => b.length === 0 || !known.has(b[0] as number)),
        (file) => {
          expect(checkLogo({ size: file.length, bytes: file })).toEqual({ ok: false, code: 'LOGO_NOT_IMAGE' })
        },
      ),
    )
  })

  it('a file over the limit is always refused as too large, even a real image', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 * MAX_LOGO_BYTES }), fc.constantFrom(...signatures), (extra, head) => {
        expect(checkLogo({ size: MAX_LOGO_BYTES + extra, bytes: head })).toEqual({ ok: false, code: 'LOGO_TOO_LARGE' })
      }),
    )
  })
})
