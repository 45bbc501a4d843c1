// The "entry" section of the load bench (tests/load/bench.ts runs it and prints its lines):
//   1. one rules re-evaluation (evaluateSchedule) of a 300-row schedule, without and with a click;
//   2. a tick / untick round trip through the BFF next to the upstream calls tickEvent makes for
//      the same tick, made directly against the simulator, with and without the schedule and cart
//      reload the legacy front-end makes after a tick.
import type { Dispatcher } from 'undici'
import { Agent, request } from 'undici'
import { ENTRY_DEMO } from '../../contract-fixtures/seed/entry-demo'
import type { Simulator } from '../../contract-fixtures/simulator/server'
import { evaluateSchedule } from '../../bff/domain/schedule/schedule-rules'
import { makeLargeSchedule } from '../../bff/domain/schedule/schedule.test-support'
import { percentile } from './stats'

// ---------------------------------------------------------------------------------------------
// 1. Rules re-evaluation
// ---------------------------------------------------------------------------------------------

const RULES_ROWS = 300
const RULES_WARMUP = 200
const RULES_RUNS = 2000
const RULES_TARGET_P99_MS = 2

export type RulesTiming = {
  rows: number
  warmup: number
  runs: number
  plain: number[]
  click: number[]
  clickCeid: number
  clickState: string
  states: Record<string, number>
}

function timeRuns(run: () => number, warmup: number, runs: number): number[] {
  let sink = 0
  for (let i = 0; i < warmup; i++) sink += run()
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    sink += run()
    samples.push(performance.now() - started)
  }
  // Keeps the results alive, so the engine cannot skip the work.
  if (sink < 0) throw new Error('unreachable')
  return samples
}

/** evaluateSchedule on makeLargeSchedule(300): a full re-evaluation, then one with a click on an available row. */
export function benchRules(): RulesTiming {
  const ctx = makeLargeSchedule(RULES_ROWS)
  const before = JSON.stringify(evaluateSchedule(ctx))
  const base = evaluateSchedule(ctx)
  if (base.length !== RULES_ROWS) throw new Error(`evaluateSchedule answered ${base.length} rows for a ${RULES_ROWS}-row schedule`)
  const states: Record<string, number> = {}
  for (const row of base) states[row.state] = (states[row.state] ?? 0) + 1
  // A row from the second half the rules leave available: the click selects it.
  const target = base.slice(RULES_ROWS / 2).find((row) => row.state === 'available') ?? base.find((row) => row.state === 'available')
  if (!target) throw new Error('makeLargeSchedule(300) has no available row to click')
  const click = { ceid: target.ceid }
  const clickState = evaluateSchedule(ctx, click).find((row) => row.ceid === target.ceid)?.state ?? 'missing'

  const plain = timeRuns(() => evaluateSchedule(ctx).length, RULES_WARMUP, RULES_RUNS)
  const clicked = timeRuns(() => evaluateSchedule(ctx, click).length, RULES_WARMUP, RULES_RUNS)
  if (JSON.stringify(evaluateSchedule(ctx)) !== before)
    throw new Error('evaluateSchedule changed its input: repeated runs did not give the same rows')
  return { rows: RULES_ROWS, warmup: RULES_WARMUP, runs: RULES_RUNS, plain, click: clicked, clickCeid: target.ceid, clickState, states }
}

// ---------------------------------------------------------------------------------------------
// 2. Tick round trip, BFF vs direct
// ---------------------------------------------------------------------------------------------

const REST = '/wp-json/e4s/v5'
const FORM = 'application/x-www-form-urlencoded'
const PAIRS = 100
const WARMUP_PAIRS = 5
const ADDED_COST_TARGET_MS = 15

type Kind = 'tick' | 'untick'

/** The cookies the app sets, sent back as one Cookie header (plain http: Secure is ignored on purpose). */
export class CookieJar {
  private readonly values = new Map<string, string>()
  readonly seen = new Map<string, string[]>()

  take(header: string | string[] | undefined) {
    for (const line of header === undefined ? [] : Array.isArray(header) ? header : [header]) {
      const [pair = '', ...attrs] = line.split(';').map((s) => s.trim())
      const eq = pair.indexOf('=')
      if (eq <= 0) continue
      const name = pair.slice(0, eq)
      const value = pair.slice(eq + 1)
      const flags = attrs.map((a) => a.split('=')[0].toLowerCase())
      this.seen.set(name, flags)
      const expired = attrs.some((a) => /^max-age=0$/i.test(a)) || value === ''
      if (expired) this.values.delete(name)
      else this.values.set(name, value)
    }
  }

