import type { Simulator } from '../simulator/index'
import { TOKENS, bearer, getJson, json, recording, tokenFailures, type Endpoint, type Recording } from './kit'

/** Admin user search (3-organiser-admin §7 GET /v5/users; paging meta our reading, docs/legacy-wire.md "Users"). */

const V5 = '/wp-json/e4s/v5'
export const USER_REC = { search: 'runner', page: 1, pageSize: 10 } as const

export async function userRecordings(sim: Simulator, adminToken: string, userToken: string): Promise<Recording[]> {
  const R = USER_REC
  const search: Endpoint = { slug: 'users-search', method: 'GET', path: `${V5}/users` }
  const address = `${search.path}?search=${R.search}&page=${R.page}&pagesize=${R.pageSize}`
  const found = (await getJson(sim, 'GET', address, { token: adminToken })).body
  const refused = (await getJson(sim, 'GET', address, { token: userToken })).body
  const query = { search: { equalTo: R.search }, page: { equalTo: String(R.page) }, pagesize: { equalTo: String(R.pageSize) } }
  return [
    recording(search, 'success', 'success', { queryParameters: query, headers: bearer(TOKENS.admin) }, json(200, found), {
      path: address,
      headers: { Authorization: `Bearer ${TOKENS.admin}` },
    }),
    recording(search, 'business-error', 'business-error', { queryParameters: query, headers: bearer(TOKENS.user) }, json(200, refused), {
      path: address,
      headers: { Authorization: `Bearer ${TOKENS.user}` },
    }),
    ...tokenFailures(search, found, address),
  ]
}
