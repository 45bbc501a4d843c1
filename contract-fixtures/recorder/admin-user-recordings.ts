import type { Simulator } from '../simulator/index'
import { TOKENS, bearer, getJson, json, recording, tokenFailures, type Endpoint, type Recording } from './kit'

/*
 * The admin's calls on one user (3-organiser-admin §7; answers our reading, docs/legacy-wire.md
 * "Admin: one user", "Impersonate"). The admin token's calls are the successes, the user token's
 * (an entrant) the refusals. They change the runner's record: made after every recording that
 * reads users or config.
 */

const V5 = '/wp-json/e4s/v5'
export const ADMIN_USER_REC = {
  /** runner1 of the seed. */
  userId: 107,
  unknownUserId: 999999,
  /** The first seed county and a seed club. */
  areaId: 11,
  orgId: 27,
  unknownOrgId: 9999,
  credit: { value: '5', reason: 'Recorded goodwill' },
} as const

const admin = { Authorization: `Bearer ${TOKENS.admin}` }
const user = { Authorization: `Bearer ${TOKENS.user}` }

export async function adminUserRecordings(sim: Simulator, adminToken: string, userToken: string): Promise<Recording[]> {
  const R = ADMIN_USER_REC
  const clubId = sim.state.seed.clubs[0]!.id
  const call = async (method: string, path: string, token: string, body?: unknown) =>
    (await getJson(sim, method, path, { token, ...(body === undefined ? {} : { json: body }) })).body
  const out: Recording[] = []

  const read: Endpoint = { slug: 'admin-user', method: 'GET', path: `${V5}/admin/user` }
  const byId = (id: number) => `${read.path}?id=${id}`
  const found = await call('GET', byId(R.userId), adminToken)
  const unknown = await call('GET', byId(R.unknownUserId), adminToken)
  const idIs = (id: number) => ({ queryParameters: { id: { equalTo: String(id) } }, headers: bearer(TOKENS.admin) })
  out.push(
    recording(read, 'success', 'success', idIs(R.userId), json(200, found), { path: byId(R.userId), headers: admin }),
    recording(read, 'business-error', 'business-error', idIs(R.unknownUserId), json(200, unknown), {
      path: byId(R.unknownUserId),
      headers: admin,
    }),
    ...tokenFailures(read, found, byId(R.userId)),
  )

  for (const kind of ['area', 'club'] as const) {
    const field = kind === 'area' ? 'areaid' : 'clubid'
    const entityId = kind === 'area' ? R.areaId : clubId
    const add: Endpoint = { slug: `admin-user-${kind}-add`, method: 'POST', path: `${V5}/admin/user/${kind}` }
    const remove: Endpoint = { slug: `admin-user-${kind}-remove`, method: 'DELETE', path: `${V5}/admin/user/${kind}` }
    const body = { userid: R.userId, [field]: entityId }
    const added = await call('POST', add.path, adminToken, body)
    const refused = await call('POST', add.path, userToken, body)
    const removeAt = `${remove.path}?userid=${R.userId}&${field}=${entityId}`
    const removed = await call('DELETE', removeAt, adminToken)
    out.push(
      recording(add, 'success', 'success', { headers: bearer(TOKENS.admin) }, json(200, added), {
        path: add.path,
        headers: admin,
        json: body,
      }),
      recording(add, 'business-error', 'business-error', { headers: bearer(TOKENS.user) }, json(200, refused), {
        path: add.path,
        headers: user,
        json: body,
      }),
      recording(remove, 'success', 'success', { headers: bearer(TOKENS.admin) }, json(200, removed), { path: removeAt, headers: admin }),
    )
  }

  const credit: Endpoint = { slug: 'user-credit', method: 'POST', path: `${V5}/user/credit/{id}` }
  const creditAt = (value: string) => `${V5}/user/credit/${R.userId}?${new URLSearchParams({ value, reason: R.credit.reason })}`
  const credited = await call('POST', creditAt(R.credit.value), adminToken)
  const notANumber = await call('POST', creditAt('abc'), adminToken)
  const valueIs = (value: string) => ({
    urlPath: `${V5}/user/credit/${R.userId}`,
    queryParameters: { value: { equalTo: value } },
    headers: bearer(TOKENS.admin),
  })
  const setAt = `${V5}/user/credit/update/${R.userId}?value=0`
  const set: Endpoint = { slug: 'user-credit-update', method: 'POST', path: `${V5}/user/credit/update/{id}` }
  const wasSet = await call('POST', setAt, adminToken)
  out.push(
    recording(credit, 'success', 'success', valueIs(R.credit.value), json(200, credited), {
      path: creditAt(R.credit.value),
      headers: admin,
    }),
    recording(credit, 'business-error', 'business-error', valueIs('abc'), json(200, notANumber), { path: creditAt('abc'), headers: admin }),
    recording(
      set,
      'success',
      'success',
      { urlPath: `${V5}/user/credit/update/${R.userId}`, headers: bearer(TOKENS.admin) },
      json(200, wasSet),
      {
        path: setAt,
        headers: admin,
      },
    ),
  )

  const version: Endpoint = { slug: 'user-version', method: 'POST', path: `${V5}/user/version` }
  const versionBody = { version: 'v1', toggle: true, userId: R.userId }
  const versioned = await call('POST', version.path, adminToken, versionBody)
  await call('POST', version.path, adminToken, { ...versionBody, version: 'v2', toggle: false })
  out.push(
    recording(version, 'success', 'success', { headers: bearer(TOKENS.admin) }, json(200, versioned), {
      path: version.path,
      headers: admin,
      json: versionBody,
    }),
  )

  const addorg: Endpoint = { slug: 'user-addorg', method: 'GET', path: `${V5}/user/permissions/addorg/{a}/{b}` }
  const orgAt = (orgId: number) => `${V5}/user/permissions/addorg/${R.userId}/${orgId}`
  const madeAdmin = await call('GET', orgAt(R.orgId), adminToken)
  const noOrg = await call('GET', orgAt(R.unknownOrgId), adminToken)
  out.push(
    recording(addorg, 'success', 'success', { urlPath: orgAt(R.orgId), headers: bearer(TOKENS.admin) }, json(200, madeAdmin), {
      path: orgAt(R.orgId),
      headers: admin,
    }),
    recording(
      addorg,
      'business-error',
      'business-error',
      { urlPath: orgAt(R.unknownOrgId), headers: bearer(TOKENS.admin) },
      json(200, noOrg),
      {
        path: orgAt(R.unknownOrgId),
        headers: admin,
      },
    ),
  )

  // Impersonation: the admin's start, its stop (0), and the entrant's refusal.
  const impersonate: Endpoint = { slug: 'admin-impersonate', method: 'GET', path: `${V5}/admin/impersonate/{id}` }
  const at = (id: number) => `${V5}/admin/impersonate/${id}`
  const started = await call('GET', at(R.userId), adminToken)
  const stopped = await call('GET', at(0), adminToken)
  const refused = await call('GET', at(R.userId), userToken)
  out.push(
    recording(impersonate, 'success', 'success', { urlPath: at(R.userId), headers: bearer(TOKENS.admin) }, json(200, started), {
      path: at(R.userId),
      headers: admin,
    }),
    recording(impersonate, 'success-stop', 'success', { urlPath: at(0), headers: bearer(TOKENS.admin) }, json(200, stopped), {
      path: at(0),
      headers: admin,
    }),
    recording(
      impersonate,
      'business-error',
      'business-error',
      { urlPath: at(R.userId), headers: bearer(TOKENS.user) },
      json(200, refused),
      {
        path: at(R.userId),
        headers: user,
      },
    ),
    ...tokenFailures(impersonate, started, at(R.userId)),
  )
  return out
}
