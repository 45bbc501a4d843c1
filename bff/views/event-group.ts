// View types of the event-group pages (browser-safe).
import type { PaidState } from '../domain/event-group/coverage'

export type EventGroupHeaderView = { eventGroupId: number; name: string; compId: number; competitionName: string }

export type EventGroupAthleteView = {
  entryId: number
  bibNo: string
  name: string
  club: string
  ageGroup: string
  gender: string
  /** '' when the athlete has no PB. */
  pb: string
  paid: PaidState
  /** The organiser's actions on this entry (3-organiser-admin §2 actions; decision 048). */
  actionsHref: string
}

export type EventGroupAthletesView = EventGroupHeaderView & { athletes: EventGroupAthleteView[] }

export type AgeGroupCoverageView = EventGroupHeaderView & {
  rows: Array<{ ageGroup: string; entries: number }>
  uncovered: string[]
  outside: Array<{ ageGroup: string; entries: number }>
  total: number
}
