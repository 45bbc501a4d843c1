import { z } from 'zod/v4'
import { ageInfoWire } from './athletes.server'
import { discountsWire } from './builder-discounts.server'
import { envelope, rest, writeAnswerSchema, type LegacyCaller } from './client.server'
import { flag, id, idList, isRecord, lenient, namedRef, num, segment, text } from './wire'
import { cardOptionsShape, competitionAnswer, competitionAnswerVariants, competitionInfoWire } from './competitions.server'

/*
 * The entry calls (2-entry.md §7): the full competition, priority code, age groups, the athlete's
 * schedule, switching, units (products, basket and cart: cart.server.ts). Lenient where a bad
 * optional field should not break the page, strict on identity (competition, event and product
 * ids). Every output is a valid input again, so a cached answer re-parses unchanged.
 */

const namedRefs = z.array(namedRef).catch([])

const childEventWire = z.object({ id, name: text })

/**
 * A multi-event's child events: { id, name } items (eventid also read), or bare event ids. Anything
 * but an array is none, without a failed parse: most rows have no child events, and building the
 * issue a `.catch([])` falls back from was a fifth of a schedule row's parse.
 */
const childEventsWire = z.unknown().transform((items) =>
  Array.isArray(items)
    ? items.flatMap((item) => {
        const ref = isRecord(item) ? { id: item.id ?? item.eventid ?? item.eventId, name: item.name ?? item.eventName } : { id: item }
        const parsed = childEventWire.safeParse(ref)
        return parsed.success ? [parsed.data] : []
      })
    : [],
)

// ---------------------------------------------------------------------------------------------
// Competition (full), rules, prices, age groups
// ---------------------------------------------------------------------------------------------

/** Rule options (2-entry.md §3); `unique` is [] on the wire when there is none, read as null. */
export const ruleWire = z.object({
  id: num,
  /** The age group the rule is for; 0 = every age group without its own rule. */
  agid: num,
  options: lenient({
    maxEvents: num,
    maxField: num,
    maxTrack: num,
    maxCompEvents: num,
    maxCompField: num,
    maxCompTrack: num,
    maxExcludedEvents: num,
    maxTeamEvents: num,
    unique: z
      .preprocess((v) => (isRecord(v) ? v : null), lenient({ ids: text, events: text, type: text, text: text }).nullable())
      .catch(null),
  }),
})
export type RuleWire = z.infer<typeof ruleWire>
const rulesWire = z.array(ruleWire).catch([])

export const priceWire = z.object({
  id: num,
  compId: num,
  name: text,
  description: text,
  price: num,
  fee: num,
  salePrice: num,
  saleFee: num,
  saleEndDate: text,
  options: lenient({ displayFee: flag, feeIncluded: flag, freeEntry: flag }),
})
export type PriceWire = z.infer<typeof priceWire>

const flagDefaultTrue = z.preprocess((v) => v ?? true, flag)

/** Every competition option the entry page reads (never the priority code: it is dropped). */
export const competitionOptionsWire = lenient({
  ...cardOptionsShape,
  lateEntry: flag,
  allowAdd: lenient({ unregistered: flag, registered: flagDefaultTrue, international: flag }),
  allowExpiredRegistration: flag,
  simpleRegistration: flag,
  subscription: lenient({
    enabled: flag,
    timeCloses: text,
    organiserMessage: text,
    e4sMessage: text,
    process: flag,
    refunded: flag,
    processRefundTime: text,
  }),
  pbMandatory: flag,
  /** The spec does not name this legacy field; the simulator and the BFF agree on it (docs/legacy-wire.md). */
  genericAthleteEntity: lenient({ required: flag, entityLevel: num, entityName: text }),
  singleAge: flag,
  showTeamAthletes: flag,
  timetable: text,
  cheques: lenient({ allow: flag, ends: text }),
  cancelEvent: lenient({
    hrsBeforeClose: num,
    refund: lenient({ allow: flag, type: text }),
    credit: lenient({ allow: flag }),
  }),
  helpText: lenient({ athletes: text, schedule: text, teams: text, cart: text }),
})
export type CompetitionOptionsWire = z.infer<typeof competitionOptionsWire>

export const competitionWire = competitionInfoWire.extend({
  options: competitionOptionsWire,
  rules: rulesWire,
  prices: z.array(priceWire).catch([]),
})
export type CompetitionWire = z.infer<typeof competitionWire>

/** Of its meta, the discounts the entry page shows (decision 071); the rest is the builder's. */
export const competitionAnswerSchema = competitionAnswer(competitionWire, lenient({ discounts: discountsWire }))
export type CompetitionAnswer = z.infer<typeof competitionAnswerSchema>

