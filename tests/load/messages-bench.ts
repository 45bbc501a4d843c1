// The "messages" section of the load bench (tests/load/bench.ts runs it and prints its lines), issue 13:
//   1. the header's unread count: one user opens logged-in pages (home, athletes, cart in turn) every
//      UNREAD_VIEW_MS for a minute; the unread calls the simulator receives in that minute (target: at
//      most one per user per minute, whatever the page views);
//   2. the admin user search through the BFF (GET /v2/user-search-v2?search=, the page and its .data)
//      against the legacy users call made directly with the admin's token, p50 compared.
import { Agent } from 'undici'
import type { Simulator } from '../../contract-fixtures/simulator/server'
import { USER_PAGE_SIZE } from '../../bff/services/users.server'
import { percentile } from './stats'
import { appLogin, appRequest, legacyCaller, loadAverage, REST, sideBySide, sidesTable, type Sides } from './side-by-side'

const ENTRANT = { username: 'entrant', password: 'Entrant!2026' }
const ADMIN = { username: 'admin', password: 'Admin!2026' }
const UNREAD_PATH = `${REST}/messages/unread`
const VIEW_PAGES = ['/v2', '/v2/athletes-v2', '/v2/cart']
const UNREAD_WINDOW_MS = 60_000
const UNREAD_VIEW_MS = 500
const UNREAD_TARGET = 1
const SEARCH = 'entrant'
const WARMUP = 10
const RUNS = 100

export type UnreadRun = { views: number; windowMs: number; calls: number; callTimes: number[]; viewP50: number }
export type MessagesTiming = { unread: UnreadRun; search: Sides; searchData: Sides; found: number; load: string }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * One user's page views for a minute, one every UNREAD_VIEW_MS; the unread calls counted at the
 * simulator as they happen. Athletes and cart are login-only: a lost session would answer a redirect.
 */
async function unreadMinute(sim: Simulator, agent: Agent, origin: string): Promise<UnreadRun> {
  const jar = await appLogin(agent, origin, ENTRANT.username, ENTRANT.password)
  const before = sim.calls.count(UNREAD_PATH)
  let seen = before
  const callTimes: number[] = []
  const samples: number[] = []
  const started = performance.now()
  let views = 0
  while (performance.now() - started < UNREAD_WINDOW_MS) {
    const viewStarted = performance.now()
    const answer = await appRequest(agent, `${origin}${VIEW_PAGES[views % VIEW_PAGES.length]}`, jar)
    samples.push(answer.ms)
    views++
    const now = sim.calls.count(UNREAD_PATH)
    for (; seen < now; seen++) callTimes.push(Math.round(performance.now() - started))
    await sleep(Math.max(0, UNREAD_VIEW_MS - (performance.now() - viewStarted)))
  }
  return { views, windowMs: UNREAD_WINDOW_MS, calls: sim.calls.count(UNREAD_PATH) - before, callTimes, viewP50: percentile(samples, 50) }
}

export async function benchMessages(sim: Simulator, appOrigin: string): Promise<MessagesTiming> {
  const agent = new Agent({ keepAliveTimeout: 30_000 })
  const directAgent = new Agent({ keepAliveTimeout: 30_000 })
  try {
    const unread = await unreadMinute(sim, agent, appOrigin)

    const jar = await appLogin(agent, appOrigin, ADMIN.username, ADMIN.password)
    const call = await legacyCaller(directAgent, sim.url, ADMIN.username, ADMIN.password)
    let found = 0
    const direct = async () => {
      const started = performance.now()
      const answer = await call<{ data?: unknown[] }>('GET', `${REST}/users?search=${SEARCH}&page=1&pagesize=${USER_PAGE_SIZE}`)
      found = answer.data?.length ?? 0
      return performance.now() - started
    }
    const bff = (path: string, check: (body: string) => boolean) => async () => {
      const answer = await appRequest(agent, `${appOrigin}${path}`, jar)
      if (!check(answer.body)) throw new Error(`GET ${path} did not list the user found`)
      return answer.ms
    }
    const search = await sideBySide(sim, {
      bff: bff(`/v2/user-search-v2?search=${SEARCH}`, (body) => body.includes('entrant@example.org')),
      direct,
      warmup: WARMUP,
      runs: RUNS,
    })
    if (found === 0) throw new Error(`the direct user search for "${SEARCH}" found nobody`)
    const searchData = await sideBySide(sim, {
      bff: bff(`/v2/user-search-v2.data?search=${SEARCH}`, (body) => body.includes('entrant@example.org')),
      direct,
      warmup: WARMUP,
      runs: RUNS,
    })
    return { unread, search, searchData, found, load: loadAverage() }
  } finally {
    await agent.close().catch(() => undefined)
    await directAgent.close().catch(() => undefined)
  }
}

export function messagesReport(t: MessagesTiming): string[] {
  const u = t.unread
  const perMinute = (u.calls * 60_000) / u.windowMs
  const ratio = (s: Sides) => (percentile(s.bff.samples, 50) / percentile(s.direct.samples, 50)).toFixed(2)
  return [
    ``,
    `messages: the header's unread count, one user (${ENTRANT.username}) opening ${VIEW_PAGES.join(', ')} in turn, one page every ${UNREAD_VIEW_MS} ms for ${u.windowMs / 1000} s`,
    `  page views ${u.views} (p50 ${u.viewP50.toFixed(2)} ms), GET ${UNREAD_PATH} upstream ${u.calls} (at ${u.callTimes.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ') || 'never'})`,
    `  unread calls per user per minute: ${perMinute.toFixed(1)} (target at most ${UNREAD_TARGET}: ${perMinute <= UNREAD_TARGET ? 'met' : 'NOT met'})`,
    ``,
    `messages: admin user search "${SEARCH}" (${t.found} found on page 1, size ${USER_PAGE_SIZE}) as admin; direct = GET ${REST}/users?search&page&pagesize with the admin's token`,
    `  document: GET /v2/user-search-v2?search=${SEARCH} (a user's e-mail checked in the page)`,
    ...sidesTable(t.search, 'BFF search page', 'direct users call'),
    `  hydrated: GET /v2/user-search-v2.data?search=${SEARCH} (the page's data alone)`,
    ...sidesTable(t.searchData, 'BFF search (.data)', 'direct users call'),
    `  user search p50 ratio BFF/direct: page ${ratio(t.search)}, .data ${ratio(t.searchData)} (figure asked, no target given; ${t.load})`,
  ]
}
