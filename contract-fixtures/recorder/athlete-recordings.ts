import { ENTRY_DEMO } from '../seed/index'
import type { Simulator } from '../simulator/index'
import { TOKENS, bearer, getJson, json, recording, tokenFailures, type Endpoint, type Recording } from './kit'

/**
 * Athlete calls: search, create, read, update, registration look-up, link and unlink. The user
 * token (entrant, user id 101) selects the answers; the id in the path or a body field picks the
 * business error; the expired, 500 and malformed tokens the failures, as for the other token calls.
 */

const V5 = '/wp-json/e4s/v5'
export const ATHLETE_REC = {
  userId: 101,
  /** The athlete the recorder creates (the first id after the seed's). */
  createdAthleteId: 5905,
  created: { firstName: 'Ava', surName: 'Calder', gender: 'F', dob: '2012-04-03', clubid: 1001, URN: '1900099', aocode: 'EA' },
  /** A create body the legacy site refuses (no club or school). */
  invalid: { firstName: 'Rec', surName: 'Rec-Invalid', gender: 'F', dob: '2012-04-03', clubid: 0, URN: '', aocode: 'EA' },
  update: { surName: 'Calder-Ross', options: { genericCompAthleteEntities: { [ENTRY_DEMO.limitsCompId]: { id: 1001, name: 'Club' } } } },
  foreignAthleteId: ENTRY_DEMO.foreignAthleteId,
  unknownAthleteId: 999999,
  unknownRegid: 'rec-unknown',
} as const

const user = { Authorization: `Bearer ${TOKENS.user}` }
const byBody = (expression: string, value: string) => ({ bodyPatterns: [{ matchesJsonPath: { expression, equalTo: value } }] })