export const ageGroupWire = z.object({
  id,
  name: text,
  shortName: text,
  minAge: num,
  maxAge: num,
  /** The age counts on this day, month and year (the competition's first day). */
  day: num,
  month: num,
  year: num,
  /** YYYY-MM-DD: the dates of birth the group covers, both included. */
  dobFrom: text,
  dobTo: text,
})
export type AgeGroupWire = z.infer<typeof ageGroupWire>

export const ageGroupsAnswerSchema = envelope(z.array(ageGroupWire))
export type AgeGroupsAnswer = z.infer<typeof ageGroupsAnswerSchema>

// ---------------------------------------------------------------------------------------------
// Schedule
// ---------------------------------------------------------------------------------------------

export const unitWire = z.object({ id: num, uomType: text, pattern: text, text: text, short: text })
export type UnitWire = z.infer<typeof unitWire>

/** The spec's Performance (2-entry §3 "PB / performance"), as an entry and the entryperf call carry it. */
export const performanceShape = {
  athleteId: num,
  eventId: num,
  eventType: text,
  perf: num,
  perfText: text,
  pb: num,
  pbText: text,
  sb: num,
  sbText: text,
  limits: lenient({ min: num, max: num }),
  uom: z.array(unitWire).catch([]),
}

const securityWire = lenient({ clubs: namedRefs, counties: namedRefs, regions: namedRefs })
const rowOptionsWire = lenient({
  autoExpandHelpText: flag,
  showPB: flagDefaultTrue,
  showPrice: flagDefaultTrue,
  showEntryCount: flagDefaultTrue,
  hideOnDisable: flag,
})

/** Competition-event options (ceoptions) the entry rules and rows read. */
export const ceOptionsWire = lenient({
  helpText: text,
  warningMessage: text,
  xeText: text,
  xbText: text,
  xiText: text,
  xrText: text,
  /** ceids that cannot be entered together with this one. */
  unique: idList,
  /** Event groups whose entry disables this one. */
  uniqueEventGroups: namedRefs,
  excludeFromCntRule: flag,
  isTeamEvent: flag,
  maxInHeat: num,
  mandatoryPB: flag,
  security: securityWire,
  athleteSecurity: securityWire,
  ageGroups: idList,
  hideOnDisable: flag,
  isNotAvailable: flag,
  singleAge: flag,
  checkIn: lenient({ from: z.coerce.number().catch(-1), to: z.coerce.number().catch(-1) }),
  eventGroupInfo: lenient({ id: num, name: text }),
  rowOptions: rowOptionsWire,
  multiEventOptions: lenient({ childEvents: childEventsWire }),
})
export type CeOptionsWire = z.infer<typeof ceOptionsWire>

/** One schedule line (2-entry.md §3): a competition event as one athlete sees it. */
export const scheduleLineWire = z.object({
  ceid: id,
  compid: num,
  eventid: id,
  athleteid: num,
  Name: text,
  ageGroupId: num,
  ageGroup: text,
  eventGroup: text,
  eventGroupId: num,
  /** Date-time YYYY-MM-DDTHH:mm:ss+01:00; 00:00 means time to be confirmed. */
  startdate: text,
  /** T, F, M, R or X. */
  tf: text,
  /** T, D, H or P. */
  uomType: text,
  price: lenient({
    id: num,
    curPrice: num,
    curFee: num,
    saleDate: text,
    salePrice: num,
    stdPrice: num,
    actualPrice: num,
  }),
  saleprice: num,
  IsOpen: flag,
  split: num,
  maxgroup: num,
  /** -1 schedule only, 0 unlimited. */
  maxathletes: num,
  entrycnt: num,
  entryInfo: lenient({ entryPosition: num, paidCount: num, unpaidCount: num, totalCount: num, entryCreated: text }),
  order: lenient({
    orderId: num,
    productId: num,
    dateOrdered: text,
    e4sLineValue: num,
    wcLineValue: num,
    creditValue: num,
    refundValue: num,
    isCredit: flag,
    isRefund: flag,
  }),
  entered: flag,
  /** 0 not paid, 1 paid, 2 cheque/awaiting payment, 3 auto free price. */
  paid: num,
  entryId: num,
  waitingList: flag,
  pb: num,
  perfInfo: lenient(performanceShape),
  /** Who made the entry (the e-mail only on the user's own entries). */
  user: lenient({ userId: num, userName: text, userEmail: text }),
  club: text,
  clubId: num,
  teamId: num,
  URN: text,
  firstName: text,
  surName: text,
  ageInfo: ageInfoWire,
  userSelected: flag,
  ruleIsDisabledBy: flag,
  ruleMessage: text,
  ruleType: text,
  ceoptions: ceOptionsWire,
  eoptions: lenient({ min: num, max: num, isTeamEvent: flag, maxInHeat: num }),
})
export type ScheduleLineWire = z.infer<typeof scheduleLineWire>

