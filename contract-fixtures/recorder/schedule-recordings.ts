import { CARD_DEMO } from '../seed/index'
import type { Simulator } from '../simulator/index'
import { getJson, json, malformed, recording, serverError, truncated, type Endpoint, type Recording } from './kit'

/**
 * The public schedule's read: the competition with its events (`GET /v5/competition/{id}`, the
 * spec's; docs/legacy-wire.md "Timetable"), read without a token. The address picks the scenario:
 * the meeting held today, an unknown competition, two ids kept for the failures.
 */

const V5 = '/wp-json/e4s/v5'
export const SCHEDULE_REC = {
  compId: CARD_DEMO.checkInTodayCompId,
  unknownCompId: 999999,
  failingCompId: { serverError: 9500, malformed: 9501 },
} as const

export async function scheduleRecordings(sim: Simulator): Promise<Recording[]> {
  const R = SCHEDULE_REC
  const endpoint: Endpoint = { slug: 'schedule-competition', method: 'GET', path: `${V5}/competition/{compId}` }
  const at = (id: number) => `${V5}/competition/${id}`
  const schedule = (await getJson(sim, 'GET', at(R.compId))).body
  const unknown = (await getJson(sim, 'GET', at(R.unknownCompId))).body
  return [
    recording(endpoint, 'success', 'success', { urlPath: at(R.compId) }, json(200, schedule), { path: at(R.compId) }),
    recording(endpoint, 'business-error', 'business-error', { urlPath: at(R.unknownCompId) }, json(200, unknown), {
      path: at(R.unknownCompId),
    }),
    recording(endpoint, 'server-error', 'server-error', { urlPath: at(R.failingCompId.serverError) }, serverError(), {
      path: at(R.failingCompId.serverError),
    }),
    recording(endpoint, 'malformed', 'malformed', { urlPath: at(R.failingCompId.malformed) }, malformed(truncated(schedule)), {
      path: at(R.failingCompId.malformed),
    }),
  ]
}
