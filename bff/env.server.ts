import { availableParallelism } from 'node:os'
import { z } from 'zod'
import { missingCallsIn } from './legacy/conformance/format'
import type { HostPort, RedisConnection } from './platform/store.server'

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback)
const millis = (fallback: number) => z.coerce.number().int().positive().default(fallback)
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => v.replace(/\/+$/, ''))
  .pipe(z.string().url())
  .optional()
  .or(z.literal('').transform(() => undefined))

/** A path on the legacy host, e.g. /basket: no query, no spaces, no cookie separators. */
const legacyPath = z
  .string()
  .trim()
  .regex(/^\/[A-Za-z0-9._~\-/]*$/, 'must be a path such as /basket')
  .transform((v) => (v.length > 1 ? v.replace(/\/+$/, '') : v))

/** The BFF's own pages: a legacy cookie scoped to one of them would reach the BFF. */
/** A comma-separated list: items trimmed, empty ones dropped. */
const commaList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
const BFF_PATHS = /^\/(?:v2)?$|^\/v2\//i
const legacyPagePath = legacyPath.refine((p) => !BFF_PATHS.test(p), 'must be a legacy path, not / or a page of this app')

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** The port of /metrics and /readyz, off the public one; default 9091 in production, the main port otherwise. */
  INTERNAL_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(65535).optional()),
  /** Where the internal port listens; default HOST. */
  INTERNAL_HOST: z.string().optional(),
  LEGACY_BASE_URL: optionalUrl,
  LEGACY_SITE_URL: optionalUrl,
  LEGACY_TOKEN_PATH: z.string().startsWith('/').default('/wp-json/jwt-auth/v1/token'),
  /**
   * How submit to basket takes the user to the WooCommerce basket logged in: 'wp-cookie' (the
   * BFF signs the browser in to WordPress at login) or 'handoff-url' (a one-time address from
   * GET /v5/basket/handoff, a call of this project's own). Default: wp-cookie for a real legacy
   * site, handoff-url with the embedded simulator (docs/decisions).
   */
  BASKET_HANDOFF: z.enum(['wp-cookie', 'handoff-url']).optional(),
  LEGACY_BASKET_PATH: legacyPagePath.default('/basket'),
  LEGACY_LOGIN_PATH: legacyPagePath.default('/wp-login.php'),
  /** Where the WordPress cookies go, comma-separated; default the basket path, /checkout, /my-account, /wp-admin, /wp-login.php. */
  LEGACY_COOKIE_PATHS: commaList.pipe(z.array(legacyPagePath)),
  LEGACY_CONNECT_TIMEOUT_MS: millis(2000),
  LEGACY_HEADERS_TIMEOUT_MS: millis(8000),
  LEGACY_BODY_TIMEOUT_MS: millis(8000),
  LEGACY_GET_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  LEGACY_BREAKER_THRESHOLD: z.coerce.number().int().min(1).default(5),
  LEGACY_BREAKER_RESET_MS: millis(10000),
  /** The time one request may spend waiting on the legacy site, every call, retry and back-off included. */
  REQUEST_DEADLINE_MS: millis(8000),
  REDIS_URL: optionalUrl,
  /** Redis through Sentinel: the sentinels, comma-separated host:port (with REDIS_SENTINEL_NAME). */
  REDIS_SENTINELS: commaList,
  /** The name the sentinels monitor the primary under. */
  REDIS_SENTINEL_NAME: z.string().trim().optional(),
  /** Redis Cluster: some of its nodes, comma-separated host:port (the rest are discovered). */
  REDIS_CLUSTER_NODES: commaList,
  /** The data nodes' password with REDIS_SENTINELS or REDIS_CLUSTER_NODES (REDIS_URL carries its own). */
  REDIS_PASSWORD: z.string().optional(),
  /** With Sentinel or Cluster: how long a command waits for the new primary during a failover. */
  REDIS_FAILOVER_WAIT_MS: millis(5000),
  SESSION_SECRET: commaList,
  SESSION_IDLE_SECONDS: seconds(2 * 60 * 60),
  SESSION_ABSOLUTE_SECONDS: seconds(7 * 24 * 60 * 60),
  SUPPORT_EMAIL: z
    .string()
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DEV_LOGIN_USER: z.string().optional(),
  DEV_LOGIN_PASSWORD: z.string().optional(),
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Benchmarks only: serve every call uncached to measure the BFF's own cost. */
  CACHE_DISABLED: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  /** How long anonymous visitors' public pages are kept in memory (0 turns it off). */
  PAGE_CACHE_MS: z.coerce.number().int().min(0).default(5000),
  /** How long a CDN or reverse proxy may keep a page that is the same for every visitor (s-maxage; 0: never). */
  SHARED_CACHE_SECONDS: z.coerce.number().int().min(0).default(5),
  /** How long past that it may serve it while fetching a new one (stale-while-revalidate). */
  SHARED_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).default(30),
  SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  SIMULATOR_LATENCY_MS: z.coerce.number().int().min(0).default(0),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** Messages one user may send per hour (each mails a competition's entrants or every user). */
  RATE_LIMIT_MESSAGES_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** Worker processes serving the site; default one per available core in production, 1 otherwise. */
  WEB_CONCURRENCY: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(64).optional()),
  /** On SIGTERM, how long requests in flight may take to finish before their connections are cut. */
  SHUTDOWN_TIMEOUT_MS: millis(25_000),
  /**
   * On SIGTERM, how long the server keeps accepting, with /healthz answering 503, before it stops:
   * behind a load balancer, longer than the balancer takes to see it down (decision 068).
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).default(0),
  /** Screens (route table names, comma-separated) that always hand over to the legacy site (decision 067). */
  LEGACY_HAND_OVER: commaList,
  /** Screens that never hand over: a call the legacy site lacks shows the error page as any failure. */
  LEGACY_STAY: commaList,
  /** How long a call the legacy site answered `rest_no_route` is known missing (kept in Redis). */
  LEGACY_NO_ROUTE_SECONDS: seconds(60 * 60),
  /** A report of `npm run legacy:check` (JSON): the calls it marks missing are known missing from start-up (decision 073). */
  LEGACY_CONFORMANCE_FILE: z.string().trim().optional(),
  /** How often one scoreboard is read upstream, whatever its audience (3-organiser-admin §9: 10 s). */
  SCOREBOARD_POLL_MS: millis(10_000),
  /** Live scoreboard viewers (SSE connections) one process serves at once; past it, 503 and the browser retries. */
  SCOREBOARD_MAX_VIEWERS: z.coerce.number().int().min(1).default(5000),
})

