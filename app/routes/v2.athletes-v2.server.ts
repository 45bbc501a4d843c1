import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { athleteFilterToSearchParams, parseAthleteFilter, type AthletePage } from '#bff/domain/athlete/athlete'
import { mayUnlinkAthletes } from '#bff/domain/athlete/entities'
import { areaChoicesForFilter } from '#bff/services/areas.server'
import { athleteFailureMessage, listMyAthletes, loadClubClaim, unlinkAthlete } from '#bff/services/athletes.server'
import { requireUserScreen } from '#bff/session/guards.server'
import { readForm } from '#bff/http/read-form.server'

export async function athletesLoader({ request, context }: LoaderFunctionArgs) {
  requireUserScreen(context, 'athletes')
  const url = new URL(request.url)
  const { filter, page } = parseAthleteFilter(url.searchParams)
  // The region and county choices are not needed to list: without them the form offers none.
  const [areas, { list, error }, clubClaim] = await Promise.all([
    areaChoicesForFilter(context),
    listMyAthletes(context, { page, filters: filter }).then(
      (found): { list: AthletePage | null; error: null } => ({ list: found, error: null }),
      (err: unknown) => ({ list: null, error: athleteFailureMessage(err) }),
    ),
    loadClubClaim(context),
  ])
  const total = list?.total ?? 0
  const pageSize = list?.pageSize ?? 1
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const pageHref = (p: number) => {
    const query = athleteFilterToSearchParams(filter, p).toString()
    return query ? `?${query}` : '?'
  }
  return {
    filter,
    areas,
    items: list?.items ?? [],
    total,
    page,
    pageCount,
    previousHref: page > 1 ? pageHref(Math.min(page - 1, pageCount)) : null,
    nextHref: page < pageCount ? pageHref(page + 1) : null,
    error,
    clubClaim,
    mayUnlink: mayUnlink(context),
  }
}

const mayUnlink = (context: LoaderFunctionArgs['context']) => (context.user ? mayUnlinkAthletes(context.user.represents) : false)

export async function athletesAction({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireUserScreen(context, 'athletes')
  const id = Number(form.get('athleteId'))
  if (form.get('intent') !== 'unlink' || !Number.isSafeInteger(id) || id <= 0) {
    return data({ ok: false, message: { key: 'errors.generic' } }, 400)
  }
  // 2-entry §5: refused before any legacy call for a user who represents a club, county or region.
  if (!mayUnlink(context)) return data({ ok: false, message: { key: 'athletes:athleteLink.unlinkNotAllowed' } }, 403)
  const outcome = await unlinkAthlete(context, id)
  return data({ ok: outcome.ok, message: outcome.message }, outcome.ok ? 200 : 400)
}
