// Bench sections for a misbehaving legacy site (see bench.ts; `BENCH_SECTIONS=faults` runs only these):
//   10. a logged-in page while ONE secondary call (the unread-message count of the header) takes
//       10 s: time to the page, whether it rendered, and whether it stayed under the deadline;
//   11. the legacy site refusing connections (the app pointed at a closed loopback port): time to
//       a page once the circuit breaker is open (target < 100 ms).
import type { Server } from 'node:http'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import type { ServerBuild } from '@remix-run/node'
import { Agent, request } from 'undici'
import type { Simulator } from '../../contract-fixtures/simulator/server'
import { createMemoryStore } from '../../bff/platform/store.server'
import { parseEnv } from '../../bff/env.server'
import { createApp } from '../../bff/http/app.server'
import { createAppServer } from '../../bff/http/app-server.server'
import type { Logger } from '../../bff/platform/logger.server'
import { createPlatform } from '../../bff/platform/platform.server'
import { percentile } from './stats'

const UNREAD_PATH = '/wp-json/e4s/v5/messages/unread'
const SLOW_MS = 10_000
const SLOW_PAGES = 5
const DOWN_PAGES = 50
const DOWN_TARGET_MS = 100
const SECRET = 'bench-faults-secret'

type Instance = { url: string; close(): Promise<void>; circuit(): string }

async function startInstance(
  build: ServerBuild,
  clientDir: string,
  log: Logger,
  legacyUrl: string,
  extra: Record<string, string> = {},
): Promise<Instance> {
  const env = parseEnv({
    NODE_ENV: 'production',
    LEGACY_BASE_URL: legacyUrl,
    // Required in production; the store below is in memory so each section starts cold.
    REDIS_URL: 'redis://127.0.0.1:1',
    SESSION_SECRET: SECRET,
    LOG_LEVEL: 'silent',
    PAGE_CACHE_MS: '0',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    ...extra,
  })
  const platform = createPlatform({ env, log, legacyBaseUrl: legacyUrl, sessionSecrets: [SECRET], store: createMemoryStore() })
  const server: Server = await new Promise((resolve, reject) => {
    const s = createAppServer(createApp({ platform, build, clientDir })).listen(0, '127.0.0.1', () => resolve(s))
    s.once('error', reject)
  })
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    circuit: () => platform.legacy.circuitState,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      await platform.close().catch(() => undefined)
    },
  }
}

async function timedPage(agent: Agent, url: string, cookie?: string) {
  const started = performance.now()
  const res = await request(url, { method: 'GET', dispatcher: agent, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } })
  const body = await res.body.text()
  return { ms: performance.now() - started, status: res.statusCode, body }
}

async function logIn(agent: Agent, origin: string, username: string, password: string): Promise<string> {
  const res = await request(`${origin}/v2/login-v2`, {
    method: 'POST',
    dispatcher: agent,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  })
  await res.body.dump()
  const setCookie = res.headers['set-cookie']
  const session = (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).find((c) => /e4s_session=/.test(c))
  if (res.statusCode !== 302 || !session) throw new Error(`POST /v2/login-v2 answered ${res.statusCode} without a session`)
  return session.split(';')[0] ?? ''
}

/** A loopback port nothing listens on: connections to it are refused. */
async function closedPort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

export type FaultsBench = {
  deadlineMs: number
  slow: { baseline: number[]; samples: number[]; statuses: number[]; rendered: number; circuit: string }
  down: { tripping: number; samples: number[]; statuses: number[]; circuit: string }
}

