import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'
import { text } from './wire'

/*
 * Reports (3-organiser-admin §7 `GET /v5/report/readid?compid`, `GET /v5/report?compid&reportid&email`).
 * The spec names the calls and their parameters only: what readid lists and what a run answers are
 * our reading (docs/legacy-wire.md "Reports").
 */

/** A report's id as the legacy site names it: a short word (numbers may arrive as numbers). */
export const reportId = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^[\w-]{1,40}$/))

export const reportWire = z.object({ id: reportId, name: z.string().trim().min(1), compRequired: z.boolean().catch(false) })
export type ReportWire = z.infer<typeof reportWire>

/** One malformed report must not hide the others. */
const reportList = z.array(z.unknown()).transform((items) =>
  items.flatMap((raw) => {
    const parsed = reportWire.safeParse(raw)
    return parsed.success ? [parsed.data] : []
  }),
)

export const reportCell = z.union([z.string(), z.number(), z.boolean(), z.null()]).catch(null)
export const reportColumn = z.object({ key: z.union([z.string(), z.number()]).transform(String), label: text })

export const reportResult = z.object({
  title: text,
  columns: z.array(reportColumn),
  rows: z.array(z.record(z.string(), reportCell)),
})
export type ReportResultWire = z.infer<typeof reportResult>

export const reportListAnswerSchema = envelope(reportList)
export const reportRunAnswerSchema = envelope(reportResult)

/** The reports an admin may run (compid 0: the whole site's list). */
export function listReports(legacy: LegacyCaller, compId: number) {
  return legacy.call({
    endpoint: 'reports.list',
    method: 'GET',
    path: rest('/v5/report/readid'),
    query: { compid: compId },
    auth: 'required',
    schema: reportListAnswerSchema,
  })
}

/**
 * Runs one report and answers its rows; `email=0` asks for the rows here rather than by mail.
 * A report may take long upstream: `slowMs` lets it, within the caller's own deadline.
 */
export function runReport(legacy: LegacyCaller, reportIdValue: string, compId: number, slowMs: number) {
  return legacy.call({
    endpoint: 'reports.run',
    method: 'GET',
    path: rest('/v5/report'),
    query: { compid: compId, reportid: reportIdValue, email: 0 },
    auth: 'required',
    schema: reportRunAnswerSchema,
    slowMs,
  })
}
