import type { PerformanceLimits, PerformanceUom } from '../domain/athlete/performance'

export type MultiEventChildView = {
  eventId: number
  name: string
  /** The unit the PB is shown in; `units` are all the ones it may be typed in. */
  unit: PerformanceUom
  units: PerformanceUom[]
  limits: PerformanceLimits
  /** The PB as the input shows it ('' for none). */
  pbText: string
}

export type MultiEventView = { ceid: number; eventName: string; athleteId: number; children: MultiEventChildView[] }
