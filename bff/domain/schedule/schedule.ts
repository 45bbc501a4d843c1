/**
 * The athlete's event schedule as the rules engine (schedule-rules.ts) reads and writes it: a camelCase
 * view of the legacy schedule (GET /v5/events/{compId}/{athleteId}, spec 2-entry.md §3 "Schedule line"
 * and "Competition-event options"). The service maps the wire into these types; every field the
 * rules read is required so that a forgotten mapping is a type error, not a silent "no rule".
 *
 * Conventions: dates are ISO strings (date-times with their offset); counts and limits are numbers
 * where 0 (or below, unless said otherwise) means "no limit"; ids are legacy numeric ids.
 */
import type { ClubAllowance } from '../clubcomp/club-allowance'
import type { NamedRef } from '../competition/competition'

/** Event type: T track, F field, M multi, R road, X cross country. */
export type EventKind = 'T' | 'F' | 'M' | 'R' | 'X'

/** Measure: T time, D distance, H height, P points. */
export type MeasureType = 'T' | 'D' | 'H' | 'P'

/**
 * - available: may be ticked;
 * - selected: ticked by the user in this session, not yet in a cart (kept across re-evaluations);
 * - in-cart: in this user's cart (order.productId > 0 and unpaid, or userSelected);
 * - awaiting-payment: in another user's cart;
 * - confirmed: entered and paid;
 * - disabled: blocked by a rule (ruleType and message say which).
 */
export type RowState = 'available' | 'selected' | 'in-cart' | 'awaiting-payment' | 'confirmed' | 'disabled'

/**
 * Which kind of rule set the row's message: security (club/county/region restriction), event
 * (the event's own options and capacity), comp (competition rules for the age group and the
 * competition's registration rules), pb (performance required), none (the row is entered: the
 * message describes the entry, not a rule). null when there is no message.
 */
export type RuleType = 'event' | 'comp' | 'pb' | 'security' | 'none'

/**
 * English texts of the row messages (spec 2-entry.md §8 "Row rule messages" and §4), keyed by the
 * code the engine emits. The UI translates codes through i18n; this map is its fallback and the
 * reference the tests assert against. Placeholders are `{name}` and filled from RowMessage.values.
 *
 * Texts marked "(not in spec)" have no text in the spec; they were chosen here.
 */
export const ROW_MESSAGES_EN = {
  eventNotAvailable: 'Event Not Available',
  eventClosed: 'Event Closed',
  itemUnavailable: 'Item unavailable',
  partOf: 'Part of: {name}',
  scheduleOnly: 'Schedule Only',
  eventFull: 'Event full',
  underAgeQuotaFull: 'Under age quota full.',
  waitingListDisabled: 'Event full. Waiting list disabled by organiser.',
  waitingListClosed: 'Waiting List now closed',
  awaitingPaymentBy: 'Awaiting Payment by: {user}',
  entryConfirmed: 'Entry Confirmed',
  inCart: 'In cart',
  maxEvents: 'Entered into the maximum ({n}) events allowed.',
  maxInDay: 'Max in Day',
  maxField: 'Max Field',
  maxTrack: 'Max Track',
  compUnique: 'Comp Unique: {eventid}',
  disciplineDisabled: 'Discipline disabled due to: {group}',
  maxTeamEvents: 'Comp rule, max entered (team)',
  eventDisabledDueTo: 'Event disabled due to: {name}',
  securityRepOnly: 'Entry by CLUB, COUNTY representative only',
  /** (not in spec) Mandatory PB missing; the spec only says "performance messages". */
  pbRequired: 'PB required.',
  /** (not in spec) Registered-only competition, unregistered athlete. */
  registeredOnly: 'Registered athletes only',
  /** (not in spec) Registered-only competition, registration ends before the competition date. */
  registrationExpired: 'Registration expired',
  /** (not in spec) The event takes unregistered athletes only (ceoptions.registeredAthletes false). */
  unregisteredOnly: 'Unregistered athletes only',
  /** (not in spec) A team (relay) row: team events are entered from the team section, not ticked per athlete. */
  teamSectionOnly: 'Team events are entered from the Team events section of this page.',
  /** (not in spec) Club competition: the club's entries in this event group are at maxPerEvent. */
  clubEventAllowance: 'Your club has made the {n} entries it is allowed in this event.',
  /** (not in spec) Club competition: the club's entries are at maxEntries. */
  clubEntryAllowance: 'Your club has made the {n} entries it is allowed in this competition.',
} as const

