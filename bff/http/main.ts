import cluster from 'node:cluster'
import { randomBytes } from 'node:crypto'
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import type { Express } from 'express'
import { EnvError, parseEnv, type Env } from '../env.server'
import { createPlatform } from '../platform/platform.server'
import { createApp, createOpsApp } from './app.server'
import { createAppServer } from './app-server.server'
import { runPrimary, youngGenerationGiven } from './cluster.server'
import { createLogger, type Logger } from '../platform/logger.server'

/** A worker's message to the primary once the site's port listens. */
const LISTENING = 'bff:listening'

type DemoAccount = { username: string; password: string; description: string }
type Simulator = { url: string; close(): Promise<void> }

/**
 * Production entry: `node build/server.js` (built from this file next to build/server and
 * build/client). This process is the cluster's primary: it starts the embedded simulator if
 * needed and the workers (WEB_CONCURRENCY) serve the site. One worker is this process itself when
 * node was started with --max-semi-space-size.
 */
async function main() {
  let env: Env
  try {
    env = parseEnv()
  } catch (err) {
    if (err instanceof EnvError) {
      for (const problem of err.problems) process.stderr.write(`Configuration error: ${problem}\n`)
      process.exit(1)
    }
    throw err
  }
  const root = createLogger({ level: env.LOG_LEVEL })
  if (cluster.isWorker) {
    const log = root.child({ worker: cluster.worker?.id })
    const onListening = (port: number) => process.send?.({ type: LISTENING, port })
    return serve(env, log, { legacyBaseUrl: env.LEGACY_BASE_URL!, secrets: env.SESSION_SECRET, onListening })
  }

  let simulator: Simulator | undefined
  let demoAccounts: DemoAccount[] = []
  let legacyBaseUrl = env.LEGACY_BASE_URL
  if (!legacyBaseUrl) {
    const sim = await import('../../contract-fixtures/simulator/server')
    const seed = await import('../../contract-fixtures/seed/index')
    // The simulator's checkout may send users back here (and nowhere else) after paying.
    const appOrigins = [`http://${env.HOST}:${env.PORT}`, `http://localhost:${env.PORT}`]
    simulator = await sim.startSimulator({ port: env.SIMULATOR_PORT, latencyMs: env.SIMULATOR_LATENCY_MS, appOrigins })
    legacyBaseUrl = simulator.url
    demoAccounts = seed.DEMO_ACCOUNTS
    // The footer's development-only "fake login" signs in as the first demo account.
    env.DEV_LOGIN_USER ??= demoAccounts[0]?.username
    env.DEV_LOGIN_PASSWORD ??= demoAccounts[0]?.password
    root.info({ url: simulator.url }, 'LEGACY_BASE_URL not set: using the embedded legacy simulator')
  }
  if (!env.redis) {
    root.info(
      'Redis not set (REDIS_URL, REDIS_SENTINELS or REDIS_CLUSTER_NODES): using the in-process memory store (cache, sessions, rate limits)',
    )
    if (env.workers > 1) root.warn('Redis not set with more than one worker: each worker has its own sessions and rate limits')
  }
  if (env.LEGACY_CONFORMANCE_FILE) {
    // The calls the report found missing: their screens hand over from the first visit (decision 073).
    root.info(
      { knownMissing: env.legacyKnownMissing },
      `conformance report read: ${env.legacyKnownMissing.length} legacy call(s) known missing`,
    )
  }
  let secrets = env.SESSION_SECRET
  if (secrets.length === 0) {
    secrets = [randomBytes(32).toString('hex')]
    root.info('SESSION_SECRET not set: using a random secret (sessions end when the server restarts)')
  }
  const banner = (port: number) => process.stdout.write(bannerLines(env, port, simulator, demoAccounts).join('\n') + '\n\n')

  // One worker is served by this process only when node was given the young generation's size:
  // V8 reads it once, at start, so otherwise the one worker is forked with it (decision 063).
  if (env.workers === 1 && youngGenerationGiven(process.execArgv, process.env.NODE_OPTIONS)) {
    await serve(env, root, { legacyBaseUrl, secrets, simulator, onListening: banner })
    return
  }
  root.info({ workers: env.workers }, 'starting workers')
  runPrimary({
    workers: env.workers,
    log: root,
    // A worker says it is stopping first (SHUTDOWN_DELAY_MS), then finishes what it serves.
    shutdownTimeoutMs: env.SHUTDOWN_DELAY_MS + env.SHUTDOWN_TIMEOUT_MS,
    // What the primary settled once, so that every worker uses the same simulator and secret.
    workerEnv: {
      LEGACY_BASE_URL: legacyBaseUrl,
      // Its default follows LEGACY_BASE_URL, which the workers are given: keep the primary's.
      BASKET_HANDOFF: env.basketHandoff,
      SESSION_SECRET: secrets.join(','),
      ...(env.DEV_LOGIN_USER && env.DEV_LOGIN_PASSWORD
        ? { DEV_LOGIN_USER: env.DEV_LOGIN_USER, DEV_LOGIN_PASSWORD: env.DEV_LOGIN_PASSWORD }
        : {}),
    },
    listeningMessage: LISTENING,
    onListening: banner,
    onStopped: async () => {
      await simulator?.close()
    },
  })
}

