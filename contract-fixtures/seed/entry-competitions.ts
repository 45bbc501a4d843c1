import { defaultCeOptions, defaultOptions } from './competitions'
import { addDays, dateTime, shiftedDateTime } from './dates'
import { ENTRY_DEMO } from './entry-demo'
import { AGE_GROUPS, COUNTIES, DEFAULT_LOGO, EVENTS, ORGANISATIONS } from './reference-data'
import type {
  CompetitionScenario,
  SeedCeOptions,
  SeedClub,
  SeedClubCompClub,
  SeedCompEvent,
  SeedCompetition,
  SeedCompetitionOptions,
  SeedCompRule,
  SeedEventTeam,
  SeedPrice,
  SeedRuleOptions,
} from './types'

/**
 * Hand-made competitions for the entry page: each rule of 2-entry.md §4–5 is true in one of them
 * at the reference date. No random draws: the ids, events and limits are the ones ENTRY_DEMO names.
 */

type EventPlan = {
  event: string
  /** 0-based competition day. */
  day: number
  time: string
  maxAthletes?: number
  entryCount?: number
  isOpen?: boolean
  options?: Partial<SeedCeOptions>
  /** Event names whose groups disable this event (resolved to uniqueEventGroups). */
  uniqueGroups?: string[]
  /** Event names of the same competition that exclude this one (resolved to ceids). */
  uniqueWith?: string[]
  /** A multi-event's child events by name, with PB limits where given. */
  childEvents?: Array<{ event: string; min?: number; max?: number }>
  /** A team event: its header options over the defaults. */
  team?: Partial<SeedEventTeam>
}

type EntryPlan = {
  id: number
  name: string
  orgId: number
  /** The organiser club is the first club whose name starts with this town. */
  town: string
  locationId: number
  startDay: number
  days: number
  openDay: number
  closeDay: number
  saleEndDay?: number
  price: { price: number; salePrice: number }
  events: EventPlan[]
  rules: Array<{ agid: number; options: Partial<SeedRuleOptions> }>
  scenarios: CompetitionScenario[]
  adjust?: (options: SeedCompetitionOptions, input: EntryInput) => void
  terms?: boolean
  /** A club competition's club info. */
  clubInfo?: (input: EntryInput) => SeedClubCompClub[]
}

type EntryInput = { referenceDate: string; clubs: SeedClub[]; repClub: SeedClub }

const ALL_AGE_GROUPS = AGE_GROUPS.map((a) => a.id)
const UNDER_15 = 3

const TERMS_HTML =
  '<p>By entering you confirm that the athlete is a registered member of an affiliated club, that the ' +
  'performances given are true, and that entry fees are not refundable after entries close.</p>'

function ruleOptions(over: Partial<SeedRuleOptions>): SeedRuleOptions {
  return {
    maxEvents: 0,
    maxField: 0,
    maxTrack: 0,
    maxCompEvents: 0,
    maxCompField: 0,
    maxCompTrack: 0,
    maxExcludedEvents: 0,
    maxTeamEvents: 0,
    unique: null,
    ...over,
  }
}

function eventByName(name: string) {
  const event = EVENTS.find((e) => e.name === name)
  if (!event) throw new Error(`unknown event ${name}`)
  return event
}

