import type { ServerBuild } from '@remix-run/node'
import type { Env } from '../env.server'
import { createCache, createPassThroughCache, type Cache } from '../cache/cache.server'
import { createLocks, type Locks } from '../cache/lock.server'
import { createRedisFeedFleet } from './feed-fleet.server'
import { createMemoryStore, createRedisStore, type KeyValueStore } from './store.server'
import type { Logger } from './logger.server'
import { createMetrics, type Metrics } from './metrics.server'
import { LegacyClient } from '../legacy/client.server'
import { WordpressLogin } from '../legacy/wp-login.server'
import { createAppSessionStorage, type AppSessionStorage } from '../session/session.server'
import { createScoreboardFeeds, type ScoreboardFeeds } from '../services/scoreboard.server'

/** Everything that lives as long as the process; one per server. */
export type Platform = {
  env: Env
  log: Logger
  metrics: Metrics
  store: KeyValueStore
  cache: Cache
  /** One user's writes to one thing, in turn (shared through Redis between instances). */
  locks: Locks
  legacy: LegacyClient
  /** WordPress's own login, for BASKET_HANDOFF=wp-cookie. */
  wordpress: WordpressLogin
  sessions: AppSessionStorage
  /** Live scoreboards: one upstream poller per board for the fleet, fanned out to every viewer (decisions 030, 068). */
  scoreboards: ScoreboardFeeds
  legacyBaseUrl: string
  /** Where users are sent for pages the new app does not have (basket, my-account). */
  legacySiteUrl: string
  close(): Promise<void>
}

export function createPlatform(options: {
  env: Env
  log: Logger
  legacyBaseUrl: string
  sessionSecrets: string[]
  store?: KeyValueStore
  metrics?: Metrics
}): Platform {
  const { env, log } = options
  const metrics = options.metrics ?? createMetrics()
  const store =
    options.store ??
    (env.redis ? createRedisStore(env.redis, { onError: (err) => log.warn({ err: err.message }, 'redis error') }) : createMemoryStore())
  const onEvent = (e: { status: string }) => metrics.cacheEvents.inc({ status: e.status })
  const cache = env.CACHE_DISABLED ? createPassThroughCache({ store, onEvent }) : createCache({ store, onEvent })
  const legacy = new LegacyClient({
    baseUrl: options.legacyBaseUrl,
    connectTimeoutMs: env.LEGACY_CONNECT_TIMEOUT_MS,
    headersTimeoutMs: env.LEGACY_HEADERS_TIMEOUT_MS,
    bodyTimeoutMs: env.LEGACY_BODY_TIMEOUT_MS,
    getRetries: env.LEGACY_GET_RETRIES,
    breakerThreshold: env.LEGACY_BREAKER_THRESHOLD,
    breakerResetMs: env.LEGACY_BREAKER_RESET_MS,
    log,
    onObserve: ({ endpoint, outcome, ms }) => metrics.upstreamDuration.observe({ endpoint, outcome }, ms / 1000),
    onCircuitChange: (state) => {
      metrics.circuitState.set({ upstream: 'legacy' }, state === 'open' ? 1 : state === 'half-open' ? 0.5 : 0)
      log.warn({ state }, 'legacy circuit changed')
    },
  })
  const wordpress = new WordpressLogin({
    baseUrl: options.legacyBaseUrl,
    loginPath: env.LEGACY_LOGIN_PATH,
    connectTimeoutMs: env.LEGACY_CONNECT_TIMEOUT_MS,
    headersTimeoutMs: env.LEGACY_HEADERS_TIMEOUT_MS,
    onObserve: ({ endpoint, outcome, ms }) => metrics.upstreamDuration.observe({ endpoint, outcome }, ms / 1000),
  })
  const sessions = createAppSessionStorage({
    store,
    secrets: options.sessionSecrets,
    secure: env.production,
    idleSeconds: env.SESSION_IDLE_SECONDS,
    absoluteSeconds: env.SESSION_ABSOLUTE_SECONDS,
  })
  const fleet = createRedisFeedFleet({
    store,
    intervalMs: env.SCOREBOARD_POLL_MS,
    onError: (err) => log.warn({ err: err.message }, 'scoreboard fleet error'),
  })
  const scoreboards = createScoreboardFeeds({
    legacy,
    log,
    pollMs: env.SCOREBOARD_POLL_MS,
    deadlineMs: env.REQUEST_DEADLINE_MS,
    maxViewers: env.SCOREBOARD_MAX_VIEWERS,
    fleet,
  })
  return {
    env,
    log,
    metrics,
    store,
    cache,
    locks: createLocks(store),
    legacy,
    wordpress,
    sessions,
    scoreboards,
    legacyBaseUrl: options.legacyBaseUrl,
    legacySiteUrl: env.LEGACY_SITE_URL ?? options.legacyBaseUrl,
    async close() {
      scoreboards.close()
      await fleet?.close()
      await legacy.close()
      await wordpress.close()
      await store.close()
    },
  }
}

export type { ServerBuild }
