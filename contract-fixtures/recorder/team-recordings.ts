import { ENTRY_DEMO, type SeedData } from '../seed/index'
import type { Simulator } from '../simulator/index'
import { TOKENS, bearer, getJson, json, recording, tokenFailures, type Endpoint, type Recording } from './kit'

/**
 * The team calls (docs/legacy-wire.md "Teams"): headers for a club, the team form's athlete search,
 * add, the user's teams and delete, on the relay competition. Recorded as the club representative
 * (the entrant represents no club); the mappings match the user token as the other calls do.
 */

const V5 = '/wp-json/e4s/v5'

export const TEAM_REC = {
  compId: ENTRY_DEMO.relayCompId,
  ceid: ENTRY_DEMO.relayCeids.m4x100,
  unknownTeamId: 999999,
  savedName: 'Recorded Relay A',
  changedName: 'Recorded Relay A changed',
  shortName: 'Recorded Relay Short',
  schoolName: 'Recorded School Relay',
} as const

/** The representative's club, another club, and four athletes of the representative's club. */
export function teamRecIds(seed: SeedData) {
  const rep = seed.users.find((u) => u.login === 'clubrep')!
  const clubId = rep.clubs[0]!.id
  return {
    clubId,
    otherClubId: seed.clubs.find((c) => c.id !== clubId)!.id,
    athleteIds: seed.athletes
      .filter((a) => a.clubId === clubId)
      .slice(0, 4)
      .map((a) => a.id),
  }
}

const user = { Authorization: `Bearer ${TOKENS.user}` }

function check(condition: boolean, what: string) {
  if (!condition) throw new Error(`team recordings: ${what}`)
}

