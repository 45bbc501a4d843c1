import type { Simulator } from '../simulator/index'
import { TOKENS, bearer, getJson, json, recording, tokenFailures, type Endpoint, type Recording } from './kit'

/** Tickets (our invention: docs/legacy-wire.md "Tickets"), with the admin's token. */

const V5 = '/wp-json/e4s/v5'
/** Fellside Open Meeting (517): its first ticket was used already, its second is scanned by the success recording. */
export const TICKET_REC = { compId: 517, used: 7001, unused: 7002, order: 8801, missing: 999999 } as const

export async function ticketRecordings(sim: Simulator, adminToken: string, userToken: string): Promise<Recording[]> {
  const R = TICKET_REC
  const as = (token: string, path: string) => ({ path, headers: { Authorization: `Bearer ${token}` } })
  const listPath = `${V5}/tickets/${R.compId}`
  const list: Endpoint = { slug: 'tickets-list', method: 'GET', path: `${V5}/tickets/{compId}` }
  const listed = (await getJson(sim, 'GET', listPath, { token: adminToken })).body
  const refused = (await getJson(sim, 'GET', listPath, { token: userToken })).body

  const readPath = (id: number) => `${V5}/tickets/${R.compId}/${id}`
  const read: Endpoint = { slug: 'tickets-read', method: 'GET', path: `${V5}/tickets/{compId}/{id}` }
  const one = (await getJson(sim, 'GET', readPath(R.unused), { token: adminToken })).body
  const none = (await getJson(sim, 'GET', readPath(R.missing), { token: adminToken })).body

  const scanPath = (id: number) => `${V5}/tickets/${R.compId}/${id}/scan`
  const scan: Endpoint = { slug: 'tickets-scan', method: 'POST', path: `${V5}/tickets/{compId}/{id}/scan` }
  const admitted = (await getJson(sim, 'POST', scanPath(R.unused), { token: adminToken })).body
  const again = (await getJson(sim, 'POST', scanPath(R.used), { token: adminToken })).body

  const orderPath = (id: number) => `${V5}/ticket-order/${id}`
  const order: Endpoint = { slug: 'tickets-order', method: 'GET', path: `${V5}/ticket-order/{id}` }
  const found = (await getJson(sim, 'GET', orderPath(R.order), { token: adminToken })).body
  const missing = (await getJson(sim, 'GET', orderPath(R.missing), { token: adminToken })).body

  const ok = (e: Endpoint, path: string, body: unknown) =>
    recording(e, 'success', 'success', { urlPath: path, headers: bearer(TOKENS.admin) }, json(200, body), as(TOKENS.admin, path))
  const no = (e: Endpoint, path: string, body: unknown, token: string = TOKENS.admin) =>
    recording(e, 'business-error', 'business-error', { urlPath: path, headers: bearer(token) }, json(200, body), as(token, path))

  return [
    ok(list, listPath, listed),
    no(list, listPath, refused, TOKENS.user),
    ...tokenFailures(list, listed, listPath),
    ok(read, readPath(R.unused), one),
    no(read, readPath(R.missing), none),
    ...tokenFailures(read, one, readPath(R.unused)),
    ok(scan, scanPath(R.unused), admitted),
    no(scan, scanPath(R.used), again),
    ...tokenFailures(scan, admitted, scanPath(R.unused)),
    ok(order, orderPath(R.order), found),
    no(order, orderPath(R.missing), missing),
    ...tokenFailures(order, found, orderPath(R.order)),
  ]
}
