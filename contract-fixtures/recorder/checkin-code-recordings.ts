import { CARD_DEMO } from '../seed/index'
import { checkInCodeOf } from '../simulator/checkin'
import type { Simulator } from '../simulator/index'
import { TOKENS, bearer, getJson, json, recording, tokenFailures, type Endpoint, type Recording } from './kit'

/**
 * Check-in by code (3-organiser-admin §7 `GET /v5/competition/checkin/verify`: emailid, compcode,
 * date; the answer is our reading, docs/legacy-wire.md "Check-in by code"), made as the user on the
 * meeting held today: its code, then a code no competition has.
 */

const V5 = '/wp-json/e4s/v5'
export const CHECKIN_CODE_REC = {
  compId: CARD_DEMO.checkInTodayCompId,
  email: 'rec-user@example.com',
  wrongCode: 'E4S0000',
} as const

export const checkInCodeRecDay = (sim: Pick<Simulator, 'state'>) =>
  sim.state.seed.competitions.find((c) => c.id === CHECKIN_CODE_REC.compId)!.date

export async function checkInCodeRecordings(sim: Simulator, userToken: string): Promise<Recording[]> {
  const R = CHECKIN_CODE_REC
  const day = checkInCodeRecDay(sim)
  const verify: Endpoint = { slug: 'checkin-verify', method: 'GET', path: `${V5}/competition/checkin/verify` }
  const at = (code: string) => `${verify.path}?${new URLSearchParams({ emailid: R.email, compcode: code, date: day })}`
  const byCode = (code: string) => ({ queryParameters: { compcode: { equalTo: code } }, headers: bearer(TOKENS.user) })
  const user = { Authorization: `Bearer ${TOKENS.user}` }
  const good = (await getJson(sim, 'GET', at(checkInCodeOf(R.compId)), { token: userToken })).body
  const wrong = (await getJson(sim, 'GET', at(R.wrongCode), { token: userToken })).body
  return [
    recording(verify, 'success', 'success', byCode(checkInCodeOf(R.compId)), json(200, good), {
      path: at(checkInCodeOf(R.compId)),
      headers: user,
    }),
    recording(verify, 'business-error', 'business-error', byCode(R.wrongCode), json(200, wrong), { path: at(R.wrongCode), headers: user }),
    ...tokenFailures(verify, good, at(checkInCodeOf(R.compId))),
  ]
}
