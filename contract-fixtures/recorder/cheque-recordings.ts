import type { Simulator } from '../simulator/index'
import { TOKENS, bearer, getJson, json, recording, tokenFailures, type Endpoint, type Recording } from './kit'

/** Cheque payments (our invention: docs/legacy-wire.md "Cheques"), with the admin's token. */

const V5 = '/wp-json/e4s/v5'
/** The seed's first cheque awaits payment (received by the success recording); its fifth is paid already. */
export const CHEQUE_REC = { awaiting: 9101, paid: 9105 } as const

export async function chequeRecordings(sim: Simulator, adminToken: string, userToken: string): Promise<Recording[]> {
  const R = CHEQUE_REC
  const as = (token: string, path: string) => ({ path, headers: { Authorization: `Bearer ${token}` } })
  const list: Endpoint = { slug: 'cheques-list', method: 'GET', path: `${V5}/cheques` }
  const listed = (await getJson(sim, 'GET', list.path, { token: adminToken })).body
  const refused = (await getJson(sim, 'GET', list.path, { token: userToken })).body

  const receivedPath = (id: number) => `${V5}/cheques/${id}/received`
  const received: Endpoint = { slug: 'cheques-received', method: 'POST', path: `${V5}/cheques/{id}/received` }
  const done = (await getJson(sim, 'POST', receivedPath(R.awaiting), { token: adminToken })).body
  const already = (await getJson(sim, 'POST', receivedPath(R.paid), { token: adminToken })).body

  return [
    recording(list, 'success', 'success', { urlPath: list.path, headers: bearer(TOKENS.admin) }, json(200, listed), as(TOKENS.admin, list.path)),
    recording(list, 'business-error', 'business-error', { urlPath: list.path, headers: bearer(TOKENS.user) }, json(200, refused), as(TOKENS.user, list.path)),
    ...tokenFailures(list, listed),
    recording(
      received,
      'success',
      'success',
      { urlPath: receivedPath(R.awaiting), headers: bearer(TOKENS.admin) },
      json(200, done),
      as(TOKENS.admin, receivedPath(R.awaiting)),
    ),
    recording(
      received,
      'business-error',
      'business-error',
      { urlPath: receivedPath(R.paid), headers: bearer(TOKENS.admin) },
      json(200, already),
      as(TOKENS.admin, receivedPath(R.paid)),
    ),
    ...tokenFailures(received, done, receivedPath(R.awaiting)),
  ]
}
