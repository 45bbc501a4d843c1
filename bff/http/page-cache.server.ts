import type { NextFunction, Request, Response } from 'express'
import { detectLanguage } from '../domain/routing/language'
import { hasPersonalCookie } from '../session/cookie-names'
import { decompressPage } from './compress-page.server'
import { gzipSpliced, splicePage, type SplicedPage } from './gzip-splice.server'

/**
 * A request for a document that is the same for every visitor asking in the same language: a GET
 * of a page (not its data) by a visitor without a session or a message waiting. Whether its answer
 * is too depends on the answer (a 200 HTML page that sets no cookie).
 */
export function isSharedPageRequest(req: Request): boolean {
  return req.method === 'GET' && !req.path.endsWith('.data') && !hasPersonalCookie(req.get('cookie') ?? '')
}

/**
 * A few seconds of memory for public pages as anonymous visitors see them. Rendering the home
 * page (twenty cards) is the BFF's main CPU cost; under load most visitors are anonymous and see
 * the same page. Only documents for visitors without a session or pending message are kept,
 * keyed by language and address, and only 200 HTML answers that set no cookie. Each answer gets
 * this response's CSP nonce in place of the one it was rendered with. Per instance, on purpose:
 * a few seconds of staleness does not need Redis. A browser that takes gzip gets the page
 * compressed once when it was kept, with the new nonce spliced in (gzip-splice.server.ts): serving
 * a kept page then costs little more than sending its bytes.
 */
export function createPageCache(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? Date.now
  const entries = new Map<string, { body: string; nonce: string; gzip: SplicedPage; expires: number }>()

  function keyFor(req: Request): string | null {
    if (!isSharedPageRequest(req)) return null
    const cookie = req.get('cookie') ?? ''
    return `${detectLanguage(cookie || null, req.get('accept-language') ?? null)} ${req.originalUrl}`
  }

  return function pageCache(req: Request, res: Response, next: NextFunction) {
    const key = keyFor(req)
    if (!key) return next()
    const hit = entries.get(key)
    const nonce = res.locals.cspNonce as string
    if (hit && hit.expires > now()) {
      res.status(200).type('text/html; charset=utf-8').set('X-Page-Cache', 'hit').vary('Accept-Encoding')
      if (req.acceptsEncodings('gzip') === 'gzip') {
        // Already encoded: the compression middleware leaves it as it is.
        const gzipped = gzipSpliced(hit.gzip, nonce)
        res.set({ 'Content-Encoding': 'gzip', 'Content-Length': String(gzipped.length) }).end(gzipped)
      } else {
        res.send(hit.body.split(hit.nonce).join(nonce))
      }
      return
    }
    if (hit) entries.delete(key)

    const chunks: Buffer[] = []
    let size = 0
    const write = res.write.bind(res) as (...args: unknown[]) => boolean
    const end = res.end.bind(res) as (...args: unknown[]) => Response
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > MAX_BODY) return
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
      size += buffer.length
      chunks.push(buffer)
    }
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0])
      return write(chunk, ...rest)
    }) as Response['write']
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0])
      const cacheable =
        res.statusCode === 200 &&
        size <= MAX_BODY &&
        !res.getHeader('set-cookie') &&
        String(res.getHeader('content-type') ?? '').startsWith('text/html')
      if (cacheable) {
        if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string)
        // A rendered page arrives compressed for this browser (compress-page.server.ts).
        const encoding = res.getHeader('content-encoding')
        const body = decompressPage(Buffer.concat(chunks), typeof encoding === 'string' ? encoding : null)?.toString('utf8')
        if (body !== undefined) entries.set(key, { body, nonce, gzip: splicePage(body, nonce), expires: now() + options.ttlMs })
      }
      return end(chunk, ...rest)
    }) as Response['end']
    res.set('X-Page-Cache', 'miss')
    next()
  }
}

const MAX_BODY = 1024 * 1024