const schedInfoWire = lenient({
  title: text,
  shortDescription: text,
  autoExpand: flag,
  showLinks: flag,
  schedInfoDetails: z.array(lenient({ title: text, body: text })).catch([]),
  rowOptions: rowOptionsWire,
})

/**
 * GET /v5/events/{compId}/{athleteId}: unlike the envelope, events, rules, ageInfo and schedInfo
 * are at the top level (as the spec shows). An answer that wraps them in `data` reads the same.
 */
export const scheduleAnswerSchema = z.preprocess(
  (v) => (isRecord(v) && v.events === undefined && isRecord(v.data) ? { ...v, ...v.data } : v),
  z.object({
    errNo: z.coerce.number().default(0),
    error: z.string().nullish(),
    message: z.string().nullish(),
    events: z.array(scheduleLineWire),
    rules: rulesWire,
    ageInfo: ageInfoWire,
    schedInfo: schedInfoWire,
    subscriptionText: text,
  }),
)
export type ScheduleAnswer = z.infer<typeof scheduleAnswerSchema>

// ---------------------------------------------------------------------------------------------
// Switch, units (products, basket and cart: cart.server.ts)
// ---------------------------------------------------------------------------------------------

export const switchAnswerSchema = envelope(lenient({ entryId: num, productId: num, ceid: num, paid: num }))
export type SwitchAnswer = z.infer<typeof switchAnswerSchema>

export const unitsAnswerSchema = envelope(z.array(unitWire))
export type UnitsAnswer = z.infer<typeof unitsAnswerSchema>

const statusAnswerSchema = envelope(z.unknown().optional())
export type EntryStatusAnswer = z.infer<typeof statusAnswerSchema>

/** Checks a priority code (case-insensitive); a wrong one is errNo 1 "Code entered does not match.". */
export function checkPriorityCode(legacy: LegacyCaller, compId: number, code: string) {
  return legacy.call({
    endpoint: 'entry.priority',
    method: 'POST',
    path: rest(`/v5/competition/priority/${segment(compId)}`),
    body: { code },
    auth: 'required',
    schema: statusAnswerSchema,
  })
}

/**
 * The full competition. The answer is the same for everyone: the service reads it without the token
 * and keeps it under a shared key (services/competitions.server.ts, loadFullCompetition).
 */
export function getFullCompetition(legacy: LegacyCaller, compId: number) {
  return legacy.call({
    endpoint: 'entry.competition',
    method: 'GET',
    path: rest(`/v5/competition/${segment(compId)}`),
    auth: 'optional',
    schema: competitionAnswerSchema,
    variants: (answer) => competitionAnswerVariants(answer, Object.keys(competitionWire.shape)),
  })
}

export function getAgeGroups(legacy: LegacyCaller, compId: number) {
  return legacy.call({
    endpoint: 'entry.agegroups',
    method: 'GET',
    path: rest(`/v5/competition/agegroups/${segment(compId)}`),
    auth: 'optional',
    schema: ageGroupsAnswerSchema,
  })
}

/** The athlete's schedule for a competition: the events of their age group, with the user's entries. */
export function getSchedule(legacy: LegacyCaller, compId: number, athleteId: number) {
  return legacy.call({
    endpoint: 'entry.schedule',
    method: 'GET',
    path: rest(`/v5/events/${segment(compId)}/${segment(athleteId)}`),
    auth: 'required',
    schema: scheduleAnswerSchema,
  })
}

/** Moves an entry to another event of the same competition. */
export function switchEntry(legacy: LegacyCaller, input: { entryId: number; ceid: number }) {
  return legacy.call({
    endpoint: 'entry.switch',
    method: 'POST',
    path: rest('/v5/entry/switch'),
    body: { entryid: input.entryId, ceid: input.ceid },
    auth: 'required',
    schema: switchAnswerSchema,
  })
}

/** Units of measure with their input patterns (e.g. T m:ss.SS, D m.cm); the same for everyone. */
export function getUnits(legacy: LegacyCaller) {
  return legacy.call({
    endpoint: 'entry.uom',
    method: 'GET',
    path: rest('/v5/uom'),
    auth: 'optional',
    schema: unitsAnswerSchema,
  })
}

/**
 * Puts an unpaid entry (its product) into a user's basket (2-entry §7 `POST /v5/entry/addtobasket`
 * { productid, userid }): an entry awaiting another user's payment, taken into the caller's own basket.
 * Only the outcome is read (the spec shows no answer).
 */
export function addEntryToBasket(legacy: LegacyCaller, input: { productId: number; userId: number }) {
  return legacy.call({
    endpoint: 'entry.addtobasket',
    method: 'POST',
    path: rest('/v5/entry/addtobasket'),
    body: { productid: input.productId, userid: input.userId },
    auth: 'required',
    schema: writeAnswerSchema,
    outcomeOnly: true,
  })
}
