// View types of the seeding page (browser-safe).
import type { SeedFormValues } from '../domain/seeding/event-group'
import type { UserMessage } from './message'

export type SeedingAthleteView = { entryId: number; bibNo: string; name: string; club: string; pb: string }

export type HeatView = {
  heatNo: number
  /** The seeding group ('' when not seeded by gender or age). */
  group: string
  /** Lane (or start place when the race is not in lanes) with the athlete, in lane order. */
  rows: Array<SeedingAthleteView & { lane: number; rank: number }>
}

export type GroupSeedingView = {
  seed: number
  seededAt: string
  options: SeedFormValues
  inLanes: boolean
  heats: HeatView[]
}

export type SeedingGroupView = {
  eventGroupId: number
  name: string
  /** 'HH:mm', or null for TBC. */
  time: string | null
  entries: SeedingAthleteView[]
  /** The saved heats, or null when the event group is not seeded (or they could not be read). */
  seeding: GroupSeedingView | null
  /** For a user who may seed a race: the form's starting values; null otherwise. */
  seedForm: SeedFormValues | null
  /** Results entry for this group, for those who may enter results (the legacy screen's when it hands over); null otherwise. */
  resultsEntryHref: string | null
}

export type SeedingPageView = {
  compId: number
  competitionName: string
  groups: SeedingGroupView[]
  /** The competition's builders get each event group's athletes and age-group coverage pages. */
  groupPages: boolean
  /** Why the heats could not be read: the entry lists still show. */
  heatsFailure: UserMessage | null
}

export type SeedingPostResult =
  | { ok: true; confirm?: false; message: UserMessage; eventGroupId: number }
  | { ok: false; confirm?: false; message: UserMessage; eventGroupId?: number }
  /** The event group has heats: the same options come back to be confirmed. */
  | { ok: false; confirm: true; eventGroupId: number; options: SeedFormValues; message: UserMessage }