/** One process serving the site: the app, the internal port, and a graceful stop on SIGTERM. */
async function serve(
  env: Env,
  log: Logger,
  options: { legacyBaseUrl: string; secrets: string[]; simulator?: Simulator; onListening?: (port: number) => void },
) {
  const here = path.dirname(fileURLToPath(import.meta.url))
  const platform = createPlatform({ env, log, legacyBaseUrl: options.legacyBaseUrl, sessionSecrets: options.secrets })
  const build = (await import(pathToFileURL(path.join(here, 'server/index.js')).href)) as ServerBuild
  const app = createApp({ platform, build, clientDir: path.join(here, 'client') })

  const internalHost = env.INTERNAL_HOST ?? env.HOST
  let stopping = false
  const isStopping = () => stopping
  const serverFor = (app: Express) => createAppServer(app, whileStopping(app, isStopping))
  const ops = env.internalPort === null ? undefined : serverFor(createOpsApp(platform)).listen(env.internalPort, internalHost)
  const server = serverFor(app).listen(env.PORT, env.HOST, () => {
    const address = server.address()
    options.onListening?.(typeof address === 'object' && address ? address.port : env.PORT)
  })

  const shutdown = async () => {
    if (stopping) return
    stopping = true
    if (env.SHUTDOWN_DELAY_MS > 0) {
      // A load balancer sends requests until its health check sees this instance stop, some of
      // them on idle keep-alive connections: closing one as a request arrives on it fails that
      // request. So first say so (/healthz 503), answer what comes and close each connection after
      // its answer, and stop accepting only once the balancer has had time to look elsewhere.
      log.info({ delayMs: env.SHUTDOWN_DELAY_MS }, 'shutting down: /healthz answers 503 before the server stops accepting')
      await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DELAY_MS))
    }
    log.info('shutting down: finishing the requests in flight')
    const cut = setTimeout(() => {
      log.warn('requests still in flight at SHUTDOWN_TIMEOUT_MS: cutting them')
      server.closeAllConnections()
      ops?.closeAllConnections()
    }, env.SHUTDOWN_TIMEOUT_MS)
    await Promise.all([drain(server), ops ? drain(ops) : undefined])
    clearTimeout(cut)
    await platform.close()
    await options.simulator?.close()
    process.exit(0)
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}

/**
 * The app, except once the process is stopping: /healthz and /readyz answer 503, and every answer
 * closes its connection (`Connection: close`), so no idle connection is left to close under a
 * request.
 */
function whileStopping(app: RequestListener, stopping: () => boolean): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (!stopping()) return app(req, res)
    res.setHeader('Connection', 'close')
    const path = req.url?.split('?')[0]
    if (path === '/healthz' || path === '/readyz') {
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' }).end('{"status":"stopping"}')
      return
    }
    return app(req, res)
  }
}

/** Stops accepting, then resolves once every request in flight is answered. */
function drain(server: Server): Promise<void> {
  return new Promise((resolve) => {
    // A keep-alive connection becomes idle once its answer is sent: closed then, not left open.
    const idle = setInterval(() => server.closeIdleConnections(), 50)
    server.close(() => {
      clearInterval(idle)
      resolve()
    })
    server.closeIdleConnections()
  })
}

function bannerLines(env: Env, port: number, simulator: Simulator | undefined, demoAccounts: DemoAccount[]): string[] {
  const url = `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}`
  const internalHost = env.INTERNAL_HOST ?? env.HOST
  const lines = [``, `  App:       ${url}/v2${env.workers > 1 ? ` (${env.workers} workers)` : ''}`]
  if (env.internalPort !== null) lines.push(`  Internal:  http://${internalHost}:${env.internalPort}/metrics and /readyz`)
  if (simulator) {
    lines.push(`  Legacy:    ${simulator.url} (embedded simulator; password-reset mails at ${simulator.url}/__sim/outbox)`)
    lines.push(`  Demo accounts:`)
    for (const a of demoAccounts) lines.push(`    ${a.username.padEnd(10)} ${a.password.padEnd(16)} ${a.description}`)
  }
  return lines
}

void main()
