import type { EventFeeRule } from '../domain/builder/events'
// The builder's view types (browser-safe): steps, lists offered, the competition as the steps show it.

export const BUILDER_STEPS = ['general', 'options', 'events', 'schedule', 'rules'] as const
export type BuilderStep = (typeof BUILDER_STEPS)[number]
/** The steps this app has built; the others link to the same step of the legacy builder. */
export const BUILT_STEPS: readonly BuilderStep[] = BUILDER_STEPS

export function isBuilderStep(value: unknown): value is BuilderStep {
  return typeof value === 'string' && (BUILDER_STEPS as readonly string[]).includes(value)
}

export type BuilderChoice = { id: number; name: string }
/** `logo` is an address on the legacy site (null without one). */
export type BuilderOrgChoice = BuilderChoice & { stripeUserId: number; logo: string | null }

/** One row of the Schedule step: the day's timetable. */
export type BuilderScheduleRow = {
  id: number
  /** ISO as the legacy site wrote it (the page shows its wall clock); a time of 00:00 shows TBC. */
  startDateTime: string
  eventGroup: string
  eventName: string
  ageGroups: string[]
  maxAthletes: number
  entries: number
}

export type BuilderPageView = {
  /** 0 for a new competition. */
  id: number
  name: string
  step: BuilderStep
  built: boolean
  legacyUrl: string
  /** Shown once after a save. */
  saved: boolean
}

/** One event of the Events step, with the price the athlete pays (2-entry.md §9 display cost). */
export type BuilderEventRow = {
  id: number
  eventGroup: string
  eventName: string
  /** dd/mm/yyyy and HH:mm as written; '' time is to be confirmed. */
  date: string
  time: string
  ageGroups: string[]
  maxAthletes: number
  entries: number
  price: number | null
  fee: number | null
  athletePays: number | null
}

/** An event group of the Events step: renamed, flagged or deleted as one. */
export type BuilderEventGroup = { id: number; name: string; events: number; resultsPossible: boolean }

export type BuilderEventsView = {
  rows: BuilderEventRow[]
  groups: BuilderEventGroup[]
  events: BuilderChoice[]
  ageGroups: BuilderChoice[]
  /** The platform's fee settings and the national flag: the add form's price rule (fees.ts). */
  feeRule: EventFeeRule
  /** The add form's start date: the competition's day. */
  defaultDate: string
}

/** One rule of the Rules step (3-organiser-admin §3 rule options); 0 limits are no limit. */
export type BuilderRuleRow = {
  id: number
  /** 0: every age group without a rule of its own. */
  agid: number
  ageGroup: string
  limits: Record<string, number>
  unique: { text: string; events: string[] } | null
}

export type BuilderRulesView = {
  rules: BuilderRuleRow[]
  ageGroups: BuilderChoice[]
  /** The events of the competition a unique group can name. */
  events: BuilderChoice[]
  /** The rule the form edits (0: a new one) and its starting values. */
  editing: { ruleId: number; defaultValue: Record<string, string | string[]> }
}

/** One age group on the builder's age group page: `editable` is false for a default group unless the user is an admin. */
export type AgeGroupRow = {
  id: number
  name: string
  shortName: string
  minAge: number
  maxAge: number
  isDefault: boolean
  inCompetition: boolean
  editable: boolean
}
