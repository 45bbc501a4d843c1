import { randomFillSync } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import helmet from 'helmet'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

const NONCE_BYTES = 16
// Random bytes for 256 nonces at a time: one call into the system's generator instead of one per
// response (as crypto.randomUUID keeps its own). Each nonce's bytes are used once.
const noncePool = Buffer.alloc(NONCE_BYTES * 256)
let noncePoolAt = noncePool.length

/** A fresh nonce per response, for the Content-Security-Policy and the scripts Remix renders. */
export function newNonce(): string {
  if (noncePoolAt === noncePool.length) {
    randomFillSync(noncePool)
    noncePoolAt = 0
  }
  noncePoolAt += NONCE_BYTES
  return noncePool.toString('base64', noncePoolAt - NONCE_BYTES, noncePoolAt)
}

export function cspNonce(_req: Request, res: Response, next: NextFunction) {
  res.locals.cspNonce = newNonce()
  next()
}

/** Enforced CSP: scripts only with this response's nonce; forms may post here and to the legacy checkout. */
export function securityHeaders(options: { production: boolean; formTargets: string[]; imageSources: string[] }) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`, "'strict-dynamic'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:', ...options.imageSources],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        // A type 'U' help item embeds an http(s) page in the help panel (1-shell §2.8; decision 044).
        frameSrc: ["'self'", 'https:', 'http:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...options.formTargets],
        upgradeInsecureRequests: options.production ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: options.production,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })
}

/**
 * Unsafe methods from another site are refused before any route runs. Browsers send
 * Sec-Fetch-Site and/or Origin; a request with neither is not a browser form post from elsewhere.
 */
export function refuseCrossSiteWrites(req: Request, res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method)) return next()
  const fetchSite = req.get('sec-fetch-site')
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return refuse(res)
  const origin = req.get('origin')
  if (origin && origin !== 'null') {
    const own = `${req.protocol}://${req.get('host')}`
    if (origin !== own) return refuse(res)
  } else if (origin === 'null' && fetchSite !== 'same-origin') {
    return refuse(res)
  }
  next()
}

function refuse(res: Response) {
  res.status(403).type('text/plain').send('Forbidden: cross-site request refused.')
}
