import type { IncomingMessage, ServerResponse } from 'node:http'
import type { NextFunction, Request, Response } from 'express'
import Negotiator from 'negotiator'
import { detectLanguage } from '../domain/routing/language'
import { hasPersonalCookie } from '../session/cookie-names'
import { decompressPage } from './compress-page.server'
import { gzipSpliced, splicePage, type SplicedPage } from './gzip-splice.server'

/**
 * A request for a document that is the same for every visitor asking in the same language: a GET
 * of a page (not its data) by a visitor without a session or a message waiting. Whether its answer
 * is too depends on the answer (a 200 HTML page that sets no cookie).
 */
export function isSharedPageRequest(req: IncomingMessage): boolean {
  return req.method === 'GET' && !pathOf(req.url ?? '/').endsWith('.data') && !hasPersonalCookie(req.headers.cookie ?? '')
}

const pathOf = (url: string) => {
  const query = url.indexOf('?')
  return query < 0 ? url : url.slice(0, query)
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
 *
 * `keep` is the middleware where the page is rendered (after the security, compression and
 * cache-control middleware): it keeps pages and serves their first hits. The first gzip hit's
 * headers, as all that middleware set them, are kept with the page: `replay` then answers the next
 * gzip hits at the front of the app with those headers (this answer's request id and nonce put
 * in), in one write, without running the middleware that would set the same headers again.
 */
export function createPageCache(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? Date.now
  const entries = new Map<string, Entry>()

  /** The page's key: its language and address (`url` as the request first came, before any mount point). */
  function keyFor(req: IncomingMessage, url: string): string | null {
    if (!isSharedPageRequest(req)) return null
    const cookie = req.headers.cookie ?? ''
    return `${detectLanguage(cookie || null, req.headers['accept-language'] ?? null)} ${url}`
  }

  function keep(req: Request, res: Response, next: NextFunction) {
    const key = keyFor(req, req.originalUrl)
    if (!key) return next()
    const hit = entries.get(key)
    const nonce = res.locals.cspNonce as string
    if (hit && hit.expires > now()) {
      res.status(200).type('text/html; charset=utf-8').set('X-Page-Cache', 'hit').vary('Accept-Encoding')
      if (takesGzip(req.headers['accept-encoding'])) {
        // Already encoded: the compression middleware leaves it as it is.
        const gzipped = gzipSpliced(hit.gzip, nonce)
        res.set({ 'Content-Encoding': 'gzip', 'Content-Length': String(gzipped.length) }).end(gzipped)
        hit.replay ??= replayOf(res, nonce, res.locals.routeLabel as string | undefined)
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

  /**
   * Answers a gzip hit whose headers a hit before it has set (see `keep`), with this answer's
   * request id and nonce; nothing is sent for any other request. The route label is the one the
   * headers' hit had (for the request metrics) when it answered, null when it did not.
   */
  function replay(req: IncomingMessage, res: ServerResponse, answer: { requestId: string; nonce: () => string }): string | null {
    const key = keyFor(req, req.url ?? '/')
    const hit = key === null ? undefined : entries.get(key)
    if (!hit?.replay || hit.expires <= now() || !takesGzip(req.headers['accept-encoding'])) return null
    const { headers, requestIdAt, cspAt, csp, lengthAt, routeLabel } = hit.replay
    const nonce = answer.nonce()
    const gzipped = gzipSpliced(hit.gzip, nonce)
    const out = headers.slice()
    out[requestIdAt] = answer.requestId
    if (cspAt >= 0) out[cspAt] = csp.join(nonce)
    out[lengthAt] = String(gzipped.length)
    res.writeHead(200, out).end(gzipped)
    return routeLabel
  }

  return { keep, replay }
}

type Entry = { body: string; nonce: string; gzip: SplicedPage; expires: number; replay?: Replay }

/** A gzip hit's headers as a flat [name, value, ...] list, with where its per-answer values go. */
type Replay = { headers: string[]; requestIdAt: number; cspAt: number; csp: string[]; lengthAt: number; routeLabel: string }

function replayOf(res: Response, nonce: string, routeLabel: string | undefined): Replay | undefined {
  const headers: string[] = []
  // Node has it on every outgoing message; its types only on ClientRequest.
  for (const name of (res as unknown as { getRawHeaderNames(): string[] }).getRawHeaderNames()) {
    const value = res.getHeader(name)
    for (const one of Array.isArray(value) ? value : [value]) headers.push(name, String(one))
  }
  const at = (name: string) => headers.findIndex((h, i) => i % 2 === 0 && h.toLowerCase() === name) + 1
  const [requestIdAt, cspAt, lengthAt] = [at('x-request-id'), at('content-security-policy'), at('content-length')]
  // Without a request id or a length there is nothing safe to replay: hits keep the long way.
  if (requestIdAt === 0 || lengthAt === 0 || routeLabel === undefined) return undefined
  return { headers, requestIdAt, cspAt: cspAt || -1, csp: cspAt ? headers[cspAt]!.split(nonce) : [], lengthAt, routeLabel }
}

/** Whether an Accept-Encoding takes gzip, as Express reads it (`req.acceptsEncodings('gzip')`); remembered per header. */
function takesGzip(acceptEncoding: string | undefined): boolean {
  const header = acceptEncoding ?? ''
  let takes = GZIP_BY_HEADER.get(header)
  if (takes === undefined) {
    takes = new Negotiator({ headers: { 'accept-encoding': header } }).encodings(['gzip'])[0] === 'gzip'
    if (GZIP_BY_HEADER.size >= 100) GZIP_BY_HEADER.clear()
    GZIP_BY_HEADER.set(header, takes)
  }
  return takes
}

const GZIP_BY_HEADER = new Map<string, boolean>()
const MAX_BODY = 1024 * 1024
