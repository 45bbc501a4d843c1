// The "rush" section of the load bench (BENCH_SECTIONS=rush; tests/load/bench.ts prints its lines):
// the minute a popular competition opens for entries. Everything in processes of its own, as in
// production: the simulator (rush-simulator.ts, 20 ms per call), the production server
// (`node build/server.js`, NODE_ENV=production, all its workers), a real Redis; this process is
// the load generator. Measured from /proc (CPU), the simulator's call log and Redis INFO.
//   1. CPU per page, warm, 10 concurrent clients with gzip: the login page and the home page
//      rendered (page cache off), the home and login pages from the page cache, the logged-in entry page of a
//      copy of the rush competition with a 40-row schedule. With RUSH_BASELINE the two builds run
//      side by side and take turns on each page, RUSH_CPU_ROUNDS times (default 3); the median.
//      And each page's loader data in bytes before compression (its `.data` answer), for both builds.
//   2. The rush: N virtual users (RUSH_USERS, default 200; 0 measures CPU per page only) ramped
//      over 10 s, each logs in, opens the entry page of one competition, ticks three events, opens
//      the cart and submits to the basket; then the same with caching off (CACHE_DISABLED=1) and
//      other accounts.
import { fork, spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Redis } from 'ioredis'
import { Agent, request } from 'undici'
import { ENTRY_DEMO } from '../../contract-fixtures/seed/entry-demo'
import { startRedisServer, type RedisServer } from '../support/redis-server'
import { percentile } from './stats'
import { RUSH_PASSWORD, SCHEDULE_40_COMP_ID, type RushAccount, type RushBaskets, type RushSimulatorReady } from './rush-simulator'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const COMP = ENTRY_DEMO.rulesCompId
/** Three events the cloned athlete may enter together (no PB needed, no shared unique group). */
export const TICKS = [ENTRY_DEMO.rulesCeids.m200, ENTRY_DEMO.rulesCeids.tripleJump, ENTRY_DEMO.rulesCeids.m800]
const RAMP_MS = 10_000
const CPU_CLIENTS = 10
// Each worker warms up on its own; at 4 s the same build's figure moved by a third from run to run.
const CPU_WARMUP_MS = 3_000
const CPU_MS = 8_000
// One window per build moved the ratio to the build before by up to a fifth (the machine drifts
// over the minutes between them); turns and a median hold it to a few hundredths.
const CPU_ROUNDS = Math.max(1, Number(process.env.RUSH_CPU_ROUNDS ?? 3))
const CLOCK_TICKS = 100
const GZIP = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,application/xhtml+xml' }
const FORM = 'application/x-www-form-urlencoded'

/**
 * The legacy front-end's calls for the same journey (spec 2-entry.md §4 and §7): log in (token);
 * the entry page (config, mini-cart, competition, athletes, the athlete's events, cart); each tick
 * counted as the bench's tick section counts it, 6 (athlete, competition, events, product, then the
 * events and cart reload); the cart page (cart); submit (basket add).
 */
const LEGACY_JOURNEY = { login: 1, entry: 6, ticks: TICKS.length * 6, cart: 1, submit: 1 }
const legacyJourneyCalls = Object.values(LEGACY_JOURNEY).reduce((n, c) => n + c, 0)

export const STEPS = ['login', 'entry page', ...TICKS.map((_, i) => `tick ${i + 1}`), 'cart', 'submit'] as const
export type Step = (typeof STEPS)[number]

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.on('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })
}

/** CPU seconds (user + system) of a process and its children, from /proc. */
function cpuSeconds(pids: number[]): number {
  let ticks = 0
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // a process that ended meanwhile
    }
  }
  return ticks / CLOCK_TICKS
}

/** Resident memory in MB of the largest of these processes (a worker, when there are workers). */
function largestRssMb(pids: number[]): number {
  let largest = 0
  for (const pid of pids) {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
      largest = Math.max(largest, kb / 1024)
    } catch {
      // a process that ended meanwhile
    }
  }
  return largest
}

function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
  } catch {
    return []
  }
}

export type Simulator = { child: ChildProcess; url: string; accounts: RushAccount[]; baskets(): Promise<RushBaskets['baskets']> }

