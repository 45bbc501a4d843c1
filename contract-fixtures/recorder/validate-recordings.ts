import type { Simulator } from '../simulator/index'
import { TOKENS, bearer, getJson, json, recording, tokenFailures, type Endpoint, type Recording } from './kit'

/** The competition check (3-organiser-admin §7 `GET /v5/competition/validate/{id}`; the answer is our reading), as the admin. */

const V5 = '/wp-json/e4s/v5'
export const VALIDATE_REC = { problems: 506, ready: 550, unknown: 99999 } as const

export async function validateRecordings(sim: Simulator, token: string): Promise<Recording[]> {
  const R = VALIDATE_REC
  const path = (id: number) => `${V5}/competition/validate/${id}`
  const endpoint: Endpoint = { slug: 'validate', method: 'GET', path: `${V5}/competition/validate/{id}` }
  const at = (id: number) => ({ urlPath: path(id), headers: bearer(TOKENS.admin) })
  const example = (id: number) => ({ path: path(id), headers: { Authorization: `Bearer ${TOKENS.admin}` } })
  const answer = async (id: number) => (await getJson(sim, 'GET', path(id), { token })).body
  const problems = await answer(R.problems)
  return [
    recording(endpoint, 'success', 'success', at(R.problems), json(200, problems), example(R.problems)),
    recording(endpoint, 'success-ready', 'success', at(R.ready), json(200, await answer(R.ready)), example(R.ready)),
    recording(endpoint, 'business-error', 'business-error', at(R.unknown), json(200, await answer(R.unknown)), example(R.unknown)),
    ...tokenFailures(endpoint, problems, path(R.problems)),
  ]
}