const PLANS: EntryPlan[] = [
  {
    id: ENTRY_DEMO.rulesCompId,
    name: 'Larkhill Graded Open',
    orgId: 12,
    town: 'Larkhill',
    locationId: 5,
    startDay: 24,
    days: 1,
    openDay: -10,
    closeDay: 20,
    saleEndDay: 12,
    price: { price: 8, salePrice: 6.5 },
    terms: true,
    events: [
      { event: '100m', day: 0, time: '10:00', options: { mandatoryPB: true, ...ENTRY_DEMO.rulesPbLimits.m100 } },
      { event: '200m', day: 0, time: '10:45' },
      {
        event: 'Long Jump',
        day: 0,
        time: '11:30',
        options: { mandatoryPB: true, ...ENTRY_DEMO.rulesPbLimits.longJump },
        uniqueGroups: ['Triple Jump'],
      },
      { event: 'Triple Jump', day: 0, time: '13:00', options: { min: 5, max: 18 }, uniqueGroups: ['Long Jump'] },
      { event: '800m', day: 0, time: '14:00', options: { helpText: 'Two races; the fastest seeded race runs last.' } },
    ],
    rules: [
      { agid: UNDER_15, options: { maxEvents: ENTRY_DEMO.rulesDayLimit } },
      { agid: 0, options: { maxEvents: 4 } },
    ],
    scenarios: ['open', 'priority', 'terms', 'entry-rules'],
    adjust(options, input) {
      options.priority = {
        required: true,
        code: ENTRY_DEMO.rulesCode,
        dateTime: shiftedDateTime(input.referenceDate, 5, '09:00'),
        message: '<p>Priority entry is open to graded athletes of the Larkhill league for the first two weeks.</p>',
      }
      options.pbMandatory = false
      options.helpText.schedule = 'Under 15 athletes may enter two events.'
    },
  },
  {
    id: ENTRY_DEMO.limitsCompId,
    name: 'Gull Point Two Day Open',
    orgId: 54,
    town: 'Gull Point',
    locationId: 4,
    startDay: 30,
    days: 2,
    openDay: -8,
    closeDay: 25,
    saleEndDay: -2,
    price: { price: 7, salePrice: 6 },
    events: [
      { event: '100m', day: 0, time: '10:00' },
      { event: 'Long Jump', day: 0, time: '10:30', uniqueWith: ['High Jump'] },
      { event: 'Shot Put', day: 0, time: '11:00', options: { warningMessage: 'Entry by club or county team managers.' } },
      { event: '400m', day: 0, time: '12:00', maxAthletes: 8, entryCount: 8 },
      { event: '1500m', day: 0, time: '13:00', maxAthletes: -1, entryCount: 0, isOpen: false },
      { event: '200m', day: 1, time: '10:00' },
      { event: 'High Jump', day: 1, time: '10:30', uniqueWith: ['Long Jump'] },
      { event: 'Javelin', day: 1, time: '11:00', isOpen: false },
      { event: '800m', day: 1, time: '12:00', options: { excludeFromCntRule: true } },
      { event: 'Discus', day: 1, time: '13:00', maxAthletes: 24, entryCount: 9 },
      { event: '400m Hurdles', day: 1, time: '14:00' },
      { event: '3000m', day: 1, time: '15:00' },
    ],
    rules: [
      {
        agid: 0,
        options: {
          maxEvents: 3,
          maxField: 1,
          maxTrack: 2,
          maxCompEvents: 4,
          maxCompField: 2,
          maxCompTrack: 3,
          maxExcludedEvents: 1,
          unique: {
            ids: `${eventByName('100m').id},${eventByName('200m').id}`,
            events: '100m,200m',
            type: 'E',
            text: 'Athletes may enter the 100m or the 200m, not both.',
          },
        },
      },
    ],
    scenarios: ['late-entry', 'multi-day', 'entry-rules', 'event-security'],
    adjust(options) {
      options.lateEntry = true
      options.genericAthleteEntity = { required: true, entityLevel: 1, entityName: 'Club' }
      options.ui = { ...options.ui, entryDefaultPanel: 'SHOP', sectionsToHide: ['TEAMS'] }
    },
  },
  {
    id: ENTRY_DEMO.waitingListCompId,
    name: 'Saltings Waiting List Meeting',
    orgId: 27,
    town: 'Saltings',
    locationId: 8,
    startDay: 20,
    days: 1,
    openDay: -5,
    closeDay: 15,
    price: { price: 6, salePrice: 0 },
    events: [
      { event: '100m', day: 0, time: '10:00', maxAthletes: 12, entryCount: 12 },
      { event: 'Long Jump', day: 0, time: '11:00', maxAthletes: 10, entryCount: 4 },
      { event: '800m', day: 0, time: '12:30' },
    ],
    rules: [],
    scenarios: ['open', 'waiting-list'],
    adjust(options, input) {
      options.allowAdd.unregistered = true
      options.subscription = {
        enabled: true,
        timeCloses: shiftedDateTime(input.referenceDate, 10, '23:59'),
        organiserMessage: '<p>Places are offered in order of entry once the field is confirmed.</p>',
        e4sMessage: 'Waiting-list entries are refunded if no place becomes available.',
        process: false,
        refunded: false,
        processRefundTime: '',
      }
    },
  },
  {
    id: ENTRY_DEMO.multiCompId,
    name: 'Millbrook Combined Events Open',
    orgId: 27,
    town: 'Millbrook',
    locationId: 5,
    startDay: 35,
    days: 1,
    openDay: -5,
    closeDay: 30,
    price: { price: 12, salePrice: 0 },
    events: [
      {
        event: 'Pentathlon',
        day: 0,
        time: '10:00',
        options: { helpText: 'Five events in one day; enter a PB for each of them.' },
        childEvents: [
          { event: '75m Hurdles', ...ENTRY_DEMO.multiHurdlesLimits },
          { event: 'High Jump' },
          { event: 'Shot Put' },
          { event: 'Long Jump' },
          { event: '800m' },
        ],
      },
      { event: '100m', day: 0, time: '16:30' },
    ],
    rules: [],
    scenarios: ['open', 'multi-event'],
  },
  {
    id: ENTRY_DEMO.relayCompId,
    name: 'Larkhill Relays Open',
    orgId: 12,
    town: 'Larkhill',
    locationId: 5,
    startDay: 38,
    days: 1,
    openDay: -6,
    closeDay: 33,
    price: { price: 6, salePrice: 0 },
    events: [
      {
        event: '4x100m Relay',
        day: 0,
        time: '13:00',
        entryCount: 0,
        team: { min: 4, max: 6, singleClub: true, maxTeamsForAthlete: 1, maxEventTeams: 3 },
      },
      {
        event: '4x400m Relay',
        day: 0,
        time: '15:00',
        entryCount: 0,
        team: {
          gender: 'M',
          min: 4,
          max: 5,
          teamPositionLabel: 'Leg',
          teamSubstituteLabel: 'Reserve',
          disableTeamNameEdit: true,
          mustBeIndivEntered: true,
          teamNameFormat: '{club} {eventname} {agegroup}',
        },
      },
      {
        event: 'Mixed 4x400m Relay',
        day: 0,
        time: '16:00',
        entryCount: 0,
        team: { gender: 'O', min: 4, max: 4, minTargetAgeGroupCount: 2, maxOtherAgeGroupCount: 2 },
      },
      // Schedule only: a team header with maxAthletes -1 is never offered.
      { event: '4x100m Relay', day: 0, time: '17:00', entryCount: 0, maxAthletes: -1, team: { gender: 'M' } },
      { event: '100m', day: 0, time: '10:00' },
      // A school relay (decision 056): a free form of four named legs and a reserve, and two questions.
      {
        event: '4x400m Relay',
        day: 0,
        time: '18:00',
        entryCount: 0,
        team: {
          min: 4,
          max: 5,
          formType: 'SCHOOL',
          showForm: true,
          formRows: [
            { pos: 1, label: 'Leg 1 runner' },
            { pos: 2, label: 'Leg 2 runner' },
            { pos: 3, label: 'Leg 3 runner' },
            { pos: 4, label: 'Leg 4 runner' },
            { pos: 5, label: 'Reserve runner' },
          ],
          others: [
            { label: 'Teacher in charge', value: '' },
            { label: 'School year', value: 'Year 10' },
          ],
        },
      },
    ],
    rules: [],
    scenarios: ['open', 'relay-teams'],
    adjust(options) {
      options.compLimits = { ...options.compLimits, teams: ENTRY_DEMO.relayTeamLimit }
      options.showTeamAthletes = true
      options.helpText.teams = 'Teams are entered by club team managers; pick the athletes by leg.'
    },
  },
  {
    id: ENTRY_DEMO.clubInfoCompId,
    name: 'Larkhill Inter-Club League',
    orgId: 12,
    town: 'Larkhill',
    locationId: 5,
    startDay: 40,
    days: 1,
    openDay: -6,
    closeDay: 35,
    price: { price: 5, salePrice: 0 },
    events: [
      { event: '100m', day: 0, time: '10:00', entryCount: 0 },
      { event: '800m', day: 0, time: '11:00', entryCount: 0 },
      { event: 'Long Jump', day: 0, time: '12:00', entryCount: 0 },
      { event: '4x100m Relay', day: 0, time: '14:00', entryCount: 0, team: { min: 4, max: 6 } },
      { event: '4x400m Relay', day: 0, time: '15:00', entryCount: 0, team: { gender: 'M', min: 4, max: 5 } },
      { event: 'Mixed 4x400m Relay', day: 0, time: '16:00', entryCount: 0, team: { gender: 'O', min: 4, max: 4 } },
    ],
    rules: [],
    scenarios: ['open', 'club-info'],
    adjust(options) {
      options.clubComp = true
      options.isClubComp = true
    },
    clubInfo({ clubs, repClub }) {
      const other = clubs.find((c) => c.clubType === 'C' && c.id !== repClub.id) ?? repClub
      return [
        { clubId: repClub.id, clubName: repClub.name, ...ENTRY_DEMO.clubInfoAllowance },
        { clubId: other.id, clubName: other.name, maxEntries: 0, maxPerEvent: 3, maxRelays: 2, maxMixedRelays: 1 },
      ]
    },
  },
]

