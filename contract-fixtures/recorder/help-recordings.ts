import type { Simulator } from '../simulator/index'
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
 * Field help (3-organiser-admin §7 "Field help: read by key; create (id 0) or update"; the endpoint
 * and the reads by id and list are our reading, docs/legacy-wire.md "Field help"). The read by key
 * carries no token, so its key picks the scenario; the admin's calls carry the admin's token.
 */

const V5 = '/wp-json/e4s/v5'
const HELP = `${V5}/help`
export const HELP_REC = {
  key: { known: 'builder.general.name', unknown: 'no.such.help', serverError: 'rec.server.error', malformed: 'rec.malformed' },
  id: { known: 1, unknown: 99999 },
  list: { startswith: 'builder.general', pagenumber: 1, pagesize: 5, sortkey: 'key' },
  created: 'rec.help.created',
  takenKey: 'builder.general.date',
} as const

export function helpCreateBody(key: string) {
  return { id: 0, key, title: 'Recorded help', type: 'H', data: '<p>Recorded.</p>', preload: false }
}
export function helpUpdateBody(id: number) {
  return { id, key: HELP_REC.key.known, title: 'Competition name', type: 'H', data: '<p>The name athletes see.</p>', preload: false }
}

export async function helpRecordings(sim: Simulator, adminToken: string, userToken: string): Promise<Recording[]> {
  const R = HELP_REC
  const get = async (path: string, token?: string) => (await getJson(sim, 'GET', path, token ? { token } : {})).body
  const admin = { Authorization: `Bearer ${TOKENS.admin}` }
  const byKey = (key: string) => `${HELP}/${key}`

  const read: Endpoint = { slug: 'help-read', method: 'GET', path: byKey('{key}') }
  const readOk = await get(byKey(R.key.known))
  const out: Recording[] = [
    recording(read, 'success', 'success', { urlPath: byKey(R.key.known) }, json(200, readOk), { path: byKey(R.key.known) }),
    recording(read, 'business-error', 'business-error', { urlPath: byKey(R.key.unknown) }, json(200, await get(byKey(R.key.unknown))), {
      path: byKey(R.key.unknown),
    }),
    recording(read, 'server-error', 'server-error', { urlPath: byKey(R.key.serverError) }, serverError(), {
      path: byKey(R.key.serverError),
    }),
    recording(read, 'malformed', 'malformed', { urlPath: byKey(R.key.malformed) }, malformed(truncated(readOk)), {
      path: byKey(R.key.malformed),
    }),
  ]

  const readId: Endpoint = { slug: 'help-read-id', method: 'GET', path: `${HELP}/{id}` }
  const byId = (id: number) => `${HELP}/${id}`
  const readIdOk = await get(byId(R.id.known), adminToken)
  out.push(
    recording(readId, 'success', 'success', { urlPath: byId(R.id.known), headers: bearer(TOKENS.admin) }, json(200, readIdOk), {
      path: byId(R.id.known),
      headers: admin,
    }),
    recording(
      readId,
      'business-error',
      'business-error',
      { urlPath: byId(R.id.unknown), headers: bearer(TOKENS.admin) },
      json(200, await get(byId(R.id.unknown), adminToken)),
      { path: byId(R.id.unknown), headers: admin },
    ),
    ...tokenFailures(readId, readIdOk, byId(R.id.known)),
  )

  const list: Endpoint = { slug: 'help-list', method: 'GET', path: HELP }
  const query = `?${new URLSearchParams(Object.entries(R.list).map(([k, v]) => [k, String(v)]))}`
  const listOk = await get(`${HELP}${query}`, adminToken)
  out.push(
    recording(list, 'success', 'success', { headers: bearer(TOKENS.admin) }, json(200, listOk), {
      path: `${HELP}${query}`,
      headers: admin,
    }),
    recording(
      list,
      'business-error',
      'business-error',
      { headers: bearer(TOKENS.user) },
      json(200, await get(`${HELP}${query}`, userToken)),
      {
        path: `${HELP}${query}`,
        headers: { Authorization: `Bearer ${TOKENS.user}` },
      },
    ),
    ...tokenFailures(list, listOk, `${HELP}${query}`),
  )

  const byKeyBody = (key: string) => ({ bodyPatterns: [{ matchesJsonPath: { expression: '$.key', equalTo: key } }] })
  const create: Endpoint = { slug: 'help-create', method: 'POST', path: HELP }
  const created = (await getJson(sim, 'POST', HELP, { token: adminToken, json: helpCreateBody(R.created) })).body
  const taken = (await getJson(sim, 'POST', HELP, { token: adminToken, json: helpCreateBody(R.takenKey) })).body
  out.push(
    recording(create, 'success', 'success', { headers: bearer(TOKENS.admin), ...byKeyBody(R.created) }, json(200, created), {
      path: HELP,
      headers: admin,
      json: helpCreateBody(R.created),
    }),
    recording(create, 'business-error', 'business-error', { headers: bearer(TOKENS.admin), ...byKeyBody(R.takenKey) }, json(200, taken), {
      path: HELP,
      headers: admin,
      json: helpCreateBody(R.takenKey),
    }),
    ...tokenFailures(create, created),
  )

  const byIdBody = (id: number) => ({ bodyPatterns: [{ matchesJsonPath: { expression: '$.id', equalTo: String(id) } }] })
  const update: Endpoint = { slug: 'help-update', method: 'PUT', path: HELP }
  const updated = (await getJson(sim, 'PUT', HELP, { token: adminToken, json: helpUpdateBody(R.id.known) })).body
  const unknown = (await getJson(sim, 'PUT', HELP, { token: adminToken, json: helpUpdateBody(R.id.unknown) })).body
  out.push(
    recording(update, 'success', 'success', { headers: bearer(TOKENS.admin), ...byIdBody(R.id.known) }, json(200, updated), {
      path: HELP,
      headers: admin,
      json: helpUpdateBody(R.id.known),
    }),
    recording(
      update,
      'business-error',
      'business-error',
      { headers: bearer(TOKENS.admin), ...byIdBody(R.id.unknown) },
      json(200, unknown),
      {
        path: HELP,
        headers: admin,
        json: helpUpdateBody(R.id.unknown),
      },
    ),
    ...tokenFailures(update, updated),
  )
  return out
}
