/**
 * The schedule rules engine (spec 2-entry.md §4 "Re-evaluation order", §5 "Event row rules").
 *
 * The ten steps, and how they appear here:
 *   1 clear rules           every computed field is recomputed from the data; only the user's
 *                           selection (state 'selected', plus adminOverride) is read back.
 *   2 security              the competition's athlete security (clubs/areas until a cut-off) must let the
 *                           athlete in; user must represent a listed club/county/region; athlete must
 *                           belong to one. Then, while the app has no team section, team rows say where
 *                           they are entered.
 *   3 entered               confirmed / in cart / awaiting payment. Wins over every rule, security included:
 *                           an existing entry is shown as what it is.
 *   4 schedule only         maxAthletes -1.
 *   5 max reached           full (or under-age quota full); subscription mode keeps a full event open
 *                           for the waiting list until timeCloses.
 *   6 event + comp rules    availability window, closed, registration; then the competition rule of
 *                           the athlete's age group (limits, unique lists), a club competition's
 *                           allowance for the club (bff/domain/clubcomp), and ceoptions.unique.
 *   7 PB                    mandatory PB missing.
 *   8 toggle                the clicked row, if steps 1–7 (evaluated on the selection before the
 *                           click) leave it available or selected; an admin may force a disabled one.
 *   9 comp rules again      the selection-dependent rules of step 6 are judged against the selection
 *                           after the click, counting every paid, in-cart and selected row.
 *  10 unique event groups   last, so it only adds to rows nothing else disabled.
 *
 * A row's message is the first rule in that order that disables it. Rules disable only rows that
 * are neither entered nor selected: a selected row is kept (it counts towards the limits that
 * disable the others) unless a selection-independent rule (2, 4, 5, 6 event, 7) now blocks it.
 * Because step 9 re-judges the same rules as step 6 on the final selection, the result of a click
 * equals a fresh evaluation of the new selection: re-evaluating is idempotent, and the outcome
 * does not depend on the order rows arrive in (ties name the blocking row with the lowest ceid).
 *
 * Secondary spend (parent/child items) is not modelled here; see basket-checks.ts.
 */
import { entryAllowanceProblem, type ClubAllowance } from '../clubcomp/club-allowance'
import { keepsOut } from '../competition/competition-restriction'
import { parseInstant } from '../text/datetime'
import type {
  CompetitionRule,
  EntityRestriction,
  RowEvaluation,
  RowMessage,
  RowMessageCode,
  RowState,
  RuleType,
  ScheduleClick,
  ScheduleContext,
  ScheduleRow,
} from './schedule'

type Reason = { ruleType: RuleType; message: RowMessage }

/** What does not depend on the selection: steps 2, 4, 5, 6 (event part) and 7. */
type BaseVerdict = {
  entered: { state: RowState; message: RowMessage } | null
  /** Steps 2, 4, 5 and the event part of 6. */
  early: Reason | null
  pb: Reason | null
  waitingList: boolean
}

/** ceid → whether the selection was forced by an admin over a rule. */
type Selection = Map<number, { override: boolean }>

type Tally = { total: number; track: number; field: number; excluded: number; team: number }

/** The two committed rows with the lowest ceids under one key: enough to name a blocker other than the row itself. */
type Lowest2 = [ScheduleRow, ScheduleRow | undefined]

/** The committed rows (entered or selected) as the selection-dependent rules need them. */
type CommitIndex = {
  rule: CompetitionRule | null
  /** The club competition's allowance, and the individual rows selected but not yet counted by it. */
  club: { allowance: ClubAllowance; pending: number; pendingByGroup: Map<number, number> } | null
  comp: Tally
  byDay: Map<string, Tally>
  /** Unique-list index (in rule.unique) → lowest committed rows of that list. */
  uniqueLists: Map<number, Lowest2>
  /** ceid → unique-list indexes containing it. */
  listsOf: Map<number, number[]>
  /** committed ceid → row. */
  committed: Map<number, ScheduleRow>
  /** ceid → lowest committed rows whose options.unique names it. */
  namedByUnique: Map<number, Lowest2>
  /** event group id → lowest committed rows in that group. */
  byGroup: Map<number, Lowest2>
  /** event group id → lowest committed rows whose options.uniqueEventGroups names it. */
  namedByGroups: Map<number, Lowest2>
}

