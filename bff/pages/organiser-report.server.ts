import type { AppLoadContext } from '@remix-run/node'
import { competitionScreenHref } from '#bff/domain/competition/competition-tools'
import { notFound } from '#bff/http/params.server'
import { getCompetition } from '#bff/services/competitions.server'
import { essential } from '#bff/services/failure.server'
import { requirePermission } from '#bff/session/guards.server'
import { reportCsv, reportsPage, reportsPost, type ReportScope } from './reports.server'

/*
 * The organiser report (3-organiser-admin §6 "Organiser report … with builder permission"): the
 * reports page for one competition, opened by its builders (decision 065). The table's check lets
 * through a builder who may hold the competition; here the exact scope is checked once it is read.
 */

async function organiserScope(context: AppLoadContext, compId: number): Promise<ReportScope> {
  const comp = await essential(getCompetition(context, compId))
  if (!comp) throw notFound()
  requirePermission(context, 'BUILDER', { orgId: comp.compOrg.id, compId: comp.id })
  return { page: competitionScreenHref('organiserReport', comp.id), competition: { id: comp.id, name: comp.name } }
}

export async function organiserReportPage(context: AppLoadContext, compId: number, url: URL) {
  return reportsPage(context, url, await organiserScope(context, compId))
}

export async function organiserReportPost(context: AppLoadContext, compId: number, form: FormData) {
  return reportsPost(context, form, await organiserScope(context, compId))
}

export async function organiserReportCsv(context: AppLoadContext, compId: number, url: URL) {
  return reportCsv(context, url, await organiserScope(context, compId))
}