export async function teamRecordings(sim: Simulator): Promise<Recording[]> {
  const R = { ...TEAM_REC, ...teamRecIds(sim.state.seed) }
  const login = await getJson(
    sim,
    'POST',
    `/wp-json/jwt-auth/v1/token?${new URLSearchParams({ username: 'clubrep', password: 'Clubrep!2026' })}`,
  )
  const token = (login.body as { token: string }).token
  const call = async (method: string, path: string, body?: unknown) => (await getJson(sim, method, path, { token, json: body })).body
  const at = (urlPath: string, extra: Record<string, unknown> = {}) => ({ urlPath, headers: bearer(TOKENS.user), ...extra })
  const out: Recording[] = []

  const headers: Endpoint = { slug: 'team-headers', method: 'GET', path: `${V5}/eventteams/{compId}` }
  const headersPath = `${V5}/eventteams/${R.compId}`
  const entity = (id: number) => ({ queryParameters: { entityid: { equalTo: String(id) }, entitylevel: { equalTo: '1' } } })
  const listed = await call('GET', `${headersPath}?entityid=${R.clubId}&entitylevel=1`)
  const notRep = await call('GET', `${headersPath}?entityid=${R.otherClubId}&entitylevel=1`)
  out.push(
    recording(headers, 'success', 'success', at(headersPath, entity(R.clubId)), json(200, listed), {
      path: `${headersPath}?entityid=${R.clubId}&entitylevel=1`,
      headers: user,
    }),
    recording(headers, 'business-error', 'business-error', at(headersPath, entity(R.otherClubId)), json(200, notRep), {
      path: `${headersPath}?entityid=${R.otherClubId}&entitylevel=1`,
      headers: user,
    }),
    ...tokenFailures(headers, listed, headersPath),
  )

  // The team form's search: the athletes search with teamid (its token failures are the search's own).
  const athletes: Endpoint = { slug: 'team-athletes', method: 'GET', path: `${V5}/athletes` }
  const query = `compid=${R.compId}&teamid=${R.ceid}&pagesize=50&pagenumber=1&sort=name`
  const found = await call('GET', `${V5}/athletes?${query}`)
  out.push(
    recording(
      athletes,
      'success',
      'success',
      at(`${V5}/athletes`, { queryParameters: { teamid: { equalTo: String(R.ceid) } } }),
      json(200, found),
      { path: `${V5}/athletes?${query}`, headers: user },
      { priority: 1 },
    ),
  )

  const add: Endpoint = { slug: 'team-add', method: 'POST', path: `${V5}/competition/team/add` }
  const addPath = add.path
  const body = (teamName: string, ids: number[], teamId = 0) => ({
    compId: R.compId,
    ceid: R.ceid,
    teamId,
    teamName,
    entityId: R.clubId,
    entityLevel: 1,
    athletes: ids.map((athleteId, i) => ({ athleteId, pos: i + 1 })),
  })
  const byName = (name: string) => ({ bodyPatterns: [{ matchesJsonPath: { expression: '$.teamName', equalTo: name } }] })
  const shortBody = body(R.shortName, R.athleteIds.slice(0, 3))
  const short = await call('POST', addPath, shortBody)
  const savedBody = body(R.savedName, R.athleteIds)
  const saved = (await call('POST', addPath, savedBody)) as { errNo: number; data: { teamId: number } }
  check(saved.errNo === 0, 'the team was not saved')
  out.push(
    recording(add, 'success', 'success', at(addPath, byName(R.savedName)), json(200, saved), {
      path: addPath,
      headers: user,
      json: savedBody,
    }),
    recording(add, 'business-error', 'business-error', at(addPath, byName(R.shortName)), json(200, short), {
      path: addPath,
      headers: user,
      json: shortBody,
    }),
    ...tokenFailures(add, saved, addPath),
  )

  const list: Endpoint = { slug: 'teams-list', method: 'GET', path: `${V5}/teams/{compId}` }
  const listPath = `${V5}/teams/${R.compId}`
  const teams = await call('GET', listPath)
  out.push(
    recording(list, 'success', 'success', at(listPath), json(200, teams), { path: listPath, headers: user }),
    ...tokenFailures(list, teams, listPath),
  )

  // Changing the saved team: the same add call with its teamId, athletes in another order.
  const changedBody = body(R.changedName, [...R.athleteIds].reverse(), saved.data.teamId)
  const changed = (await call('POST', addPath, changedBody)) as { errNo: number; data: { teamId: number } }
  check(changed.errNo === 0 && changed.data.teamId === saved.data.teamId, 'the team was not changed')
  out.push(
    recording(add, 'change', 'success', at(addPath, byName(R.changedName)), json(200, changed), {
      path: addPath,
      headers: user,
      json: changedBody,
    }),
  )

  // A free form team (decision 056): named rows and the organiser's answers, no athletes.
  const schoolBody = {
    ...body(R.schoolName, []),
    ceid: ENTRY_DEMO.relayCeids.school4x400,
    formRows: ['Ann Lee', 'Bea Moss', 'Cat North', 'Dee Oak'].map((value, i) => ({ pos: i + 1, value })),
    others: [
      { label: 'Teacher in charge', value: 'Mr Hall' },
      { label: 'School year', value: 'Year 10' },
    ],
  }
  const school = (await call('POST', addPath, schoolBody)) as { errNo: number; data: { teamId: number } }
  check(school.errNo === 0, 'the school team was not saved')
  out.push(
    recording(add, 'free-form', 'success', at(addPath, byName(R.schoolName)), json(200, school), {
      path: addPath,
      headers: user,
      json: schoolBody,
    }),
  )
  await call('DELETE', `${V5}/competition/team/${school.data.teamId}`)

  const del: Endpoint = { slug: 'team-delete', method: 'DELETE', path: `${V5}/competition/team/{id}` }
  const delPath = (id: number) => `${V5}/competition/team/${id}`
  const unknown = await call('DELETE', delPath(R.unknownTeamId))
  const deleted = await call('DELETE', delPath(saved.data.teamId))
  out.push(
    recording(del, 'success', 'success', at(delPath(saved.data.teamId)), json(200, deleted), {
      path: delPath(saved.data.teamId),
      headers: user,
    }),
    recording(del, 'business-error', 'business-error', at(delPath(R.unknownTeamId)), json(200, unknown), {
      path: delPath(R.unknownTeamId),
      headers: user,
    }),
    ...tokenFailures(del, deleted, delPath(saved.data.teamId)),
  )
  return out
}
