// The "fleet" section of the load bench (BENCH_SECTIONS=fleet; tests/load/bench.ts prints its lines):
// the production server as a fleet, every piece a process of its own, as an operator runs it:
// the simulator (rush-simulator.ts), Redis with one replica and three sentinels
// (`redis-server --sentinel`), FLEET_INSTANCES (default 3) instances of `node build/server.js` on
// REDIS_SENTINELS, and HAProxy (Debian; `npm run bench` installs it) in front: round robin, health
// check on /healthz. Through HAProxy, in this order:
//   1. a cold cache key asked of every instance at once: legacy calls for it (target 1);
//   2. scoreboard viewers (sse-viewers.mjs) spread over the instances: legacy polls per board per
//      interval (target 1);
//   3. the rush journey (rush-bench.ts: log in, entry page, three ticks, cart, submit) of
//      FLEET_USERS users (default 100) ramped over FLEET_RAMP_MS, three times: as it is, while
//      every instance in turn gets SIGTERM and is started again (a rolling restart), and while the
//      Redis primary is killed (SIGKILL) and the sentinels promote the replica. For each: requests,
//      failed requests, sessions lost (a signed-in user sent to the login page), duplicated and
//      missing basket lines (the simulator's baskets), latency.
// Targets: 0 failed requests during the rolling restart; during the failover 0 sessions lost,
// 0 duplicated lines, every answer within the request deadline.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Redis } from 'ioredis'
import { Agent, request } from 'undici'
import { CARD_DEMO } from '../../contract-fixtures/seed'
import { PUBLIC_CONFIG_KEY } from '../../bff/services/config.server'
import { tagged } from '../../bff/platform/redis-keys'
import { startSentinelGroup, type SentinelGroup } from '../support/redis-topology'
import { waitUntil } from '../support/redis-server'
import { Jar, journeySteps, simCalls, startRushSimulator, STEPS, TICKS, type Simulator } from './rush-bench'
import type { RushAccount } from './rush-simulator'
import { openViewers } from './day-bench'
import { percentile } from './stats'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const HOST = '127.0.0.1'
/** Every port this section listens on: HAProxy, its stats, the instances, the simulator, Redis. */
const PORTS = { haproxy: 6100, stats: 6199, app: 6101, internal: 6111, simulator: 6120, redis: [6130, 6131, 6132, 6133, 6134] }
const INSTANCES = Math.min(9, Math.max(2, Number(process.env.FLEET_INSTANCES ?? 3)))
const USERS = Math.max(1, Number(process.env.FLEET_USERS ?? 100))
const RAMP_MS = Number(process.env.FLEET_RAMP_MS ?? 30_000)
/** When, after a phase's first user, its fault begins: the rush is under way. */
const FAULT_AT_MS = 3_000
const DEADLINE_MS = 8_000
const SHUTDOWN_DELAY_MS = Number(process.env.FLEET_SHUTDOWN_DELAY_MS ?? 8_000)
const SESSION_NAME = 'bff'
const FEED_POLL_MS = 500
const FEED_INTERVALS = 10
const FEED_AUDIENCES = [INSTANCES, 1000] as const
const COLD_REQUESTS = 30
const CONFIG_CALL = 'GET /wp-json/e4s/v5/public/config'
const BOARD = `/v2/scoreboard-feed/${CARD_DEMO.checkInTodayCompId}/1`
const BOARD_CALL = 'GET /wp-json/e4s/v5/public/scoreboard/:id/:id'
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** A child that dies with this process, even when it is killed by a signal (setpriv's parent-death signal). */
function spawnOwned(command: string, args: string[], options: SpawnOptions): ChildProcess {
  return existsSync('/usr/bin/setpriv')
    ? spawn('/usr/bin/setpriv', ['--pdeathsig', 'SIGKILL', '--', command, ...args], options)
    : spawn(command, args, options)
}

type Instance = { name: string; port: number; child: ChildProcess }

function startInstance(i: number, simulatorUrl: string, sentinels: string): Instance {
  const port = PORTS.app + i
  const child = spawnOwned(process.execPath, [path.join(ROOT, 'build/server.js')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST,
      PORT: String(port),
      INTERNAL_PORT: String(PORTS.internal + i),
      WEB_CONCURRENCY: process.env.FLEET_WORKERS ?? '1',
      LEGACY_BASE_URL: simulatorUrl,
      REDIS_SENTINELS: sentinels,
      REDIS_SENTINEL_NAME: SESSION_NAME,
      SESSION_SECRET: 'fleet-bench-secret',
      LOG_LEVEL: 'warn',
      // Every virtual user signs in from this one address.
      RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
      SCOREBOARD_POLL_MS: String(FEED_POLL_MS),
      // Longer than HAProxy takes to see a stopping instance down: 3 checks a second apart, each
      // answered up to a second late by a busy instance on this shared machine.
      SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return { name: `app${i + 1}`, port, child }
}

async function healthy(port: number): Promise<boolean> {
  return fetch(`http://${HOST}:${port}/healthz`).then(
    (r) => r.ok,
    () => false,
  )
}

/** SIGTERM, then resolves with how long the instance took to finish what it served and exit. */
async function stopInstance(instance: Instance): Promise<number> {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return 0
  const started = performance.now()
  const exited = new Promise((r) => instance.child.once('exit', r))
  instance.child.kill('SIGTERM')
  await exited
  return performance.now() - started
}

function haproxyConfig(): string {
  const servers = Array.from({ length: INSTANCES }, (_, i) => `    server app${i + 1} ${HOST}:${PORTS.app + i} check`)
  return [
    'global',
    '    maxconn 8192',
    // Only what went wrong: a refused or cut connection, a 5xx.
    '    log stderr format raw local0 err',
    'defaults',
    '    mode http',
    '    log global',
    '    option httplog',
    '    option dontlog-normal',
    '    option log-separate-errors',
    '    timeout connect 1s',
    '    timeout client 60s',
    '    timeout server 60s',
    // A scoreboard's SSE stream is an open response: kept for as long as the viewer watches.
    '    timeout tunnel 1h',
    // An idle client connection is closed after 10 s; the load generator drops its own after 4 s,
    // so it never sends on one HAProxy is closing.
    '    timeout http-keep-alive 10s',
    // A connection an instance refuses (it is stopping) is tried again on another instance; a
    // request an instance received is never sent twice.
    '    retries 3',
    '    option redispatch 1',
    'frontend web',
    `    bind ${HOST}:${PORTS.haproxy}`,
    '    default_backend bff',
    'backend bff',
    '    balance roundrobin',
    '    option httpchk GET /healthz',
    '    http-check expect status 200',
    // An instance is out after 3 failed checks a second apart, each allowed 2 s: a busy instance
    // on a shared machine answers its check late but is not down.
    '    timeout check 2s',
    // An instance back from a restart gets its share of requests over 10 s, not at once: its
    // first pages are slow (a cold process) and a full share at once made some miss their deadline.
    '    default-server inter 1s fall 3 rise 2 slowstart 10s',
    ...servers,
    'listen stats',
    `    bind ${HOST}:${PORTS.stats}`,
    '    stats enable',
    '    stats uri /stats',
    '',
  ].join('\n')
}

/** HAProxy's view of each instance (UP, DOWN...) and its open connections, from its stats page (CSV: scur, status). */
async function haproxyServers(): Promise<Record<string, { status: string; sessions: number }>> {
  const csv = await (await fetch(`http://${HOST}:${PORTS.stats}/stats;csv`)).text()
  const servers: Record<string, { status: string; sessions: number }> = {}
  for (const line of csv.split('\n')) {
    const fields = line.split(',')
    if (fields[0] === 'bff' && fields[1]?.startsWith('app')) servers[fields[1]] = { status: fields[17] ?? '', sessions: Number(fields[4]) }
  }
  return servers
}

async function haproxyStatus(): Promise<Record<string, string>> {
  return Object.fromEntries(Object.entries(await haproxyServers()).map(([name, s]) => [name, s.status]))
}

type Sample = { step: string; ms: number; at: number }

export type FleetPhase = {
  label: string
  users: number
  wallMs: number
  requests: number
  failed: number
  sessionsLost: number
  journeysCompleted: number
  samples: Sample[]
  duplicated: string[]
  missing: string[]
  errorSamples: string[]
  /** What the fault took, in its own words (drain times, promotion time). */
  fault: string[]
  /** When the fault began and ended, ms after the phase's start. */
  faultWindow?: [number, number]
}

/** One user's journey through HAProxy; a failed step is counted and ends it. */
async function journey(agent: Agent, account: RushAccount, phase: FleetPhase, started: number) {
  const jar = new Jar()
  for (const [step, run, ok] of journeySteps(agent, `http://${HOST}:${PORTS.haproxy}`, account, jar)) {
    phase.requests++
    const at = performance.now() - started
    try {
      const answer = await run()
      if (step !== 'login' && answer.status === 302 && /\/login/.test(answer.location ?? '')) {
        phase.sessionsLost++
        if (phase.errorSamples.length < 5) phase.errorSamples.push(`${step}: signed out (${answer.location})`)
        return
      }
      if (!ok(answer)) {
        phase.failed++
        if (phase.errorSamples.length < 8)
          phase.errorSamples.push(`${step}: ${answer.status} ${answer.location ?? answer.body.replace(/\s+/g, ' ').slice(0, 80)}`)
        return
      }
      phase.samples.push({ step, ms: answer.ms, at })
      if (step === 'submit') phase.journeysCompleted++
    } catch (err) {
      phase.failed++
      if (phase.errorSamples.length < 8) phase.errorSamples.push(`${step}: ${err instanceof Error ? err.message : String(err)}`)
      return
    }
  }
}

async function rushPhase(
  label: string,
  sim: Simulator,
  accounts: RushAccount[],
  fault?: (phase: FleetPhase) => Promise<void>,
): Promise<FleetPhase> {
  const agent = new Agent({ connections: 512, keepAliveTimeout: 4_000, keepAliveMaxTimeout: 4_000 })
  const phase: FleetPhase = {
    label,
    users: accounts.length,
    wallMs: 0,
    requests: 0,
    failed: 0,
    sessionsLost: 0,
    journeysCompleted: 0,
    samples: [],
    duplicated: [],
    missing: [],
    errorSamples: [],
    fault: [],
  }
  const started = performance.now()
  const users = Promise.all(
    accounts.map(async (account, i) => {
      await sleep((i * RAMP_MS) / accounts.length)
      await journey(agent, account, phase, started)
    }),
  )
  const faulted = fault
    ? sleep(FAULT_AT_MS).then(async () => {
        const from = performance.now() - started
        await fault(phase)
        phase.faultWindow = [from, performance.now() - started]
      })
    : undefined
  await Promise.all([users, faulted])
  phase.wallMs = performance.now() - started
  await agent.close()
  // Each ticked event once in its user's basket: none twice (a write applied twice), none missing
  // from a journey that was submitted.
  const baskets = await sim.baskets()
  for (const account of accounts) {
    const items = baskets[account.username] ?? []
    for (const ceid of TICKS) {
      const n = items.filter((item) => item === `${account.athleteId}:${ceid}`).length
      if (n > 1) phase.duplicated.push(`${account.username} ceid ${ceid}: ${n} times`)
    }
  }
  return phase
}

export type FleetBench = {
  instances: number
  workers: string
  users: number
  latencyMs: number
  cold: { requests: number; calls: number; instancesHit: number }
  feed: Array<{ viewers: number; polls: number; intervals: number; perInstance: number[] }>
  phases: FleetPhase[]
}

export async function benchFleet(): Promise<FleetBench> {
  const dir = mkdtempSync(path.join(tmpdir(), 'fleet-'))
  let sim: Simulator | undefined
  let group: SentinelGroup | undefined
  let redis: Redis | undefined
  let haproxy: ChildProcess | undefined
  const instances: Instance[] = []
  try {
    sim = await startRushSimulator(USERS * 3, PORTS.simulator)
    group = await startSentinelGroup(SESSION_NAME, PORTS.redis)
    const sentinels = group.sentinels.map((s) => `${s.host}:${s.port}`).join(',')
    redis = new Redis({ sentinels: group.sentinels, name: SESSION_NAME })
    // It outlives the failover below, unused by then: its reconnection errors are not the bench's.
    redis.on('error', () => undefined)
    for (let i = 0; i < INSTANCES; i++) instances.push(startInstance(i, sim.url, sentinels))
    await waitUntil(async () => (await Promise.all(instances.map((x) => healthy(x.port)))).every(Boolean), 60_000, 200)

    const config = path.join(dir, 'haproxy.cfg')
    writeFileSync(config, haproxyConfig())
    haproxy = spawnOwned('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'inherit'] })
    await waitUntil(
      async () => {
        const status = await haproxyStatus().catch(() => ({}))
        return Object.values(status).filter((s) => s === 'UP').length === INSTANCES
      },
      20_000,
      200,
    )
    const front = `http://${HOST}:${PORTS.haproxy}`

    // 1. A cold key asked of every instance at once. The login page reads the public config
    //    only; a query of its own per request keeps each out of the page cache. No page has been
    //    asked yet, so no instance holds the config in its memory either.
    await redis.del(`cache:${tagged(PUBLIC_CONFIG_KEY)}`)
    await fetch(`${sim.url}/__sim/calls`, { method: 'DELETE' })
    const coldAgent = new Agent({ connections: COLD_REQUESTS })
    const cold = await Promise.all(
      Array.from({ length: COLD_REQUESTS }, async (_, i) => {
        const res = await request(`${front}/v2/login-v2?cold=${i}`, { dispatcher: coldAgent })
        await res.body.text()
        if (res.statusCode !== 200) throw new Error(`cold GET /v2/login-v2 answered ${res.statusCode}`)
      }),
    )
    await coldAgent.close()
    const coldCalls = (await simCalls(sim)).byPath[CONFIG_CALL] ?? 0

    // 2. Scoreboard viewers spread over the instances by HAProxy.
    const feed: FleetBench['feed'] = []
    for (const viewers of FEED_AUDIENCES) {
      const audience = await openViewers(`${front}${BOARD}`, viewers)
      await sleep(FEED_POLL_MS)
      const perInstance = Object.values(await haproxyServers()).map((s) => s.sessions)
      const from = (await simCalls(sim)).byPath[BOARD_CALL] ?? 0
      const started = performance.now()
      await sleep(FEED_POLL_MS * FEED_INTERVALS)
      const polls = ((await simCalls(sim)).byPath[BOARD_CALL] ?? 0) - from
      feed.push({ viewers, polls, intervals: (performance.now() - started) / FEED_POLL_MS, perInstance })
      await audience.close()
    }

    // 3. The rush, as it is, through a rolling restart and through a Redis failover.
    const accounts = [...sim.accounts]
    const phases: FleetPhase[] = []
    phases.push(await rushPhase('baseline', sim, accounts.splice(0, USERS)))
    phases.push(
      await rushPhase('rolling restart', sim, accounts.splice(0, USERS), async (phase) => {
        for (const [i, instance] of instances.entries()) {
          const drainMs = await stopInstance(instance)
          const restarted = performance.now()
          const next = startInstance(i, sim!.url, sentinels)
          instances[i] = next
          await waitUntil(() => healthy(next.port), 60_000, 100)
          await waitUntil(async () => (await haproxyStatus())[next.name] === 'UP', 20_000, 100)
          phase.fault.push(
            `${instance.name}: exited ${(drainMs / 1000).toFixed(1)} s after SIGTERM, back in HAProxy ${((performance.now() - restarted) / 1000).toFixed(1)} s later`,
          )
        }
      }),
    )
    phases.push(
      await rushPhase('Redis failover', sim, accounts.splice(0, USERS), async (phase) => {
        const { ms } = await group!.killPrimary()
        phase.fault.push(`primary killed (SIGKILL); the sentinels named the replica primary ${(ms / 1000).toFixed(1)} s later`)
      }),
    )
    return {
      instances: INSTANCES,
      workers: process.env.FLEET_WORKERS ?? '1',
      users: USERS,
      latencyMs: Number(process.env.BENCH_LATENCY_MS ?? 20),
      cold: { requests: cold.length, calls: coldCalls, instancesHit: INSTANCES },
      feed,
      phases,
    }
  } finally {
    for (const instance of instances) await stopInstance(instance).catch(() => undefined)
    if (haproxy && haproxy.exitCode === null) {
      const exited = new Promise((r) => haproxy!.once('exit', r))
      haproxy.kill('SIGTERM')
      await exited
    }
    redis?.disconnect()
    sim?.child.disconnect()
    await group?.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

const cell = (v: number | string, n = 9) => (typeof v === 'number' ? v.toFixed(0) : v).padStart(n)

export function fleetReport(bench: FleetBench): string[] {
  const lines = [
    ``,
    `fleet: ${bench.instances} instances of node build/server.js (${bench.workers} worker${bench.workers === '1' ? '' : 's'} each) behind HAProxy (round robin, /healthz every second), Redis primary + 1 replica + 3 sentinels, the simulator (${bench.latencyMs} ms per call); every piece a process of its own on this machine`,
    `  cold key: ${bench.cold.requests} login pages at once through HAProxy (each instance asked), the public config deleted from Redis first: ${bench.cold.calls} legacy config call(s) (target 1: ${bench.cold.calls === 1 ? 'met' : 'NOT met'})`,
    `  scoreboard viewers through HAProxy, one board polled every ${FEED_POLL_MS} ms, ${FEED_INTERVALS} intervals:`,
    `    ${'viewers'.padEnd(10)}${'open per instance'.padStart(18)}${'polls'.padStart(8)}${'polls/interval'.padStart(16)}`,
    ...bench.feed.map(
      (f) =>
        `    ${String(f.viewers).padEnd(10)}${f.perInstance.join(' / ').padStart(18)}${String(f.polls).padStart(8)}${(f.polls / f.intervals).toFixed(2).padStart(16)}`,
    ),
    `    target 1 legacy poll per board per interval for the fleet: ${bench.feed.every((f) => Math.round(f.polls / f.intervals) <= 1) ? 'met' : 'NOT met'}`,
    ``,
    `  instances stop with SHUTDOWN_DELAY_MS=${SHUTDOWN_DELAY_MS} (FLEET_SHUTDOWN_DELAY_MS)`,
    `  the rush through HAProxy, per phase: ${bench.users} users ramped over ${RAMP_MS / 1000} s (${STEPS.join(', ')}); the fault begins ${FAULT_AT_MS / 1000} s in`,
    `    ${'phase'.padEnd(18)}${['requests', 'failed', 'signed out', 'journeys', 'dup lines', 'p50 ms', 'p99 ms', 'max ms', 'fault p99', 'fault max'].map((h) => cell(h, 11)).join('')}`,
  ]
  for (const p of bench.phases) {
    const all = p.samples.map((s) => s.ms)
    const during = p.faultWindow ? p.samples.filter((s) => s.at >= p.faultWindow![0] && s.at <= p.faultWindow![1]).map((s) => s.ms) : []
    const q = (xs: number[], n: number) => (xs.length ? percentile(xs, n) : NaN)
    const max = (xs: number[]) => (xs.length ? Math.max(...xs) : NaN)
    lines.push(
      `    ${p.label.padEnd(18)}${[p.requests, p.failed, p.sessionsLost, p.journeysCompleted, p.duplicated.length, q(all, 50), q(all, 99), max(all), q(during, 99), max(during)].map((v) => cell(Number.isNaN(v) ? '-' : v, 11)).join('')}`,
    )
  }
  for (const p of bench.phases) {
    for (const f of p.fault) lines.push(`    ${p.label}: ${f}`)
    if (p.faultWindow)
      lines.push(
        `    ${p.label}: fault from ${(p.faultWindow[0] / 1000).toFixed(1)} s to ${(p.faultWindow[1] / 1000).toFixed(1)} s of ${(p.wallMs / 1000).toFixed(1)} s`,
      )
    if (p.errorSamples.length) lines.push(`    ${p.label}, first errors: ${p.errorSamples.join(' | ')}`)
    if (p.duplicated.length) lines.push(`    ${p.label}, duplicated: ${p.duplicated.slice(0, 5).join('; ')}`)
  }
  const roll = bench.phases.find((p) => p.label === 'rolling restart')
  const failover = bench.phases.find((p) => p.label === 'Redis failover')
  if (roll)
    lines.push(`    target 0 failed requests during the rolling restart: ${roll.failed + roll.sessionsLost === 0 ? 'met' : 'NOT met'}`)
  if (failover) {
    const slowest = Math.max(0, ...failover.samples.map((s) => s.ms))
    const ok = failover.sessionsLost === 0 && failover.duplicated.length === 0 && slowest < DEADLINE_MS
    lines.push(
      `    target during the failover 0 sessions lost, 0 duplicated lines, every answer within ${DEADLINE_MS / 1000} s: ${ok ? 'met' : 'NOT met'} (slowest ${(slowest / 1000).toFixed(1)} s)`,
    )
  }
  return lines
}