export async function startRushSimulator(accounts: number, port = 0): Promise<Simulator> {
  const child = fork(path.join(ROOT, 'tests/load/rush-simulator.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      RUSH_ACCOUNTS: String(accounts),
      RUSH_LATENCY_MS: process.env.BENCH_LATENCY_MS ?? '20',
      RUSH_PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  const ready = await new Promise<RushSimulatorReady>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`the rush simulator exited (${code})`)))
    child.on('message', (m: RushSimulatorReady) => m.type === 'ready' && resolve(m))
  })
  child.removeAllListeners('exit')
  return {
    child,
    url: ready.url,
    accounts: ready.accounts,
    baskets: () =>
      new Promise((resolve) => {
        const on = (m: RushBaskets) => {
          if (m.type !== 'baskets') return
          child.off('message', on)
          resolve(m.baskets)
        }
        child.on('message', on)
        child.send({ type: 'baskets' })
      }),
  }
}

type App = { url: string; child: ChildProcess; pids(): number[]; stop(): Promise<void> }

async function startApp(
  legacyUrl: string,
  redisUrl: string,
  extra: Record<string, string> = {},
  serverJs = path.join(ROOT, 'build/server.js'),
): Promise<App> {
  const [port, internal] = [await freePort(), await freePort()]
  // RUSH_NODE_ARGS: node flags for the app, e.g. '--cpu-prof --cpu-prof-dir=DIR' to profile what is measured.
  const nodeArgs = process.env.RUSH_NODE_ARGS?.split(' ').filter(Boolean) ?? []
  const child = spawn(process.execPath, [...nodeArgs, serverJs], {
    cwd: path.dirname(path.dirname(serverJs)),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      INTERNAL_PORT: String(internal),
      LEGACY_BASE_URL: legacyUrl,
      REDIS_URL: redisUrl,
      SESSION_SECRET: 'rush-bench-secret',
      LOG_LEVEL: 'warn',
      // Every virtual user signs in from this one address.
      RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
      ...extra,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  const expected = Number(extra.WEB_CONCURRENCY ?? 0)
  for (;;) {
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
    const workers = childPids(child.pid!).length
    if (up && (expected <= 1 || workers >= expected)) break
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL')
      throw new Error('the app did not start')
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    child,
    pids: () => [child.pid!, ...childPids(child.pid!)],
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await exited
    },
  }
}

/** Cookies a response sets, kept for the next request (Secure ignored: plain http on purpose). */
export class Jar {
  private readonly values = new Map<string, string>()
  take(header: string | string[] | undefined) {
    for (const line of header === undefined ? [] : [header].flat()) {
      const pair = line.split(';')[0] ?? ''
      const eq = pair.indexOf('=')
      if (eq <= 0) continue
      const value = pair.slice(eq + 1)
      if (value === '' || /max-age=0/i.test(line)) this.values.delete(pair.slice(0, eq))
      else this.values.set(pair.slice(0, eq), value)
    }
  }
  header() {
    return [...this.values].map(([k, v]) => `${k}=${v}`).join('; ')
  }
}

export type Answer = { status: number; location?: string; body: string; ms: number }

export async function send(agent: Agent, url: string, jar: Jar, form?: Record<string, string>): Promise<Answer> {
  const headers: Record<string, string> = { ...GZIP }
  const cookie = jar.header()
  if (cookie) headers.cookie = cookie
  if (form) headers['content-type'] = FORM
  const started = performance.now()
  const res = await request(url, {
    method: form ? 'POST' : 'GET',
    dispatcher: agent,
    headers,
    body: form ? new URLSearchParams(form).toString() : undefined,
  })
  const raw = Buffer.from(await res.body.arrayBuffer())
  const ms = performance.now() - started
  jar.take(res.headers['set-cookie'])
  const location = res.headers.location
  // Bodies are checked, so they are decoded; the time above is the transfer's, as a browser gets it.
  const encoding = String(res.headers['content-encoding'] ?? '')
  const { gunzipSync, brotliDecompressSync, inflateSync } = await import('node:zlib')
  const body = (
    encoding === 'gzip' ? gunzipSync(raw) : encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'deflate' ? inflateSync(raw) : raw
  ).toString('utf8')
  return { status: res.statusCode, location: Array.isArray(location) ? location[0] : location, body, ms }
}

type JourneyResult = {
  samples: Record<Step, number[]>
  errors: Record<Step, number>
  errorSamples: string[]
  requests: number
  /** The accounts whose submit to the basket was answered (the basket is checked for those). */
  submitted: Set<string>
}

export type JourneyStep = [Step, () => Promise<Answer>, (a: Answer) => boolean]

/** One virtual user's steps, in order, each with the check of its answer; the jar carries the session. */
export function journeySteps(agent: Agent, app: string, account: RushAccount, jar: Jar): JourneyStep[] {
  const entry = `${app}/v2/entry-v2/${COMP}?athlete=${account.athleteId}`
  return [
    [
      'login',
      () => send(agent, `${app}/v2/login-v2`, jar, { username: account.username, password: RUSH_PASSWORD }),
      (a) => a.status === 302,
    ],
    ['entry page', () => send(agent, entry, jar), (a) => a.status === 200 && a.body.includes('Triple Jump')],
    ...TICKS.map(
      (ceid, i) =>
        [
          `tick ${i + 1}` as Step,
          () => send(agent, entry, jar, { intent: 'tick', athlete: String(account.athleteId), ceid: String(ceid) }),
          (a: Answer) => a.status === 200 && a.body.includes('added to basket'),
        ] as JourneyStep,
    ),
    ['cart', () => send(agent, `${app}/v2/cart`, jar), (a) => a.status === 200 && a.body.includes('Rush Runner')],
    ['submit', () => send(agent, `${app}/v2/cart`, jar, { intent: 'checkout' }), (a) => a.status === 302 && Boolean(a.location)],
  ]
}

/** One virtual user's journey; a failed step is counted and ends the journey. */
async function journey(agent: Agent, app: string, account: RushAccount, result: JourneyResult) {
  for (const [step, run, ok] of journeySteps(agent, app, account, new Jar())) {
    result.requests++
    try {
      const answer = await run()
      if (!ok(answer)) {
        result.errors[step]++
        if (result.errorSamples.length < 5) result.errorSamples.push(`${step}: ${answer.status} ${answer.location ?? ''}`)
        return
      }
      result.samples[step].push(answer.ms)
      if (step === 'submit') result.submitted.add(account.username)
    } catch (err) {
      result.errors[step]++
      if (result.errorSamples.length < 5) result.errorSamples.push(`${step}: ${err instanceof Error ? err.message : String(err)}`)
      return
    }
  }
}

async function redisCommands(client: Redis): Promise<number> {
  const info = await client.info('stats')
  return Number(/total_commands_processed:(\d+)/.exec(info)?.[1] ?? 0)
}

export async function simCalls(sim: Simulator): Promise<{ total: number; byPath: Record<string, number> }> {
  const res = await fetch(`${sim.url}/__sim/calls`)
  const body = (await res.json()) as { byPath: Record<string, number> }
  const byPath: Record<string, number> = {}
  for (const [key, n] of Object.entries(body.byPath)) {
    const folded = key.replace(/\/\d+(?=\/|$)/g, '/:id')
    byPath[folded] = (byPath[folded] ?? 0) + n
  }
  return { total: Object.values(body.byPath).reduce((n, c) => n + c, 0), byPath }
}

export type RushRun = {
  label: string
  users: number
  wallMs: number
  result: JourneyResult
  appCpu: number
  /** The app's cores busy over the busiest second of the run. */
  appPeakCores: number
  simCpu: number
  loadCpu: number
  upstream: { total: number; byPath: Record<string, number> }
  redisCommands: number
  lost: string[]
}

function busiestSecond(samples: Array<{ at: number; cpu: number }>): number {
  let peak = 0
  for (let i = 0, j = 0; i < samples.length; i++) {
    while (j < samples.length && samples[j]!.at - samples[i]!.at < 1000) j++
    if (j === samples.length) break
    peak = Math.max(peak, ((samples[j]!.cpu - samples[i]!.cpu) * 1000) / (samples[j]!.at - samples[i]!.at))
  }
  return peak
}

async function rush(label: string, app: App, sim: Simulator, redis: Redis, accounts: RushAccount[]): Promise<RushRun> {
  const agent = new Agent({ connections: 512, keepAliveTimeout: 30_000 })
  const result: JourneyResult = {
    samples: Object.fromEntries(STEPS.map((s) => [s, []])) as unknown as Record<Step, number[]>,
    errors: Object.fromEntries(STEPS.map((s) => [s, 0])) as Record<Step, number>,
    errorSamples: [],
    requests: 0,
    submitted: new Set(),
  }
  await fetch(`${sim.url}/__sim/calls`, { method: 'DELETE' })
  const [app0, sim0, load0, redis0] = [cpuSeconds(app.pids()), cpuSeconds([sim.child.pid!]), process.cpuUsage(), await redisCommands(redis)]
  const started = performance.now()
  // The app's CPU every quarter second, for the busiest second of the rush (the average over the
  // run counts the ramp's first, nearly idle seconds).
  const cpuSamples = [{ at: started, cpu: app0 }]
  const sampler = setInterval(() => cpuSamples.push({ at: performance.now(), cpu: cpuSeconds(app.pids()) }), 250)
  await Promise.all(
    accounts.map(async (account, i) => {
      await new Promise((r) => setTimeout(r, (i * RAMP_MS) / accounts.length))
      await journey(agent, app.url, account, result)
    }),
  )
  clearInterval(sampler)
  const wallMs = performance.now() - started
  const load = process.cpuUsage(load0)
  const run: RushRun = {
    label,
    users: accounts.length,
    wallMs,
    result,
    appCpu: cpuSeconds(app.pids()) - app0,
    appPeakCores: busiestSecond(cpuSamples),
    simCpu: cpuSeconds([sim.child.pid!]) - sim0,
    loadCpu: (load.user + load.system) / 1e6,
    upstream: await simCalls(sim),
    redisCommands: (await redisCommands(redis)) - redis0 - 1,
    lost: [],
  }
  await agent.close()
  // Nothing lost: each submitted account's basket holds each ticked event exactly once.
  const baskets = await sim.baskets()
  for (const account of accounts.filter((a) => result.submitted.has(a.username))) {
    const items = baskets[account.username] ?? []
    for (const ceid of TICKS) {
      const n = items.filter((item) => item === `${account.athleteId}:${ceid}`).length
      if (n !== 1) run.lost.push(`${account.username} ceid ${ceid}: ${n} times`)
    }
  }
  return run
}

export type CpuPage = {
  build: string
  label: string
  pages: number
  cpuMs: number
  perPageMs: number
  pagesPerSecond: number
  /** The app's cores busy while clients loop on the page: what its workers can use. */
  cores: number
  /** Resident memory of the app's largest process at the end of the window, MB. */
  rssMb: number
  target: number
  errors: number
  /** CPU ms per page of each round; the figures above are the median round's. */
  roundsMs: number[]
}

/** CPU per page: CPU_CLIENTS clients loop on one page (gzip), after a warm-up; the app's CPU from /proc over the pages served. */
async function cpuPerPage(app: App, label: string, url: string, target: number, cookie?: string): Promise<CpuPage> {
  const agent = new Agent({ connections: CPU_CLIENTS, keepAliveTimeout: 30_000 })
  const headers: Record<string, string> = { ...GZIP, ...(cookie ? { cookie } : {}) }
  let errors = 0
  const loop = async (until: number, count: { n: number }) => {
    while (performance.now() < until) {
      const res = await request(url, { dispatcher: agent, headers })
      await res.body.dump()
      if (res.statusCode !== 200) errors++
      count.n++
    }
  }
  const warm = { n: 0 }
  const warmUntil = performance.now() + CPU_WARMUP_MS
  await Promise.all(Array.from({ length: CPU_CLIENTS }, () => loop(warmUntil, warm)))
  errors = 0
  const count = { n: 0 }
  const cpu0 = cpuSeconds(app.pids())
  const started = performance.now()
  await Promise.all(Array.from({ length: CPU_CLIENTS }, () => loop(started + CPU_MS, count)))
  const seconds = (performance.now() - started) / 1000
  const cpuMs = (cpuSeconds(app.pids()) - cpu0) * 1000
  const rssMb = largestRssMb(app.pids())
  await agent.close()
  const perPageMs = cpuMs / count.n
  return {
    build: '',
    label,
    pages: count.n,
    cpuMs,
    perPageMs,
    pagesPerSecond: count.n / seconds,
    cores: cpuMs / 1000 / seconds,
    rssMb,
    target,
    errors,
    roundsMs: [perPageMs],
  }
}

type Turn = { build: string; app: App; url: string; cookie?: string }

/** One page on every build, the builds taking turns CPU_ROUNDS times: each build's median round. */
async function inTurns(label: string, target: number, turns: Turn[]): Promise<CpuPage[]> {
  const rounds = turns.map(() => [] as CpuPage[])
  for (let r = 0; r < CPU_ROUNDS; r++) {
    for (const [i, turn] of turns.entries()) rounds[i]!.push(await cpuPerPage(turn.app, label, turn.url, target, turn.cookie))
  }
  return turns.map((turn, i) => {
    const sorted = rounds[i]!.sort((a, b) => a.perPageMs - b.perPageMs)
    const median = sorted[Math.floor((sorted.length - 1) / 2)]!
    const errors = sorted.reduce((n, c) => n + c.errors, 0)
    return { ...median, build: turn.build, errors, roundsMs: sorted.map((c) => c.perPageMs) }
  })
}

/** Bytes of a page's loader data (its turbo-stream `.data` answer, which the document inlines), before compression. */
export type LoaderBytes = { build: string; label: string; bytes: number }

async function loaderBytes(build: string, label: string, app: App, page: string, cookie?: string): Promise<LoaderBytes> {
  const url = new URL(page, app.url)
  url.pathname = `${url.pathname.replace(/\/$/, '') || '/_root'}.data`
  const res = await request(url, { headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } })
  const body = Buffer.from(await res.body.arrayBuffer())
  if (res.statusCode !== 200) throw new Error(`${url.pathname} answered ${res.statusCode}`)
  return { build, label, bytes: body.length }
}

