import { addDays, type SeedCompEvent, type SeedCompetition } from '../seed/index'
import { competitionInfo } from './competition-wire'
import {
  ageGroupFor,
  ageInfo,
  athletePb,
  compEventByCeid,
  currentPrice,
  entryCounts,
  eventOf,
  performanceText,
  priceOf,
} from './entry-model'
import type { SimAthlete, SimEntry, SimUser, SimulatorState } from './state'
import { competitionDiscounts } from './discounts'

/** The entry calls' answers in the legacy flavour (2-entry.md §3): legacy names, tinyint flags, +01:00 date-times. */

/** Units of measure (GET /v5/uom): T time, D distance, H height, P points. */
export const UNITS = [
  { id: 1, uomType: 'T', pattern: 's.SS', text: 'Seconds', short: 's' },
  { id: 2, uomType: 'T', pattern: 'm:ss.SS', text: 'Minutes and seconds', short: 'm:s' },
  { id: 3, uomType: 'T', pattern: 'HH:mm:ss', text: 'Hours, minutes and seconds', short: 'h:m:s' },
  { id: 4, uomType: 'D', pattern: 'm.cm', text: 'Metres', short: 'm' },
  { id: 5, uomType: 'H', pattern: 'm.cm', text: 'Metres', short: 'm' },
  { id: 6, uomType: 'P', pattern: '#', text: 'Points', short: 'pts' },
] as const

/** The full legacy options (never the priority code; not the seed's entriesOpen snapshot). */
function fullOptions(comp: SeedCompetition) {
  const { entriesOpen: _entriesOpen, priority, ...options } = comp.options
  return {
    ...structuredClone(options),
    priority: { required: priority.required, dateTime: priority.dateTime, message: priority.message },
  }
}

function ruleWire(comp: SeedCompetition) {
  return comp.rules.map((r) => ({
    id: r.id,
    agid: r.agid,
    options: { ...r.options, unique: r.options.unique ? { ...r.options.unique } : [] },
  }))
}

function priceWire(comp: SeedCompetition) {
  return comp.prices.map((p) => ({ ...p, options: { ...p.options } }))
}

/** GET /v5/competition/{id}: the info answer with every option, the rules and the prices. */
export function fullCompetition(state: SimulatorState, comp: SeedCompetition) {
  return {
    ...competitionInfo(state.seed, comp),
    options: fullOptions(comp),
    rules: ruleWire(comp),
    prices: priceWire(comp),
  }
}

/** The meta of GET /v5/competition/{id} (3-organiser-admin.md §7): the competition's events and the age groups they use. */
export function competitionMeta(state: SimulatorState, comp: SeedCompetition) {
  return {
    compEvents: comp.compEvents.map((ce) => ({
      id: ce.ceid,
      compId: comp.id,
      eventId: ce.eventId,
      eventName: eventOf(state, ce).name,
      startDateTime: ce.startdate,
      isOpen: ce.isOpen ? 1 : 0,
      ageGroupIds: [...ce.ageGroupIds],
      priceId: ce.priceId,
      maxAthletes: ce.maxAthletes,
      eventGroup: { id: ce.eventGroupId, name: ce.eventGroup, resultsPossible: ce.resultsPossible ? 1 : 0 },
      // The paid entries, as they stand (the public timetable shows them).
      entryCount: { total: entryCounts(state, ce).paid, waiting: 0 },
    })),
    ageGroups: competitionAgeGroups(state, comp).map((g) => ({ id: g.id, name: g.name, shortName: g.shortName })),
    discounts: competitionDiscounts(state, comp.id),
  }
}

function yearsBefore(date: string, years: number): string {
  const [y, m, d] = date.split('-') as [string, string, string]
  const candidate = `${String(Number(y) - years).padStart(4, '0')}-${m}-${d}`
  // 29 February in a year without one falls back to the 28th.
  return Number.isNaN(Date.parse(`${candidate}T00:00:00Z`)) || new Date(`${candidate}T00:00:00Z`).getUTCDate() !== Number(d)
    ? `${candidate.slice(0, 8)}28`
    : candidate
}

/** GET /v5/competition/agegroups/{id}: the groups its events use, with the dates of birth each covers. */
export function competitionAgeGroups(state: SimulatorState, comp: SeedCompetition) {
  const used = new Set(comp.compEvents.flatMap((ce) => ce.ageGroupIds))
  const [year, month, day] = comp.date.split('-').map(Number) as [number, number, number]
  return state.seed.ageGroups
    .filter((g) => used.has(g.id))
    .map((g) => ({
      id: g.id,
      name: g.name,
      shortName: g.shortName,
      minAge: g.minAge,
      maxAge: g.maxAge,
      day,
      month,
      year,
      dobFrom: addDays(yearsBefore(comp.date, g.maxAge + 1), 1),
      dobTo: yearsBefore(comp.date, g.minAge),
    }))
}

export function unitsFor(uomType: string) {
  return UNITS.filter((u) => u.uomType === uomType).map((u) => ({ ...u }))
}