export function evaluateSchedule<R extends ScheduleRow>(ctx: Omit<ScheduleContext, 'rows'> & { rows: R[] }, clicked?: ScheduleClick): R[] {
  const verdicts = ctx.rows.map((row) => baseVerdict(row, ctx))
  const before = initialSelection(ctx, verdicts)
  const selection = clicked === undefined ? before : toggle(ctx, verdicts, before, clicked)
  const index = indexCommitted(ctx, verdicts, selection)
  return ctx.rows.map((row, i) => finalRow(row, verdicts[i], selection.get(row.ceid), index))
}

// ---- Step 8: the click -------------------------------------------------------------------------

function initialSelection(ctx: ScheduleContext, verdicts: BaseVerdict[]): Selection {
  const selection: Selection = new Map()
  ctx.rows.forEach((row, i) => {
    const verdict = verdicts[i]
    if (row.state !== 'selected' || verdict.entered !== null) return
    const override = row.adminOverride && ctx.user.admin
    if (override || (verdict.early === null && verdict.pb === null)) selection.set(row.ceid, { override })
  })
  return selection
}

function toggle(ctx: ScheduleContext, verdicts: BaseVerdict[], before: Selection, clicked: ScheduleClick): Selection {
  const i = ctx.rows.findIndex((row) => row.ceid === clicked.ceid)
  if (i < 0 || verdicts[i].entered !== null) return before
  const row = ctx.rows[i]
  const after: Selection = new Map(before)
  if (before.has(row.ceid)) {
    after.delete(row.ceid)
    return after
  }
  const reason = rowReason(row, verdicts[i], indexCommitted(ctx, verdicts, before), false)
  if (reason === null) after.set(row.ceid, { override: false })
  else if (clicked.adminOverride === true && ctx.user.admin) after.set(row.ceid, { override: true })
  return after
}

// ---- Result ------------------------------------------------------------------------------------

function finalRow<R extends ScheduleRow>(row: R, verdict: BaseVerdict, selected: { override: boolean } | undefined, index: CommitIndex): R {
  // One copy of the row per evaluation: a schedule's rows are copied on every page view.
  return { ...row, ...evaluation(row, verdict, selected, index) }
}

function evaluation(
  row: ScheduleRow,
  verdict: BaseVerdict,
  selected: { override: boolean } | undefined,
  index: CommitIndex,
): RowEvaluation {
  if (verdict.entered !== null) return evaluated(verdict.entered.state, { ruleType: 'none', message: verdict.entered.message })
  if (selected !== undefined) {
    // Only a forced row needs its rule named; an ordinary selected row passed steps 2–7 already.
    const reason = selected.override ? rowReason(row, verdict, index, true) : null
    return evaluated('selected', reason, { adminOverride: reason !== null, waitingList: verdict.waitingList })
  }
  const reason = rowReason(row, verdict, index, false)
  if (reason === null) return evaluated('available', null, { waitingList: verdict.waitingList })
  return evaluated('disabled', reason, { hidden: row.options.hideOnDisable })
}

type Flags = Partial<Pick<RowEvaluation, 'adminOverride' | 'hidden' | 'waitingList'>>

function evaluated(state: RowState, reason: Reason | null, flags: Flags = {}): RowEvaluation {
  return {
    state,
    ruleType: reason?.ruleType ?? null,
    message: reason?.message ?? null,
    adminOverride: flags.adminOverride ?? false,
    hidden: flags.hidden ?? false,
    waitingList: flags.waitingList ?? false,
  }
}

/** The first rule, in step order, that disables the row. `self`: the row is committed and must not block itself. */
function rowReason(row: ScheduleRow, verdict: BaseVerdict, index: CommitIndex, self: boolean): Reason | null {
  return verdict.early ?? competitionReason(row, index, self) ?? verdict.pb ?? uniqueGroupReason(row, index)
}

// ---- Steps 2–7, selection independent ----------------------------------------------------------

function baseVerdict(row: ScheduleRow, ctx: ScheduleContext): BaseVerdict {
  const capacity = capacityReason(row, ctx)
  return {
    entered: enteredState(row, ctx),
    early: securityReason(row, ctx) ?? teamSectionReason(row, ctx) ?? scheduleOnlyReason(row) ?? capacity.reason ?? eventReason(row, ctx),
    pb: pbReason(row, ctx),
    waitingList: capacity.waitingList,
  }
}

function reason(ruleType: RuleType, code: RowMessageCode, values?: RowMessage['values']): Reason {
  return { ruleType, message: values === undefined ? { code } : { code, values } }
}

