import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { readForm } from '#bff/http/read-form.server'
import { reportCsv, reportsPage, reportsPost } from '#bff/pages/reports.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function reportsLoader({ context, request }: LoaderFunctionArgs) {
  requireUserScreen(context, 'reports')
  return reportsPage(context, new URL(request.url))
}

export async function reportsAction({ context, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireUserScreen(context, 'reports')
  return reportsPost(context, form)
}

export function reportCsvLoader({ context, request }: LoaderFunctionArgs) {
  requireUserScreen(context, 'reports')
  return reportCsv(context, new URL(request.url))
}
