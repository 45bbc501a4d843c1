import type { Simulator } from '../simulator/index'
import { getJson, json, malformed, recording, serverError, truncated, type Endpoint, type Recording } from './kit'

/**
 * The clubs and areas lookups. Both are asked without a token (shared meta), so a query value
 * picks the scenario: the clubs `startswith` (or `type`), the areas `parentid`, as for the
 * competition organisations.
 */

const V5 = '/wp-json/e4s/v5'
export const LOOKUP_REC = {
  /** The bucket the BFF asks for a search starting with these two letters. */
  clubPrefix: 'la',
  region: 1,
  failingPrefix: { serverError: 'rec-500', malformed: 'rec-malformed' },
  failingParent: { serverError: 9500, malformed: 9501 },
  /** What the BFF sends besides the scenario's own value (bff/legacy/lookups.server.ts). */
  page: { pagenumber: '1', pagesize: '100', sortkey: 'name' },
} as const

export async function lookupRecordings(sim: Simulator): Promise<Recording[]> {
  const R = LOOKUP_REC
  const query = (over: Record<string, string>) => new URLSearchParams({ ...over, ...R.page }).toString()
  const get = async (path: string) => (await getJson(sim, 'GET', path)).body

  const clubs: Endpoint = { slug: 'clubs', method: 'GET', path: `${V5}/clubs` }
  const clubsPath = (over: Record<string, string> = {}) => `${clubs.path}?${query(over)}`
  const firstPage = await get(clubsPath())
  const search = await get(clubsPath({ startswith: R.clubPrefix }))
  const schools = await get(clubsPath({ type: 'S' }))
  const byPrefix = (prefix: string) => ({ queryParameters: { startswith: { equalTo: prefix } } })
  const out: Recording[] = [
    recording(
      clubs,
      'success',
      'success',
      { queryParameters: { startswith: { absent: true }, type: { absent: true } } },
      json(200, firstPage),
      { path: clubsPath() },
    ),
    recording(clubs, 'success-search', 'success', byPrefix(R.clubPrefix), json(200, search), {
      path: clubsPath({ startswith: R.clubPrefix }),
    }),
    recording(
      clubs,
      'success-schools',
      'success',
      { queryParameters: { startswith: { absent: true }, type: { equalTo: 'S' } } },
      json(200, schools),
      { path: clubsPath({ type: 'S' }) },
    ),
    recording(clubs, 'server-error', 'server-error', byPrefix(R.failingPrefix.serverError), serverError(), {
      path: clubsPath({ startswith: R.failingPrefix.serverError }),
    }),
    recording(clubs, 'malformed', 'malformed', byPrefix(R.failingPrefix.malformed), malformed(truncated(search)), {
      path: clubsPath({ startswith: R.failingPrefix.malformed }),
    }),
  ]

  const areas: Endpoint = { slug: 'areas', method: 'GET', path: `${V5}/areas` }
  const areasPath = (over: Record<string, string> = {}) => `${areas.path}?${query(over)}`
  const all = await get(areasPath())
  const region = await get(areasPath({ parentid: String(R.region) }))
  const byParent = (id: number) => ({ queryParameters: { parentid: { equalTo: String(id) } } })
  out.push(
    recording(areas, 'success', 'success', { queryParameters: { parentid: { absent: true } } }, json(200, all), { path: areasPath() }),
    recording(areas, 'success-region', 'success', byParent(R.region), json(200, region), {
      path: areasPath({ parentid: String(R.region) }),
    }),
    recording(areas, 'server-error', 'server-error', byParent(R.failingParent.serverError), serverError(), {
      path: areasPath({ parentid: String(R.failingParent.serverError) }),
    }),
    recording(areas, 'malformed', 'malformed', byParent(R.failingParent.malformed), malformed(truncated(all)), {
      path: areasPath({ parentid: String(R.failingParent.malformed) }),
    }),
  )
  return out
}
