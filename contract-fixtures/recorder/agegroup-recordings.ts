import type { Simulator } from '../simulator/index'
import { TOKENS, bearer, getJson, json, malformed, recording, tokenFailures, truncated, type Endpoint, type Recording } from './kit'

/**
 * Age groups from the builder (docs/legacy-wire.md "Builder: age groups"): the list, one group's
 * definition for a competition, create and update, made as the admin. A create adds a group:
 * these come after every recording that lists age groups.
 */

const V5 = '/wp-json/e4s/v5'
export const AGEGROUP_REC = {
  /** The demo organiser's competition, a seed (default) group, and an id that does not exist. */
  compId: 501,
  known: 3,
  unknown: 999999,
  /** Names that pick the create scenario: a new one, and a name of spaces. */
  name: { success: 'Rec Under 9', blank: ' ' },
} as const

/** A save body as the age group page sends it (bff/pages/builder-age-groups.server.ts). */
export function ageGroupBody(name: string, over: Record<string, unknown> = {}) {
  return {
    compId: AGEGROUP_REC.compId,
    name,
    shortName: 'U9',
    minAge: 7,
    maxAge: 8,
    minAtDay: 0,
    minAtMonth: 0,
    minAtYear: 0,
    maxAtDay: 31,
    maxAtMonth: 8,
    maxAtYear: 0,
    keyName: 'U9',
    options: { aocode: 'IRL', base: 0 },
    ...over,
  }
}

const admin = { Authorization: `Bearer ${TOKENS.admin}` }
const byName = (name: string) => ({ bodyPatterns: [{ matchesJsonPath: { expression: '$.name', equalTo: name } }] })

export async function ageGroupRecordings(sim: Simulator, adminToken: string): Promise<Recording[]> {
  const R = AGEGROUP_REC
  const asAdmin = { token: adminToken }
  const out: Recording[] = []

  const list: Endpoint = { slug: 'agegroup-list', method: 'GET', path: `${V5}/ag` }
  const all = (await getJson(sim, 'GET', list.path)).body
  out.push(
    recording(list, 'success', 'success', { headers: { Authorization: { absent: true } } }, json(200, all), { path: list.path }),
    recording(list, 'malformed', 'malformed', { headers: bearer(TOKENS.malformed) }, malformed(truncated(all)), {
      path: list.path,
      headers: { Authorization: `Bearer ${TOKENS.malformed}` },
    }),
  )

  const def: Endpoint = { slug: 'agegroup-def', method: 'GET', path: `${V5}/ag/def/{id}` }
  const defPath = (id: number) => `${V5}/ag/def/${id}`
  const forComp = { queryParameters: { compid: { equalTo: String(R.compId) } } }
  const found = (await getJson(sim, 'GET', `${defPath(R.known)}?compid=${R.compId}`)).body
  const missing = (await getJson(sim, 'GET', `${defPath(R.unknown)}?compid=${R.compId}`)).body
  out.push(
    recording(def, 'success', 'success', { urlPath: defPath(R.known), ...forComp }, json(200, found), {
      path: `${defPath(R.known)}?compid=${R.compId}`,
    }),
    recording(def, 'business-error', 'business-error', { urlPath: defPath(R.unknown), ...forComp }, json(200, missing), {
      path: `${defPath(R.unknown)}?compid=${R.compId}`,
    }),
  )

  const create: Endpoint = { slug: 'agegroup-create', method: 'POST', path: `${V5}/ag` }
  const created = (await getJson(sim, 'POST', create.path, { ...asAdmin, json: ageGroupBody(R.name.success) })).body
  const blank = (await getJson(sim, 'POST', create.path, { ...asAdmin, json: ageGroupBody(R.name.blank) })).body
  out.push(
    recording(create, 'success', 'success', { headers: bearer(TOKENS.admin), ...byName(R.name.success) }, json(200, created), {
      path: create.path,
      headers: admin,
      json: ageGroupBody(R.name.success),
    }),
    recording(create, 'business-error', 'business-error', { headers: bearer(TOKENS.admin), ...byName(R.name.blank) }, json(200, blank), {
      path: create.path,
      headers: admin,
      json: ageGroupBody(R.name.blank),
    }),
    ...tokenFailures(create, created),
  )

  const update: Endpoint = { slug: 'agegroup-update', method: 'PUT', path: `${V5}/ag/{id}` }
  const agPath = (id: number) => `${V5}/ag/${id}`
  const madeId = (created as { data: { id: number } }).data.id
  const updated = (await getJson(sim, 'PUT', agPath(madeId), { ...asAdmin, json: ageGroupBody(R.name.success) })).body
  const unknown = (await getJson(sim, 'PUT', agPath(R.unknown), { ...asAdmin, json: ageGroupBody(R.name.success) })).body
  out.push(
    recording(update, 'success', 'success', { urlPath: agPath(madeId), headers: bearer(TOKENS.admin) }, json(200, updated), {
      path: agPath(madeId),
      headers: admin,
      json: ageGroupBody(R.name.success),
    }),
    recording(
      update,
      'business-error',
      'business-error',
      { urlPath: agPath(R.unknown), headers: bearer(TOKENS.admin) },
      json(200, unknown),
      {
        path: agPath(R.unknown),
        headers: admin,
        json: ageGroupBody(R.name.success),
      },
    ),
    ...tokenFailures(update, updated, agPath(madeId)),
  )
  return out
}
