import { CARD_DEMO } from '../seed/index'
import type { Simulator } from '../simulator/index'
import { FIRST_CREATED_ID } from '../simulator/scoreboard-outputs'
import {
  TOKENS,
  bearer,
  getJson,
  json,
  malformed,
  recording,
  serverError,
  tokenFailures,
  truncated,
  type Endpoint,
  type Recording,
} from './kit'

/**
 * The scoreboard output calls (our invention, docs/legacy-wire.md "Scoreboard outputs"), made as
 * the admin on the meeting held today: its first screen (made when first read), a screen created
 * then deleted, a save the legacy site refuses (a negative event number). The public read picks its
 * scenario by address, as the scoreboard event does.
 */

const V5 = '/wp-json/e4s/v5'
export const OUTPUT_REC = {
  compId: CARD_DEMO.checkInTodayCompId,
  mainId: CARD_DEMO.checkInTodayCompId,
  deletedId: FIRST_CREATED_ID,
  unknownCompId: 999999,
  unknownId: 999999,
  failingId: { serverError: 9500, malformed: 9501 },
} as const

const CONFIG = { showScore: 5000, showPicture: 5000, showVideo: 5000, ranksPerPage: 10, ranksPageTime: 10000 }
export function outputSaveBody(id: number, eventNo: number) {
  return { id, compId: OUTPUT_REC.compId, name: 'Main screen', kind: 'scoreboard' as const, eventNo, config: CONFIG }
}

export async function scoreboardOutputRecordings(sim: Simulator, token: string): Promise<Recording[]> {
  const R = OUTPUT_REC
  const call = async (method: string, path: string, body?: unknown) =>
    (await getJson(sim, method, path, body === undefined ? { token } : { token, json: body })).body
  const admin = { Authorization: `Bearer ${TOKENS.admin}` }
  const at = (path: string) => ({ urlPath: path, headers: bearer(TOKENS.admin) })

  const list: Endpoint = { slug: 'scoreboard-outputs', method: 'GET', path: `${V5}/scoreboard/outputs/{compId}` }
  const listPath = (compId: number) => `${V5}/scoreboard/outputs/${compId}`
  const listed = (await call('GET', listPath(R.compId))) as { data: Array<{ id: number }> }
  if (listed.data[0]?.id !== R.mainId) throw new Error('scoreboard outputs: the first screen is not the recorded id')
  const listUnknown = await call('GET', listPath(R.unknownCompId))

  const read: Endpoint = { slug: 'scoreboard-output', method: 'GET', path: `${V5}/public/scoreboard/output/{compId}/{id}` }
  const readPath = (id: number) => `${V5}/public/scoreboard/output/${R.compId}/${id}`
  const one = (await getJson(sim, 'GET', readPath(R.mainId))).body
  const none = (await getJson(sim, 'GET', readPath(R.unknownId))).body

  const save: Endpoint = { slug: 'scoreboard-output-save', method: 'POST', path: `${V5}/scoreboard/output` }
  const byEventNo = (eventNo: number) => ({ bodyPatterns: [{ matchesJsonPath: { expression: '$.eventNo', equalTo: String(eventNo) } }] })
  const saved = await call('POST', save.path, outputSaveBody(R.mainId, 0))
  const refused = await call('POST', save.path, outputSaveBody(R.mainId, -1))

  const remove: Endpoint = { slug: 'scoreboard-output-delete', method: 'DELETE', path: `${V5}/scoreboard/output/{compId}/{id}` }
  const removePath = (id: number) => `${V5}/scoreboard/output/${R.compId}/${id}`
  const created = (await call('POST', save.path, { ...outputSaveBody(0, 0), name: 'Recorded screen' })) as { data: { id: number } }
  if (created.data.id !== R.deletedId) throw new Error('scoreboard outputs: the created screen is not the recorded id')
  const removed = await call('DELETE', removePath(R.deletedId))
  const removeUnknown = await call('DELETE', removePath(R.unknownId))

  return [
    recording(list, 'success', 'success', at(listPath(R.compId)), json(200, listed), { path: listPath(R.compId), headers: admin }),
    recording(list, 'business-error', 'business-error', at(listPath(R.unknownCompId)), json(200, listUnknown), {
      path: listPath(R.unknownCompId),
      headers: admin,
    }),
    ...tokenFailures(list, listed, listPath(R.compId)),
    recording(read, 'success', 'success', { urlPath: readPath(R.mainId) }, json(200, one), { path: readPath(R.mainId) }),
    recording(read, 'business-error', 'business-error', { urlPath: readPath(R.unknownId) }, json(200, none), {
      path: readPath(R.unknownId),
    }),
    recording(read, 'server-error', 'server-error', { urlPath: readPath(R.failingId.serverError) }, serverError(), {
      path: readPath(R.failingId.serverError),
    }),
    recording(read, 'malformed', 'malformed', { urlPath: readPath(R.failingId.malformed) }, malformed(truncated(one)), {
      path: readPath(R.failingId.malformed),
    }),
    recording(save, 'success', 'success', { headers: bearer(TOKENS.admin), ...byEventNo(0) }, json(200, saved), {
      path: save.path,
      headers: admin,
      json: outputSaveBody(R.mainId, 0),
    }),
    recording(save, 'business-error', 'business-error', { headers: bearer(TOKENS.admin), ...byEventNo(-1) }, json(200, refused), {
      path: save.path,
      headers: admin,
      json: outputSaveBody(R.mainId, -1),
    }),
    ...tokenFailures(save, saved),
    recording(remove, 'success', 'success', at(removePath(R.deletedId)), json(200, removed), {
      path: removePath(R.deletedId),
      headers: admin,
    }),
    recording(remove, 'business-error', 'business-error', at(removePath(R.unknownId)), json(200, removeUnknown), {
      path: removePath(R.unknownId),
      headers: admin,
    }),
    ...tokenFailures(remove, removed, removePath(R.deletedId)),
  ]
}
