import type { ReportCellView } from './reports'

/** One payment-provider (Stripe) account and the organisations paid through it (3-organiser-admin §3 compOrg.stripeUser). */
export type StripeUserRow = {
  id: number
  name: string
  showPaymentCode: boolean
  orgs: Array<{ id: number; name: string }>
}

export type StripeUsersView = { items: StripeUserRow[] }

/** The finance report as the page shows it: its first rows, and how many it has. */
export type FinanceReportView = {
  title: string
  columns: string[]
  rows: ReportCellView[][]
  totalRows: number
}