export type RushBench = {
  workers: number
  cpu: CpuPage[]
  bytes: LoaderBytes[]
  runs: RushRun[]
  latencyMs: number
  baseline?: string
  /** The baseline's processes as it ran (a build that reads WEB_CONCURRENCY forks its default when not told). */
  baselineProcesses?: number
}

/**
 * RUSH_BASELINE: another build's server.js (e.g. the commit before a change, built elsewhere), measured
 * in the same run beside this one: its CPU per page and one rush with caching on.
 */
export async function benchRush(): Promise<RushBench> {
  const users = Number(process.env.RUSH_USERS ?? 200)
  const baseline = process.env.RUSH_BASELINE?.trim() || undefined
  const workers = Number(process.env.WEB_CONCURRENCY ?? 0) || (await import('node:os')).availableParallelism()
  const builds: Array<{ name: string; serverJs: string }> = [
    ...(baseline ? [{ name: 'baseline', serverJs: path.resolve(baseline) }] : []),
    { name: 'this build', serverJs: path.join(ROOT, 'build/server.js') },
  ]
  const rushes = builds.length + 1
  let sim: Simulator | undefined
  let redisServer: RedisServer | undefined
  let redis: Redis | undefined
  const apps: App[] = []
  try {
    // `users` accounts per rush, and one for the CPU measure (every build signs it in).
    sim = await startRushSimulator(users * rushes + 1)
    redisServer = await startRedisServer()
    redis = new Redis(redisServer.url)
    const accounts = [...sim.accounts]
    const take = (n: number) => accounts.splice(0, n)
    let baselineProcesses: number | undefined
    const start = async (serverJs: string, extra: Record<string, string> = {}) => {
      // A baseline from before WEB_CONCURRENCY runs as one process, whatever it is told; a later one
      // is given RUSH_BASELINE_WORKERS when set.
      const isBaseline = serverJs === path.resolve(baseline ?? '')
      const baselineWorkers = process.env.RUSH_BASELINE_WORKERS?.trim()
      const concurrency: Record<string, string> = isBaseline
        ? baselineWorkers
          ? { WEB_CONCURRENCY: baselineWorkers }
          : {}
        : { WEB_CONCURRENCY: String(workers) }
      const app = await startApp(sim!.url, redisServer!.url, { ...concurrency, ...extra }, serverJs)
      apps.push(app)
      if (isBaseline) baselineProcesses = app.pids().length
      return app
    }

    const cpu: CpuPage[] = []
    const runs: RushRun[] = []
    // Every build's app runs while the others are measured; an idle app costs nothing measured.
    const rendered = []
    for (const build of builds) rendered.push(await start(build.serverJs, { PAGE_CACHE_MS: '0' }))
    const turns = (apps: App[], page: string, cookies: string[] = []) =>
      builds.map((build, i) => ({ build: build.name, app: apps[i]!, url: `${apps[i]!.url}${page}`, cookie: cookies[i] }))
    cpu.push(...(await inTurns('login page (rendered)', 1.5, turns(rendered, '/v2/login-v2'))))
    cpu.push(...(await inTurns('home, data cache', 2.5, turns(rendered, '/v2'))))
    for (const app of rendered) await app.stop()

    const served = []
    for (const build of builds) served.push(await start(build.serverJs))
    cpu.push(...(await inTurns('home, page cache', 0.2, turns(served, '/v2'))))
    // Every visitor without a session gets the login page from the page cache too; the rendered figure above is a miss.
    cpu.push(...(await inTurns('login, page cache', 0.2, turns(served, '/v2/login-v2'))))
    const [probe] = take(1)
    const entryPage = `/v2/entry-v2/${SCHEDULE_40_COMP_ID}?athlete=${probe!.athleteId}`
    const cookies = []
    for (const app of served) {
      const jar = new Jar()
      const agent = new Agent()
      await send(agent, `${app.url}/v2/login-v2`, jar, { username: probe!.username, password: RUSH_PASSWORD })
      const rows = (await send(agent, `${app.url}${entryPage}`, jar)).body.match(/<tr\b/g)?.length ?? 0
      if (rows !== 41) throw new Error(`the entry page of competition ${SCHEDULE_40_COMP_ID} shows ${rows - 1} schedule rows (expected 40)`)
      await agent.close()
      cookies.push(jar.header())
    }
    const bytes: LoaderBytes[] = []
    for (const [i, build] of builds.entries()) {
      bytes.push(await loaderBytes(build.name, 'login page', served[i]!, '/v2/login-v2'))
      bytes.push(await loaderBytes(build.name, 'home', served[i]!, '/v2'))
      bytes.push(await loaderBytes(build.name, 'entry page, 40 rows', served[i]!, entryPage, cookies[i]))
    }
    cpu.push(...(await inTurns('entry page, 40 rows', 4, turns(served, entryPage, cookies))))
    for (const [i, build] of builds.entries()) {
      if (users > 0) runs.push(await rush(`${build.name}, caching on`, served[i]!, sim, redis, take(users)))
      await served[i]!.stop()
    }
    if (users > 0) {
      const uncached = await start(path.join(ROOT, 'build/server.js'), { CACHE_DISABLED: '1' })
      runs.push(await rush('this build, caching off', uncached, sim, redis, take(users)))
      await uncached.stop()
    }
    return { workers, cpu, bytes, runs, latencyMs: Number(process.env.BENCH_LATENCY_MS ?? 20), baseline, baselineProcesses }
  } finally {
    for (const app of apps) await app.stop().catch(() => undefined)
    redis?.disconnect()
    sim?.child.disconnect()
    await redisServer?.stop()
  }
}

