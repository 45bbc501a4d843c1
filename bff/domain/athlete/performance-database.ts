// The external performance database (2-entry §6: "Access to the external performance-database link
// requires a registration number and authority code EA"; §7 GET /v5/athlete/pof10pbs/{id}). Pure.

/** The athletic organisation whose registration numbers the performance database knows. */
export const PERFORMANCE_DB_AOCODE = 'EA'

/** An athlete may be looked up there only with a registration number (URN) of the EA authority. */
export function hasPerformanceDatabase(athlete: { urn: string; aocode: string }): boolean {
  return athlete.urn.trim() !== '' && athlete.aocode.trim().toUpperCase() === PERFORMANCE_DB_AOCODE
}

export type PerformanceDbPb = { eventId: number; eventName: string; pbText: string; sbText: string }

/** The database's PBs, one per event (the first of a repeated event kept), by event name. */
export function performanceDbPbs(rows: readonly PerformanceDbPb[]): PerformanceDbPb[] {
  const seen = new Set<number>()
  return rows
    .filter((r) => r.pbText.trim() !== '' && !seen.has(r.eventId) && seen.add(r.eventId))
    .sort((a, b) => a.eventName.localeCompare(b.eventName) || a.eventId - b.eventId)
}
