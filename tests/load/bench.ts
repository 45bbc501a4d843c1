// Load bench: `npm run build` (once), then `npm run bench`. Not part of `npm test`.
//
// Starts, in one process: the legacy simulator with a fixed added latency per call, a real Redis
// and the built app (wired like bff/http/main.ts), then prints, from the same run:
//   1. warm-cache latency of GET /v2 through the BFF next to the same upstream call made directly;
//   2. upstream calls per 100 warm page views (target 0);
//   3. upstream calls for 50 concurrent cold requests of one cache key (target 1, single flight).
// Exits 0 whatever the numbers are; 1 only if the bench itself fails.
//
// Env: BENCH_LATENCY_MS (default 20) = added latency of every simulated legacy call.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import { Agent, request } from 'undici'
import { startSimulator, type Simulator } from '../../contract-fixtures/simulator/server'
import { parseEnv } from '../../bff/env.server'
import { createApp } from '../../bff/http/app.server'
import { createLogger } from '../../bff/http/logger.server'
import { createPlatform, type Platform } from '../../bff/platform.server'
import { PUBLIC_CONFIG_KEY } from '../../bff/services/config.server'
import { startRedisServer, type RedisServer } from '../support/redis-server'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const SERVER_BUILD = path.join(ROOT, 'build/server/index.js')
const CLIENT_DIR = path.join(ROOT, 'build/client')

const CONFIG_PATH = '/wp-json/e4s/v5/public/config'
const PAGE_PATH = '/v2'
const WARMUP = 20
const N = 300
const WARM_PAGE_VIEWS = 100
const COLD_CONCURRENCY = 50
const SECRET = 'bench-secret'

function latencyFromEnv(): number {
  const raw = process.env.BENCH_LATENCY_MS
  if (raw === undefined || raw.trim() === '') return 20
  const value = Number(raw)
  if (!Number.isFinite(value) || value < 0) throw new Error(`BENCH_LATENCY_MS must be a number >= 0 (got "${raw}")`)
  return Math.round(value)
}

function ensureBuild() {
  if (existsSync(SERVER_BUILD)) return
  process.stdout.write('build/server/index.js is missing: running `npm run build` (about 30 s)\n')
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  if (result.status !== 0 || !existsSync(SERVER_BUILD)) {
    throw new Error(`npm run build failed (${result.error?.message ?? `exit ${result.status ?? result.signal}`})`)
  }
}

/** One GET, body fully read; returns the elapsed ms. Throws on a non-2xx answer. */
async function timedGet(agent: Agent, url: string): Promise<number> {
  const started = performance.now()
  const res = await request(url, { method: 'GET', dispatcher: agent, headers: { accept: 'text/html,application/json' } })
  await res.body.text()
  const ms = performance.now() - started
  if (res.statusCode < 200 || res.statusCode >= 300) throw new Error(`GET ${new URL(url).pathname} answered ${res.statusCode}`)
  return ms
}

async function sequential(agent: Agent, url: string, count: number): Promise<number[]> {
  const samples: number[] = []
  for (let i = 0; i < count; i++) samples.push(await timedGet(agent, url))
  return samples
}

/** Nearest-rank percentile. */
function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)))
  return sorted[rank - 1]
}

const fmt = (ms: number) => ms.toFixed(2).padStart(8)
const row = (label: string, a: string, b: string) => `  ${label.padEnd(22)}${a}${b}`

