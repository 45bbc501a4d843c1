/*
 * What the report form asks for, checked before any call: a report of the list and, for a report
 * about one competition, its number. The form keeps what was typed either way.
 */

export type ReportChoiceRule = { id: string; compRequired: boolean }

export type ReportForm = { report: string; compid: string }

export type ReportParamErrors = { report?: string; compid?: string }

export type ReportRequest = { ok: true; reportId: string; compId: number } | { ok: false; errors: ReportParamErrors }

const WHOLE = /^\d{1,9}$/

/** The report asked for and its competition (0: none), or the message key of each bad field. */
export function checkReportParams(form: ReportForm, reports: readonly ReportChoiceRule[]): ReportRequest {
  const errors: ReportParamErrors = {}
  const report = reports.find((r) => r.id === form.report.trim())
  if (!report) errors.report = 'reports.errors.report'
  const compText = form.compid.trim()
  const compId = WHOLE.test(compText) ? Number(compText) : Number.NaN
  const needsComp = report?.compRequired ?? false
  if (compText === '' ? needsComp : !(compId > 0)) errors.compid = 'reports.errors.compid'
  if (!report || errors.compid) return { ok: false, errors }
  return { ok: true, reportId: report.id, compId: compText === '' ? 0 : compId }
}
