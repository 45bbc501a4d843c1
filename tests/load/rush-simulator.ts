// The legacy simulator in a process of its own for the rush bench (rush-bench.ts forks it): the
// seed plus RUSH_ACCOUNTS entrants (rush1, rush2, ...) with one athlete each, and the rules
// competition open without a priority code or terms, so a journey is: log in, open the entry page,
// tick, cart, submit; and a copy of it with a 40-row schedule, for CPU per page. Answers the bench
// over IPC with every rush account's basket.
import { ENTRY_DEMO } from '../../contract-fixtures/seed/entry-demo'
import type { SeedCompetition } from '../../contract-fixtures/seed/index'
import { startSimulator } from '../../contract-fixtures/simulator/server'

export const RUSH_PASSWORD = 'Rush!2026'
const FIRST_USER_ID = 900_000
const FIRST_ATHLETE_ID = 800_000
const SCHEDULE_ROWS = 40
/** The competition CPU per page is measured on: the rules competition with a 40-row schedule. */
export const SCHEDULE_40_COMP_ID = 9550

export type RushAccount = { username: string; userId: number; athleteId: number }
export type RushSimulatorReady = { type: 'ready'; url: string; accounts: RushAccount[] }
/** Each account's basket items as "athleteId:ceid". */
export type RushBaskets = { type: 'baskets'; baskets: Record<string, string[]> }

async function main() {
  const accounts = Number(process.env.RUSH_ACCOUNTS ?? 200)
  const sim = await startSimulator({ port: Number(process.env.RUSH_PORT ?? 0), latencyMs: Number(process.env.RUSH_LATENCY_MS ?? 20) })
  const { state } = sim
  const user = state.users.find((u) => u.login === ENTRY_DEMO.username)
  // Not Under 15 (whose limit is two events a day): three ticks are allowed.
  const athlete = state.athletes.find((a) => a.id === ENTRY_DEMO.sharedAthleteId)
  const comp = state.seed.competitions.find((c) => c.id === ENTRY_DEMO.rulesCompId)
  if (!user || !athlete || !comp) throw new Error('the seed has no entrant, shared athlete or rules competition')
  comp.termsConditions = ''
  const priority = (comp.options as { priority?: { required?: boolean } }).priority
  if (priority) priority.required = false
  state.seed.competitions.push(scheduleOf40(comp))

  const made: RushAccount[] = []
  for (let i = 1; i <= accounts; i++) {
    const userId = FIRST_USER_ID + i
    const athleteId = FIRST_ATHLETE_ID + i
    state.users.push({
      ...structuredClone(user),
      id: userId,
      login: `rush${i}`,
      email: `rush${i}@example.org`,
      displayName: `Rush Entrant ${i}`,
      nicename: `rush${i}`,
      password: RUSH_PASSWORD,
      credit: 0,
    })
    state.athletes.push({
      ...structuredClone(athlete),
      id: athleteId,
      firstName: 'Rush',
      surName: `Runner ${i}`,
      urn: String(2_000_000 + i),
    })
    state.userAthletes.push({ userId, athleteId })
    made.push({ username: `rush${i}`, userId, athleteId })
  }

  process.on('message', (message: { type?: string }) => {
    if (message?.type !== 'baskets') return
    const baskets: Record<string, string[]> = {}
    for (const a of made) baskets[a.username] = (state.baskets.get(a.userId) ?? []).map((item) => `${item.athleteId}:${item.ceid}`)
    process.send?.({ type: 'baskets', baskets } satisfies RushBaskets)
  })
  process.on('disconnect', () => void sim.close().finally(() => process.exit(0)))
  process.send?.({ type: 'ready', url: sim.url, accounts: made } satisfies RushSimulatorReady)
}

/**
 * The rules competition under SCHEDULE_40_COMP_ID with 40 events (issue 14 measures the entry page
 * with a 40-row schedule): its own events, then copies of the 200m, each its own event group, ten
 * minutes apart from 15:00. The rush itself enters the rules competition as it is.
 */
function scheduleOf40(comp: SeedCompetition): SeedCompetition {
  const id = SCHEDULE_40_COMP_ID
  const template = comp.compEvents.find((e) => e.ceid === ENTRY_DEMO.rulesCeids.m200)
  if (!template) throw new Error('the rules competition has no 200m')
  const prices = comp.prices.map((p) => ({ ...structuredClone(p), id: id * 10 + (p.id % 10), compId: id }))
  const priceOf = (priceId: number) => id * 10 + (priceId % 10)
  const day = template.startdate.slice(0, 10)
  const compEvents = Array.from({ length: SCHEDULE_ROWS }, (_, i) => {
    const from = comp.compEvents[i] ?? template
    const minutes = 15 * 60 + (i - comp.compEvents.length) * 10
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
    const copy = i >= comp.compEvents.length
    return {
      ...structuredClone(from),
      ceid: id * 1000 + i,
      compId: id,
      eventGroupId: id * 1000 + i,
      eventGroup: copy ? `200m race ${i - comp.compEvents.length + 2}` : from.eventGroup,
      startdate: copy ? `${day}T${time}:00${template.startdate.slice(19)}` : from.startdate,
      priceId: priceOf(from.priceId),
      entryCount: i % 7,
      // Unique groups name event groups of the original; the copy has none.
      options: { ...structuredClone(from.options), uniqueEventGroups: [] },
    }
  })
  return { ...structuredClone(comp), id, name: `${comp.name} (40 events)`, compEvents, prices }
}

// Forked by the bench; importing this module (for its types and password) starts nothing.
if (process.send) void main()
