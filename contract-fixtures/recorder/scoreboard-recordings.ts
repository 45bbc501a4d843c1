import { CARD_DEMO } from '../seed/index'
import type { Simulator } from '../simulator/index'
import { getJson, json, malformed, recording, serverError, truncated, type Endpoint, type Recording } from './kit'

/**
 * The scoreboard event (our invention, docs/legacy-wire.md "Scoreboards"). Public, so the address
 * picks the scenario: the meeting held today's first event group, an unknown competition (the
 * business error), and two event numbers kept for the failures.
 */

const V5 = '/wp-json/e4s/v5'
export const SCOREBOARD_REC = {
  compId: CARD_DEMO.checkInTodayCompId,
  eventNo: 1,
  unknownCompId: 999999,
  failingEventNo: { serverError: 9500, malformed: 9501 },
} as const

export async function scoreboardRecordings(sim: Simulator): Promise<Recording[]> {
  const R = SCOREBOARD_REC
  const endpoint: Endpoint = { slug: 'scoreboard-event', method: 'GET', path: `${V5}/public/scoreboard/{compId}/{eventNo}` }
  const at = (compId: number, eventNo: number) => `${V5}/public/scoreboard/${compId}/${eventNo}`
  const board = (await getJson(sim, 'GET', at(R.compId, R.eventNo))).body
  const unknown = (await getJson(sim, 'GET', at(R.unknownCompId, R.eventNo))).body
  const path = (compId: number, eventNo: number) => ({ urlPath: at(compId, eventNo) })
  return [
    recording(endpoint, 'success', 'success', path(R.compId, R.eventNo), json(200, board), { path: at(R.compId, R.eventNo) }),
    recording(endpoint, 'business-error', 'business-error', path(R.unknownCompId, R.eventNo), json(200, unknown), {
      path: at(R.unknownCompId, R.eventNo),
    }),
    recording(endpoint, 'server-error', 'server-error', path(R.compId, R.failingEventNo.serverError), serverError(), {
      path: at(R.compId, R.failingEventNo.serverError),
    }),
    recording(endpoint, 'malformed', 'malformed', path(R.compId, R.failingEventNo.malformed), malformed(truncated(board)), {
      path: at(R.compId, R.failingEventNo.malformed),
    }),
  ]
}