async function main() {
  ensureBuild()
  const latencyMs = latencyFromEnv()

  let sim: Simulator | undefined
  let redis: RedisServer | undefined
  let platform: Platform | undefined
  let server: Server | undefined
  const bffAgent = new Agent({ keepAliveTimeout: 30_000 })
  const directAgent = new Agent({ keepAliveTimeout: 30_000 })

  try {
    sim = await startSimulator({ port: 0, latencyMs })
    redis = await startRedisServer()

    const env = parseEnv({
      NODE_ENV: 'production',
      LEGACY_BASE_URL: sim.url,
      REDIS_URL: redis.url,
      SESSION_SECRET: SECRET,
      LOG_LEVEL: 'silent',
      PORT: '0',
    })
    const log = createLogger({ level: env.LOG_LEVEL })
    platform = createPlatform({ env, log, legacyBaseUrl: sim.url, sessionSecrets: [SECRET] })
    const build = (await import(pathToFileURL(SERVER_BUILD).href)) as ServerBuild
    const app = createApp({ platform, build, clientDir: CLIENT_DIR })
    server = await new Promise<Server>((resolve, reject) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
      listening.once('error', reject)
    })
    const { port } = server.address() as AddressInfo
    const pageUrl = `http://127.0.0.1:${port}${PAGE_PATH}`
    const directUrl = `${sim.url}${CONFIG_PATH}`

    // 1. Warm-cache latency, BFF page vs the direct upstream call.
    await sequential(bffAgent, pageUrl, WARMUP)
    await sequential(directAgent, directUrl, WARMUP)
    const bff = await sequential(bffAgent, pageUrl, N)
    const direct = await sequential(directAgent, directUrl, N)
    const bffP50 = percentile(bff, 50)
    const bffP99 = percentile(bff, 99)
    const directP50 = percentile(direct, 50)
    const directP99 = percentile(direct, 99)

    // 2. Upstream calls per 100 warm page views.
    sim.calls.reset()
    await sequential(bffAgent, pageUrl, WARM_PAGE_VIEWS)
    const warmTotal = sim.calls.total()
    const warmConfig = sim.calls.count(CONFIG_PATH)

    // 3. Cold single flight: one shared key, many concurrent requests.
    await platform.cache.invalidate(PUBLIC_CONFIG_KEY)
    sim.calls.reset()
    const coldStarted = performance.now()
    const cold = await Promise.all(Array.from({ length: COLD_CONCURRENCY }, () => timedGet(bffAgent, pageUrl)))
    const coldWall = performance.now() - coldStarted
    const coldTotal = sim.calls.total()
    const coldConfig = sim.calls.count(CONFIG_PATH)

    const lines = [
      `bench: legacy simulator latency ${latencyMs} ms per call, real Redis, built app (NODE_ENV=production)`,
      `       ${N} sequential requests each after ${WARMUP} warm-up, keep-alive, bodies read`,
      ``,
      row('latency (ms)', '     p50'.padStart(8), '     p99'.padStart(9)),
      row(`BFF ${PAGE_PATH} (warm)`, fmt(bffP50), ' ' + fmt(bffP99)),
      row('direct legacy config', fmt(directP50), ' ' + fmt(directP99)),
      row('ratio BFF/direct', fmt(bffP50 / directP50), ' ' + fmt(bffP99 / directP99)),
      ``,
      `upstream calls per ${WARM_PAGE_VIEWS} warm page views: ${warmTotal} (config: ${warmConfig}) (target 0)`,
      `upstream calls for ${COLD_CONCURRENCY} concurrent cold requests of one key: ${coldConfig} (all upstream: ${coldTotal}) (target 1)`,
      `  cold burst: wall ${coldWall.toFixed(1)} ms, per-request p50 ${percentile(cold, 50).toFixed(1)} ms, max ${Math.max(...cold).toFixed(1)} ms`,
    ]
    process.stdout.write(lines.join('\n') + '\n')
  } finally {
    if (server) {
      const s = server
      await new Promise<void>((resolve) => {
        s.close(() => resolve())
        s.closeAllConnections()
      })
    }
    await bffAgent.close().catch(() => undefined)
    await directAgent.close().catch(() => undefined)
    await platform?.close().catch(() => undefined)
    await sim?.close().catch(() => undefined)
    await redis?.stop().catch(() => undefined)
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`)
    process.exit(1)
  },
)
