import { constants, crc32, deflateRawSync } from 'node:zlib'

/*
 * A kept page compressed once, with a value that changes on every answer (the CSP nonce) put in at
 * each answer without compressing the page again. The page is cut at each place the value goes;
 * each piece is compressed on its own and ends on a byte boundary (a sync flush), so the pieces and
 * the value, as an uncompressed ("stored") deflate block, follow one another in one deflate stream.
 * The gzip wrapper's checksum (CRC-32) is combined from each piece's, computed once, and the
 * value's, as zlib's crc32_combine does: no pass over the whole text per answer.
 */

export type SplicedPage = {
  pieces: Buffer[]
  compressed: Buffer[]
  /** Each piece's CRC-32, and the operator that shifts a CRC past its length (crcShift). */
  crcs: number[]
  shifts: number[]
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff])
/** An empty stored block with the final bit set: the end of the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff])
const MAX_STORED = 0xffff

/** `text` cut at every `marker`, each piece compressed. */
export function splicePage(text: string, marker: string): SplicedPage {
  const pieces = text.split(marker).map((piece) => Buffer.from(piece, 'utf8'))
  const compressed = pieces.map((piece) => deflateRawSync(piece, { level: 6, finishFlush: constants.Z_SYNC_FLUSH }))
  return { pieces, compressed, crcs: pieces.map((piece) => extend(0, piece)), shifts: pieces.map((piece) => crcShift(piece.length)) }
}

/** A stored (uncompressed) deflate block holding `data`, not the last one. */
function storedBlock(data: Buffer): Buffer {
  if (data.length > MAX_STORED) throw new RangeError('a spliced value must be shorter than 64 KB')
  const head = Buffer.alloc(5)
  head[0] = 0x00
  head.writeUInt16LE(data.length, 1)
  head.writeUInt16LE(~data.length & 0xffff, 3)
  return Buffer.concat([head, data])
}

/** zlib's crc32 starts over (answers 0) for an empty buffer with no memory behind it: skip those. */
const extend = (crc: number, data: Buffer) => (data.length > 0 ? crc32(data, crc) : crc)

/*
 * CRC-32 of two texts joined, from each one's CRC and the second's length (zlib's crc32_combine,
 * crc32.c): the first CRC times x^(8 * length) modulo the CRC polynomial, plus the second CRC.
 * The polynomials are 32-bit words, bit-reversed as CRC-32 computes them (x^0 is the top bit).
 */
const POLY = 0xedb88320

/** a(x) * b(x) modulo the CRC polynomial. */
function multModP(a: number, b: number): number {
  let m = 0x80000000
  let p = 0
  for (;;) {
    if (a & m) {
      p ^= b
      if ((a & (m - 1)) === 0) break
    }
    m >>>= 1
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1
  }
  return p >>> 0
}

/** x^(2^n) modulo the CRC polynomial, for n = 0..31. */
const X2N: number[] = []
for (let n = 0, p = 0x40000000; n < 32; n++) {
  X2N.push(p)
  p = multModP(p, p)
}

/** The operator that shifts a CRC past `length` bytes: x^(8 * length) modulo the polynomial. */
function crcShift(length: number): number {
  let p = 0x80000000
  for (let n = length, k = 3; n > 0; n = Math.floor(n / 2), k++) if (n % 2) p = multModP(X2N[k % 32]!, p)
  return p
}

const combine = (crc: number, next: number, shift: number) => (multModP(shift, crc) ^ next) >>> 0

/** The page with `value` at every cut, as one gzip body. */
export function gzipSpliced(page: SplicedPage, value: string): Buffer {
  const inserted = Buffer.from(value, 'utf8')
  const stored = storedBlock(inserted)
  const [insertedCrc, insertedShift] = [extend(0, inserted), crcShift(inserted.length)]
  const parts: Buffer[] = [GZIP_HEADER]
  let crc = 0
  let size = 0
  page.pieces.forEach((piece, i) => {
    if (i > 0) {
      parts.push(stored)
      crc = combine(crc, insertedCrc, insertedShift)
      size += inserted.length
    }
    parts.push(page.compressed[i]!)
    crc = combine(crc, page.crcs[i]!, page.shifts[i]!)
    size += piece.length
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(size >>> 0, 4)
  parts.push(FINAL_BLOCK, trailer)
  return Buffer.concat(parts)
}
