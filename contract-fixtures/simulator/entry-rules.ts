import { clubEntryProblem } from './clubcomps'
import type { SeedCompEvent, SeedCompetition, SeedRuleOptions } from '../seed/index'
import { ageGroupFor, athletePb, compEventByCeid, entriesOfAthlete, entryCounts, eventOf, representedEntities } from './entry-model'
import type { SimAthlete, SimEntry, SimUser, SimulatorState } from './state'

/**
 * The checks the legacy site makes before it hands out a product for an entry, in the order of
 * 2-entry.md §4 ("Re-evaluation order"): competition status, priority, registration, security,
 * entered, schedule only, full, event and competition rules, PB. The texts are the spec's (§8).
 */

export type EntryCheck = { ok: true; waitingList: boolean } | { ok: false; error: string }

export type EntryRequest = {
  user: SimUser
  athlete: SimAthlete
  comp: SeedCompetition
  ce: SeedCompEvent
  /** From the ?pb= query; 0 when none was given. */
  pb: number
  entityId: number
  /** A switch moves this entry: it does not count against the rules. */
  excludeEntryId?: number
}

const refuse = (error: string): EntryCheck => ({ ok: false, error })
const TRACK = new Set(['T', 'R', 'X'])

/** The competition's entry status (2-entry.md §4), or undefined when entries are taken now. */
export function competitionClosedReason(state: SimulatorState, comp: SeedCompetition, athleteId?: number): string | undefined {
  const now = state.now()
  if (!comp.active) return 'Not Active'
  if (comp.options.disabled) return 'Disabled'
  if (now < Date.parse(comp.opendate)) return 'Not Open'
  if (now > Date.parse(comp.closedate)) return 'Entries Closed'
  const mine = state.entries.filter((e) => e.compId === comp.id)
  const limits = comp.options.compLimits
  const athletes = comp.counts.athletes + new Set(mine.map((e) => e.athleteId)).size
  const alreadyIn = athleteId !== undefined && mine.some((e) => e.athleteId === athleteId)
  if (limits.athletes > 0 && athletes >= limits.athletes && !alreadyIn) return `Max athletes reached: ${limits.athletes}`
  if (limits.entries > 0 && comp.counts.entries + mine.length >= limits.entries) return `Max entries reached: ${limits.entries}`
  return undefined
}

/** A priority code is needed while priority.required is set and its time is empty or ahead. */
export function priorityNeeded(state: SimulatorState, comp: SeedCompetition, userId: number): boolean {
  const { required, dateTime } = comp.options.priority
  if (!required) return false
  if (dateTime !== '' && state.now() >= Date.parse(dateTime)) return false
  return !state.priorityPasses.has(`${userId}:${comp.id}`)
}

export function checkEntry(state: SimulatorState, req: EntryRequest): EntryCheck {
  const { user, athlete, comp, ce } = req
  const closed = competitionClosedReason(state, comp, athlete.id)
  if (closed) return refuse(closed)
  if (priorityNeeded(state, comp, user.id)) return refuse('Priority code required.')
  const registration = registrationProblem(state, athlete, comp)
  if (registration) return refuse(registration)
  const group = ageGroupFor(state, athlete, comp)
  if (!group || !ce.ageGroupIds.includes(group.id)) return refuse('Event Not Available')
  if (ce.isTeamEvent) return refuse('Team events are entered from the team section.')

  const security = securityProblem(req)
  if (security) return refuse(security)

  const others = entriesOfAthlete(state, athlete.id, comp.id).filter((e) => e.entryId !== req.excludeEntryId)
  const existing = others.find((e) => e.ceid === ce.ceid)
  if (existing) return refuse(existing.paid > 0 ? 'Entry Confirmed' : `Awaiting Payment by: ${ownerName(state, existing)}`)
  if (ce.maxAthletes === -1) return refuse('Schedule Only')
  if (!ce.isOpen) return refuse('Event Closed')

  let waitingList = false
  const counts = entryCounts(state, ce)
  if (ce.maxAthletes > 0 && counts.total >= ce.maxAthletes) {
    const sub = comp.options.subscription
    if (!sub.enabled) return refuse('Event full')
    if (sub.timeCloses !== '' && state.now() > Date.parse(sub.timeCloses)) return refuse('Waiting List now closed')
    waitingList = true
  }

  const rule = comp.rules.find((r) => r.agid === group.id) ?? comp.rules.find((r) => r.agid === 0)
  const ruleProblem = rule ? ruleLimitProblem(state, rule.options, ce, others) : undefined
  if (ruleProblem) return refuse(ruleProblem)
  const unique = uniqueProblem(state, ce, others)
  if (unique) return refuse(unique)

  const club = clubEntryProblem(state, user, comp, ce, req.entityId)
  if (club) return refuse(club)

  const pb = pbProblem(state, req)
  if (pb) return refuse(pb)
  return { ok: true, waitingList }
}

function ownerName(state: SimulatorState, entry: SimEntry): string {
  return state.users.find((u) => u.id === entry.userId)?.displayName ?? 'another user'
}