function eventTeam(over: Partial<SeedEventTeam>): SeedEventTeam {
  return {
    gender: 'F',
    ageGroupId: 4,
    min: 4,
    max: 4,
    minTargetAgeGroupCount: 0,
    maxOtherAgeGroupCount: 0,
    maxTeamsForAthlete: 0,
    teamPositionLabel: '',
    teamSubstituteLabel: '',
    maxEventTeams: 0,
    singleClub: false,
    formType: 'DEFAULT',
    showForm: false,
    formRows: [],
    others: [],
    teamNameFormat: '',
    mustBeIndivEntered: false,
    disableTeamNameEdit: false,
    ...over,
  }
}

function buildEvents(plan: EntryPlan, dates: string[], priceId: number, input: EntryInput): SeedCompEvent[] {
  const ceidOf = (name: string) => plan.id * 100 + plan.events.findIndex((e) => e.event === name) + 1
  const security = securityFor(input.repClub)
  return plan.events.map((e, index) => {
    const event = eventByName(e.event)
    const ceid = plan.id * 100 + index + 1
    const options: SeedCeOptions = { ...defaultCeOptions(), ...e.options }
    options.unique = (e.uniqueWith ?? []).map(ceidOf)
    options.uniqueEventGroups = (e.uniqueGroups ?? []).map((name) => ({ id: ceidOf(name), name }))
    if (ceid === ENTRY_DEMO.limitsCeids.shotPutSecured) options.security = security
    if (e.childEvents) {
      options.multiEventOptions = {
        childEvents: e.childEvents.map((c) => ({ id: eventByName(c.event).id, name: c.event, min: c.min ?? 0, max: c.max ?? 0 })),
      }
    }
    const maxAthletes = e.maxAthletes ?? 0
    return {
      ceid,
      compId: plan.id,
      eventId: event.id,
      eventGroupId: ceid,
      eventGroup: event.name,
      split: 0,
      startdate: dateTime(dates[e.day] as string, e.time),
      ageGroupIds: [...ALL_AGE_GROUPS],
      priceId,
      maxAthletes,
      entryCount: e.entryCount ?? (index * 7) % 13,
      isOpen: e.isOpen ?? maxAthletes !== -1,
      isTeamEvent: e.team !== undefined,
      options,
      ...(e.team ? { eventTeam: eventTeam(e.team) } : {}),
    }
  })
}

