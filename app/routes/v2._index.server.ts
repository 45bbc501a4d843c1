import type { LoaderFunctionArgs } from '@remix-run/node'
import { COMPETITION_PAGE_SIZE } from '#bff/domain/competition/competition'
import { filterToSearchParams, parseFilter } from '#bff/domain/competition/competition-filter'
import { calendarDate } from '#bff/domain/text/datetime'
import { listCards } from '#bff/services/competition-cards.server'
import { getFilterOptions, listCompetitions } from '#bff/services/competitions.server'
import { notification, secondary } from '#bff/services/failure.server'
import { handOverLinks } from '#bff/services/hand-over.server'
import { isLoggedIn } from '#bff/domain/routing/permissions'

/** Today, YYYY-MM-DD in the site's time zone (the default from-date is 7 days before it). */
const today = (now: Date) => calendarDate(now)

export async function homeLoader({ request, context }: LoaderFunctionArgs) {
  const now = new Date()
  const url = new URL(request.url)
  const filter = parseFilter(url.searchParams, today(now))
  // Both calls are secondary: the list empties with a message (2-entry §7), the filters lose their choices.
  const [listed, filterOptions, handOver] = await Promise.all([
    secondary(context, 'competitions', listCompetitions(context, filter)),
    secondary(context, 'filterOptions', getFilterOptions(context)),
    handOverLinks(context),
  ])
  const list = listed.value
  const choices = filterOptions.value ?? { organisers: [], locations: [], events: [], compOrgs: [] }
  // Each filter's choices as a list of ids and a list of names: a hundred small objects were a quarter of the page's loader data.
  const pairs = (refs: Array<{ id: number; name: string }>) => ({ ids: refs.map((r) => r.id), names: refs.map((r) => r.name) })
  const options = {
    organisers: pairs(choices.organisers),
    locations: pairs(choices.locations),
    events: pairs(choices.events),
    compOrgs: pairs(choices.compOrgs),
  }
  // What the browser rebuilds the cards' usual addresses from (fullCards).
  const cardContext = { loggedIn: isLoggedIn(context.auth), legacySiteUrl: context.config.legacySiteUrl }
  const cards = listCards(
    list?.items ?? [],
    {
      auth: context.auth,
      lang: context.lang,
      now,
      legacySiteUrl: context.config.legacySiteUrl,
      // The status editor an admin opens from a card comes back to this page of the list.
      currentPath: context.url.pathname + context.url.search,
      handOver,
    },
    cardContext,
  )
  const total = list?.total ?? 0
  const pageSize = list?.pageSize ?? COMPETITION_PAGE_SIZE
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const pageHref = (page: number) => {
    const params = filterToSearchParams({ ...filter, page }, today(now))
    const query = params.toString()
    return query ? `?${query}` : '?'
  }
  return {
    filter,
    // The extra filters stay folded away until one of them differs from its default.
    moreFiltersInUse: filterToSearchParams({ ...filter, freeText: '', page: 1 }, today(now)).toString() !== '',
    cards,
    cardContext,
    unavailable: list === null,
    // A refusal (errNo > 0) is shown as the legacy site worded it, as an error notification (1-shell §8).
    notify: notification([listed.failure, filterOptions.failure]),
    total,
    page: filter.page,
    pageCount,
    previousHref: filter.page > 1 ? pageHref(filter.page - 1) : null,
    nextHref: filter.page < pageCount ? pageHref(filter.page + 1) : null,
    options,
  }
}