  has(name: string) {
    return this.values.has(name)
  }

  names() {
    return [...this.values.keys()]
  }

  header(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

export type Answer = { status: number; location: string | undefined; body: string; ms: number }

const headerText = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

/** One form POST to the app, redirect not followed, body read, cookies kept. */
export async function postForm(agent: Agent, url: string, form: Record<string, string>, jar: CookieJar): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': FORM, accept: 'text/html,application/xhtml+xml' }
  const cookie = jar.header()
  if (cookie) headers.cookie = cookie
  const started = performance.now()
  const res = await request(url, { method: 'POST', dispatcher: agent, headers, body: new URLSearchParams(form).toString() })
  const body = await res.body.text()
  const ms = performance.now() - started
  jar.take(res.headers['set-cookie'])
  return { status: res.statusCode, location: headerText(res.headers.location), body, ms }
}

export const snippet = (body: string) =>
  body
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200)

export type Envelope = { errNo?: number; error?: string; message?: string; data?: unknown }
type ScheduleLine = { ceid: number; Name?: string; pb?: number; order?: { productId?: number }; ceoptions?: { mandatoryPB?: boolean } }
type ScheduleBody = Envelope & { events?: ScheduleLine[] }

/** The simulator, called the way the BFF's legacy client calls it (bearer token, JSON, body read). */
export function directClient(agent: Agent, base: string, token: string) {
  const call = async <T extends Envelope>(method: Dispatcher.HttpMethod, path: string, body?: unknown): Promise<T> => {
    const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${token}` }
    if (body !== undefined) headers['content-type'] = 'application/json'
    const res = await request(`${base}${path}`, {
      method,
      dispatcher: agent,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.body.text()
    if (res.statusCode !== 200) throw new Error(`direct ${method} ${path.split('?')[0]} answered ${res.statusCode}: ${text.slice(0, 200)}`)
    const json = JSON.parse(text) as T
    if ((json.errNo ?? 0) !== 0) throw new Error(`direct ${method} ${path.split('?')[0]} refused: errNo ${json.errNo} ${json.error ?? ''}`)
    return json
  }
  return call
}

export type TickTiming = {
  compId: number
  athleteId: number
  ceid: number
  eventName: string
  pbRows: string[]
  sessionCookie: string
  sessionFlags: string[]
  pairs: number
  warmupPairs: number
  bff: Record<Kind, number[]>
  /** POST /v2/entry-v2/{id}.data: the action alone, as the hydrated page's fetch sends it. */
  action: Record<Kind, number[]>
  direct: Record<Kind, number[]>
  directCalls: Record<Kind, number>
  /** The same, then the events and cart reload the legacy front-end makes after a tick. */
  directReload: Record<Kind, number[]>
  directReloadCalls: Record<Kind, number>
  bffCalls: Record<Kind, number>
  actionCalls: Record<Kind, number>
  bffCallPaths: Record<string, number>
}

const idPath = (key: string) => key.replace(/\/\d+(?=\/|$)/g, '/:id')

/** The simulator's own call log by "METHOD path" (GET /__sim/calls, not itself counted), ids folded into :id. */
export async function callPaths(agent: Agent, sim: Simulator): Promise<Record<string, number>> {
  const res = await request(`${sim.url}/__sim/calls`, { method: 'GET', dispatcher: agent })
  const body = (await res.body.json()) as { byPath?: Record<string, number> }
  if (res.statusCode !== 200 || !body.byPath) throw new Error(`GET /__sim/calls answered ${res.statusCode}`)
  const grouped: Record<string, number> = {}
  for (const [key, n] of Object.entries(body.byPath)) grouped[idPath(key)] = (grouped[idPath(key)] ?? 0) + n
  return grouped
}

/**
 * Logs in through the app, confirms the priority code and the terms, then ticks and unticks the
 * same row (intent=tick, then intent=untick) PAIRS times each, timing every POST; then makes the upstream
 * calls of tickEvent for the same ticks directly (its own token, the priority code once).
 */
export async function benchTicks(sim: Simulator, appOrigin: string): Promise<TickTiming> {
  const compId = ENTRY_DEMO.rulesCompId
  const athleteId = ENTRY_DEMO.athleteId
  const ceid = ENTRY_DEMO.rulesCeids.m200
  const agent = new Agent({ keepAliveTimeout: 30_000 })
  const directAgent = new Agent({ keepAliveTimeout: 30_000 })
  const unpaidEntries = () => sim.state.entries.filter((e) => e.ceid === ceid && e.athleteId === athleteId && e.paid === 0).length
  const expectEntries = (n: number, what: string) => {
    const found = unpaidEntries()
    if (found !== n)
      throw new Error(`${what}: the simulator holds ${found} unpaid entries of athlete ${athleteId} for ceid ${ceid} (expected ${n})`)
  }

  try {
    // Direct side first: its token, the priority code once, and the schedule as the athlete sees it.
    const tokenUrl = new URL('/wp-json/jwt-auth/v1/token', sim.url)
    tokenUrl.searchParams.set('username', ENTRY_DEMO.username)
    tokenUrl.searchParams.set('password', ENTRY_DEMO.password)
    const tokenRes = await request(tokenUrl, { method: 'POST', dispatcher: directAgent })
    const tokenBody = (await tokenRes.body.json()) as { token?: string }
    if (tokenRes.statusCode !== 200 || !tokenBody.token) throw new Error(`simulator token login answered ${tokenRes.statusCode}`)
    const call = directClient(directAgent, sim.url, tokenBody.token)
    await call('POST', `${REST}/competition/priority/${compId}`, { code: ENTRY_DEMO.rulesCode })

    const schedule = await call<ScheduleBody>('GET', `${REST}/events/${compId}/${athleteId}`)
    const lines = schedule.events ?? []
    const line = lines.find((l) => l.ceid === ceid)
    if (!line) throw new Error(`ceid ${ceid} is not in the schedule of athlete ${athleteId} in competition ${compId}`)
    const pbRows = lines.filter((l) => l.ceoptions?.mandatoryPB).map((l) => `${l.Name ?? '?'} ${l.ceid}`)
    if (line.ceoptions?.mandatoryPB && !(line.pb && line.pb > 0))
      throw new Error(`ceid ${ceid} (${line.Name}) needs a PB the athlete does not have`)
    expectEntries(0, 'before the bench')

    // BFF side: log in, confirm the priority code and the terms.
    const jar = new CookieJar()
    const login = await postForm(agent, `${appOrigin}/v2/login-v2`, { username: ENTRY_DEMO.username, password: ENTRY_DEMO.password }, jar)
    const sessionCookie = jar.names().find((n) => n.endsWith('e4s_session'))
    if (login.status < 300 || login.status >= 400 || !sessionCookie) {
      throw new Error(
        `POST /v2/login-v2 answered ${login.status} with${sessionCookie ? '' : 'out'} a session cookie (${snippet(login.body)})`,
      )
    }
    const priority = await postForm(
      agent,
      `${appOrigin}/v2/entry-conditions/${compId}`,
      { intent: 'priority', code: ENTRY_DEMO.rulesCode },
      jar,
    )
    if (priority.status < 300 || priority.status >= 400) {
      throw new Error(`POST /v2/entry-conditions/${compId} intent=priority answered ${priority.status} (${snippet(priority.body)})`)
    }
    const terms = await postForm(agent, `${appOrigin}/v2/entry-conditions/${compId}`, { intent: 'terms' }, jar)
    const entryPath = `/v2/entry-v2/${compId}`
    if (terms.status < 300 || terms.status >= 400 || terms.location !== entryPath) {
      throw new Error(
        `POST /v2/entry-conditions/${compId} intent=terms answered ${terms.status} to ${terms.location ?? 'nowhere'} (expected a redirect to ${entryPath})`,
      )
    }

    const form = (kind: Kind) => ({ intent: kind, athlete: String(athleteId), ceid: String(ceid) })
    /** One POST per tick or untick, alternating; the simulator's state is checked after each one. */
    const bffRun = async (url: string, pairs: number, label: string) => {
      const samples: Record<Kind, number[]> = { tick: [], untick: [] }
      const calls: Record<Kind, number> = { tick: 0, untick: 0 }
      for (let i = 0; i < pairs; i++) {
        for (const kind of ['tick', 'untick'] as const) {
          const before = sim.calls.total()
          const answer = await postForm(agent, url, form(kind), jar)
          calls[kind] += sim.calls.total() - before
          if (answer.status !== 200)
            throw new Error(
              `${label} ${kind} #${i + 1} answered ${answer.status}${answer.location ? ` to ${answer.location}` : ''} (${snippet(answer.body)})`,
            )
          expectEntries(kind === 'tick' ? 1 : 0, `after ${label} ${kind} #${i + 1}`)
          samples[kind].push(answer.ms)
        }
      }
      return { samples, calls }
    }

    // The page's forms post to the page's own address, which names the chosen athlete: the page
    // that comes back shows that athlete's schedule again.
    const bffUrl = `${appOrigin}${entryPath}?athlete=${athleteId}`
    const actionUrl = `${appOrigin}${entryPath}.data?athlete=${athleteId}`
    await bffRun(bffUrl, WARMUP_PAIRS, `POST ${entryPath}`)
    sim.calls.reset()
    const bff = await bffRun(bffUrl, PAIRS, `POST ${entryPath}`)
    const bffCallPaths = await callPaths(directAgent, sim)
    await bffRun(actionUrl, WARMUP_PAIRS, `POST ${entryPath}.data`)
    const action = await bffRun(actionUrl, PAIRS, `POST ${entryPath}.data`)

    // Direct: what tickEvent calls upstream for the same tick, in the same order; with `reload`,
    // then what the legacy front-end does after a tick (spec 2-entry.md §4: "then reloads events and
    // cart"), which is what the document POST's page shows too.
    const directOnce = async (kind: Kind, reload: boolean): Promise<number> => {
      const started = performance.now()
      const [, , answer] = await Promise.all([
        call('GET', `${REST}/athlete/${athleteId}?compid=${compId}`),
        call('GET', `${REST}/competition/${compId}`),
        call<ScheduleBody>('GET', `${REST}/events/${compId}/${athleteId}`),
      ])
      const row = answer.events?.find((l) => l.ceid === ceid)
      if (!row) throw new Error(`direct: ceid ${ceid} left the schedule`)
      if (kind === 'tick') {
        const pb = row.pb && row.pb > 0 ? `?pb=${row.pb}` : ''
        await call('PUT', `${REST}/product/${ceid}/${athleteId}/0/0${pb}`)
      } else {
        const productId = row.order?.productId ?? 0
        if (productId <= 0) throw new Error('direct untick: the schedule shows no product for the ticked row')
        await call('POST', `${REST}/product/delete/${productId}`)
      }
      if (reload) await Promise.all([call('GET', `${REST}/events/${compId}/${athleteId}`), call('GET', `${REST}/cart?id=${compId}`)])
      return performance.now() - started
    }
    const directRun = async (pairs: number, reload = false) => {
      const samples: Record<Kind, number[]> = { tick: [], untick: [] }
      const calls: Record<Kind, number> = { tick: 0, untick: 0 }
      for (let i = 0; i < pairs; i++) {
        for (const kind of ['tick', 'untick'] as const) {
          const before = sim.calls.total()
          samples[kind].push(await directOnce(kind, reload))
          calls[kind] += sim.calls.total() - before
          expectEntries(kind === 'tick' ? 1 : 0, `after direct ${kind} #${i + 1}`)
        }
      }
      return { samples, calls }
    }
    await directRun(WARMUP_PAIRS)
    const direct = await directRun(PAIRS)
    const directReload = await directRun(PAIRS, true)

    return {
      compId,
      athleteId,
      ceid,
      eventName: line.Name ?? '?',
      pbRows,
      sessionCookie,
      sessionFlags: jar.seen.get(sessionCookie) ?? [],
      pairs: PAIRS,
      warmupPairs: WARMUP_PAIRS,
      bff: bff.samples,
      action: action.samples,
      direct: direct.samples,
      directCalls: direct.calls,
      directReload: directReload.samples,
      directReloadCalls: directReload.calls,
      bffCalls: bff.calls,
      actionCalls: action.calls,
      bffCallPaths,
    }
  } finally {
    await agent.close().catch(() => undefined)
    await directAgent.close().catch(() => undefined)
  }
}

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------

