import type { UserMessage } from './message'

/** One report the admin may run (docs/legacy-wire.md "Reports"). */
export type ReportChoice = { id: string; name: string; compRequired: boolean }

export type ReportCellView = string | number | boolean | null

/** A report's result as the page shows it: the first rows, and how many the CSV holds. */
export type ReportTable = {
  title: string
  columns: string[]
  rows: ReportCellView[][]
  totalRows: number
  /** When the report ran, and when it is stale (2 hours later: 3-organiser-admin §9), as the user reads them. */
  ranAt: string
  staleAt: string
  csvHref: string
}

export type ReportsView = {
  reports: ReportChoice[]
  /** What the form holds: the address's values, kept when they are bad. */
  form: { report: string; compid: string }
  errors: { report?: UserMessage; compid?: UserMessage }
  /** idle: nothing asked; running: still running upstream (check again); done; refused: the legacy site said no. */
  state: 'idle' | 'running' | 'done' | 'refused'
  result: ReportTable | null
  message: UserMessage | null
  /** The same report's address, to check again while it runs. */
  selfHref: string | null
  /** The organiser report: its one competition (the form does not ask for one); null on the admin's page. */
  competition: { id: number; name: string } | null
}
