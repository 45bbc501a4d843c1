import type { PerformanceUom } from '../domain/athlete/performance'
import type { ScheduleRow } from '../domain/schedule/schedule'
import type { RulesContext } from '../domain/schedule/schedule-click'

export type EntryAthlete = { id: number; name: string; ageGroup: string; vetAgeGroup: string; clubName: string }

export type ScheduleView = {
  athlete: EntryAthlete
  rows: Array<ScheduleRow & { unit: PerformanceUom; pbText: string }>
  title: string
  /** What the rules read besides the rows and the time, so the browser can re-run them on a click (nothing secret). */
  rules: Omit<RulesContext, 'now'>
}