export type RowMessageCode = keyof typeof ROW_MESSAGES_EN

export type RowMessage = { code: RowMessageCode; values?: Record<string, string | number> }

/** The English text of a row message, placeholders filled (an unknown placeholder is left as written). */
export function formatRowMessage(message: RowMessage): string {
  const values = message.values ?? {}
  return ROW_MESSAGES_EN[message.code].replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  )
}

/** Club, county and region ids; all three empty means "no restriction". */
export type EntityRestriction = { clubs: number[]; counties: number[]; regions: number[] }

export type RowPrice = {
  stdPrice: number
  /** Early-bird price; 0 when none. */
  salePrice: number
  /** End of the early-bird price, ISO date-time, or null. */
  saleEndDate: string | null
  /** Price and fee the legacy API computed for now (shown; fees.ts recomputes for checks). */
  curPrice: number
  curFee: number
}

/** The competition-event options (ceoptions) the rules and the row read. */
export type RowOptions = {
  /**
   * ceids that may not be entered together with this row (ceoptions "unique list"). Symmetric: a
   * committed row listing X, or X listing a committed row, disables X ("Event disabled due to").
   */
  unique: number[]
  /**
   * Event group ids (ScheduleRow.eventGroup.id) that may not be entered together with this row's
   * event group. Symmetric like `unique`; gives "Discipline disabled due to: {group}" (step 10).
   */
  uniqueEventGroups: number[]
  /** The row does not count towards maxEvents/maxField/maxTrack (and their comp-wide forms); it counts towards maxExcludedEvents instead. */
  excludeFromCntRule: boolean
  /** Team events count towards maxTeamEvents only. */
  isTeamEvent: boolean
  /**
   * Most entries allowed from athletes of another (younger) age group than the event's, 0 none.
   * Checked only when entryInfo.underAgeCount is known.
   */
  maxAgeGroupCnt: number
  /** ISO date-times bounding when the event may be entered; null for no bound. */
  availableFrom: string | null
  availableTo: string | null
  /** Hide the row while it is disabled (ceoptions.hideOnDisable or rowOptions.hideOnDisable). */
  hideOnDisable: boolean
  /** Entry only by users representing one of these (ceoptions.security); empty lists: no restriction. */
  security: EntityRestriction
  /** Entry only for athletes belonging to one of these (ceoptions.athleteSecurity); empty lists: no restriction. */
  athleteSecurity: EntityRestriction
  mandatoryPB: boolean
  /** PB limits in the event's unit (seconds, metres, points); applied only when both are above 0. */
  min: number
  max: number
  /** Split (spec §5): negative, the PB must not exceed |split|; positive, it must not be below it; 0 none. */
  split: number
  helpText: string
  warningMessage: string
  /** false: registered athletes may not enter (the event is for unregistered athletes only). Map absent as true. */
  registeredAthletes: boolean
  /** true: unregistered athletes may enter even in a registered-only competition. Map absent as false. */
  unregisteredAthletes: boolean
  /** false: the organiser disabled the waiting list for this event (subscription mode). Map absent as true. */
  waitingList: boolean
}

/** The fields the engine computes; the mapper starts every row with UNEVALUATED. */
export type RowEvaluation = {
  /** Also read back: a row in state 'selected' stays selected on re-evaluation (until clicked again or blocked). */
  state: RowState
  ruleType: RuleType | null
  message: RowMessage | null
  /**
   * An admin enabled (selected) a row a rule disables; ruleType and message still name the rule.
   * Also read back, together with state 'selected', so the override survives re-evaluation.
   */
  adminOverride: boolean
  /** Disabled and options.hideOnDisable. */
  hidden: boolean
  /** Full, but open for waiting-list entry (subscription mode before its cut-off). */
  waitingList: boolean
}

export const UNEVALUATED: Readonly<RowEvaluation> = Object.freeze({
  state: 'available',
  ruleType: null,
  message: null,
  adminOverride: false,
  hidden: false,
  waitingList: false,
})

