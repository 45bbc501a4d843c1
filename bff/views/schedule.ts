// View types of the public schedule page (browser-safe).
import type { ScheduleFilter } from '../domain/schedule/schedule-filter'
import type { TimetableDay } from '../domain/schedule/timetable'

export type PublicScheduleView = { compId: number; competitionName: string; filter: ScheduleFilter; days: TimetableDay[] }