function isRestricted(restriction: EntityRestriction): boolean {
  return restriction.clubs.length > 0 || restriction.counties.length > 0 || restriction.regions.length > 0
}

function representsAny(represents: EntityRestriction, restriction: EntityRestriction): boolean {
  const shares = (mine: number[], listed: number[]) => mine.some((id) => listed.includes(id))
  return (
    shares(represents.clubs, restriction.clubs) ||
    shares(represents.counties, restriction.counties) ||
    shares(represents.regions, restriction.regions)
  )
}

function securityReason(row: ScheduleRow, ctx: ScheduleContext): Reason | null {
  // The spec's one security text (§5 "Event row rules"): the restriction carries no text of its own.
  if (keepsOut(ctx.competition.athleteSecurity, ctx.athlete, ctx.now)) return reason('security', 'securityRepOnly')
  const { security, athleteSecurity } = row.options
  if (isRestricted(security) && !representsAny(ctx.user.represents, security)) return reason('security', 'securityRepOnly')
  const { clubId, countyId, regionId } = ctx.athlete
  const athleteIn = { clubs: [clubId], counties: [countyId], regions: [regionId] }
  if (isRestricted(athleteSecurity) && !representsAny(athleteIn, athleteSecurity)) return reason('security', 'eventNotAvailable')
  return null
}

function teamSectionReason(row: ScheduleRow, ctx: ScheduleContext): Reason | null {
  return row.options.isTeamEvent && ctx.competition.noTeamSection === true ? reason('event', 'teamSectionOnly') : null
}

function enteredState(row: ScheduleRow, ctx: ScheduleContext): BaseVerdict['entered'] {
  if (row.entryId > 0 && row.paid > 0) return { state: 'confirmed', message: { code: 'entryConfirmed' } }
  const inCart = row.userSelected || row.order.productId > 0 || row.entered || row.entryId > 0
  if (!inCart) return null
  const owner = row.owner
  if (owner !== null && owner.userId > 0 && owner.userId !== ctx.user.userId) {
    return { state: 'awaiting-payment', message: { code: 'awaitingPaymentBy', values: { user: owner.userName } } }
  }
  return { state: 'in-cart', message: { code: 'inCart' } }
}

function scheduleOnlyReason(row: ScheduleRow): Reason | null {
  return row.maxAthletes === -1 ? reason('event', 'scheduleOnly') : null
}

function capacityReason(row: ScheduleRow, ctx: ScheduleContext): { reason: Reason | null; waitingList: boolean } {
  const full = row.maxAthletes > 0 && row.entryCount >= row.maxAthletes
  if (full) {
    const { enabled, timeCloses } = ctx.competition.subscription
    if (!enabled) return { reason: reason('event', 'eventFull'), waitingList: false }
    if (cutOffPassed(timeCloses, ctx.now)) return { reason: reason('event', 'waitingListClosed'), waitingList: false }
    if (!row.options.waitingList) return { reason: reason('event', 'waitingListDisabled'), waitingList: false }
  }
  const quota = row.options.maxAgeGroupCnt
  const underAge = row.entryInfo.underAgeCount
  if (quota > 0 && underAge !== undefined && ctx.athlete.ageGroupId !== row.ageGroup.id && underAge >= quota) {
    return { reason: reason('event', 'underAgeQuotaFull'), waitingList: false }
  }
  return { reason: null, waitingList: full }
}

/** An unreadable cut-off counts as passed: the waiting list closes rather than stays open by mistake. */
function cutOffPassed(timeCloses: string | null, now: Date): boolean {
  if (timeCloses === null) return false
  const at = parseInstant(timeCloses)
  return at === null || now.getTime() >= at
}

function eventReason(row: ScheduleRow, ctx: ScheduleContext): Reason | null {
  const now = ctx.now.getTime()
  const { availableFrom, availableTo } = row.options
  // An unreadable bound fails closed, like the competition dates in competition-status.ts.
  const from = availableFrom === null ? -Infinity : (parseInstant(availableFrom) ?? Infinity)
  const to = availableTo === null ? Infinity : (parseInstant(availableTo) ?? -Infinity)
  if (now < from || now >= to) return reason('event', 'eventNotAvailable')
  if (!row.isOpen) return reason('event', 'eventClosed')
  return registrationReason(row, ctx)
}