export async function athleteRecordings(sim: Simulator, token: string): Promise<Recording[]> {
  const out: Recording[] = []
  const call = (method: string, path: string, body?: unknown) => getJson(sim, method, path, { token, json: body })
  const R = ATHLETE_REC

  const search: Endpoint = { slug: 'athletes-search', method: 'GET', path: `${V5}/athletes` }
  const searchPath = `${V5}/athletes?pagenumber=1&pagesize=5&sort=name&compid=${ENTRY_DEMO.rulesCompId}`
  const found = (await call('GET', searchPath)).body
  out.push(
    recording(search, 'success', 'success', { headers: bearer(TOKENS.user) }, json(200, found), { path: searchPath, headers: user }),
    ...tokenFailures(search, found, searchPath),
  )

  const create: Endpoint = { slug: 'athlete-create', method: 'POST', path: `${V5}/athlete` }
  const created = (await call('POST', create.path, R.created)).body as { data?: { id?: number } }
  if (created.data?.id !== R.createdAthleteId) throw new Error(`expected the created athlete to be ${R.createdAthleteId}`)
  const invalid = (await call('POST', create.path, R.invalid)).body
  out.push(
    recording(
      create,
      'success',
      'success',
      { headers: bearer(TOKENS.user), ...byBody('$.surName', R.created.surName) },
      json(200, created),
      {
        path: create.path,
        headers: user,
        json: R.created,
      },
    ),
    recording(
      create,
      'business-error',
      'business-error',
      { headers: bearer(TOKENS.user), ...byBody('$.surName', R.invalid.surName) },
      json(200, invalid),
      { path: create.path, headers: user, json: R.invalid },
    ),
    ...tokenFailures(create, created),
  )

  const get: Endpoint = { slug: 'athlete-get', method: 'GET', path: `${V5}/athlete/{id}` }
  const own = `${V5}/athlete/${ENTRY_DEMO.athleteId}`
  const foreign = `${V5}/athlete/${R.foreignAthleteId}`
  const got = (await call('GET', own)).body
  const noAccess = (await call('GET', foreign)).body
  out.push(
    recording(get, 'success', 'success', { urlPath: own, headers: bearer(TOKENS.user) }, json(200, got), { path: own, headers: user }),
    recording(get, 'business-error', 'business-error', { urlPath: foreign, headers: bearer(TOKENS.user) }, json(200, noAccess), {
      path: foreign,
      headers: user,
    }),
    ...tokenFailures(get, got, own),
  )

  const update: Endpoint = { slug: 'athlete-update', method: 'PUT', path: `${V5}/athlete/{id}` }
  const mine = `${V5}/athlete/${R.createdAthleteId}`
  const updated = (await call('PUT', mine, R.update)).body
  const refused = (await call('PUT', foreign, R.update)).body
  out.push(
    recording(update, 'success', 'success', { urlPath: mine, headers: bearer(TOKENS.user) }, json(200, updated), {
      path: mine,
      headers: user,
      json: R.update,
    }),
    recording(update, 'business-error', 'business-error', { urlPath: foreign, headers: bearer(TOKENS.user) }, json(200, refused), {
      path: foreign,
      headers: user,
      json: R.update,
    }),
    ...tokenFailures(update, updated, mine),
  )

  // Look-up first: it is what lets the user link an athlete they do not manage yet.
  const getid: Endpoint = { slug: 'athlete-getid', method: 'GET', path: `${V5}/athlete/getid` }
  const athlete = sim.state.athletes.find((a) => a.id === R.foreignAthleteId)
  if (!athlete) throw new Error('no foreign demo athlete')
  const lookupPath = (regid: string) => `${V5}/athlete/getid?${new URLSearchParams({ aocode: 'EA', regid, dob: athlete.dob })}`
  const lookedUp = (await call('GET', lookupPath(athlete.urn))).body
  const notFound = (await call('GET', lookupPath(R.unknownRegid))).body
  const byRegid = (regid: string) => ({ queryParameters: { regid: { equalTo: regid } }, headers: bearer(TOKENS.user) })
  out.push(
    recording(getid, 'success', 'success', byRegid(athlete.urn), json(200, lookedUp), { path: lookupPath(athlete.urn), headers: user }),
    recording(getid, 'business-error', 'business-error', byRegid(R.unknownRegid), json(200, notFound), {
      path: lookupPath(R.unknownRegid),
      headers: user,
    }),
    ...tokenFailures(getid, lookedUp, lookupPath(athlete.urn)),
  )

  const link: Endpoint = { slug: 'athlete-link', method: 'POST', path: `${V5}/athlete/{id}/{userid}` }
  const linkPath = `${V5}/athlete/${R.foreignAthleteId}/${R.userId}`
  const unknownPath = `${V5}/athlete/${R.unknownAthleteId}/${R.userId}`
  const linked = (await call('POST', linkPath)).body
  const unknown = (await call('POST', unknownPath)).body
  out.push(
    recording(link, 'success', 'success', { urlPath: linkPath, headers: bearer(TOKENS.user) }, json(200, linked), {
      path: linkPath,
      headers: user,
    }),
    recording(link, 'business-error', 'business-error', { urlPath: unknownPath, headers: bearer(TOKENS.user) }, json(200, unknown), {
      path: unknownPath,
      headers: user,
    }),
    ...tokenFailures(link, linked, linkPath),
  )

  const unlink: Endpoint = { slug: 'athlete-unlink', method: 'DELETE', path: `${V5}/athlete/{id}/{userid}` }
  const unlinkPath = `${V5}/athlete/${R.createdAthleteId}/${R.userId}`
  const otherUserPath = `${V5}/athlete/${R.createdAthleteId}/${R.userId + 1}`
  const unlinked = (await call('DELETE', unlinkPath)).body
  const notYours = (await call('DELETE', otherUserPath)).body
  out.push(
    recording(unlink, 'success', 'success', { urlPath: unlinkPath, headers: bearer(TOKENS.user) }, json(200, unlinked), {
      path: unlinkPath,
      headers: user,
    }),
    recording(unlink, 'business-error', 'business-error', { urlPath: otherUserPath, headers: bearer(TOKENS.user) }, json(200, notYours), {
      path: otherUserPath,
      headers: user,
    }),
    ...tokenFailures(unlink, unlinked, unlinkPath),
  )
  return out
}
