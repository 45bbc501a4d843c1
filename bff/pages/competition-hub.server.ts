import type { AppLoadContext } from '@remix-run/node'
import { competitionScreenHref, competitionTools, toolsByGroup } from '#bff/domain/competition/competition-tools'
import { orderMine, isUpcoming, staffScopes } from '#bff/domain/competition/my-competitions'
import { defaultFilter } from '#bff/domain/competition/competition-filter'
import type { CompetitionView } from '#bff/domain/competition/competition'
import { whenOf } from '#bff/domain/schedule/timetable'
import { addDays, calendarDate } from '#bff/domain/text/datetime'
import { screenHref } from '#bff/domain/routing/hash-links'
import { canBuild, canCheckIn, canScoreboard, canStaff } from '#bff/domain/routing/permissions'
import { notFound } from '#bff/http/params.server'
import { autoEntryTargetOf } from '#bff/services/builder.server'
import { loadCheckInSummary } from '#bff/services/checkin.server'
import { getCompetition, listCompetitions } from '#bff/services/competitions.server'
import { essential, secondary, type Section } from '#bff/services/failure.server'
import { loadPublicResults } from '#bff/services/results.server'
import { loadSeedingList } from '#bff/services/seeding.server'
import { handOverLinks } from '#bff/services/hand-over.server'
import { forbidden } from '#bff/session/guards.server'
import type { CompetitionHubView, MyCompetitionsView } from '#bff/views/competition-hub'

/*
 * My competitions and the competition hub (issue 30, decision 065): a user who works competitions
 * (builder, check-in, ticket or scoreboard: 3-organiser-admin §6) finds them by clicking, and on
 * each every tool they may use. Only spec calls: the public list filtered by organisation, the
 * public card of one competition, the check-in summary and the seeding list.
 */

type Context = AppLoadContext

/** How far back My competitions looks for past competitions (one page of the public list). */
export const PAST_DAYS = 90

const scopeOf = (comp: Pick<CompetitionView, 'id' | 'compOrg'>) => ({ orgId: comp.compOrg.id, compId: comp.id })

export async function myCompetitionsPage(context: Context): Promise<MyCompetitionsView> {
  const today = calendarDate(new Date())
  const scopes = staffScopes(context.auth)
  const base = defaultFilter(today)
  // Upcoming from today, past over the last PAST_DAYS days: the first page of each (the list is sorted by date).
  const windows = [
    { ...base, fromDate: today },
    { ...base, fromDate: addDays(today, -PAST_DAYS), toDate: addDays(today, -1) },
  ]
  const lists = (scopes.all ? [0] : scopes.orgIds).flatMap((compOrgId) => windows.map((w) => ({ ...w, compOrgId })))
  const handOver = handOverLinks(context)
  const sections: Array<Section<readonly CompetitionView[]>> = await Promise.all([
    ...lists.map((filter) =>
      secondary(
        context,
        'myCompetitions.list',
        listCompetitions(context, filter).then((page) => page.items),
      ),
    ),
    ...scopes.compIds.map((id) =>
      secondary(
        context,
        'myCompetitions.one',
        getCompetition(context, id).then((comp) => (comp ? [comp] : [])),
      ),
    ),
  ])
  const found = sections.flatMap((s) => s.value ?? []).filter((comp) => canStaff(context.auth, scopeOf(comp)))
  const links = await handOver
  return {
    items: orderMine(found, today).map((comp) => ({
      id: comp.id,
      name: comp.name,
      date: comp.dates[0] ?? '',
      organiser: comp.organiser.name,
      upcoming: isUpcoming(comp, today),
      hubHref: competitionScreenHref('competitionHub', comp.id, links),
    })),
    failure: sections.find((s) => s.failure)?.failure?.message ?? null,
    everyCompetition: scopes.all,
    clubSearch: canBuild(context.auth),
  }
}

export async function competitionHubPage(context: Context, compId: number): Promise<CompetitionHubView> {
  const comp = await essential(getCompetition(context, compId))
  if (!comp) throw notFound()
  const scope = scopeOf(comp)
  if (!canStaff(context.auth, scope)) throw forbidden()
  const builds = canBuild(context.auth, scope)
  const deskOpen = comp.checkIn.enabled && canCheckIn(context.auth, scope)
  const enters = canScoreboard(context.auth, scope)
  const [target, summary, seeding, results, handOver] = await Promise.all([
    autoEntryTargetOf(context, comp),
    deskOpen ? secondary(context, 'hub.checkin', loadCheckInSummary(context, comp.id)) : null,
    enters ? secondary(context, 'hub.eventGroups', loadSeedingList(context, comp.id)) : null,
    // The public results, shared and kept a short while: the event groups with results saved.
    secondary(context, 'hub.results', loadPublicResults(context, comp.id)),
    handOverLinks(context),
  ])
  const withResults = new Set((results.value?.eventGroups ?? []).filter((g) => g.heats.length > 0).map((g) => g.id))
  const tools = competitionTools(comp, context.auth, target, handOver)
  return {
    compId: comp.id,
    name: comp.name,
    date: comp.dates[0] ?? '',
    organiser: comp.organiser.name,
    counts: {
      athletes: comp.counts.athletes,
      entries: comp.counts.entries,
      checkedIn: summary?.value ? { collected: summary.value.collected, expected: summary.value.expected } : null,
      resultsSaved: results.value ? withResults.size : null,
    },
    groups: toolsByGroup(tools),
    eventGroups:
      seeding === null
        ? null
        : (seeding.value?.eventGroups ?? []).map((g) => ({
            id: g.eventGroupId,
            name: g.name,
            time: whenOf(g.startDateTime).time,
            entries: g.entries.length,
            resultsSaved: withResults.has(g.eventGroupId),
            resultsEntryHref: screenHref('resultsEntry', { compId: String(comp.id), eventGroupId: String(g.eventGroupId) }, handOver),
          })),
    failures: [summary, seeding, results].flatMap((s) => (s?.failure ? [s.failure.message] : [])),
    // Not one of §6's links: the organiser's secondary products (decision 070), beside the builder.
    productsHref: builds ? competitionScreenHref('secondaryProducts', comp.id, handOver) : null,
    checkInOffHref: builds && !comp.checkIn.enabled ? `/v2/builder-v2/${comp.id}/options` : null,
    showEntryHref: `/v2/show-entry-v2/${comp.id}`,
    compAdminHref: `/v2/comp-admin/${comp.id}`,
  }
}
