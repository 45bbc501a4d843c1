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
 * One club by id (our invention: docs/legacy-wire.md "Club"), organisations by status and their
 * approval (3-organiser-admin §7; statuses and answers our reading, "Organisations"). The club is
 * asked without a token, so its id picks the scenario; the organisation calls carry the admin's.
 */

const V5 = '/wp-json/e4s/v5'
export const CLUB_ORG_REC = {
  /** The seed's first club (Ashby Moor Track Club), then ids that pick the failures. */
  club: { known: 1001, unknown: 999999, serverError: 9500, malformed: 9501 },
  status: 'PENDING',
  /** Approved by the success recording; the seed's organisation 12 is active already (the refusal). */
  approve: { pending: 61, active: 12 },
} as const

const clubPath = (id: number | string) => `${V5}/clubs/${id}`
const orgsPath = (status: string) => `${V5}/orgs/${status}`
const approvePath = (id: number) => `${V5}/orgs/approve/${id}`

export async function clubOrgRecordings(sim: Simulator, adminToken: string, userToken: string): Promise<Recording[]> {
  const R = CLUB_ORG_REC
  const get = async (path: string, token?: string) => (await getJson(sim, 'GET', path, token ? { token } : {})).body
  const clubId = R.club.known

  const club: Endpoint = { slug: 'club', method: 'GET', path: clubPath('{id}') }
  const clubOk = await get(clubPath(clubId))
  const byId = (id: number) => ({ urlPath: clubPath(id) })
  const out: Recording[] = [
    recording(club, 'success', 'success', byId(clubId), json(200, clubOk), { path: clubPath(clubId) }),
    recording(club, 'business-error', 'business-error', byId(R.club.unknown), json(200, await get(clubPath(R.club.unknown))), {
      path: clubPath(R.club.unknown),
    }),
    recording(club, 'server-error', 'server-error', byId(R.club.serverError), serverError(), { path: clubPath(R.club.serverError) }),
    recording(club, 'malformed', 'malformed', byId(R.club.malformed), malformed(truncated(clubOk)), { path: clubPath(R.club.malformed) }),
  ]

  const orgs: Endpoint = { slug: 'orgs-list', method: 'GET', path: orgsPath('{status}') }
  const listed = await get(orgsPath(R.status), adminToken)
  const refusedList = await get(orgsPath(R.status), userToken)
  const as = (token: string, path: string) => ({ path, headers: { Authorization: `Bearer ${token}` } })
  out.push(
    recording(
      orgs,
      'success',
      'success',
      { urlPath: orgsPath(R.status), headers: bearer(TOKENS.admin) },
      json(200, listed),
      as(TOKENS.admin, orgsPath(R.status)),
    ),
    recording(
      orgs,
      'business-error',
      'business-error',
      { urlPath: orgsPath(R.status), headers: bearer(TOKENS.user) },
      json(200, refusedList),
      as(TOKENS.user, orgsPath(R.status)),
    ),
    ...tokenFailures(orgs, listed, orgsPath(R.status)),
  )

  // After the list: approving changes what it holds.
  const approve: Endpoint = { slug: 'orgs-approve', method: 'POST', path: approvePath(0).replace(/0$/, '{id}') }
  const approved = (await getJson(sim, 'POST', approvePath(R.approve.pending), { token: adminToken })).body
  const already = (await getJson(sim, 'POST', approvePath(R.approve.active), { token: adminToken })).body
  out.push(
    recording(
      approve,
      'success',
      'success',
      { urlPath: approvePath(R.approve.pending), headers: bearer(TOKENS.admin) },
      json(200, approved),
      as(TOKENS.admin, approvePath(R.approve.pending)),
    ),
    recording(
      approve,
      'business-error',
      'business-error',
      { urlPath: approvePath(R.approve.active), headers: bearer(TOKENS.admin) },
      json(200, already),
      as(TOKENS.admin, approvePath(R.approve.active)),
    ),
    ...tokenFailures(approve, approved, approvePath(R.approve.pending)),
  )
  return out
}
