// View types of the public schedule page (browser-safe).
import type { TimetableDay } from '../domain/schedule/timetable'

export type PublicScheduleView = { compId: number; competitionName: string; days: TimetableDay[] }
