import type { AppLoadContext } from '@remix-run/node'
import { essential } from '../services/failure.server'
import { financeReport } from '../services/finance.server'
import type { FinanceReportView } from '../views/finance'
import { REPORT_TABLE_ROWS } from './reports.server'

/* The Finance Report (3-organiser-admin §2 admin menu, 1-shell §7 `GET /v5/reports/finance`): opened in a new window from the menu. */

export async function financeReportPage(context: AppLoadContext): Promise<FinanceReportView> {
  return essential(financeReport(context, REPORT_TABLE_ROWS))
}