/** The representative's club and its county: the rows only their representatives may enter. */
function securityFor(repClub: SeedClub): SeedCeOptions['security'] {
  const county = COUNTIES.find((c) => c.id === repClub.countyId)
  return {
    clubs: [{ id: repClub.id, name: repClub.name }],
    counties: county ? [{ id: county.id, name: county.name }] : [],
    regions: [],
  }
}

function buildEntryCompetition(plan: EntryPlan, input: EntryInput): SeedCompetition {
  const { referenceDate } = input
  const org = ORGANISATIONS.find((o) => o.id === plan.orgId) ?? (ORGANISATIONS[0] as (typeof ORGANISATIONS)[number])
  const club = input.clubs.find((c) => c.clubType === 'C' && c.name.startsWith(plan.town)) ?? input.repClub
  const dates = Array.from({ length: plan.days }, (_, d) => addDays(referenceDate, plan.startDay + d))
  const options = defaultOptions()
  options.saleenddate = plan.saleEndDay === undefined ? '' : shiftedDateTime(referenceDate, plan.saleEndDay, '23:59')
  options.entriesOpen = plan.openDay <= 0 && plan.closeDay > 0
  options.contact = { email: `entries-${plan.id}@example.org`, tel: '', userName: club.name, visible: true }
  options.homeInfo = '<p>Please read the schedule notes before entering.</p>'
  plan.adjust?.(options, input)

  const priceId = plan.id * 10 + 1
  const prices: SeedPrice[] = [
    {
      id: priceId,
      compId: plan.id,
      name: 'Standard',
      description: 'Individual event entry',
      price: plan.price.price,
      fee: 0.5,
      salePrice: plan.price.salePrice,
      saleFee: plan.price.salePrice > 0 ? 0.5 : 0,
      saleEndDate: options.saleenddate,
      options: { displayFee: true, feeIncluded: false, freeEntry: false },
    },
  ]
  const compEvents = buildEvents(plan, dates, priceId, input)
  const entries = compEvents.reduce((sum, ce) => sum + ce.entryCount, 0)
  const rules: SeedCompRule[] = plan.rules.map((r, index) => ({
    id: plan.id * 10 + index + 1,
    agid: r.agid,
    options: ruleOptions(r.options),
  }))

  return {
    id: plan.id,
    name: plan.name,
    compOrgId: org.id,
    compOrgName: org.name,
    organiserClubId: club.id,
    organiserClubName: club.name,
    locationId: plan.locationId,
    date: dates[0] as string,
    dates,
    active: true,
    opendate: shiftedDateTime(referenceDate, plan.openDay, '09:00'),
    closedate: shiftedDateTime(referenceDate, plan.closeDay, '23:59'),
    logo: DEFAULT_LOGO,
    indoorOutdoor: 'O',
    newsFlash: '',
    information: `<h3>${plan.name}</h3><p>Numbers are collected from the registration desk on the day.</p>`,
    termsConditions: plan.terms ? TERMS_HTML : '',
    teamComp: compEvents.some((ce) => ce.isTeamEvent),
    counts: { athletes: Math.round(entries * 0.6), entries, teams: 0 },
    options,
    compEvents,
    prices,
    rules,
    scenarios: [...plan.scenarios, 'information'],
    ...(plan.clubInfo ? { clubCompInfo: plan.clubInfo(input) } : {}),
  }
}

const AFTER_THE_CARDS: number[] = [ENTRY_DEMO.relayCompId, ENTRY_DEMO.clubInfoCompId]

export function createEntryCompetitions(input: EntryInput): SeedCompetition[] {
  return PLANS.filter((plan) => !AFTER_THE_CARDS.includes(plan.id)).map((plan) => buildEntryCompetition(plan, input))
}

/** The relay and club competitions, numbered after the card competitions. */
export function createTeamCompetitions(input: EntryInput): SeedCompetition[] {
  return PLANS.filter((plan) => AFTER_THE_CARDS.includes(plan.id)).map((plan) => buildEntryCompetition(plan, input))
}