function registrationReason(row: ScheduleRow, ctx: ScheduleContext): Reason | null {
  const { athlete, competition } = ctx
  if (athlete.registered && !row.options.registeredAthletes) return reason('event', 'unregisteredOnly')
  if (competition.allowUnregistered || row.options.unregisteredAthletes) return null
  if (!athlete.registered) return reason('comp', 'registeredOnly')
  if (competition.allowExpiredRegistration !== true && registrationExpired(athlete.registrationEndsAt, competition.date)) {
    return reason('comp', 'registrationExpired')
  }
  return null
}

/** Compared by calendar date as written: the registration must still run on the competition day. */
function registrationExpired(endsAt: string | null, competitionDate: string): boolean {
  if (endsAt === null) return false
  return calendarDay(endsAt) < calendarDay(competitionDate)
}

function calendarDay(iso: string): string {
  const day = iso.trim().slice(0, 10)
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : ''
}

function pbReason(row: ScheduleRow, ctx: ScheduleContext): Reason | null {
  // The competition-wide option is about individual performances; team rows carry no athlete PB.
  const mandatory = row.options.mandatoryPB || (ctx.competition.pbMandatory === true && !row.options.isTeamEvent)
  return mandatory && !(row.pb !== null && row.pb > 0) ? reason('pb', 'pbRequired') : null
}

// ---- Steps 6 (comp part), 9 and 10, selection dependent ----------------------------------------

function ruleFor(ctx: ScheduleContext): CompetitionRule | null {
  const own = ctx.rules.find((rule) => rule.ageGroupId === ctx.athlete.ageGroupId)
  return own ?? ctx.rules.find((rule) => rule.ageGroupId === 0) ?? null
}

function emptyTally(): Tally {
  return { total: 0, track: 0, field: 0, excluded: 0, team: 0 }
}

/** How a row counts: team rows only as team, excluded rows only as excluded, others as total and by kind. */
function addTo(tally: Tally, row: ScheduleRow, sign: 1 | -1): void {
  if (row.options.isTeamEvent) tally.team += sign
  else if (row.options.excludeFromCntRule) tally.excluded += sign
  else {
    tally.total += sign
    if (row.tf === 'T') tally.track += sign
    if (row.tf === 'F') tally.field += sign
  }
}

function minusSelf(tally: Tally, row: ScheduleRow, self: boolean): Tally {
  if (!self) return tally
  const copy = { ...tally }
  addTo(copy, row, -1)
  return copy
}

function keepLowest(map: Map<number, Lowest2>, key: number, row: ScheduleRow): void {
  const current = map.get(key)
  if (current === undefined) map.set(key, [row, undefined])
  else if (row.ceid < current[0].ceid) map.set(key, [row, current[0]])
  else if (row.ceid !== current[0].ceid && (current[1] === undefined || row.ceid < current[1].ceid)) current[1] = row
}

function lowestOther(entry: Lowest2 | undefined, row: ScheduleRow): ScheduleRow | undefined {
  if (entry === undefined) return undefined
  return entry[0].ceid !== row.ceid ? entry[0] : entry[1]
}

function lower(a: ScheduleRow | undefined, b: ScheduleRow | undefined): ScheduleRow | undefined {
  if (a === undefined) return b
  if (b === undefined) return a
  return b.ceid < a.ceid ? b : a
}

function indexCommitted(ctx: ScheduleContext, verdicts: BaseVerdict[], selection: Selection): CommitIndex {
  const rule = ruleFor(ctx)
  const allowance = ctx.competition.clubAllowance
  const index: CommitIndex = {
    rule,
    club: allowance ? { allowance, pending: 0, pendingByGroup: new Map() } : null,
    comp: emptyTally(),
    byDay: new Map(),
    uniqueLists: new Map(),
    listsOf: new Map(),
    committed: new Map(),
    namedByUnique: new Map(),
    byGroup: new Map(),
    namedByGroups: new Map(),
  }
  rule?.unique.forEach((list, listIndex) => {
    for (const ceid of list.ids) {
      const lists = index.listsOf.get(ceid)
      if (lists === undefined) index.listsOf.set(ceid, [listIndex])
      else if (!lists.includes(listIndex)) lists.push(listIndex)
    }
  })
  ctx.rows.forEach((row, i) => {
    if (verdicts[i].entered === null && !selection.has(row.ceid)) return
    index.committed.set(row.ceid, row)
    // Entered rows are in the club's counts already; a selection is on its way.
    if (index.club && verdicts[i].entered === null && !row.options.isTeamEvent) {
      index.club.pending += 1
      index.club.pendingByGroup.set(row.eventGroup.id, (index.club.pendingByGroup.get(row.eventGroup.id) ?? 0) + 1)
    }
    addTo(index.comp, row, 1)
    const day = calendarDay(row.startDate)
    const tally = index.byDay.get(day) ?? emptyTally()
    addTo(tally, row, 1)
    index.byDay.set(day, tally)
    for (const listIndex of index.listsOf.get(row.ceid) ?? []) keepLowest(index.uniqueLists, listIndex, row)
    for (const ceid of row.options.unique) keepLowest(index.namedByUnique, ceid, row)
    keepLowest(index.byGroup, row.eventGroup.id, row)
    for (const groupId of row.options.uniqueEventGroups) keepLowest(index.namedByGroups, groupId, row)
  })
  return index
}

