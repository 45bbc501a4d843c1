import type { AppLoadContext } from '@remix-run/node'
import { ageGroupCoverage, paidState } from '#bff/domain/event-group/coverage'
import { pbText } from '#bff/domain/seeding/event-group'
import { notFound } from '#bff/http/params.server'
import { loadEventGroup, loadEventGroupEntries } from '#bff/services/event-groups.server'
import { essential } from '#bff/services/failure.server'
import { requirePermission } from '#bff/session/guards.server'
import type { AgeGroupCoverageView, EventGroupAthletesView, EventGroupHeaderView } from '#bff/views/event-group'

/*
 * An event group's athletes and its age-group coverage (3-organiser-admin §2 event-group-athletes/{id},
 * event-group-age-group-coverage/{id}). The spec states no permission: entries and their paid state
 * are the competition's builders' to see (§6, as Bibs), checked once the group names its competition.
 */

type Context = AppLoadContext

async function builderGroup(context: Context, eventGroupId: number) {
  const group = await essential(loadEventGroup(context, eventGroupId))
  if (!group) throw notFound()
  requirePermission(context, 'BUILDER', { orgId: group.orgId, compId: group.compId })
  return group
}

const headerOf = (group: Awaited<ReturnType<typeof builderGroup>>): EventGroupHeaderView => ({
  eventGroupId: group.id,
  name: group.name,
  compId: group.compId,
  competitionName: group.compName,
})

const bibOrder = (bib: string) => Number(bib) || Infinity

export async function eventGroupAthletesPage(context: Context, eventGroupId: number): Promise<EventGroupAthletesView> {
  const group = await builderGroup(context, eventGroupId)
  const entries = await essential(loadEventGroupEntries(context, group.id))
  const athletes = entries
    .map((e) => ({
      entryId: e.entryId,
      bibNo: e.bibNo,
      name: `${e.firstName} ${e.surName}`,
      club: e.club,
      ageGroup: e.ageGroup,
      gender: e.gender,
      pb: e.pb > 0 ? pbText(e.pb, group.uom) : '',
      paid: paidState(e.paid),
      actionsHref: `/v2/actions-v2/${group.compId}/${e.athleteId}/${e.clubId}/${e.entryId}`,
    }))
    .sort((a, b) => bibOrder(a.bibNo) - bibOrder(b.bibNo) || a.name.localeCompare(b.name))
  return { ...headerOf(group), athletes }
}

export async function ageGroupCoveragePage(context: Context, eventGroupId: number): Promise<AgeGroupCoverageView> {
  const group = await builderGroup(context, eventGroupId)
  const entries = await essential(loadEventGroupEntries(context, group.id))
  const coverage = ageGroupCoverage(
    group.ageGroups,
    entries.map((e) => e.ageGroup),
  )
  return { ...headerOf(group), ...coverage }
}
