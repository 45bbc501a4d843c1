// The "builder" section of the load bench (tests/load/bench.ts runs it and prints its lines), issue 12:
//   the builder's Events step of a 120-event competition, GET /v2/builder-v2/{id}/events through the
//   BFF (lists warm: event definitions, age groups, config cached), against the calls the legacy
//   front-end makes for that step, directly and in sequence (the competition, its prices, the event
//   definitions, the age groups) with the organiser's token (target: the BFF page faster, p50 and
//   p99); and the upstream calls per step view (target: the competition alone; the shared app
//   config's timed background refresh is shown apart).
// The 120-event competition is made here, in the simulator's state, at the end of the run: a copy of
// one of the organiser's competitions under a new id, so the seed and every other section stay as they are.
import { Agent } from 'undici'
import type { SeedCompEvent, SeedCompetition, SeedPrice } from '../../contract-fixtures/seed'
import type { Simulator } from '../../contract-fixtures/simulator/server'
import { percentile } from './stats'
import { appLogin, appRequest, legacyCaller, loadAverage, REST, sideBySide, sidesTable, type Sides } from './side-by-side'

const ORGANISER = { username: 'organiser', password: 'Organiser!2026' }
const EVENTS = 120
const PRICES = 4
const BENCH_COMP_ID = 9120
const WARMUP = 10
const RUNS = 100

export type BuilderTiming = { compId: number; events: number; sides: Sides; load: string }

/** A copy of `template` under BENCH_COMP_ID with EVENTS events, each in its own event group, over PRICES prices. */
function bigCompetition(template: SeedCompetition): SeedCompetition {
  const copy = structuredClone(template)
  const prices: SeedPrice[] = Array.from({ length: PRICES }, (_, i) => ({
    ...structuredClone(template.prices[0]!),
    id: BENCH_COMP_ID * 10 + i,
    compId: BENCH_COMP_ID,
    name: `Bench price ${i + 1}`,
    price: 5 + i,
  }))
  const compEvents: SeedCompEvent[] = Array.from({ length: EVENTS }, (_, i) => {
    const from = template.compEvents[i % template.compEvents.length]!
    return {
      ...structuredClone(from),
      ceid: BENCH_COMP_ID * 1000 + i,
      compId: BENCH_COMP_ID,
      eventGroupId: BENCH_COMP_ID * 1000 + i,
      eventGroup: `${from.eventGroup} ${Math.floor(i / template.compEvents.length) + 1}`,
      priceId: prices[i % PRICES]!.id,
      entryCount: 0,
    }
  })
  return { ...copy, id: BENCH_COMP_ID, name: `Bench ${EVENTS}-event meeting`, compEvents, prices, rules: [] }
}

export async function benchBuilder(sim: Simulator, appOrigin: string): Promise<BuilderTiming> {
  const organiser = sim.state.users.find((u) => u.login === ORGANISER.username)
  const orgId = organiser?.permissions.find((p) => p.role === 'BUILDER')?.orgid
  const competitions = sim.state.seed.competitions
  const template = competitions.find((c) => c.compOrgId === orgId && c.active && c.compEvents.length > 0 && c.prices.length > 0)
  if (!template) throw new Error(`no active competition with events and a price for the organiser's organisation ${orgId}`)
  if (competitions.some((c) => c.id === BENCH_COMP_ID)) throw new Error(`the simulator already holds a competition ${BENCH_COMP_ID}`)
  competitions.push(bigCompetition(template))

  const agent = new Agent({ keepAliveTimeout: 30_000 })
  const directAgent = new Agent({ keepAliveTimeout: 30_000 })
  try {
    const jar = await appLogin(agent, appOrigin, ORGANISER.username, ORGANISER.password)
    const call = await legacyCaller(directAgent, sim.url, ORGANISER.username, ORGANISER.password)
    const page = `${appOrigin}/v2/builder-v2/${BENCH_COMP_ID}/events`
    const bff = async () => {
      const answer = await appRequest(agent, page, jar)
      const rows = answer.body.match(/name="ceids"/g)?.length ?? 0
      if (rows !== EVENTS) throw new Error(`GET /v2/builder-v2/${BENCH_COMP_ID}/events shows ${rows} events (expected ${EVENTS})`)
      return answer.ms
    }
    const direct = async () => {
      const started = performance.now()
      const comp = await call<{ errNo?: number; meta?: { compEvents?: unknown[] } }>('GET', `${REST}/competition/${BENCH_COMP_ID}`)
      if (comp.meta?.compEvents?.length !== EVENTS)
        throw new Error(`the direct competition read has ${comp.meta?.compEvents?.length ?? 'no'} events`)
      await call('GET', `${REST}/price?compId=${BENCH_COMP_ID}`)
      await call('GET', `${REST}/event`)
      await call('GET', `${REST}/ag`)
      return performance.now() - started
    }
    const sides = await sideBySide(sim, { bff, direct, warmup: WARMUP, runs: RUNS })
    return { compId: BENCH_COMP_ID, events: EVENTS, sides, load: loadAverage() }
  } finally {
    await agent.close().catch(() => undefined)
    await directAgent.close().catch(() => undefined)
  }
}

export function builderReport(t: BuilderTiming): string[] {
  const { bff, direct, runs } = t.sides
  const faster = (p: number) => percentile(bff.samples, p) < percentile(direct.samples, p)
  const competitionPath = `GET ${REST}/competition/:id`
  // The shell's app config is shared by every page and refreshed in the background on a timer (the
  // page never waits for it): a count per time, not per view, so it is shown apart.
  const configPath = `GET ${REST}/public/config`
  const otherCalls = Object.entries(bff.paths)
    .filter(([path]) => path !== competitionPath && path !== configPath)
    .reduce((n, [, calls]) => n + calls, 0)
  return [
    ``,
    `builder: the Events step of a ${t.events}-event competition (${t.compId}, made for the bench), as the organiser; every event row checked in the page`,
    `  BFF    = GET /v2/builder-v2/${t.compId}/events, the whole page (root and step loaders), lists warm`,
    `  direct = GET competition/{id}, GET price?compId, GET event, GET ag, one after the other as the legacy front-end asks for them, the organiser's token`,
    ...sidesTable(t.sides, 'BFF Events step', 'direct legacy sequence'),
    `  target: the BFF page faster than the legacy sequence: p50 ${faster(50) ? 'met' : 'NOT met'}, p99 ${faster(99) ? 'met' : 'NOT met'} (${t.load})`,
    `  upstream calls per step view with warm lists: competition ${((bff.paths[competitionPath] ?? 0) / runs).toFixed(2)}, others ${(otherCalls / runs).toFixed(2)}` +
      ` (target: the competition alone: ${otherCalls === 0 ? 'met' : 'NOT met'})`,
    `  + the shared app config's background refresh (every 10 s whatever the traffic, no page waits for it): ${((bff.paths[configPath] ?? 0) / runs).toFixed(2)} per view over this run`,
    `  (the prices are kept a minute and the header's cart count a minute per user, decision 057)`,
  ]
}
