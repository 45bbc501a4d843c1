// What the BFF-against-direct sections of the load bench share (builder, messages, check-in, team
// save): a user logged in through the app, the same user's legacy token for the direct side, and
// samples taken in turns, one BFF request then one direct sequence, so that both sides meet the
// same neighbours on a shared machine and their ratio means something.
import { loadavg } from 'node:os'
import type { Dispatcher } from 'undici'
import { Agent, request } from 'undici'
import type { Simulator } from '../../contract-fixtures/simulator/server'
import { callPaths, CookieJar, directClient, postForm, snippet } from './entry-bench'
import { percentile } from './stats'

export const REST = '/wp-json/e4s/v5'

export type Side = { samples: number[]; calls: number; paths: Record<string, number> }
export type Sides = { bff: Side; direct: Side; runs: number; warmup: number }

/** A session of the app: logged in with the login form, cookies kept. */
export async function appLogin(agent: Agent, origin: string, username: string, password: string): Promise<CookieJar> {
  const jar = new CookieJar()
  const login = await postForm(agent, `${origin}/v2/login-v2`, { username, password }, jar)
  if (login.status < 300 || login.status >= 400 || !jar.names().some((n) => n.endsWith('e4s_session')))
    throw new Error(`POST /v2/login-v2 as ${username} answered ${login.status} (${snippet(login.body)})`)
  return jar
}

/** The same user on the legacy site, as its own front-end holds them: a bearer token. */
export async function legacyCaller(agent: Agent, simUrl: string, username: string, password: string) {
  const tokenUrl = new URL('/wp-json/jwt-auth/v1/token', simUrl)
  tokenUrl.searchParams.set('username', username)
  tokenUrl.searchParams.set('password', password)
  const res = await request(tokenUrl, { method: 'POST', dispatcher: agent })
  const body = (await res.body.json()) as { token?: string }
  if (res.statusCode !== 200 || !body.token) throw new Error(`simulator token login as ${username} answered ${res.statusCode}`)
  return directClient(agent, simUrl, body.token)
}

export type PageAnswer = { status: number; body: string; ms: number }

/** One request to the app with the session's cookies, body read; throws unless it answers 200. */
export async function appRequest(
  agent: Agent,
  url: string,
  jar: CookieJar,
  o: { method?: Dispatcher.HttpMethod; form?: Array<[string, string]> } = {},
): Promise<PageAnswer> {
  const headers: Record<string, string> = { accept: 'text/html,application/xhtml+xml', cookie: jar.header() }
  if (o.form) headers['content-type'] = 'application/x-www-form-urlencoded'
  const started = performance.now()
  const res = await request(url, {
    method: o.method ?? 'GET',
    dispatcher: agent,
    headers,
    body: o.form ? new URLSearchParams(o.form).toString() : undefined,
  })
  const body = await res.body.text()
  const ms = performance.now() - started
  jar.take(res.headers['set-cookie'])
  if (res.statusCode !== 200) throw new Error(`${o.method ?? 'GET'} ${new URL(url).pathname} answered ${res.statusCode} (${snippet(body)})`)
  return { status: res.statusCode, body, ms }
}

/**
 * `warmup` rounds, then `runs` rounds of one BFF request and one direct sequence in turns; each
 * side's upstream calls are counted at the simulator (its own log, by path with ids folded).
 */
export async function sideBySide(
  sim: Simulator,
  o: { bff: () => Promise<number>; direct: () => Promise<number>; warmup: number; runs: number },
): Promise<Sides> {
  const pathAgent = new Agent({ keepAliveTimeout: 30_000 })
  try {
    for (let i = 0; i < o.warmup; i++) {
      await o.bff()
      await o.direct()
    }
    const bff: Side = { samples: [], calls: 0, paths: {} }
    const direct: Side = { samples: [], calls: 0, paths: {} }
    for (let i = 0; i < o.runs; i++) {
      for (const [side, run] of [
        [bff, o.bff],
        [direct, o.direct],
      ] as const) {
        sim.calls.reset()
        side.samples.push(await run())
        side.calls += sim.calls.total()
        for (const [path, n] of Object.entries(await callPaths(pathAgent, sim))) side.paths[path] = (side.paths[path] ?? 0) + n
      }
    }
    return { bff, direct, runs: o.runs, warmup: o.warmup }
  } finally {
    await pathAgent.close().catch(() => undefined)
  }
}

const num = (ms: number) => ms.toFixed(2).padStart(9)

/** Upstream calls per run by path, most first ("GET /wp-json/e4s/v5/x/:id 1.00"). */
export const perRun = (side: Side, runs: number) =>
  Object.entries(side.paths)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([path, n]) => `${path.replace('/wp-json/e4s/v5', '')} ${(n / runs).toFixed(2)}`)
    .join(', ') || 'none'

/** The p50/p99 table of both sides, their ratios and the load average the figures were taken at. */
export function sidesTable(sides: Sides, bffLabel: string, directLabel: string): string[] {
  const [bp50, bp99, dp50, dp99] = [
    percentile(sides.bff.samples, 50),
    percentile(sides.bff.samples, 99),
    percentile(sides.direct.samples, 50),
    percentile(sides.direct.samples, 99),
  ]
  return [
    `  ${sides.runs} rounds after ${sides.warmup} warm-up, one BFF request then the direct side in turns; sequential, keep-alive, bodies read`,
    `  ${'latency (ms)'.padEnd(40)}${'p50'.padStart(9)}${'p99'.padStart(9)}`,
    `  ${bffLabel.padEnd(40)}${num(bp50)}${num(bp99)}`,
    `  ${directLabel.padEnd(40)}${num(dp50)}${num(dp99)}`,
    `  ${'ratio BFF/direct'.padEnd(40)}${num(bp50 / dp50)}${num(bp99 / dp99)}`,
    `  upstream calls per request: BFF ${(sides.bff.calls / sides.runs).toFixed(2)} (${perRun(sides.bff, sides.runs)})`,
    `                              direct ${(sides.direct.calls / sides.runs).toFixed(2)} (${perRun(sides.direct, sides.runs)})`,
  ]
}

export const loadAverage = () => `load average ${loadavg()[0].toFixed(1)}`
