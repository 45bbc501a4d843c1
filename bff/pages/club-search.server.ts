import type { AppLoadContext } from '@remix-run/node'
import { clubSearchQuery, normaliseStartsWith, type ClubFilter } from '#bff/domain/clubs/club-search'
import { pageLinks } from '#bff/domain/routing/paging'
import { optionalId } from '#bff/http/params.server'
import { areaFilterChoices, findClubs } from '#bff/services/club-directory.server'
import { CLUB_SEARCH_PAGE_SIZE } from '#bff/services/clubs.server'
import { essential } from '#bff/services/failure.server'
import type { ClubSearchView } from '#bff/views/clubs'

/* Club search (3-organiser-admin §2 club-search-v2, §7 GET /v5/clubs, §9 20 a page): state in the URL. */

export function clubFilterOf(url: URL): ClubFilter {
  const q = url.searchParams
  return {
    startswith: normaliseStartsWith(q.get('startswith') ?? ''),
    kind: q.get('type') === 'S' ? 'S' : 'C',
    areaId: optionalId(q.get('area')),
  }
}

export async function clubSearchPage(context: AppLoadContext, url: URL): Promise<ClubSearchView> {
  const filter = clubFilterOf(url)
  const page = optionalId(url.searchParams.get('page')) ?? 1
  // The list is the page; the area choices only narrow it (without them the filter is not offered).
  const [found, areas] = await Promise.all([essential(findClubs(context, filter, page)), areaFilterChoices(context)])
  return {
    startswith: filter.startswith,
    type: filter.kind,
    areaId: filter.areaId,
    areas,
    items: found.items,
    total: found.total,
    ...pageLinks(found.total, CLUB_SEARCH_PAGE_SIZE, page, (p) => clubSearchQuery(filter, p)),
  }
}
