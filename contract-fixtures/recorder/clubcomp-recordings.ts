import { ENTRY_DEMO, type SeedData } from '../seed/index'
import type { Simulator } from '../simulator/index'
import { TOKENS, bearer, getJson, json, recording, tokenFailures, type Endpoint, type Recording } from './kit'

/**
 * The club competition calls (docs/legacy-wire.md "Club competitions"): the list, and one club's
 * info once it has an entry and a relay, plus the info of a club competition without club info.
 * Recorded as the club representative; the mappings match the user token as the other calls do.
 */

const V5 = '/wp-json/e4s/v5'

export const CLUBCOMP_REC = {
  compId: ENTRY_DEMO.clubInfoCompId,
  noInfoCompId: ENTRY_DEMO.clubCompId,
  entryCeid: ENTRY_DEMO.clubInfoCeids.m100,
  relayCeid: ENTRY_DEMO.clubInfoCeids.w4x100,
  relayName: 'Recorded League Relay',
} as const

/** The representative's club and its first four athletes. */
export function clubCompRecIds(seed: SeedData) {
  const clubId = seed.users.find((u) => u.login === 'clubrep')!.clubs[0]!.id
  return {
    clubId,
    athleteIds: seed.athletes
      .filter((a) => a.clubId === clubId)
      .slice(0, 4)
      .map((a) => a.id),
  }
}

const user = { Authorization: `Bearer ${TOKENS.user}` }

function check(condition: boolean, what: string) {
  if (!condition) throw new Error(`club competition recordings: ${what}`)
}

export async function clubCompRecordings(sim: Simulator): Promise<Recording[]> {
  const R = { ...CLUBCOMP_REC, ...clubCompRecIds(sim.state.seed) }
  const login = await getJson(
    sim,
    'POST',
    `/wp-json/jwt-auth/v1/token?${new URLSearchParams({ username: 'clubrep', password: 'Clubrep!2026' })}`,
  )
  const token = (login.body as { token: string }).token
  const call = async (method: string, path: string, body?: unknown) => (await getJson(sim, method, path, { token, json: body })).body
  const at = (urlPath: string, extra: Record<string, unknown> = {}) => ({ urlPath, headers: bearer(TOKENS.user), ...extra })
  const out: Recording[] = []

  const list: Endpoint = { slug: 'clubcomps-list', method: 'GET', path: `${V5}/competition/clubcomps` }
  const listed = await call('GET', list.path)
  out.push(
    recording(list, 'success', 'success', at(list.path), json(200, listed), { path: list.path, headers: user }),
    ...tokenFailures(list, listed),
  )

  // One entry and one relay for the club, so the info has something to count.
  const entered = (await call('PUT', `${V5}/product/${R.entryCeid}/${R.athleteIds[0]}/${R.clubId}/0`)) as { errNo: number }
  const relay = (await call('POST', `${V5}/competition/team/add`, {
    compId: R.compId,
    ceid: R.relayCeid,
    teamId: 0,
    teamName: R.relayName,
    entityId: R.clubId,
    entityLevel: 1,
    athletes: R.athleteIds.map((athleteId, i) => ({ athleteId, pos: i + 1 })),
  })) as { errNo: number }
  check(entered.errNo === 0 && relay.errNo === 0, 'the entry or the relay was not made')

  const info: Endpoint = { slug: 'clubcomp-info', method: 'GET', path: `${V5}/competition/entries/{compId}` }
  const infoPath = (compId: number) => `${V5}/competition/entries/${compId}`
  const entity = { queryParameters: { entityId: { equalTo: String(R.clubId) }, entityLevel: { equalTo: '1' } } }
  const query = `?entityId=${R.clubId}&entityLevel=1`
  const found = await call('GET', `${infoPath(R.compId)}${query}`)
  const notInfo = await call('GET', `${infoPath(R.noInfoCompId)}${query}`)
  out.push(
    recording(info, 'success', 'success', at(infoPath(R.compId), entity), json(200, found), {
      path: `${infoPath(R.compId)}${query}`,
      headers: user,
    }),
    recording(info, 'business-error', 'business-error', at(infoPath(R.noInfoCompId), entity), json(200, notInfo), {
      path: `${infoPath(R.noInfoCompId)}${query}`,
      headers: user,
    }),
    ...tokenFailures(info, found, `${infoPath(R.compId)}${query}`),
  )
  return out
}
