import type { Simulator } from '../simulator/index'
import { TOKENS, bearer, getJson, json, recording, tokenFailures, type Endpoint, type Recording } from './kit'

/**
 * The competition status calls (3-organiser-admin §7 "services /v5/competition/status"; the read by
 * competition id is our reading), made as the admin on the seeded Invoiced competition. The save
 * that stays at its status is the success; a move to PAID without a bank reference the refusal.
 */

const V5 = '/wp-json/e4s/v5'
export const STATUS_REC = { compId: 527, invoiced: 3, paid: 4, unknownCompId: 99999 } as const

export function statusSaveBody(moveto: number) {
  return { compid: STATUS_REC.compId, paid: '120', moveto, reference: '', notes: 'Rec note' }
}

export async function statusRecordings(sim: Simulator, token: string): Promise<Recording[]> {
  const R = STATUS_REC
  const admin = { Authorization: `Bearer ${TOKENS.admin}` }
  const readPath = (id: number) => `${V5}/competition/status/${id}`
  const read: Endpoint = { slug: 'status-read', method: 'GET', path: `${V5}/competition/status/{compId}` }
  const readOk = (await getJson(sim, 'GET', readPath(R.compId), { token })).body
  const readUnknown = (await getJson(sim, 'GET', readPath(R.unknownCompId), { token })).body

  const save: Endpoint = { slug: 'status-save', method: 'POST', path: `${V5}/competition/status` }
  const byMove = (moveto: number) => ({ bodyPatterns: [{ matchesJsonPath: { expression: '$.moveto', equalTo: String(moveto) } }] })
  const saved = (await getJson(sim, 'POST', save.path, { token, json: statusSaveBody(R.invoiced) })).body
  const refused = (await getJson(sim, 'POST', save.path, { token, json: statusSaveBody(R.paid) })).body

  return [
    recording(read, 'success', 'success', { urlPath: readPath(R.compId), headers: bearer(TOKENS.admin) }, json(200, readOk), {
      path: readPath(R.compId),
      headers: admin,
    }),
    recording(
      read,
      'business-error',
      'business-error',
      { urlPath: readPath(R.unknownCompId), headers: bearer(TOKENS.admin) },
      json(200, readUnknown),
      { path: readPath(R.unknownCompId), headers: admin },
    ),
    ...tokenFailures(read, readOk, readPath(R.compId)),
    recording(save, 'success', 'success', { headers: bearer(TOKENS.admin), ...byMove(R.invoiced) }, json(200, saved), {
      path: save.path,
      headers: admin,
      json: statusSaveBody(R.invoiced),
    }),
    recording(save, 'business-error', 'business-error', { headers: bearer(TOKENS.admin), ...byMove(R.paid) }, json(200, refused), {
      path: save.path,
      headers: admin,
      json: statusSaveBody(R.paid),
    }),
    ...tokenFailures(save, saved),
  ]
}