export async function benchFaults(input: {
  sim: Simulator
  build: ServerBuild
  clientDir: string
  log: Logger
  user: { username: string; password: string }
}): Promise<FaultsBench> {
  const { sim, build, clientDir, log } = input
  const agent = new Agent({ keepAliveTimeout: 30_000 })
  const instances: Instance[] = []
  try {
    // 10. One slow secondary call on a logged-in page (defaults: 8 s deadline, 2 GET retries).
    const slowApp = await startInstance(build, clientDir, log, sim.url)
    instances.push(slowApp)
    const cookie = await logIn(agent, slowApp.url, input.user.username, input.user.password)
    await timedPage(agent, `${slowApp.url}/v2`, cookie)
    const slow: FaultsBench['slow'] = { baseline: [], samples: [], statuses: [], rendered: 0, circuit: '' }
    // The same page with every call answering: what rendering costs on this machine now.
    for (let i = 0; i < SLOW_PAGES; i++) slow.baseline.push((await timedPage(agent, `${slowApp.url}/v2`, cookie)).ms)
    sim.faults.add({ pathPrefix: UNREAD_PATH, delayMs: SLOW_MS })
    try {
      for (let i = 0; i < SLOW_PAGES; i++) {
        const page = await timedPage(agent, `${slowApp.url}/v2`, cookie)
        slow.samples.push(page.ms)
        slow.statuses.push(page.status)
        if (page.status === 200 && page.body.includes('class="comp-card')) slow.rendered++
      }
    } finally {
      sim.faults.clear()
    }
    slow.circuit = slowApp.circuit()

    // 11. The legacy site refusing connections: trip the breaker, then time pages.
    const downApp = await startInstance(build, clientDir, log, `http://127.0.0.1:${await closedPort()}`)
    instances.push(downApp)
    let tripping = 0
    while (downApp.circuit() !== 'open' && tripping < 50) {
      await timedPage(agent, `${downApp.url}/v2`)
      tripping++
    }
    const down: FaultsBench['down'] = { tripping, samples: [], statuses: [], circuit: downApp.circuit() }
    for (let i = 0; i < DOWN_PAGES; i++) {
      const page = await timedPage(agent, `${downApp.url}/v2`)
      down.samples.push(page.ms)
      down.statuses.push(page.status)
    }
    return { deadlineMs: parseEnv({}).REQUEST_DEADLINE_MS, slow, down }
  } finally {
    for (const instance of instances) await instance.close()
    await agent.close().catch(() => undefined)
  }
}

const counts = (statuses: number[]) =>
  Object.entries(statuses.reduce<Record<string, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {}))
    .map(([s, n]) => `${n} × ${s}`)
    .join(', ')

export function faultsReport(r: FaultsBench): string[] {
  const slowMax = Math.max(...r.slow.samples)
  const downP50 = percentile(r.down.samples, 50)
  const downMax = Math.max(...r.down.samples)
  return [
    ``,
    `a misbehaving legacy site (app NODE_ENV=production, defaults: REQUEST_DEADLINE_MS ${r.deadlineMs}, 2 GET retries, breaker after 5 failures):`,
    `  logged-in GET /v2 with the unread-messages call ${SLOW_MS / 1000} s slow, ${r.slow.samples.length} pages one after another:`,
    `    p50 ${percentile(r.slow.samples, 50).toFixed(0)} ms, max ${slowMax.toFixed(0)} ms; answers ${counts(r.slow.statuses)}; rendered with its cards ${r.slow.rendered}/${r.slow.samples.length}; circuit after: ${r.slow.circuit}`,
    `    the same page with no slow call: p50 ${percentile(r.slow.baseline, 50).toFixed(0)} ms, max ${Math.max(...r.slow.baseline).toFixed(0)} ms (the slow page waits until the deadline less its render reserve, then renders)`,
    `    target: rendered, the whole page within the deadline: ${slowMax <= r.deadlineMs && r.slow.rendered === r.slow.samples.length ? 'met' : 'NOT met'}` +
      ` (${(r.deadlineMs - slowMax).toFixed(0)} ms to spare at max)`,
    `  anonymous GET /v2 with the legacy site refusing connections (closed loopback port), after ${r.down.tripping} pages opened the breaker (${r.down.circuit}):`,
    `    ${r.down.samples.length} pages: p50 ${downP50.toFixed(1)} ms, max ${downMax.toFixed(1)} ms; answers ${counts(r.down.statuses)}`,
    `    target: under ${DOWN_TARGET_MS} ms once the breaker is open: ${downMax < DOWN_TARGET_MS ? 'met' : downP50 < DOWN_TARGET_MS ? 'met at p50, NOT at max' : 'NOT met'}`,
  ]
}
