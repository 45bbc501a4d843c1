import { expect } from 'vitest'
import * as reports from '../../bff/legacy/reports.server'
import { REPORT_REC } from '../../contract-fixtures/recorder/report-recordings'
import { ok, tokenRows, USER_TOKEN, type Row } from './rows'

/** Replay rows of the report recordings: one per mapping file. */

const R = REPORT_REC
const ADMIN_TOKEN = 'rec-admin-token'
const SLOW_MS = 10_000
type Listed = Awaited<ReturnType<typeof reports.listReports>>
type Ran = Awaited<ReturnType<typeof reports.runReport>>

export const reportRows: Record<string, Row> = {
  'reports-list.success.json': {
    call: (l) => reports.listReports(l(ADMIN_TOKEN), R.compId),
    expect: ok((v: Listed) => {
      expect(v.data.map((r) => r.id)).toContain(R.report)
      expect(v.data.find((r) => r.id === 'entries')?.compRequired).toBe(true)
    }),
  },
  'reports-list.business-error.json': {
    call: (l) => reports.listReports(l(USER_TOKEN), R.compId),
    expect: { error: 'business', errNo: 1, text: /permission/ },
  },
  ...tokenRows('reports-list', (l) => reports.listReports(l, R.compId)),

  'reports-run.success.json': {
    call: (l) => reports.runReport(l(ADMIN_TOKEN), R.report, R.compId, SLOW_MS),
    expect: ok((v: Ran) => {
      expect(v.data.title).toBe('Competitions')
      expect(v.data.columns.map((c) => c.key)).toEqual(['id', 'name', 'date', 'organisation', 'active'])
      expect(v.data.rows.length).toBeGreaterThan(0)
    }),
  },
  'reports-run.business-error.json': {
    call: (l) => reports.runReport(l(ADMIN_TOKEN), R.unknown, R.compId, SLOW_MS),
    expect: { error: 'business', errNo: 1, text: /not found/ },
  },
  ...tokenRows('reports-run', (l) => reports.runReport(l, R.report, R.compId, SLOW_MS)),
}
