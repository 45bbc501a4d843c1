import Negotiator from 'negotiator'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync, inflateSync } from 'node:zlib'

/*
 * A rendered page is one buffer (entry.server.tsx): it is compressed here in one call, the fastest
 * level of each encoding, instead of through the compression middleware's stream, whose set-up cost
 * more than the compressing on a small page. Brotli's quality 1 is as fast as gzip's level 1 and a
 * little smaller. The middleware leaves an answer that already has a Content-Encoding alone.
 */

const ENCODINGS = ['br', 'gzip', 'identity']
const MIN_BYTES = 1024

export type CompressedPage = { body: Buffer; encoding: 'br' | 'gzip' | null }

/** `body` in the best encoding the browser's Accept-Encoding takes (null: as it is). */
export function compressPage(body: Buffer, acceptEncoding: string | null): CompressedPage {
  if (body.length < MIN_BYTES || !acceptEncoding) return { body, encoding: null }
  const encoding = preferred(new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }), ENCODINGS, ['br', 'gzip'])
  if (encoding === 'br') {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: body.length }
    return { body: brotliCompressSync(body, { params }), encoding }
  }
  if (encoding === 'gzip') return { body: gzipSync(body, { level: 1 }), encoding }
  return { body, encoding: null }
}

/**
 * Negotiator's second argument (since 0.6.4, as the compression middleware uses it) breaks ties the
 * browser leaves (Chrome sends 'gzip, deflate, br, zstd'); its types know only the first.
 */
function preferred(negotiator: Negotiator, available: string[], order: string[]): string | undefined {
  return (negotiator.encoding as (available: string[], preferred: string[]) => string | undefined)(available, order)
}

/**
 * The page as rendered, from what compressPage (or, for HTML not rendered by React, the compression
 * middleware) gave; null for an encoding neither uses.
 */
export function decompressPage(body: Buffer, encoding: string | null): Buffer | null {
  if (encoding === null || encoding === 'identity') return body
  if (encoding === 'br') return brotliDecompressSync(body)
  if (encoding === 'gzip') return gunzipSync(body)
  if (encoding === 'deflate') return inflateSync(body)
  return null
}
