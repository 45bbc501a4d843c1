import { CARD_DEMO } from '../seed/index'
import type { Simulator } from '../simulator/index'
import { TOKENS, bearer, getJson, json, recording, tokenFailures, type Endpoint, type Recording } from './kit'

/**
 * The check-in calls (3-organiser-admin §7; answer shapes our reading, docs/legacy-wire.md
 * "Check-in"): the desk's summary, search, marks and clear-down, made as the steward, and athlete
 * mode's own entries and self check-in, made as the entrant. Replayed with the user token.
 */

const V5 = '/wp-json/e4s/v5'
export const CHECKIN_REC = {
  compId: CARD_DEMO.checkInTodayCompId,
  /** A competition without check-in: the business error. */
  noCheckInCompId: 511,
} as const

const user = { Authorization: `Bearer ${TOKENS.user}` }
const byComp = (compId: number) => ({ queryParameters: { compid: { equalTo: String(compId) } }, headers: bearer(TOKENS.user) })

type DeskAthlete = { athleteId: number; entries: Array<{ id: number }> }

export async function checkInRecordings(sim: Simulator, stewardToken: string, userToken: string): Promise<Recording[]> {
  const R = CHECKIN_REC
  const desk = async (method: string, path: string, body?: unknown) =>
    (await getJson(sim, method, path, { token: stewardToken, json: body })).body
  const own = async (method: string, path: string, body?: unknown) =>
    (await getJson(sim, method, path, { token: userToken, json: body })).body

  const summary: Endpoint = { slug: 'checkin-summary', method: 'GET', path: `${V5}/competition/checkinsummary` }
  const summaryPath = (id: number) => `${summary.path}?compid=${id}`
  const summed = await desk('GET', summaryPath(R.compId))
  const notEnabled = await desk('GET', summaryPath(R.noCheckInCompId))

  const search: Endpoint = { slug: 'checkin-search', method: 'GET', path: `${V5}/competition/checkin` }
  const searchPath = `${search.path}?compid=${R.compId}&pagesize=5&page=1`
  const found = (await desk('GET', searchPath)) as { data: DeskAthlete[] }
  const first = found.data[0]!

  const mark: Endpoint = { slug: 'checkin-mark', method: 'POST', path: `${V5}/competition/checkin/{compId}` }
  const markPath = `${V5}/competition/checkin/${R.compId}`
  const markBody = { data: [{ athleteId: first.athleteId, collected: true, key: 'rec:1' }] }
  const marked = await desk('POST', markPath, markBody)

  const clear: Endpoint = { slug: 'checkin-clear', method: 'GET', path: `${V5}/competition/checkin/clear` }
  const clearPath = `${clear.path}?compid=${R.compId}&collected=0&checkedin=0&all=1`
  const cleared = await desk('GET', clearPath)

  const mine: Endpoint = { slug: 'checkin-athlete', method: 'GET', path: `${V5}/athlete/checkin` }
  const minePath = `${mine.path}?compid=${R.compId}`
  const listed = (await own('GET', minePath)) as { data: DeskAthlete[] }
  const ownAthlete = listed.data[0]!
  const selfMark: Endpoint = { slug: 'checkin-athlete-mark', method: 'POST', path: `${V5}/athlete/checkin/{compId}` }
  const selfPath = `${V5}/athlete/checkin/${R.compId}`
  const selfBody = {
    data: [{ athleteId: ownAthlete.athleteId, entries: [{ id: ownAthlete.entries[0]!.id, checkedIn: true }] }],
    termsAccepted: true,
  }
  const selfDone = await own('POST', selfPath, selfBody)
  const stranger = found.data.find((a) => !listed.data.some((o) => o.athleteId === a.athleteId))!
  const strangerBody = {
    data: [{ athleteId: stranger.athleteId, entries: [{ id: stranger.entries[0]!.id, checkedIn: true }] }],
    termsAccepted: true,
  }
  const notYours = await own('POST', selfPath, strangerBody)
  // Leave the desk as found.
  await desk('GET', clearPath)

  const byAthlete = (athleteId: number) => ({
    headers: bearer(TOKENS.user),
    bodyPatterns: [{ matchesJsonPath: { expression: '$.data[0].athleteId', equalTo: String(athleteId) } }],
  })
  return [
    recording(summary, 'success', 'success', byComp(R.compId), json(200, summed), { path: summaryPath(R.compId), headers: user }),
    recording(summary, 'business-error', 'business-error', byComp(R.noCheckInCompId), json(200, notEnabled), {
      path: summaryPath(R.noCheckInCompId),
      headers: user,
    }),
    ...tokenFailures(summary, summed, summaryPath(R.compId)),
    recording(search, 'success', 'success', byComp(R.compId), json(200, found), { path: searchPath, headers: user }),
    ...tokenFailures(search, found, searchPath),
    recording(mark, 'success', 'success', { urlPath: markPath, headers: bearer(TOKENS.user) }, json(200, marked), {
      path: markPath,
      headers: user,
      json: markBody,
    }),
    ...tokenFailures(mark, marked, markPath),
    recording(clear, 'success', 'success', byComp(R.compId), json(200, cleared), { path: clearPath, headers: user }),
    recording(mine, 'success', 'success', byComp(R.compId), json(200, listed), { path: minePath, headers: user }),
    ...tokenFailures(mine, listed, minePath),
    recording(selfMark, 'success', 'success', { urlPath: selfPath, ...byAthlete(ownAthlete.athleteId) }, json(200, selfDone), {
      path: selfPath,
      headers: user,
      json: selfBody,
    }),
    recording(selfMark, 'business-error', 'business-error', { urlPath: selfPath, ...byAthlete(stranger.athleteId) }, json(200, notYours), {
      path: selfPath,
      headers: user,
      json: strangerBody,
    }),
  ]
}