export type ScheduleRow = RowEvaluation & {
  /** Competition-event id: the row's identity. */
  ceid: number
  eventId: number
  eventName: string
  eventGroup: NamedRef
  /** The event's age group. */
  ageGroup: NamedRef
  /** ISO date-time; the rules use its calendar date (YYYY-MM-DD as written) as "the day". 00:00 shown as TBC by the UI. */
  startDate: string
  tf: EventKind
  uomType: MeasureType
  price: RowPrice
  isOpen: boolean
  /** -1 schedule only (no entries), 0 unlimited, above 0 the capacity. */
  maxAthletes: number
  /** Entries so far (entrycnt); compared with maxAthletes. */
  entryCount: number
  entryInfo: {
    paidCount: number
    unpaidCount: number
    totalCount: number
    /** Entries from athletes of another age group, for maxAgeGroupCnt; undefined when unknown. */
    underAgeCount?: number
  }
  /** productId > 0 once the row has a product in a cart. */
  order: { productId: number; orderId: number }
  entered: boolean
  /** 0 unpaid; above 0 a payment status (1 paid, 2 cheque/awaiting, 3 auto free). */
  paid: number
  /** Above 0 once an entry exists. */
  entryId: number
  /** The athlete's PB for the event in its unit, or null. */
  pb: number | null
  /** Legacy flag: the row is in the user's selection on the server (counts as in a cart). */
  userSelected: boolean
  /** Who put the row in a cart; null when nobody did. */
  owner: { userId: number; userName: string } | null
  options: RowOptions
}

/**
 * One competition rule (schedule response `rules`, spec §3 "Competition rule options").
 * Every limit: 0 or negative means no limit. Day limits count rows on the same calendar day.
 */
export type CompetitionRule = {
  /** The athlete age group it applies to; 0 = every age group without a rule of its own. */
  ageGroupId: number
  /** Per day. */
  maxEvents: number
  /** Per day. */
  maxField: number
  /** Per day. */
  maxTrack: number
  maxCompEvents: number
  maxCompField: number
  maxCompTrack: number
  /** Rows with options.excludeFromCntRule, whole competition. */
  maxExcludedEvents: number
  /** Team events, whole competition. Optional: absent means no limit. */
  maxTeamEvents?: number
  /** Lists of ceids of which at most one may be entered. */
  unique: Array<{ ids: number[]; text: string }>
}

export type ScheduleAthlete = {
  id: number
  ageGroupId: number
  registered: boolean
  /** ISO date or date-time the registration ends, null when none/unknown. */
  registrationEndsAt: string | null
  clubId: number
  /** The athlete's second club; absent or 0 when none. */
  club2Id?: number
  /** 0 when unknown (the legacy athlete does not say). */
  countyId: number
  /** 0 when unknown. */
  regionId: number
}

export type ScheduleUser = {
  userId: number
  userName: string
  /** isAdmin() of the session user: may enable disabled rows. */
  admin: boolean
  /** Entities the user may enter for (self-service / representative rights). */
  represents: EntityRestriction
}

export type ScheduleCompetition = {
  /** First competition day, YYYY-MM-DD (a date-time is read by its date). */
  date: string
  /** options.allowAdd.unregistered: false makes the competition registered-only. */
  allowUnregistered: boolean
  /** options.allowExpiredRegistration; absent means false. */
  allowExpiredRegistration?: boolean
  /** options.pbMandatory: every event needs a PB; absent means false. */
  pbMandatory?: boolean
  subscription: { enabled: boolean; timeCloses: string | null }
  /** options.athleteSecurity: entry restricted to athletes of some clubs or areas, until endsAt. Absent: no restriction. */
  athleteSecurity?: CompetitionRestriction
  /** This app has no team section yet: team rows say where team events are entered instead of offering a tick. Absent means false. */
  noTeamSection?: boolean
  /** A club competition entered for a club: its allowances and what it has entered. Absent: no club rules. */
  clubAllowance?: ClubAllowance
}

/** Club and area (county or region) ids; the restriction ends at endsAt (ISO date-time), null for never. */
export type CompetitionRestriction = { clubs: number[]; areas: number[]; endsAt: string | null }

export type ScheduleContext = {
  rows: ScheduleRow[]
  rules: CompetitionRule[]
  athlete: ScheduleAthlete
  user: ScheduleUser
  competition: ScheduleCompetition
  now: Date
}

/** The row was clicked (ticked or unticked); adminOverride asks to enable a disabled row (admins only). */
export type ScheduleClick = { ceid: number; adminOverride?: boolean }
