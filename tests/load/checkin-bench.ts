// The "checkin" section of the load bench (tests/load/bench.ts runs it and prints its lines):
//   the check-in desk's search (issue 16) through the BFF, as the page without JavaScript asks for
//   it (GET /v2/checkin-v2/{id}?bibNo=7) and as the hydrated page does (the same address's .data),
//   against the legacy search call made directly with the steward's token. p50 compared; the page
//   also reads the competition and the desk's summary, the direct side only the search.
import { Agent } from 'undici'
import { CARD_DEMO } from '../../contract-fixtures/seed'
import type { Simulator } from '../../contract-fixtures/simulator/server'
import { CHECK_IN_PAGE_SIZE } from '../../bff/domain/checkin/checkin-search'
import { percentile } from './stats'
import { appLogin, appRequest, legacyCaller, loadAverage, REST, sideBySide, sidesTable, type Sides } from './side-by-side'

const STEWARD = { username: 'steward', password: 'Steward!2026' }
const BIB = '7'
const WARMUP = 10
const RUNS = 100

export type CheckInTiming = { compId: number; document: Sides; data: Sides; load: string }

export async function benchCheckIn(sim: Simulator, appOrigin: string): Promise<CheckInTiming> {
  const compId = CARD_DEMO.checkInTodayCompId
  const agent = new Agent({ keepAliveTimeout: 30_000 })
  const directAgent = new Agent({ keepAliveTimeout: 30_000 })
  try {
    const jar = await appLogin(agent, appOrigin, STEWARD.username, STEWARD.password)
    const call = await legacyCaller(directAgent, sim.url, STEWARD.username, STEWARD.password)
    const page = `${appOrigin}/v2/checkin-v2/${compId}?bibNo=${BIB}`
    const bff = (url: string, check: (body: string) => boolean) => async () => {
      const answer = await appRequest(agent, url, jar)
      if (!check(answer.body)) throw new Error(`GET ${new URL(url).pathname}?bibNo=${BIB} did not find the one athlete with that bib`)
      return answer.ms
    }
    const direct = async () => {
      const started = performance.now()
      const found = await call<{ data?: unknown[] }>(
        'GET',
        `${REST}/competition/checkin?compid=${compId}&bibno=${BIB}&pagesize=${CHECK_IN_PAGE_SIZE}&page=1`,
      )
      if (found.data?.length !== 1)
        throw new Error(`the direct check-in search found ${found.data?.length ?? 'no'} athletes for bib ${BIB}`)
      return performance.now() - started
    }
    const document = await sideBySide(sim, {
      bff: bff(page, (body) => body.includes('1 athlete(s) found.')),
      direct,
      warmup: WARMUP,
      runs: RUNS,
    })
    const data = await sideBySide(sim, {
      bff: bff(`${appOrigin}/v2/checkin-v2/${compId}.data?bibNo=${BIB}`, (body) => body.includes('"total",1')),
      direct,
      warmup: WARMUP,
      runs: RUNS,
    })
    return { compId, document, data, load: loadAverage() }
  } finally {
    await agent.close().catch(() => undefined)
    await directAgent.close().catch(() => undefined)
  }
}

export function checkInReport(t: CheckInTiming): string[] {
  const ratio = (s: Sides) => (percentile(s.bff.samples, 50) / percentile(s.direct.samples, 50)).toFixed(2)
  return [
    ``,
    `check-in: the desk's search by bib, competition ${t.compId}, as the steward; direct = GET ${REST}/competition/checkin?compid&bibno&pagesize&page with the steward's token`,
    `  document: GET /v2/checkin-v2/${t.compId}?bibNo=${BIB} (the page without JavaScript, '1 athlete(s) found.' checked)`,
    ...sidesTable(t.document, 'BFF search page', 'direct search call'),
    `  hydrated: GET /v2/checkin-v2/${t.compId}.data?bibNo=${BIB} (the page's data alone, as the browser fetches it after a search)`,
    ...sidesTable(t.data, 'BFF search (.data)', 'direct search call'),
    `  check-in search p50 ratio BFF/direct: page ${ratio(t.document)}, .data ${ratio(t.data)} (figure asked, no target given; ${t.load})`,
  ]
}
