import type { RequestContext } from '../context.server'
import { listStripeUsers, readFinanceReport } from '../legacy/stripe-users.server'
import type { FinanceReportView, StripeUserRow } from '../views/finance'

/* Finance users' pages (3-organiser-admin §2 stripe-users, §6 finance rule): payment-provider accounts and the finance report. */

type Ctx = Pick<RequestContext, 'legacy'>

const byName = (a: { name: string; id: number }, b: { name: string; id: number }) => a.name.localeCompare(b.name) || a.id - b.id

/** Accounts by name, each with its organisations by name; an account without a name shows its id. */
export async function findStripeUsers(ctx: Ctx): Promise<StripeUserRow[]> {
  const answer = await listStripeUsers(ctx.legacy)
  return answer.data
    .map((u) => ({ id: u.id, name: u.name.trim(), showPaymentCode: u.showPaymentCode, orgs: [...u.orgs].sort(byName) }))
    .sort(byName)
}

/** The finance report's first `maxRows` rows, each cell in its column's order. */
export async function financeReport(ctx: Ctx, maxRows: number): Promise<FinanceReportView> {
  const { data } = await readFinanceReport(ctx.legacy)
  return {
    title: data.title,
    columns: data.columns.map((c) => c.label || c.key),
    rows: data.rows.slice(0, maxRows).map((row) => data.columns.map((c) => row[c.key] ?? null)),
    totalRows: data.rows.length,
  }
}