function ceOptions(ce: SeedCompEvent, isTeamEvent: boolean) {
  const o = ce.options
  return {
    helpText: o.helpText,
    warningMessage: o.warningMessage,
    xeText: '',
    xbText: '',
    xiText: '',
    xrText: '',
    unique: [...o.unique],
    uniqueEventGroups: o.uniqueEventGroups.map((g) => ({ ...g })),
    excludeFromCntRule: o.excludeFromCntRule,
    isTeamEvent,
    maxInHeat: 8,
    mandatoryPB: o.mandatoryPB,
    security: {
      clubs: o.security.clubs.map((c) => ({ ...c })),
      counties: o.security.counties.map((c) => ({ ...c })),
      regions: o.security.regions.map((c) => ({ ...c })),
    },
    athleteSecurity: { clubs: [], counties: [], regions: [] },
    ageGroups: [...ce.ageGroupIds],
    hideOnDisable: false,
    isNotAvailable: false,
    singleAge: false,
    checkIn: { from: -1, to: -1 },
    heatInfo: { useLanes: 'A', heatDurationMins: 0 },
    eventGroupInfo: { id: ce.eventGroupId, name: ce.eventGroup },
    seed: { gender: false, age: false, type: 'O', laneCount: 8, firstLane: 1, waiting: false },
    rowOptions: { autoExpandHelpText: false, showPB: true, showPrice: true, showEntryCount: true, hideOnDisable: false },
    // Only multi-events carry it, so the other lines read as before.
    ...(o.multiEventOptions
      ? { multiEventOptions: { childEvents: o.multiEventOptions.childEvents.map((c) => ({ id: c.id, name: c.name })) } }
      : {}),
  }
}

function orderWire(entry: SimEntry | undefined) {
  return {
    orderId: entry?.orderId ?? 0,
    productId: entry?.productId ?? 0,
    dateOrdered: entry?.dateOrdered ?? '',
    e4sLineValue: entry ? entry.fee : 0,
    wcLineValue: entry ? Math.round((entry.price + entry.fee) * 100) / 100 : 0,
    creditValue: 0,
    refundValue: 0,
    isCredit: false,
    isRefund: false,
  }
}

/** The owner of an entry; the e-mail only for the caller's own entries. */
function ownerWire(state: SimulatorState, entry: SimEntry | undefined, caller: SimUser) {
  const owner = entry ? state.users.find((u) => u.id === entry.userId) : undefined
  return {
    userId: owner?.id ?? 0,
    userName: owner?.displayName ?? '',
    userEmail: owner && owner.id === caller.id ? owner.email : '',
  }
}

/** One schedule line: a competition event as the athlete sees it (2-entry.md §3 "Schedule line"). */
export function scheduleLine(state: SimulatorState, comp: SeedCompetition, ce: SeedCompEvent, athlete: SimAthlete, caller: SimUser) {
  const event = eventOf(state, ce)
  const group = ageGroupFor(state, athlete, comp)
  const price = currentPrice(state, comp, ce)
  const counts = entryCounts(state, ce)
  const entriesHere = state.entries.filter((e) => e.ceid === ce.ceid)
  const entry = entriesHere.find((e) => e.athleteId === athlete.id)
  const stored = athletePb(state, athlete.id, ce.eventId)
  const pb = entry && entry.pb > 0 ? entry.pb : (stored?.pb ?? 0)
  const club = state.seed.clubs.find((c) => c.id === athlete.clubId)
  return {
    ceid: ce.ceid,
    compid: comp.id,
    eventid: ce.eventId,
    athleteid: athlete.id,
    Name: event.name,
    ageGroupId: group?.id ?? 0,
    ageGroup: group?.name ?? '',
    eventGroup: ce.eventGroup,
    eventGroupId: ce.eventGroupId,
    startdate: ce.startdate,
    tf: event.tf,
    uomType: event.uomType,
    price: {
      id: price.id,
      curPrice: price.curPrice,
      curFee: price.curFee,
      saleDate: price.saleDate,
      salePrice: price.salePrice,
      stdPrice: price.stdPrice,
      actualPrice: price.actualPrice,
    },
    saleprice: price.salePrice,
    IsOpen: ce.isOpen ? 1 : 0,
    split: ce.split,
    maxgroup: ce.eventGroupId,
    maxathletes: ce.maxAthletes,
    entrycnt: counts.total,
    entryInfo: {
      // Seeded entries came first; the simulator's follow in the order they were made.
      entryPosition: entry ? ce.entryCount + entriesHere.indexOf(entry) + 1 : 0,
      paidCount: counts.paid,
      unpaidCount: counts.unpaid,
      totalCount: counts.total,
      entryCreated: entry?.created ?? '',
    },
    order: orderWire(entry),
    entered: entry !== undefined,
    paid: entry?.paid ?? 0,
    entryId: entry?.entryId ?? 0,
    waitingList: entry?.waitingList ? 1 : 0,
    pb,
    perfInfo: {
      athleteId: athlete.id,
      eventId: ce.eventId,
      eventType: event.tf,
      perf: pb,
      perfText: performanceText(pb, event.uomType),
      pb: stored?.pb ?? 0,
      pbText: performanceText(stored?.pb ?? 0, event.uomType),
      sb: stored?.sb ?? 0,
      sbText: performanceText(stored?.sb ?? 0, event.uomType),
      limits: { min: ce.options.min, max: ce.options.max },
      uom: unitsFor(event.uomType),
    },
    user: ownerWire(state, entry, caller),
    club: club?.name ?? '',
    clubId: athlete.clubId,
    teamId: entry?.teamId ?? 0,
    URN: athlete.urn,
    firstName: athlete.firstName,
    surName: athlete.surName,
    ageInfo: ageInfo(state, athlete, comp),
    userSelected: false,
    ruleIsDisabledBy: false,
    ruleMessage: '',
    ruleType: '',
    ceoptions: ceOptions(ce, event.isTeamEvent),
    eoptions: { min: ce.options.min, max: ce.options.max, isTeamEvent: event.isTeamEvent, maxInHeat: 8, unique: [] },
  }
}

