import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { toCsv } from '../domain/reports/csv'
import { checkReportParams, type ReportForm } from '../domain/reports/report-params'
import { DEFAULT_TIME_ZONE } from '../domain/text/datetime'
import { formatDayTime } from '../domain/text/format'
import { essential } from '../services/failure.server'
import { forgetReportRun, REPORT_CACHE, reportChoices, reportRun, type ReportRun } from '../services/reports.server'
import type { ReportsView, ReportTable } from '../views/reports'
import type { Language } from '../domain/routing/language'

/*
 * The reports page (3-organiser-admin §2 reports): the list, a GET form that runs one (so a result
 * has an address, and works without JavaScript), the result as a table with its CSV, and Run again.
 * The organiser report (§6) is the same page for one competition: its address fixes the
 * competition, and the list is that competition's reports (decision 065).
 */

/** Whose reports: the admin's (any report, any competition) or one competition's organiser's. */
export type ReportScope = { page: string; competition: { id: number; name: string } | null }

export const ADMIN_REPORTS: ReportScope = { page: '/v2/reports', competition: null }
/** Rows the page shows; the CSV holds them all. */
export const REPORT_TABLE_ROWS = 200

const formOf = (params: URLSearchParams, scope: ReportScope): ReportForm => ({
  report: params.get('report') ?? '',
  compid: scope.competition ? String(scope.competition.id) : (params.get('compid') ?? ''),
})

const query = (reportId: string, compId: number) => new URLSearchParams({ report: reportId, compid: compId === 0 ? '' : String(compId) })

export const reportHref = (reportId: string, compId: number, scope: ReportScope = ADMIN_REPORTS) =>
  `${scope.page}?${query(reportId, compId)}`

const LONDON = new Intl.DateTimeFormat('sv-SE', {
  timeZone: DEFAULT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** An instant as the site's wall clock ('Do MMM HH:mm'). */
function wallTime(ms: number, lang: Language): string {
  return formatDayTime(LONDON.format(new Date(ms)).replace(' ', 'T'), lang)
}

function tableOf(run: ReportRun, reportId: string, compId: number, lang: Language, scope: ReportScope): ReportTable {
  const ranMs = Date.parse(run.ranAt)
  return {
    title: run.title,
    columns: run.columns.map((c) => c.label),
    rows: run.rows.slice(0, REPORT_TABLE_ROWS),
    totalRows: run.rows.length,
    ranAt: wallTime(ranMs, lang),
    staleAt: wallTime(ranMs + REPORT_CACHE.freshSeconds * 1000, lang),
    csvHref: `${scope.page}/csv?${query(reportId, compId)}`,
  }
}

function userIdOf(context: AppLoadContext): number {
  // The screen's guard has run: only a logged-in admin (or the competition's organiser) gets here.
  return context.user?.userId ?? 0
}

const choices = (context: AppLoadContext, scope: ReportScope) => essential(reportChoices(context, scope.competition?.id ?? 0))

export async function reportsPage(context: AppLoadContext, url: URL, scope: ReportScope = ADMIN_REPORTS) {
  const reports = await choices(context, scope)
  const form = formOf(url.searchParams, scope)
  const view: ReportsView = {
    reports,
    form,
    errors: {},
    state: 'idle',
    result: null,
    message: null,
    selfHref: null,
    competition: scope.competition,
  }
  if (!url.searchParams.has('report')) return data(view)
  const asked = checkReportParams(form, reports)
  if (!asked.ok) {
    const errors = Object.fromEntries(Object.entries(asked.errors).map(([field, key]) => [field, { key }]))
    return data<ReportsView>({ ...view, errors }, 400)
  }
  const { reportId, compId } = asked
  const selfHref = reportHref(reportId, compId, scope)
  const outcome = await reportRun(context, userIdOf(context), reportId, compId)
  if (outcome.state === 'running') return data<ReportsView>({ ...view, state: 'running', selfHref }, 202)
  if (outcome.state === 'refused')
    return data<ReportsView>({ ...view, state: 'refused', message: outcome.message, selfHref }, outcome.status)
  return data<ReportsView>({ ...view, state: 'done', selfHref, result: tableOf(outcome.run, reportId, compId, context.lang, scope) })
}

/** Run again: the kept run is dropped and the report's address runs it afresh. */
export async function reportsPost(context: AppLoadContext, form: FormData, scope: ReportScope = ADMIN_REPORTS) {
  const reports = await choices(context, scope)
  const compid = scope.competition ? String(scope.competition.id) : String(form.get('compid') ?? '')
  const asked = checkReportParams({ report: String(form.get('report') ?? ''), compid }, reports)
  if (!asked.ok || form.get('intent') !== 'rerun') return redirect(scope.page)
  await forgetReportRun(context, userIdOf(context), asked.reportId, asked.compId)
  return redirect(reportHref(asked.reportId, asked.compId, scope))
}

/** The report as a CSV download; anything but a finished run goes to the page, which says why. */
export async function reportCsv(context: AppLoadContext, url: URL, scope: ReportScope = ADMIN_REPORTS) {
  const reports = await choices(context, scope)
  const asked = checkReportParams(formOf(url.searchParams, scope), reports)
  if (!asked.ok) return redirect(`${scope.page}?${url.searchParams}`)
  const outcome = await reportRun(context, userIdOf(context), asked.reportId, asked.compId)
  if (outcome.state !== 'done') return redirect(reportHref(asked.reportId, asked.compId, scope))
  const { run } = outcome
  const name = asked.compId === 0 ? asked.reportId : `${asked.reportId}-${asked.compId}`
  return new Response(
    toCsv(
      run.columns.map((c) => c.label),
      run.rows,
    ),
    {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    },
  )
}