const ms = (v: number) => v.toFixed(0).padStart(7)
const pad = (s: string, n: number) => s.padEnd(n)

const builds = (bench: RushBench) => (bench.baseline ? ['baseline', 'this build'] : ['this build'])

export function rushReport(bench: RushBench): string[] {
  const lines = [
    ``,
    `rush: the production server (node build/server.js, ${bench.workers} workers), the simulator in its own process (${bench.latencyMs} ms per call), real Redis; this process generates the load`,
    ``,
    `CPU per page, warm, ${CPU_CLIENTS} concurrent clients with gzip, ${CPU_MS / 1000} s (app CPU from /proc, all workers, over pages served; RSS: the app's largest process at the window's end); the median of ${CPU_ROUNDS} rounds${bench.baseline ? ', the builds taking turns' : ''}:`,
    ...(bench.baseline
      ? [
          `  baseline = ${bench.baseline}, measured in this run (${bench.baselineProcesses === 1 ? 'one process' : `a primary and ${(bench.baselineProcesses ?? 1) - 1} workers`})`,
        ]
      : []),
    `  ${pad('build', 12)}${pad('page', 26)}${'pages/s'.padStart(9)}${'cores'.padStart(7)}${'RSS MB'.padStart(8)}${'CPU ms/page'.padStart(13)}${pad('  (rounds)', 22)}${'target'.padStart(9)}${bench.baseline ? '           × baseline' : ''}`,
    ...bench.cpu.map((c) => {
      const base = bench.cpu.find((b) => b.build === 'baseline' && b.label === c.label)
      const ratio = base && c.build !== 'baseline' ? `  ${(c.perPageMs / base.perPageMs).toFixed(2).padStart(11)}` : ''
      const rounds = pad(`  (${c.roundsMs.map((r) => r.toFixed(2)).join(' ')})`, 22)
      return `  ${pad(c.build, 12)}${pad(c.label, 26)}${c.pagesPerSecond.toFixed(0).padStart(9)}${c.cores.toFixed(2).padStart(7)}${c.rssMb.toFixed(0).padStart(8)}${c.perPageMs.toFixed(2).padStart(13)}${rounds}${`≤ ${c.target}`.padStart(9)}  ${pad(c.perPageMs <= c.target ? 'met' : 'NOT met', 7)}${ratio}${c.errors ? `, ${c.errors} errors` : ''}`
    }),
    ``,
    `loader data per page (the page's .data answer, which the document inlines), bytes before compression:`,
    `  ${pad('page', 26)}${builds(bench)
      .map((b) => b.padStart(12))
      .join('')}${bench.baseline ? '  × baseline'.padStart(13) : ''}`,
    ...[...new Set(bench.bytes.map((b) => b.label))].map((label) => {
      const of = (build: string) => bench.bytes.find((b) => b.build === build && b.label === label)?.bytes ?? 0
      const ratio = bench.baseline ? (of('this build') / of('baseline')).toFixed(2).padStart(13) : ''
      return `  ${pad(label, 26)}${builds(bench)
        .map((b) => String(of(b)).padStart(12))
        .join('')}${ratio}`
    }),
  ]
  for (const run of bench.runs) {
    const { result } = run
    const seconds = run.wallMs / 1000
    const journeys = result.samples.submit.length
    lines.push(
      ``,
      `rush, ${run.label}: ${run.users} users ramped over ${RAMP_MS / 1000} s, each: log in, entry page of competition ${COMP}, ${TICKS.length} ticks (no JavaScript), cart, submit; ${journeys} journeys completed in ${seconds.toFixed(1)} s`,
      `  ${pad('step (ms)', 14)}${['p50', 'p95', 'p99', 'errors'].map((h) => h.padStart(8)).join('')}`,
      ...STEPS.map((step) => {
        const s = result.samples[step]
        const q = (p: number) => (s.length ? ms(percentile(s, p)) : '      -')
        return `  ${pad(step, 14)} ${q(50)} ${q(95)} ${q(99)}${String(result.errors[step]).padStart(8)}`
      }),
      `  pages/s ${(result.requests / seconds).toFixed(1)}; CPU per page: app ${((run.appCpu * 1000) / result.requests).toFixed(2)} ms`,
      `  cores busy over the run: app ${(run.appCpu / seconds).toFixed(2)}, simulator ${(run.simCpu / seconds).toFixed(2)}, load generator ${(run.loadCpu / seconds).toFixed(2)} (they share this machine's cores); the app over the busiest second ${run.appPeakCores.toFixed(2)}`,
      `  upstream calls per journey: ${(run.upstream.total / Math.max(1, run.users)).toFixed(1)} (legacy front-end: ${legacyJourneyCalls} = ${Object.entries(
        LEGACY_JOURNEY,
      )
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')})`,
      `    by call: ${Object.entries(run.upstream.byPath)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${(v / run.users).toFixed(2)}`)
        .join(', ')}`,
      `  Redis commands per page view: ${(run.redisCommands / result.requests).toFixed(1)}`,
      `  nothing lost: ${run.lost.length === 0 ? `every ticked event of every submitted journey in the simulator's basket exactly once (${result.submitted.size * TICKS.length} lines)` : `NOT met: ${run.lost.slice(0, 5).join('; ')}${run.lost.length > 5 ? ` and ${run.lost.length - 5} more` : ''}`}`,
      ...(result.errorSamples.length ? [`  first errors: ${result.errorSamples.join(' | ')}`] : []),
    )
  }
  return lines
}