function registrationProblem(state: SimulatorState, athlete: SimAthlete, comp: SeedCompetition): string | undefined {
  const { allowAdd, allowExpiredRegistration } = comp.options
  const registered = athlete.urn !== ''
  if (!registered && !allowAdd.unregistered) return 'Only registered athletes may enter this competition.'
  if (registered && !allowExpiredRegistration && athlete.activeEndDate !== '' && athlete.activeEndDate < comp.date) {
    return 'Athlete registration has expired.'
  }
  const restricted = comp.options.athleteSecurity
  const cutOff = restricted.onlyClubsUpTo
  const stillRestricted = cutOff === '' || state.now() < Date.parse(cutOff)
  if (restricted.clubs.length > 0 && stillRestricted) {
    const clubs = restricted.clubs.map((c) => c.id)
    if (!clubs.includes(athlete.clubId) && !clubs.includes(athlete.club2Id)) return 'No Access'
  }
  return undefined
}

function securityProblem(req: EntryRequest): string | undefined {
  const { clubIds, countyIds } = representedEntities(req.user)
  if (req.entityId > 0 && !clubIds.includes(req.entityId) && !countyIds.includes(req.entityId)) return 'No Access'
  const { clubs, counties, regions } = req.ce.options.security
  if (clubs.length + counties.length + regions.length === 0) return undefined
  const represents = clubs.some((c) => clubIds.includes(c.id)) || counties.some((c) => countyIds.includes(c.id))
  return represents ? undefined : 'Entry by CLUB, COUNTY representative only'
}

function counted(state: SimulatorState, entries: SimEntry[]) {
  return entries
    .map((e) => compEventByCeid(state, e.ceid))
    .filter((x): x is NonNullable<typeof x> => x !== undefined)
    .map(({ ce }) => ({ ce, tf: eventOf(state, ce).tf, day: ce.startdate.slice(0, 10) }))
}

function ruleLimitProblem(state: SimulatorState, rule: SeedRuleOptions, ce: SeedCompEvent, others: SimEntry[]): string | undefined {
  const mine = counted(state, others)
  const target = { tf: eventOf(state, ce).tf, day: ce.startdate.slice(0, 10) }
  const isTrack = TRACK.has(target.tf)
  const isField = target.tf === 'F'
  const over = (limit: number, count: number) => limit > 0 && count >= limit

  if (ce.options.excludeFromCntRule) {
    const excluded = mine.filter((m) => m.ce.options.excludeFromCntRule).length
    if (over(rule.maxExcludedEvents, excluded)) return `Entered into the maximum (${rule.maxExcludedEvents}) events allowed.`
  } else {
    const countable = mine.filter((m) => !m.ce.options.excludeFromCntRule)
    const sameDay = countable.filter((m) => m.day === target.day)
    if (over(rule.maxEvents, sameDay.length)) return 'Max in Day'
    if (isTrack && over(rule.maxTrack, sameDay.filter((m) => TRACK.has(m.tf)).length)) return 'Max Track'
    if (isField && over(rule.maxField, sameDay.filter((m) => m.tf === 'F').length)) return 'Max Field'
    if (over(rule.maxCompEvents, countable.length)) return `Entered into the maximum (${rule.maxCompEvents}) events allowed.`
    if (isTrack && over(rule.maxCompTrack, countable.filter((m) => TRACK.has(m.tf)).length)) {
      return `Entered into the maximum (${rule.maxCompTrack}) events allowed.`
    }
    if (isField && over(rule.maxCompField, countable.filter((m) => m.tf === 'F').length)) {
      return `Entered into the maximum (${rule.maxCompField}) events allowed.`
    }
  }
  const uniqueIds = (rule.unique?.ids ?? '')
    .split(',')
    .map((id) => Number(id.trim()))
    .filter((id) => id > 0)
  if (uniqueIds.includes(ce.eventId)) {
    const clash = mine.find((m) => m.ce.eventId !== ce.eventId && uniqueIds.includes(m.ce.eventId))
    if (clash) return `Comp Unique: ${eventOf(state, clash.ce).name}`
  }
  return undefined
}

function uniqueProblem(state: SimulatorState, ce: SeedCompEvent, others: SimEntry[]): string | undefined {
  const mine = counted(state, others)
  const byList = mine.find((m) => ce.options.unique.includes(m.ce.ceid) || m.ce.options.unique.includes(ce.ceid))
  if (byList) return `Event disabled due to: ${byList.ce.eventGroup}`
  const groups = ce.options.uniqueEventGroups.map((g) => g.id)
  const byGroup = mine.find(
    (m) => groups.includes(m.ce.eventGroupId) || m.ce.options.uniqueEventGroups.some((g) => g.id === ce.eventGroupId),
  )
  if (byGroup) return `Discipline disabled due to: ${byGroup.ce.eventGroup}`
  return undefined
}

function pbProblem(state: SimulatorState, req: EntryRequest): string | undefined {
  const { ce, comp, athlete } = req
  const event = eventOf(state, ce)
  const pb = req.pb > 0 ? req.pb : (athletePb(state, athlete.id, ce.eventId)?.pb ?? 0)
  if ((ce.options.mandatoryPB || comp.options.pbMandatory) && pb <= 0) return `Please enter a PB for ${event.name}.`
  const { min, max } = ce.options
  if (pb > 0 && min > 0 && max > 0) {
    if (pb < min) return 'PB is below standard min.'
    // The spec's text for a PB above the maximum (2-entry.md §5) reads "min" too.
    if (pb > max) return 'PB is above standard min.'
  }
  return undefined
}
