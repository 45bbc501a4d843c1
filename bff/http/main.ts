import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import { EnvError, parseEnv } from '../env.server'
import { createPlatform } from '../platform/platform.server'
import { createApp, createOpsApp } from './app.server'
import { createLogger } from '../platform/logger.server'

/** Production entry: `node build/server.js` (built from this file next to build/server and build/client). */
async function main() {
  let env
  try {
    env = parseEnv()
  } catch (err) {
    if (err instanceof EnvError) {
      for (const problem of err.problems) process.stderr.write(`Configuration error: ${problem}\n`)
      process.exit(1)
    }
    throw err
  }
  const log = createLogger({ level: env.LOG_LEVEL })
  const here = path.dirname(fileURLToPath(import.meta.url))

  let legacyBaseUrl = env.LEGACY_BASE_URL
  let simulator: { url: string; close(): Promise<void> } | undefined
  let demoAccounts: Array<{ username: string; password: string; description: string }> = []
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
    log.info({ url: simulator.url }, 'LEGACY_BASE_URL not set: using the embedded legacy simulator')
  }
  if (!env.REDIS_URL) log.info('REDIS_URL not set: using the in-process memory store (cache, sessions, rate limits)')

  let secrets = env.SESSION_SECRET
  if (secrets.length === 0) {
    secrets = [randomBytes(32).toString('hex')]
    log.info('SESSION_SECRET not set: using a random secret (sessions end when the server restarts)')
  }

  const platform = createPlatform({ env, log, legacyBaseUrl, sessionSecrets: secrets })
  const build = (await import(pathToFileURL(path.join(here, 'server/index.js')).href)) as ServerBuild
  const app = createApp({ platform, build, clientDir: path.join(here, 'client') })

  const internalHost = env.INTERNAL_HOST ?? env.HOST
  const ops = env.internalPort === null ? undefined : createOpsApp(platform).listen(env.internalPort, internalHost)

  const server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : env.PORT
    const url = `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}`
    const lines = [``, `  App:       ${url}/v2`]
    if (ops) lines.push(`  Internal:  http://${internalHost}:${env.internalPort}/metrics and /readyz`)
    if (simulator) {
      lines.push(`  Legacy:    ${simulator.url} (embedded simulator; password-reset mails at ${simulator.url}/__sim/outbox)`)
      lines.push(`  Demo accounts:`)
      for (const a of demoAccounts) lines.push(`    ${a.username.padEnd(10)} ${a.password.padEnd(16)} ${a.description}`)
    }
    process.stdout.write(lines.join('\n') + '\n\n')
  })

  const shutdown = async () => {
    server.close()
    ops?.close()
    await platform.close()
    await simulator?.close()
    process.exit(0)
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}

void main()
