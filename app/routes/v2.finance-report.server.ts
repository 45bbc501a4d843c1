import type { LoaderFunctionArgs } from '@remix-run/node'
import { financeReportPage } from '#bff/pages/finance-report.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function financeReportLoader({ context }: LoaderFunctionArgs) {
  requireUserScreen(context, 'financeReport')
  return financeReportPage(context)
}
