import { constants, crc32, deflateRawSync } from 'node:zlib'

/*
 * A kept page compressed once, with a value that changes on every answer (the CSP nonce) put in at
 * each answer without compressing the page again. The page is cut at each place the value goes;
 * each piece is compressed on its own and ends on a byte boundary (a sync flush), so the pieces and
 * the value, as an uncompressed ("stored") deflate block, follow one another in one deflate stream.
 * The gzip wrapper's checksum is the only pass over the whole text per answer.
 */

export type SplicedPage = { pieces: Buffer[]; compressed: Buffer[] }

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff])
/** An empty stored block with the final bit set: the end of the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff])
const MAX_STORED = 0xffff

/** `text` cut at every `marker`, each piece compressed. */
export function splicePage(text: string, marker: string): SplicedPage {
  const pieces = text.split(marker).map((piece) => Buffer.from(piece, 'utf8'))
  const compressed = pieces.map((piece) => deflateRawSync(piece, { level: 6, finishFlush: constants.Z_SYNC_FLUSH }))
  return { pieces, compressed }
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

/** The page with `value` at every cut, as one gzip body. */
export function gzipSpliced(page: SplicedPage, value: string): Buffer {
  const inserted = Buffer.from(value, 'utf8')
  const stored = storedBlock(inserted)
  const parts: Buffer[] = [GZIP_HEADER]
  let crc = 0
  let size = 0
  page.pieces.forEach((piece, i) => {
    if (i > 0) {
      parts.push(stored)
      crc = extend(crc, inserted)
      size += inserted.length
    }
    parts.push(page.compressed[i]!)
    crc = extend(crc, piece)
    size += piece.length
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(size >>> 0, 4)
  parts.push(FINAL_BLOCK, trailer)
  return Buffer.concat(parts)
}
