import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { routeId } from '#bff/http/params.server'
import { readForm } from '#bff/http/read-form.server'
import { organiserReportCsv, organiserReportPage, organiserReportPost } from '#bff/pages/organiser-report.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function organiserReportLoader({ context, params, request }: LoaderFunctionArgs) {
  requireUserScreen(context, 'organiserReport', params)
  return organiserReportPage(context, routeId(params, 'compId'), new URL(request.url))
}

export async function organiserReportAction({ context, params, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireUserScreen(context, 'organiserReport', params)
  return organiserReportPost(context, routeId(params, 'compId'), form)
}

export function organiserReportCsvLoader({ context, params, request }: LoaderFunctionArgs) {
  requireUserScreen(context, 'organiserReport', params)
  return organiserReportCsv(context, routeId(params, 'compId'), new URL(request.url))
}
