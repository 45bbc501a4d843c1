import type { NextFunction, Request, Response } from 'express'
import { isSharedPageRequest } from './page-cache.server'

/**
 * Cache-Control for a CDN or reverse proxy in front of the fleet (decision 068). A page that is the
 * same for every visitor (the anonymous page cache's kind: a 200 HTML answer to a visitor without
 * a session, setting no cookie) may be kept by a shared cache for `maxAgeSeconds` and served stale
 * for `staleSeconds` more while it fetches a new one; it varies by language (the `lng` cookie or
 * Accept-Language) and by the session cookies. Every other page is private. Browsers always ask
 * again (max-age=0): the page's nonce and data are never older than the shared cache's copy.
 * Decided when the headers go out, whatever sends them (the page cache or a render).
 */
export function sharedCacheHeaders(options: { maxAgeSeconds: number; staleSeconds: number }) {
  const shared = `public, max-age=0, s-maxage=${options.maxAgeSeconds}, stale-while-revalidate=${options.staleSeconds}`
  return (req: Request, res: Response, next: NextFunction) => {
    const anonymous = options.maxAgeSeconds > 0 && isSharedPageRequest(req)
    const writeHead = res.writeHead
    res.writeHead = function (this: Response, ...args: unknown[]) {
      const status = typeof args[0] === 'number' ? args[0] : res.statusCode
      const html = String(res.getHeader('content-type') ?? '').startsWith('text/html')
      if (html && res.getHeader('cache-control') === undefined) {
        if (anonymous && status === 200 && !res.getHeader('set-cookie')) {
          res.setHeader('Cache-Control', shared)
          res.vary('Accept-Language').vary('Cookie')
        } else {
          res.setHeader('Cache-Control', 'private')
        }
      }
      return (writeHead as (...a: unknown[]) => Response).apply(this, args)
    } as Response['writeHead']
    next()
  }
}