function reached(count: number, limit: number | undefined): boolean {
  return limit !== undefined && limit > 0 && count >= limit
}

function competitionReason(row: ScheduleRow, index: CommitIndex, self: boolean): Reason | null {
  return limitReason(row, index, self) ?? clubReason(row, index, self) ?? compUniqueReason(row, index) ?? eventUniqueReason(row, index)
}

/** Club competition: the club's allowance, counting its entries and the rows selected on their way. */
function clubReason(row: ScheduleRow, index: CommitIndex, self: boolean): Reason | null {
  if (index.club === null || row.options.isTeamEvent) return null
  const { allowance, pending, pendingByGroup } = index.club
  const own = self ? 1 : 0
  const problem = entryAllowanceProblem(allowance, row.eventGroup.id, {
    inGroup: (pendingByGroup.get(row.eventGroup.id) ?? 0) - own,
    total: pending - own,
  })
  return problem && 'values' in problem ? reason('comp', problem.code, problem.values) : null
}

function limitReason(row: ScheduleRow, index: CommitIndex, self: boolean): Reason | null {
  const rule = index.rule
  if (rule === null) return null
  const comp = minusSelf(index.comp, row, self)
  if (row.options.isTeamEvent) return reached(comp.team, rule.maxTeamEvents) ? reason('comp', 'maxTeamEvents') : null
  if (row.options.excludeFromCntRule) {
    return reached(comp.excluded, rule.maxExcludedEvents) ? reason('comp', 'maxEvents', { n: rule.maxExcludedEvents }) : null
  }
  if (reached(comp.total, rule.maxCompEvents)) return reason('comp', 'maxEvents', { n: rule.maxCompEvents })
  const day = minusSelf(index.byDay.get(calendarDay(row.startDate)) ?? emptyTally(), row, self)
  if (reached(day.total, rule.maxEvents)) return reason('comp', 'maxInDay')
  if (row.tf === 'T' && (reached(comp.track, rule.maxCompTrack) || reached(day.track, rule.maxTrack))) return reason('comp', 'maxTrack')
  if (row.tf === 'F' && (reached(comp.field, rule.maxCompField) || reached(day.field, rule.maxField))) return reason('comp', 'maxField')
  return null
}

// The index holds committed rows only, so "lowest other than the row" is right for any row.

function compUniqueReason(row: ScheduleRow, index: CommitIndex): Reason | null {
  let blocker: ScheduleRow | undefined
  for (const listIndex of index.listsOf.get(row.ceid) ?? []) blocker = lower(blocker, lowestOther(index.uniqueLists.get(listIndex), row))
  return blocker === undefined ? null : reason('comp', 'compUnique', { eventid: blocker.eventName })
}

function eventUniqueReason(row: ScheduleRow, index: CommitIndex): Reason | null {
  let blocker = lowestOther(index.namedByUnique.get(row.ceid), row)
  for (const ceid of row.options.unique) {
    if (ceid !== row.ceid) blocker = lower(blocker, index.committed.get(ceid))
  }
  return blocker === undefined ? null : reason('event', 'eventDisabledDueTo', { name: blocker.eventName })
}

function uniqueGroupReason(row: ScheduleRow, index: CommitIndex): Reason | null {
  let blocker = lowestOther(index.namedByGroups.get(row.eventGroup.id), row)
  for (const groupId of row.options.uniqueEventGroups) blocker = lower(blocker, lowestOther(index.byGroup.get(groupId), row))
  return blocker === undefined ? null : reason('event', 'disciplineDisabled', { group: blocker.eventGroup.name })
}
