import type { Simulator } from '../simulator/index'
import { TOKENS, bearer, getJson, json, recording, tokenFailures, type Endpoint, type Recording } from './kit'

/**
 * Reports (3-organiser-admin §7 GET /v5/report/readid?compid, GET /v5/report?compid&reportid&email;
 * what they answer is our reading, docs/legacy-wire.md "Reports"), with the admin's token.
 */

const V5 = '/wp-json/e4s/v5'
export const REPORT_REC = { compId: 0, report: 'competitions', unknown: 'nope' } as const

export async function reportRecordings(sim: Simulator, adminToken: string, userToken: string): Promise<Recording[]> {
  const R = REPORT_REC
  const as = (token: string, path: string) => ({ path, headers: { Authorization: `Bearer ${token}` } })

  const list: Endpoint = { slug: 'reports-list', method: 'GET', path: `${V5}/report/readid` }
  const listAddress = `${list.path}?compid=${R.compId}`
  const listed = (await getJson(sim, 'GET', listAddress, { token: adminToken })).body
  const refusedList = (await getJson(sim, 'GET', listAddress, { token: userToken })).body
  const listQuery = { compid: { equalTo: String(R.compId) } }

  const run: Endpoint = { slug: 'reports-run', method: 'GET', path: `${V5}/report` }
  const runAddress = (report: string) => `${run.path}?compid=${R.compId}&reportid=${report}&email=0`
  const runQuery = (report: string) => ({ compid: { equalTo: String(R.compId) }, reportid: { equalTo: report }, email: { equalTo: '0' } })
  const ran = (await getJson(sim, 'GET', runAddress(R.report), { token: adminToken })).body
  const unknown = (await getJson(sim, 'GET', runAddress(R.unknown), { token: adminToken })).body

  return [
    recording(list, 'success', 'success', { queryParameters: listQuery, headers: bearer(TOKENS.admin) }, json(200, listed), as(TOKENS.admin, listAddress)),
    recording(
      list,
      'business-error',
      'business-error',
      { queryParameters: listQuery, headers: bearer(TOKENS.user) },
      json(200, refusedList),
      as(TOKENS.user, listAddress),
    ),
    ...tokenFailures(list, listed, listAddress),
    recording(
      run,
      'success',
      'success',
      { queryParameters: runQuery(R.report), headers: bearer(TOKENS.admin) },
      json(200, ran),
      as(TOKENS.admin, runAddress(R.report)),
    ),
    recording(
      run,
      'business-error',
      'business-error',
      { queryParameters: runQuery(R.unknown), headers: bearer(TOKENS.admin) },
      json(200, unknown),
      as(TOKENS.admin, runAddress(R.unknown)),
    ),
    ...tokenFailures(run, ran, runAddress(R.report)),
  ]
}
