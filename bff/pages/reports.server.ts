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
 */

const PAGE = '/v2/reports'
/** Rows the page shows; the CSV holds them all. */
export const REPORT_TABLE_ROWS = 200

const formOf = (params: URLSearchParams): ReportForm => ({ report: params.get('report') ?? '', compid: params.get('compid') ?? '' })

const query = (reportId: string, compId: number) => new URLSearchParams({ report: reportId, compid: compId === 0 ? '' : String(compId) })

export const reportHref = (reportId: string, compId: number) => `${PAGE}?${query(reportId, compId)}`

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

function tableOf(run: ReportRun, reportId: string, compId: number, lang: Language): ReportTable {
  const ranMs = Date.parse(run.ranAt)
  return {
    title: run.title,
    columns: run.columns.map((c) => c.label),
    rows: run.rows.slice(0, REPORT_TABLE_ROWS),
    totalRows: run.rows.length,
    ranAt: wallTime(ranMs, lang),
    staleAt: wallTime(ranMs + REPORT_CACHE.freshSeconds * 1000, lang),
    csvHref: `${PAGE}/csv?${query(reportId, compId)}`,
  }
}

function userIdOf(context: AppLoadContext): number {
  // The screen's guard has run: only a logged-in admin gets here.
  return context.user?.userId ?? 0
}

export async function reportsPage(context: AppLoadContext, url: URL) {
  const reports = await essential(reportChoices(context))
  const form = formOf(url.searchParams)
  const view: ReportsView = { reports, form, errors: {}, state: 'idle', result: null, message: null, selfHref: null }
  if (!url.searchParams.has('report')) return data(view)
  const asked = checkReportParams(form, reports)
  if (!asked.ok) {
    const errors = Object.fromEntries(Object.entries(asked.errors).map(([field, key]) => [field, { key }]))
    return data<ReportsView>({ ...view, errors }, 400)
  }
  const { reportId, compId } = asked
  const selfHref = reportHref(reportId, compId)
  const outcome = await reportRun(context, userIdOf(context), reportId, compId)
  if (outcome.state === 'running') return data<ReportsView>({ ...view, state: 'running', selfHref }, 202)
  if (outcome.state === 'refused') return data<ReportsView>({ ...view, state: 'refused', message: outcome.message, selfHref }, outcome.status)
  return data<ReportsView>({ ...view, state: 'done', selfHref, result: tableOf(outcome.run, reportId, compId, context.lang) })
}

/** Run again: the kept run is dropped and the report's address runs it afresh. */
export async function reportsPost(context: AppLoadContext, form: FormData) {
  const reports = await essential(reportChoices(context))
  const asked = checkReportParams({ report: String(form.get('report') ?? ''), compid: String(form.get('compid') ?? '') }, reports)
  if (!asked.ok || form.get('intent') !== 'rerun') return redirect(PAGE)
  await forgetReportRun(context, userIdOf(context), asked.reportId, asked.compId)
  return redirect(reportHref(asked.reportId, asked.compId))
}

/** The report as a CSV download; anything but a finished run goes to the page, which says why. */
export async function reportCsv(context: AppLoadContext, url: URL) {
  const reports = await essential(reportChoices(context))
  const asked = checkReportParams(formOf(url.searchParams), reports)
  if (!asked.ok) return redirect(`${PAGE}?${url.searchParams}`)
  const outcome = await reportRun(context, userIdOf(context), asked.reportId, asked.compId)
  if (outcome.state !== 'done') return redirect(reportHref(asked.reportId, asked.compId))
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