/**
 * GET /v5/events/{compId}/{athleteId}: the events of the athlete's age group. As the spec shows,
 * this answer carries events, rules, ageInfo and schedInfo at the top level, not in data.
 */
export function scheduleAnswer(state: SimulatorState, comp: SeedCompetition, athlete: SimAthlete, caller: SimUser) {
  const group = ageGroupFor(state, athlete, comp)
  const events = group
    ? comp.compEvents
        .filter((ce) => ce.ageGroupIds.includes(group.id))
        .sort((a, b) => a.startdate.localeCompare(b.startdate) || a.ceid - b.ceid)
        .map((ce) => scheduleLine(state, comp, ce, athlete, caller))
    : []
  const sub = comp.options.subscription
  return {
    errNo: 0,
    error: '',
    message: group ? '' : 'The date of birth does not fit any age group of this competition.',
    events,
    rules: ruleWire(comp),
    ageInfo: ageInfo(state, athlete, comp),
    schedInfo: {
      title: `${comp.name} schedule`,
      shortDescription: comp.options.helpText.schedule,
      autoExpand: false,
      showLinks: false,
      schedInfoDetails: [
        { title: 'Timetable', body: comp.options.timetable === 'final' ? 'The timetable is final.' : 'The timetable is provisional.' },
      ],
      rowOptions: { autoExpandHelpText: false, showPB: true, showPrice: true, showEntryCount: true, hideOnDisable: false },
    },
    subscriptionText: sub.enabled ? `${sub.organiserMessage}<p>${sub.e4sMessage}</p>` : '',
  }
}

/** One line of GET /v5/cart: an unpaid product of the user, with its price and fee. */
export function cartItem(state: SimulatorState, entry: SimEntry) {
  const found = compEventByCeid(state, entry.ceid)
  const athlete = state.athletes.find((a) => a.id === entry.athleteId)
  const event = found ? eventOf(state, found.ce) : undefined
  const basket = state.baskets.get(entry.userId) ?? []
  const group = found && athlete ? ageGroupFor(state, athlete, found.comp) : undefined
  // A team's line names the team where an athlete's line names the athlete.
  const team = entry.teamId > 0 ? state.teams.find((t) => t.teamId === entry.teamId) : undefined
  return {
    productId: entry.productId,
    entryId: entry.entryId,
    compId: entry.compId,
    compName: found?.comp.name ?? '',
    ceid: entry.ceid,
    eventid: found?.ce.eventId ?? 0,
    Name: event?.name ?? '',
    startdate: found?.ce.startdate ?? '',
    athleteid: entry.athleteId,
    firstName: athlete?.firstName ?? team?.name ?? '',
    surName: athlete?.surName ?? '',
    ageGroup: group?.name ?? '',
    pb: entry.pb,
    price: entry.price,
    fee: entry.fee,
    lineTotal: Math.round((entry.price + entry.fee) * 100) / 100,
    priceId: found ? (priceOf(found.comp, found.ce)?.id ?? 0) : 0,
    inBasket: basket.some((item) => item.productId === entry.productId) ? 1 : 0,
    waitingList: entry.waitingList ? 1 : 0,
    created: entry.created,
  }
}

export function cartAnswerData(state: SimulatorState, userId: number, compId: number | undefined) {
  const items = state.entries
    .filter((e) => e.userId === userId && e.paid === 0 && (compId === undefined || e.compId === compId))
    .map((e) => cartItem(state, e))
  const sum = (pick: (i: (typeof items)[number]) => number) => Math.round(items.reduce((n, i) => n + pick(i), 0) * 100) / 100
  return {
    items,
    count: items.length,
    totals: { price: sum((i) => i.price), fee: sum((i) => i.fee), total: sum((i) => i.lineTotal) },
  }
}