const num = (ms: number) => ms.toFixed(2).padStart(9)
const line = (label: string, samples: number[]) => `  ${label.padEnd(40)}${num(percentile(samples, 50))}${num(percentile(samples, 99))}`
const both = (s: Record<Kind, number[]>) => [...s.tick, ...s.untick]

export function entryReport(rules: RulesTiming, ticks: TickTiming, latencyMs: number): string[] {
  const rulesP99 = Math.max(percentile(rules.plain, 99), percentile(rules.click, 99))
  const states = Object.entries(rules.states)
    .map(([state, n]) => `${state} ${n}`)
    .join(', ')
  const n = ticks.pairs
  const perOp = (calls: number) => (calls / n).toFixed(2)
  const bffP50 = percentile(both(ticks.bff), 50)
  const actionP50 = percentile(both(ticks.action), 50)
  const directP50 = percentile(both(ticks.direct), 50)
  const reloadP50 = percentile(both(ticks.directReload), 50)
  const added = bffP50 - directP50
  const actionAdded = actionP50 - directP50
  const pageAdded = bffP50 - reloadP50
  const verdict = (ms: number) => (ms < ADDED_COST_TARGET_MS ? 'met' : 'NOT met')
  const paths = Object.entries(ticks.bffCallPaths)
    .sort((a, b) => b[1] - a[1])
    .map(([path, calls]) => `${path} ${(calls / (2 * n)).toFixed(2)}`)
  const secure = ticks.sessionFlags.includes('secure')
  return [
    ``,
    `entry: rules re-evaluation, evaluateSchedule on makeLargeSchedule(${rules.rows}) (${states}), ${rules.warmup} warm-up then ${rules.runs} timed runs each`,
    `  ${'latency (ms)'.padEnd(40)}${'p50'.padStart(9)}${'p99'.padStart(9)}`,
    line('re-evaluation', rules.plain),
    line(`with a click (ceid ${rules.clickCeid} -> ${rules.clickState})`, rules.click),
    `  target < ${RULES_TARGET_P99_MS} ms at p99: ${rulesP99 < RULES_TARGET_P99_MS ? 'met' : 'NOT met'} (worst p99 ${rulesP99.toFixed(2)} ms)`,
    ``,
    `entry: tick round trip, competition ${ticks.compId}, athlete ${ticks.athleteId} (Under 15), ${ticks.eventName} ceid ${ticks.ceid} (no PB needed; PB-mandatory rows: ${ticks.pbRows.join(', ') || 'none'})`,
    `  ${n} ticks + ${n} unticks of the same row, alternating, after ${ticks.warmupPairs} warm-up pairs; sequential, keep-alive, bodies read; the simulator's entries checked after each`,
    `  BFF    = form POST intent=tick and intent=untick to /v2/entry-v2/${ticks.compId}?athlete=${ticks.athleteId} (status 200 checked): the action, then the root and entry loaders render the page;`,
    `           logged in via POST /v2/login-v2, priority code and terms confirmed; session cookie ${ticks.sessionCookie}${secure ? ' (Secure)' : ''} sent back over http`,
    `  action = the same POST to /v2/entry-v2/${ticks.compId}.data?athlete=${ticks.athleteId} (single fetch, the action alone; a browser then revalidates with a GET)`,
    `  direct = GET athlete?compid + GET competition + GET schedule in parallel, then PUT product (tick) or POST product/delete (untick),`,
    `           simulator token, priority code posted once; legacy latency ${latencyMs} ms per call, so about 2 round trips (${2 * latencyMs} ms) per tick`,
    `  direct + reload = the same, then GET schedule + GET cart in parallel, as the legacy front-end reloads after a tick (3 round trips)`,
    `  ${'latency (ms)'.padEnd(40)}${'p50'.padStart(9)}${'p99'.padStart(9)}`,
    line('BFF tick', ticks.bff.tick),
    line('BFF untick', ticks.bff.untick),
    line('BFF all', both(ticks.bff)),
    line('action (.data) tick', ticks.action.tick),
    line('action (.data) untick', ticks.action.untick),
    line('action (.data) all', both(ticks.action)),
    line('direct tick', ticks.direct.tick),
    line('direct untick', ticks.direct.untick),
    line('direct all', both(ticks.direct)),
    line('direct + reload all', both(ticks.directReload)),
    `  upstream calls per round trip: BFF tick ${perOp(ticks.bffCalls.tick)}, untick ${perOp(ticks.bffCalls.untick)}; ` +
      `action tick ${perOp(ticks.actionCalls.tick)}, untick ${perOp(ticks.actionCalls.untick)}; direct tick ${perOp(ticks.directCalls.tick)}, untick ${perOp(ticks.directCalls.untick)}; ` +
      `direct + reload tick ${perOp(ticks.directReloadCalls.tick)}, untick ${perOp(ticks.directReloadCalls.untick)}`,
    `  BFF (document POST) upstream calls per round trip by path: ${paths.join(', ')}`,
    `BFF added cost at p50: ${added.toFixed(2)} ms (target < ${ADDED_COST_TARGET_MS} ms: ${verdict(added)}) = BFF p50 − direct p50, ticks and unticks together`,
    `  action alone (.data): ${actionAdded.toFixed(2)} ms (target < ${ADDED_COST_TARGET_MS} ms: ${verdict(actionAdded)}) = the same upstream calls on both sides`,
    `  document POST vs direct + reload (both end with the reloaded schedule and cart): ${pageAdded.toFixed(2)} ms (target < ${ADDED_COST_TARGET_MS} ms: ${verdict(pageAdded)})`,
  ]
}
