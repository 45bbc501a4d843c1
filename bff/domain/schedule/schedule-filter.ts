// The schedule's quick filter (2-entry §2: "Quick filter for schedules: All, Track, Field"): a GET
// parameter, so it is a plain link that works without JavaScript.

export const SCHEDULE_FILTERS = ['all', 'track', 'field'] as const
export type ScheduleFilter = (typeof SCHEDULE_FILTERS)[number]

/** The filter a query value names; anything else (absent, unknown) shows all. */
export function parseScheduleFilter(value: string | null): ScheduleFilter {
  return SCHEDULE_FILTERS.find((f) => f === value) ?? 'all'
}

/**
 * Whether an event of type tf (T track, F field, M multi, R road, X cross country) shows under the
 * filter: Track keeps T, Field keeps F; multi, road and cross-country events show under All only.
 */
export function keepsEvent(filter: ScheduleFilter, tf: string): boolean {
  if (filter === 'track') return tf === 'T'
  if (filter === 'field') return tf === 'F'
  return true
}