export type BasketHandoffMode = 'wp-cookie' | 'handoff-url'

export type Env = z.infer<typeof schema> & {
  production: boolean
  /** BASKET_HANDOFF, or its default for where the legacy API is. */
  basketHandoff: BasketHandoffMode
  /** LEGACY_COOKIE_PATHS, or its default. */
  legacyCookiePaths: string[]
  /** INTERNAL_PORT, or its default: null serves /metrics and /readyz on the main port. */
  internalPort: number | null
  /** WEB_CONCURRENCY, or its default. */
  workers: number
  /** Where Redis is (REDIS_URL, REDIS_SENTINELS or REDIS_CLUSTER_NODES); null: the in-process memory store. */
  redis: RedisConnection | null
  /** The legacy calls LEGACY_CONFORMANCE_FILE marks missing (its endpoint names); none without one. */
  legacyKnownMissing: string[]
}

const DEFAULT_INTERNAL_PORT = 9091

const HOST_PORT = /^(?:\[([0-9a-fA-F:.]+)\]|([A-Za-z0-9.-]+)):(\d{1,5})$/

function hostPorts(name: string, items: string[], problems: string[]): HostPort[] {
  const out: HostPort[] = []
  for (const item of items) {
    const m = HOST_PORT.exec(item)
    const port = m ? Number(m[3]) : 0
    if (!m || port < 1 || port > 65535) problems.push(`${name}: "${item}" is not host:port`)
    else out.push({ host: m[1] ?? m[2], port })
  }
  return out
}

