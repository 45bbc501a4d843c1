import type { RequestContext } from '../context.server'
import { clubLevelKey, type ClubFilter } from '../domain/clubs/club-search'
import { pageTotal } from '../domain/routing/paging'
import { getClub } from '../legacy/clubs.server'
import { searchClubs, type ClubWire } from '../legacy/lookups.server'
import type { AreaFilterChoices, ClubRow, ClubView } from '../views/clubs'
import { getAreaChoices } from './areas.server'
import { CLUB_SEARCH_PAGE_SIZE } from './clubs.server'
import { unlessFailed } from './failure.server'
import { countyGroups } from '../domain/athlete/areas'

/*
 * The admin club directory (3-organiser-admin §2 club-search-v2, club-v2): one page of clubs or
 * schools straight from the legacy lookup (not the type-ahead's cached buckets: an admin pages
 * through the whole list and filters by area), and one club by id.
 */

type Ctx = Pick<RequestContext, 'cache' | 'legacyAnonymous'>

type AreaNames = Map<number, { name: string; regionId: number }>

/** Every region and county by id, from the cached areas lookup; empty when it cannot answer. */
async function areaNames(ctx: Ctx): Promise<AreaNames> {
  const choices = await unlessFailed(getAreaChoices(ctx), null)
  const names: AreaNames = new Map()
  for (const r of choices?.regions ?? []) names.set(r.id, { name: r.name, regionId: 0 })
  for (const c of choices?.counties ?? []) names.set(c.id, { name: c.name, regionId: c.regionId })
  return names
}

const areaOf = (club: ClubWire, names: AreaNames) => club.areaname || names.get(club.areaid)?.name || ''

/** One page (20, §9) of the clubs or schools the filter matches, and how many match in all. */
export async function findClubs(ctx: Ctx, filter: ClubFilter, page: number): Promise<{ items: ClubRow[]; total: number }> {
  const [answer, names] = await Promise.all([
    searchClubs(ctx.legacyAnonymous, {
      startswith: filter.startswith,
      type: filter.kind,
      areaid: filter.areaId ?? undefined,
      pagenumber: page,
      pagesize: CLUB_SEARCH_PAGE_SIZE,
    }),
    areaNames(ctx),
  ])
  const items = answer.data.map((c) => ({ id: c.id, name: c.name, area: areaOf(c, names), type: c.clubType === 'S' ? 'S' : 'C' }) as const)
  // An empty page past the end says nothing about the pages before it.
  return { items, total: pageTotal(answer.meta.totalCount, CLUB_SEARCH_PAGE_SIZE, page, items.length) }
}

/** The area filter's choices: regions, and counties grouped by region; null when the areas lookup is down. */
export async function areaFilterChoices(ctx: Ctx): Promise<AreaFilterChoices | null> {
  const choices = await unlessFailed(getAreaChoices(ctx), null)
  if (!choices) return null
  return {
    regions: choices.regions,
    countyGroups: countyGroups(choices, null).map((g) => ({
      region: g.region,
      counties: g.counties.map(({ id, name }) => ({ id, name })),
    })),
  }
}

/** One club: its name, level, area (and the area's region) and type. */
export async function loadClub(ctx: Ctx, clubId: number): Promise<ClubView> {
  const [answer, names] = await Promise.all([getClub(ctx.legacyAnonymous, clubId), areaNames(ctx)])
  const club = answer.data
  const regionId = names.get(club.areaid)?.regionId ?? 0
  return {
    id: club.id,
    name: club.name,
    levelKey: clubLevelKey(club.entityLevel),
    area: areaOf(club, names),
    region: regionId ? (names.get(regionId)?.name ?? '') : '',
    type: club.clubType === 'S' ? 'S' : 'C',
  }
}
