import { randomUUID } from 'node:crypto'
import { constants as zlibConstants } from 'node:zlib'
import { createRequestHandler } from '@remix-run/express'
import type { ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express, { type NextFunction, type Request, type Response } from 'express'
import expressStaticGzip from 'express-static-gzip'
import { createRequestContext } from '../context.server'
import type { Platform } from '../platform/platform.server'
import { createPageCache } from './page-cache.server'
import { sharedCacheHeaders } from './shared-cache.server'
import { createRouteLabeller, ROUTE_LABELS } from './route-label.server'
import { authBudgetCheck, authRateLimit, createAuthRateLimiter, createMessageRateLimiter, messageBudgetCheck } from './rate-limit.server'
import { scoreboardFeed, SCOREBOARD_FEED_PATH } from './scoreboard-feed.server'
import { cspNonce, newNonce, refuseCrossSiteWrites, securityHeaders } from './security.server'
import { mayShowServerTiming, serverTimingHeader } from './server-timing.server'

export type AppOptions = {
  platform: Platform
  build: ServerBuild
  /** Directory of the browser build (build/client). */
  clientDir: string
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/
const PAGE_COMPRESSION_LEVEL = 1
const TOP_LEVEL_FILE = /^\/[^/]+\.(?!data$)[A-Za-z0-9]+$/

export function createApp({ platform, build, clientDir }: AppOptions) {
  const { env, log, metrics } = platform
  const labels = createRouteLabeller(build)
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', env.TRUST_PROXY)

  const pageCache = env.PAGE_CACHE_MS > 0 && !env.CACHE_DISABLED ? createPageCache({ ttlMs: env.PAGE_CACHE_MS, maxEntries: 500 }) : null

  app.use((req: Request, res: Response, next: NextFunction) => {
    const incoming = req.get('x-request-id')
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID()
    res.locals.requestId = requestId
    const started = performance.now()
    res.on('finish', () => {
      const ms = performance.now() - started
      const route = labels.label((res.locals.routeLabel as string | undefined) ?? ROUTE_LABELS.unmatched, res.statusCode)
      metrics.requestDuration.observe({ method: req.method, route, status: String(res.statusCode) }, ms / 1000)
      log.info({ requestId, method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms) }, 'request')
    })
    // A kept anonymous page goes out from here, with the headers the middleware below gave it.
    const replayed = pageCache?.replay(req, res, { requestId, nonce: newNonce })
    if (replayed) {
      res.locals.routeLabel = replayed
      return
    }
    res.setHeader('X-Request-Id', requestId)
    next()
  })

  app.use(['/healthz', '/readyz', '/metrics'], (_req, res, next) => {
    res.locals.routeLabel = ROUTE_LABELS.ops
    next()
  })
  app.get('/healthz', healthz)
  // In production they live on the internal port only (createOpsApp), out of the public's reach.
  if (env.internalPort === null) mountOpsRoutes(app, platform)

  app.use(cspNonce)
  const legacyOrigin = new URL(platform.legacySiteUrl).origin
  app.use(securityHeaders({ production: env.production, formTargets: [legacyOrigin], imageSources: [legacyOrigin] }))
  // Live scoreboards stream before compression, which would hold their frames back.
  app.get(SCOREBOARD_FEED_PATH, scoreboardFeed(platform.scoreboards))
  // A rendered page arrives compressed (entry.server.tsx, decision 060) and is left as it is. Other
  // dynamic answers (.data, reports) are compressed each time at the fastest level: a third of the
  // default's CPU for some 15 % more bytes. Files under /assets come compressed from the build; any
  // that does not keeps the default (they are cached by browsers for a year).
  const compressFiles = compression()
  const compressPages = compression({
    level: PAGE_COMPRESSION_LEVEL,
    brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: PAGE_COMPRESSION_LEVEL } },
  })
  app.use((req, res, next) => (req.path.startsWith('/assets/') ? compressFiles : compressPages)(req, res, next))
  app.use(refuseCrossSiteWrites)

  app.use((_req, res, next) => {
    res.locals.routeLabel = ROUTE_LABELS.static
    next()
  })
  // Compressed at build time (scripts/build-server.mjs): sent as they are, brotli first.
  app.use(
    '/assets',
    expressStaticGzip(`${clientDir}/assets`, {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      serveStatic: { immutable: true, maxAge: '1y', index: false },
    }),
  )
  // Files sit at the top of the browser build (favicon.png, no-js.css): a page's address is never
  // looked for on disk, which cost a file-system call per page.
  const files = express.static(clientDir, { maxAge: '1h', index: false })
  app.use((req, res, next) => (TOP_LEVEL_FILE.test(req.path) ? files(req, res, next) : next()))
  app.use((req, res, next) => {
    res.locals.routeLabel = labels.match(req.originalUrl)
    next()
  })

  const authLimiter = createAuthRateLimiter(platform.store, env.RATE_LIMIT_AUTH_PER_MINUTE)
  app.use(authRateLimit(authLimiter))
  const messageLimiter = createMessageRateLimiter(platform.store, env.RATE_LIMIT_MESSAGES_PER_HOUR)
  app.use(sharedCacheHeaders({ maxAgeSeconds: env.SHARED_CACHE_SECONDS, staleSeconds: env.SHARED_CACHE_STALE_SECONDS }))
  if (pageCache) app.use(pageCache.keep)

  const remix = createRequestHandler({
    build,
    mode: env.production ? 'production' : 'development',
    getLoadContext: async (req, res) => {
      const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`)
      const context = await createRequestContext(platform, {
        url,
        cookieHeader: req.get('cookie') ?? null,
        acceptLanguage: req.get('accept-language') ?? null,
        requestId: res.locals.requestId as string,
        nonce: res.locals.cspNonce as string,
        overAuthBudget: authBudgetCheck(authLimiter, req, res),
        overMessageBudget: messageBudgetCheck(messageLimiter, res),
      })
      // Every action taken while impersonating leaves an audit line with both identities.
      if (context.impersonator && req.method !== 'GET' && req.method !== 'HEAD') {
        context.log.info({ audit: 'impersonation', method: req.method, path: url.pathname }, 'action while impersonating')
      }
      // How this request spent its deadline, for the browser's devtools (names only, no detail).
      if (mayShowServerTiming(env.production, context.auth)) {
        const writeHead = res.writeHead
        res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
          if (!res.headersSent) res.setHeader('Server-Timing', serverTimingHeader(context.timings, context.deadline))
          return writeHead.apply(this, args)
        } as Response['writeHead']
      }
      return context
    },
  })
  app.all('*', remix)

  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    log.error({ requestId: res.locals.requestId, path: req.path, err: err instanceof Error ? err.message : String(err) }, 'unhandled error')
    if (!res.headersSent) res.status(500).type('text/plain').send('Something went wrong. Please try again.')
  })

  return app
}

function healthz(_req: Request, res: Response) {
  res.type('application/json').send({ status: 'ok' })
}

/** /readyz (Redis and the legacy site reachable) and /metrics (Prometheus). */
function mountOpsRoutes(app: express.Express, platform: Platform) {
  app.get('/readyz', async (_req, res) => {
    const [redis, legacy] = await Promise.all([platform.store.ping(), pingLegacy(platform)])
    const ready = redis && legacy
    res
      .status(ready ? 200 : 503)
      .type('application/json')
      .send({ status: ready ? 'ready' : 'not ready', checks: { redis, legacy, circuit: platform.legacy.circuitState } })
  })
  app.get('/metrics', async (_req, res) => {
    res.type(platform.metrics.contentType).send(await platform.metrics.text())
  })
}

/** The internal port's server (INTERNAL_PORT): the operations routes and nothing else. */
export function createOpsApp(platform: Platform) {
  const app = express()
  app.disable('x-powered-by')
  app.get('/healthz', healthz)
  mountOpsRoutes(app, platform)
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not Found')
  })
  return app
}

async function pingLegacy(platform: Platform): Promise<boolean> {
  if (platform.legacy.circuitState === 'open') return false
  try {
    const res = await fetch(platform.legacyBaseUrl, { method: 'HEAD', signal: AbortSignal.timeout(2000) })
    return res.status < 500
  } catch {
    return false
  }
}