/** The one Redis the variables describe, or the problems with them. */
function redisConnection(data: z.infer<typeof schema>, problems: string[]): RedisConnection | null {
  const given = [
    data.REDIS_URL && 'REDIS_URL',
    data.REDIS_SENTINELS.length > 0 && 'REDIS_SENTINELS',
    data.REDIS_CLUSTER_NODES.length > 0 && 'REDIS_CLUSTER_NODES',
  ].filter((v): v is string => typeof v === 'string')
  if (given.length > 1) {
    problems.push(`set only one of ${given.join(', ')}`)
    return null
  }
  const name = data.REDIS_SENTINEL_NAME || undefined
  if (name && given[0] !== 'REDIS_SENTINELS') problems.push('REDIS_SENTINEL_NAME needs REDIS_SENTINELS')
  if (data.REDIS_PASSWORD && given[0] !== 'REDIS_SENTINELS' && given[0] !== 'REDIS_CLUSTER_NODES') {
    problems.push('REDIS_PASSWORD goes with REDIS_SENTINELS or REDIS_CLUSTER_NODES (REDIS_URL carries its own)')
  }
  const password = data.REDIS_PASSWORD || undefined
  const failoverWaitMs = data.REDIS_FAILOVER_WAIT_MS
  if (data.REDIS_URL) return { kind: 'url', url: data.REDIS_URL }
  if (data.REDIS_SENTINELS.length > 0) {
    if (!name) problems.push('REDIS_SENTINELS needs REDIS_SENTINEL_NAME (the name the sentinels monitor the primary under)')
    const sentinels = hostPorts('REDIS_SENTINELS', data.REDIS_SENTINELS, problems)
    return name ? { kind: 'sentinel', sentinels, name, password, failoverWaitMs } : null
  }
  if (data.REDIS_CLUSTER_NODES.length > 0) {
    return { kind: 'cluster', nodes: hostPorts('REDIS_CLUSTER_NODES', data.REDIS_CLUSTER_NODES, problems), password, failoverWaitMs }
  }
  return null
}

/** Parses the environment once at start-up; throws one line per problem. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source)
  const problems: string[] = []
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.')}: ${issue.message}`)
  }
  const redis = parsed.success ? redisConnection(parsed.data, problems) : null
  let legacyKnownMissing: string[] = []
  if (parsed.success && parsed.data.LEGACY_CONFORMANCE_FILE) {
    try {
      legacyKnownMissing = missingCallsIn(parsed.data.LEGACY_CONFORMANCE_FILE)
    } catch (err) {
      problems.push((err as Error).message)
    }
  }
  if (parsed.success && parsed.data.NODE_ENV === 'production') {
    const missing = (value: unknown) => value === undefined || (Array.isArray(value) && value.length === 0)
    if (missing(parsed.data.LEGACY_BASE_URL)) problems.push('LEGACY_BASE_URL is required when NODE_ENV=production')
    if (!redis && !problems.some((p) => p.includes('REDIS_'))) {
      problems.push('REDIS_URL (or REDIS_SENTINELS or REDIS_CLUSTER_NODES) is required when NODE_ENV=production')
    }
    if (missing(parsed.data.SESSION_SECRET)) problems.push('SESSION_SECRET is required when NODE_ENV=production')
  }
  if (problems.length > 0 || !parsed.success) throw new EnvError(problems)
  const data = parsed.data
  return {
    ...data,
    redis,
    legacyKnownMissing,
    production: data.NODE_ENV === 'production',
    internalPort: data.INTERNAL_PORT ?? (data.NODE_ENV === 'production' ? DEFAULT_INTERNAL_PORT : null),
    workers: data.WEB_CONCURRENCY ?? (data.NODE_ENV === 'production' ? availableParallelism() : 1),
    basketHandoff: data.BASKET_HANDOFF ?? (data.LEGACY_BASE_URL ? 'wp-cookie' : 'handoff-url'),
    legacyCookiePaths:
      data.LEGACY_COOKIE_PATHS.length > 0
        ? [...new Set(data.LEGACY_COOKIE_PATHS)]
        : [...new Set([data.LEGACY_BASKET_PATH, '/checkout', '/my-account', '/wp-admin', '/wp-login.php'])],
  }
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'EnvError'
  }
}
