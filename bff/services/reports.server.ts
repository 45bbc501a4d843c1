import { z } from 'zod/v4'
import { CacheCustom, type CacheStrategy } from '../cache/cache.server'
import type { RequestContext } from '../context.server'
import { withinDeadline } from '../deadline'
import { listReports, runReport, type ReportResultWire } from '../legacy/reports.server'
import type { ReportChoice } from '../views/reports'
import { refused, type Refusal } from './failure.server'

/*
 * Reports for admins (3-organiser-admin §2 reports, §7 report calls). A run is kept for the user
 * who asked for two hours, then it is stale and runs again (§9 "Report not run is stale after 2
 * hours"). A long run goes on after the page that started it has answered: the page waits for it
 * within its own deadline and otherwise says it is still running (decision 045).
 */

type Ctx = Pick<RequestContext, 'legacy' | 'legacyWithin' | 'cache' | 'deadline'>

const HOUR_SECONDS = 60 * 60

/** Fresh for two hours, then gone: a stale report is never shown, it runs again. */
export const REPORT_CACHE: CacheStrategy = CacheCustom({
  freshSeconds: 2 * HOUR_SECONDS,
  staleWhileRevalidateSeconds: 0,
  staleIfErrorSeconds: 0,
})

/** How long one report may run upstream, whatever the page that started it does meanwhile. */
export const REPORT_RUN_MS = 120_000

/** The most rows kept of one run (table and CSV); the legacy site's reports are far smaller. */
export const MAX_REPORT_ROWS = 20_000

const cell = z.union([z.string(), z.number(), z.boolean(), z.null()])
export const reportRunSchema = z.object({
  title: z.string(),
  columns: z.array(z.object({ key: z.string(), label: z.string() })),
  rows: z.array(z.array(cell)),
  totalRows: z.number().int().nonnegative(),
  ranAt: z.string(),
})
export type ReportRun = z.infer<typeof reportRunSchema>

/** Per user: a report is read with the user's token (docs/cache-keys.md). */
export const reportKey = (userId: number, reportId: string, compId: number) => `reports:run:${userId}:${reportId}:${compId}`

/** The reports the user may run: all (compId 0, admins), or one competition's (its organiser). */
export async function reportChoices(ctx: Pick<Ctx, 'legacy'>, compId = 0): Promise<ReportChoice[]> {
  const answer = await listReports(ctx.legacy, compId)
  return answer.data.map(({ id, name, compRequired }) => ({ id, name, compRequired }))
}

function toRun(wire: ReportResultWire, now: Date): ReportRun {
  const rows = wire.rows.slice(0, MAX_REPORT_ROWS).map((row) => wire.columns.map((c) => row[c.key] ?? null))
  const columns = wire.columns.map((c) => ({ key: c.key, label: c.label || c.key }))
  return { title: wire.title, columns, rows, totalRows: wire.rows.length, ranAt: now.toISOString() }
}

class StillRunning extends Error {}

export type ReportOutcome = { state: 'done'; run: ReportRun } | { state: 'running' } | ({ state: 'refused' } & Refusal)

/**
 * The report's run: kept if it ran within two hours, else run now. The page waits for it within
 * its deadline; a run that takes longer goes on (one per process and key: later requests join it).
 */
export async function reportRun(ctx: Ctx, userId: number, reportId: string, compId: number): Promise<ReportOutcome> {
  const fetched = ctx.cache.fetch(reportKey(userId, reportId, compId), {
    strategy: REPORT_CACHE,
    schema: reportRunSchema,
    load: async () => toRun((await runReport(ctx.legacyWithin(REPORT_RUN_MS), reportId, compId, REPORT_RUN_MS)).data, new Date()),
    // The run has a deadline of its own; this request's wait is bounded below.
    deadline: undefined,
  })
  try {
    const { value } = await withinDeadline(fetched, ctx.deadline, () => new StillRunning())
    return { state: 'done', run: value }
  } catch (err) {
    if (err instanceof StillRunning) return { state: 'running' }
    return { state: 'refused', ...refused(err, 422) }
  }
}

/** Runs the report again on the next read (Run again). */
export function forgetReportRun(ctx: Pick<Ctx, 'cache'>, userId: number, reportId: string, compId: number): Promise<void> {
  return ctx.cache.invalidate(reportKey(userId, reportId, compId))
}
