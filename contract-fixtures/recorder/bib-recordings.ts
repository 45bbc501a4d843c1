import { CARD_DEMO } from '../seed/index'
import { bibRoster } from '../simulator/bibs'
import type { Simulator } from '../simulator/index'
import { TOKENS, bearer, getJson, json, recording, tokenFailures, type Endpoint, type Recording } from './kit'

/**
 * The bib calls (3-organiser-admin §7; the list is our invention, docs/legacy-wire.md "Bibs"), made
 * as the admin on the meeting held today. The change keeps the first athlete's own bib (the success,
 * which changes nothing) and asks for the second athlete's bib (the uniqueness refusal).
 */

const V5 = '/wp-json/e4s/v5'
export const BIB_REC = { compId: CARD_DEMO.checkInTodayCompId, unknownCompId: 999999 } as const

export type BibRecFacts = { first: { athleteId: number; bibNo: string }; secondBib: string }

export async function bibRecordings(sim: Simulator, token: string): Promise<Recording[]> {
  const R = BIB_REC
  const call = async (method: string, path: string) => (await getJson(sim, method, path, { token })).body
  const [first, second] = bibRoster(sim.state, R.compId)!
  const at = (path: string) => ({ urlPath: path, headers: bearer(TOKENS.admin) })
  const example = (path: string) => ({ path, headers: { Authorization: `Bearer ${TOKENS.admin}` } })

  const list: Endpoint = { slug: 'bibs-list', method: 'GET', path: `${V5}/bib/list/{compId}` }
  const listPath = `${V5}/bib/list/${R.compId}`
  const listed = await call('GET', listPath)
  const unused: Endpoint = { slug: 'bibs-unused', method: 'GET', path: `${V5}/bib/unused/{compId}` }
  const unusedPath = `${V5}/bib/unused/${R.compId}`
  const unknownPath = `${V5}/bib/unused/${R.unknownCompId}`
  const unusedOk = await call('GET', unusedPath)
  const unusedUnknown = await call('GET', unknownPath)
  const change: Endpoint = { slug: 'bibs-change', method: 'POST', path: `${V5}/bib/change/{compId}/{athleteId}/{bibNo}` }
  const keepPath = `${V5}/bib/change/${R.compId}/${first!.athleteId}/${first!.bibNo}`
  const takenPath = `${V5}/bib/change/${R.compId}/${first!.athleteId}/${second!.bibNo}`
  const kept = await call('POST', keepPath)
  const taken = await call('POST', takenPath)

  return [
    recording(list, 'success', 'success', at(listPath), json(200, listed), example(listPath)),
    ...tokenFailures(list, listed, listPath),
    recording(unused, 'success', 'success', at(unusedPath), json(200, unusedOk), example(unusedPath)),
    recording(unused, 'business-error', 'business-error', at(unknownPath), json(200, unusedUnknown), example(unknownPath)),
    ...tokenFailures(unused, unusedOk, unusedPath),
    recording(change, 'success', 'success', at(keepPath), json(200, kept), example(keepPath)),
    recording(change, 'business-error', 'business-error', at(takenPath), json(200, taken), example(takenPath)),
    ...tokenFailures(change, kept, keepPath),
  ]
}
