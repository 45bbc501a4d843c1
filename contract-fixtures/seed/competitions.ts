import { addDays, dateTime, shiftedDateTime } from './dates'
import { AGE_GROUPS, COUNTIES, DEFAULT_LOGO, EVENTS, LOCATIONS, NATIONAL_ORG_ID, ORGANISATIONS } from './reference-data'
import { createRandom, type Random } from './prng'
import type {
  CompetitionScenario,
  SeedCeOptions,
  SeedClub,
  SeedCompEvent,
  SeedCompetition,
  SeedCompetitionOptions,
  SeedEvent,
  SeedPrice,
} from './types'

const FIRST_COMP_ID = 501
/** The code of the priority competition (id 508, "Northvale Priority Championships"). */
export const PRIORITY_DEMO_CODE = 'NVPRIORITY'
/** The ordinary competitions (situations and filler); the markup-check competition comes on top. */
export const COMPETITION_COUNT = 48
/** The competition whose organiser texts carry script and event-handler payloads (they must never run). */
export const XSS_COMPETITION_ID = FIRST_COMP_ID + COMPETITION_COUNT

type Kind = 'track' | 'indoor' | 'road' | 'xc' | 'relays' | 'multi' | 'tickets'

/** What a competition is built for; every day offset is relative to the reference date. */
type Plan = {
  name: string
  kind: Kind
  orgId: number
  startDay: number
  days?: number
  openDay: number
  closeDay: number
  /** End of standard entries (late entries at a higher price follow); omitted when there is none. */
  saleEndDay?: number
  active?: boolean
  disabledReason?: string
  priority?: boolean
  /** A fixed priority code (the random draw still happens, so the other data stays as it was). */
  priorityCode?: string
  clubComp?: 'with-cut-off' | 'no-cut-off'
  results?: boolean
  checkIn?: boolean
  /** A competition limit reached (teams: only for team competitions). */
  full?: 'athletes' | 'entries' | 'teams'
  /**
   * Athlete security without a club competition: clubs whose cut-off (onlyClubsUpTo) has passed,
   * or areas (counties, given by name) with no cut-off.
   */
  athleteSecurity?: 'clubs-cut-off-passed' | { areas: string[] }
  ownLogo?: boolean
  newsflash?: 'short' | 'long'
  information?: boolean
  terms?: boolean
  enterButtonText?: string
  /** Newsflash, information, home info and terms carry XSS payloads. */
  unsafeMarkup?: boolean
}

/** One competition per situation the screens must show; the rest are ordinary filler. */
const PLANS: Plan[] = [
  {
    name: 'Northvale Spring Open',
    kind: 'track',
    orgId: 12,
    startDay: 14,
    openDay: -20,
    closeDay: 10,
    saleEndDay: 5,
    ownLogo: true,
    newsflash: 'short',
    information: true,
  },
  { name: 'Riverside League Match 1', kind: 'track', orgId: 27, startDay: 9, openDay: -3, closeDay: 6 },
  { name: 'Oakdale Indoor Closed Meeting', kind: 'indoor', orgId: 12, startDay: 3, openDay: -40, closeDay: -2 },
  { name: 'Chalkdown Late Entry Open', kind: 'track', orgId: 27, startDay: 8, openDay: -30, closeDay: 4, saleEndDay: -3, terms: true },
  { name: 'Harbourside Summer Series Round 1', kind: 'track', orgId: 54, startDay: 40, openDay: 5, closeDay: 30, saleEndDay: 20 },
  { name: 'Westridge Throws Festival', kind: 'track', orgId: 12, startDay: 20, openDay: -10, closeDay: 15, active: false },
  {
    name: 'Fellside Jumps Festival',
    kind: 'track',
    orgId: 27,
    startDay: 18,
    openDay: -15,
    closeDay: 12,
    disabledReason: 'Entries are paused while the organiser confirms the track booking.',
  },
  {
    name: 'Northvale Priority Championships',
    kind: 'track',
    orgId: 12,
    startDay: 25,
    openDay: -5,
    closeDay: 18,
    saleEndDay: 10,
    priority: true,
    priorityCode: PRIORITY_DEMO_CODE,
    terms: true,
    information: true,
  },
  {
    name: 'Harbourside Club Championships',
    kind: 'track',
    orgId: 54,
    startDay: 16,
    openDay: -12,
    closeDay: 11,
    clubComp: 'with-cut-off',
    newsflash: 'short',
  },
  { name: 'Copperfield Inter-Club Relays', kind: 'relays', orgId: 27, startDay: 22, openDay: -8, closeDay: 17, clubComp: 'no-cut-off' },
  {
    name: 'Chalkdown Two Day Championships',
    kind: 'track',
    orgId: 12,
    startDay: 30,
    days: 2,
    openDay: -6,
    closeDay: 21,
    saleEndDay: 12,
    ownLogo: true,
    newsflash: 'long',
    information: true,
    terms: true,
  },
  { name: 'Oakdale Combined Events Weekend', kind: 'multi', orgId: 54, startDay: 35, days: 2, openDay: -1, closeDay: 28 },
  { name: 'Riverside Relay Festival', kind: 'relays', orgId: 27, startDay: 12, openDay: -14, closeDay: 8, ownLogo: true },
  {
    name: 'Northvale Winter Indoor Open',
    kind: 'indoor',
    orgId: 12,
    startDay: -12,
    openDay: -60,
    closeDay: -16,
    results: true,
    ownLogo: true,
  },
  { name: 'Eastmarsh Cross Country', kind: 'xc', orgId: 38, startDay: -25, openDay: -70, closeDay: -28, results: true },
  {
    name: 'Tidewater 10K',
    kind: 'road',
    orgId: 54,
    startDay: 1,
    openDay: -45,
    closeDay: -1,
    checkIn: true,
    information: true,
    enterButtonText: 'Enter',
  },
  { name: 'Fellside Open Meeting', kind: 'track', orgId: 12, startDay: 2, openDay: -30, closeDay: -1, checkIn: true, terms: true },
  {
    name: 'Harbourside Spectator Tickets',
    kind: 'tickets',
    orgId: 54,
    startDay: 16,
    openDay: -12,
    closeDay: 15,
    enterButtonText: 'Buy Tickets',
  },
  { name: 'Westridge Sold Out 5K', kind: 'road', orgId: 27, startDay: 11, openDay: -25, closeDay: 7, full: 'athletes', newsflash: 'short' },
  { name: 'Oakdale Full House Sprints', kind: 'indoor', orgId: 12, startDay: 13, openDay: -18, closeDay: 9, full: 'entries' },
  {
    name: 'National Junior Championships',
    kind: 'track',
    orgId: NATIONAL_ORG_ID,
    startDay: 45,
    days: 3,
    openDay: -2,
    closeDay: 30,
    saleEndDay: 20,
    ownLogo: true,
    information: true,
    terms: true,
    enterButtonText: 'Book your place now',
  },
  { name: 'Copperfield Schools Cup', kind: 'track', orgId: 54, startDay: -5, openDay: -40, closeDay: -8, results: false },
]

const FILLER_SUFFIXES: Record<Kind, string[]> = {
  track: ['Open Meeting', 'League Match', 'Graded Meeting', 'Evening Open', 'Junior Open'],
  indoor: ['Indoor Open', 'Indoor Sprints'],
  road: ['5K', '10K', 'Half Marathon'],
  xc: ['Cross Country League', 'Cross Country Relays'],
  relays: ['Relay Festival'],
  multi: ['Combined Events'],
  tickets: ['Tickets'],
}

/** A window edge on the reference date itself would be open or closed depending on the hour. */
function avoidToday(day: number): number {
  return day === 0 ? -1 : day
}

function fillerPlans(random: Random, count: number): Plan[] {
  const plans: Plan[] = []
  const kinds: Kind[] = ['track', 'track', 'track', 'indoor', 'road', 'xc']
  const orgIds = ORGANISATIONS.map((o) => o.id)
  for (let i = 0; i < count; i++) {
    const kind = random.pick(kinds)
    const town = random.pick(LOCATIONS).town
    const round = i + 2
    const name = `${town} ${random.pick(FILLER_SUFFIXES[kind])} ${round}`
    const past = random.chance(0.45)
    const startDay = past ? -random.int(3, 180) : random.int(8, 150)
    const openDay = avoidToday(startDay - random.int(25, 60))
    const closeDay = startDay - random.int(2, 5)
    const hasSale = random.chance(0.4)
    plans.push({
      name,
      kind,
      orgId: random.pick(orgIds),
      startDay,
      days: random.chance(0.1) ? 2 : 1,
      openDay,
      closeDay,
      saleEndDay: hasSale ? avoidToday(closeDay - random.int(3, 10)) : undefined,
      results: past && random.chance(0.6),
      ownLogo: random.chance(0.25),
      newsflash: random.chance(0.2) ? 'short' : undefined,
      information: random.chance(0.3),
      terms: random.chance(0.2),
    })
  }
  return plans
}

function eventsFor(kind: Kind, random: Random): SeedEvent[] {
  const byName = (names: string[]) => EVENTS.filter((e) => names.includes(e.name))
  switch (kind) {
    case 'track':
      return random.shuffle(EVENTS.filter((e) => e.tf === 'T' || e.tf === 'F')).slice(0, random.int(8, 14))
    case 'indoor':
      return byName(['60m', '60m Hurdles', '200m', '400m', '800m', '1500m', 'High Jump', 'Long Jump', 'Shot Put', 'Pole Vault'])
    case 'road':
      return byName([random.pick(['5K Road', '10K Road', 'Half Marathon'])])
    case 'xc':
      return byName(['Cross Country 4K', 'Cross Country 8K'])
    case 'relays':
      return byName(['4x100m Relay', '4x400m Relay', 'Mixed 4x400m Relay', '100m', '400m'])
    case 'multi':
      return byName(['Pentathlon', 'Heptathlon', 'Decathlon'])
    case 'tickets':
      return []
  }
}

const NEWSFLASH_SHORT = '<p>Parking on site is limited: please car share or use the park and ride.</p>'
const NEWSFLASH_LONG =
  '<p>Important: the timetable has changed. Field events on day one now start at 10:30 and the ' +
  'sprint hurdles move to the afternoon session. Numbers can be collected from the registration ' +
  'tent from 08:30 on both days; please bring your registration card. Warm-up is on the back ' +
  'straight only, and spikes of no more than 7 mm may be worn on the main track. Changing rooms ' +
  'are in the sports hall, with lockers available for a small deposit. Refreshments are on sale ' +
  'all day. Photographers must register with the organiser before the first race. Results will be ' +
  'published live and on the noticeboard by the finish line after each event.</p>'

function informationHtml(name: string): string {
  return (
    `<h3>${name}</h3><p>Facilities include an eight-lane track, covered stand and warm-up area.</p>` +
    '<ul><li>Registration opens 90 minutes before the first event.</li><li>Bib numbers are issued on the day.</li></ul>'
  )
}

const TERMS_HTML =
  '<p>By entering you confirm that the athlete is a registered member of an affiliated club and ' +
  'agree to follow the instructions of officials. Entry fees are not refundable after entries close.</p>'

/** Every way a legacy text could try to run script; the BFF's sanitiser must neutralise each one. */
export const XSS_PAYLOADS =
  `<img src=x onerror="alert('xss')">` +
  `<script>alert('xss')</script>` +
  `<a href="javascript:alert('xss')">click</a>` +
  `<iframe src="javascript:alert('xss')"></iframe>` +
  '<div id="injected">Injected block</div>'

const MARKUP_CHECK_PLAN: Plan = {
  name: 'Sandmouth Markup Check Open',
  kind: 'track',
  orgId: 54,
  startDay: 26,
  openDay: -4,
  closeDay: 20,
  newsflash: 'short',
  information: true,
  terms: true,
  unsafeMarkup: true,
}

/**
 * Card states the generated competitions never show, after the entry competitions (ids from 554):
 * a team competition closed because its team limit is reached, a competition whose club
 * restriction cut-off has passed (no notice), and one restricted to areas. Each has its own random
 * stream, so adding them leaves every other generated value as it was; their dates put them on the
 * first page of the default list.
 */
export const CARD_DEMO = {
  teamsFullCompId: 554,
  clubCutOffPassedCompId: 555,
  areaRestrictedCompId: 556,
  /** The areas of areaRestrictedCompId, as the seed stores them (the card sorts them by name). */
  restrictedAreas: ['Highmoor', 'Fellshire'],
  /** Dated on the reference date (today), check-in enabled and opened: the check-in desk's meeting. */
  checkInTodayCompId: 557,
} as const

const CARD_PLANS: Array<Plan & { id: number }> = [
  {
    id: CARD_DEMO.teamsFullCompId,
    name: 'Brackenshire Relays Team Cup',
    kind: 'relays',
    orgId: 27,
    startDay: 10,
    openDay: -20,
    closeDay: 7,
    full: 'teams',
  },
  {
    id: CARD_DEMO.clubCutOffPassedCompId,
    name: 'Weald Vale Graded Open',
    kind: 'track',
    orgId: 54,
    startDay: 15,
    openDay: -21,
    closeDay: 12,
    athleteSecurity: 'clubs-cut-off-passed',
  },
  {
    id: CARD_DEMO.areaRestrictedCompId,
    name: 'Fellshire and Highmoor Counties Open',
    kind: 'track',
    orgId: 12,
    startDay: 19,
    openDay: -9,
    closeDay: 14,
    athleteSecurity: { areas: [...CARD_DEMO.restrictedAreas] },
    information: true,
  },
  {
    id: CARD_DEMO.checkInTodayCompId,
    name: 'Harbour Lights Open Meeting',
    kind: 'track',
    orgId: 12,
    startDay: 0,
    openDay: -40,
    closeDay: -2,
    checkIn: true,
  },
]

export function defaultOptions(): SeedCompetitionOptions {
  return {
    saleenddate: '',
    entriesOpen: false,
    lateEntry: false,
    disabled: false,
    disabledReason: '',
    homeInfo: '',
    priority: { required: false, code: '', dateTime: '', message: '' },
    compLimits: { athletes: 0, entries: 0, teams: 0 },
    athleteSecurity: { areas: [], clubs: [], onlyClubsUpTo: '' },
    clubComp: false,
    isClubComp: false,
    resultsAvailable: false,
    checkIn: {
      enabled: false,
      checkInDateTimeOpens: '',
      defaultFrom: 180,
      defaultTo: 60,
      qrCode: false,
      text: '',
      terms: '',
      useTerms: false,
      seedOnEntries: false,
    },
    ui: { enterButtonText: '', entryDefaultPanel: 'SCHEDULE', sectionsToHide: [], ticketComp: 0, ticketCompButtonText: '' },
    allowAdd: { unregistered: false, registered: true, international: false },
    allowExpiredRegistration: false,
    simpleRegistration: false,
    subscription: {
      enabled: false,
      timeCloses: '',
      organiserMessage: '',
      e4sMessage: '',
      process: false,
      refunded: false,
      processRefundTime: '',
    },
    pbMandatory: false,
    genericAthleteEntity: { required: false, entityLevel: 1, entityName: 'Club' },
    singleAge: false,
    showTeamAthletes: false,
    timetable: 'provisional',
    cheques: { allow: false, ends: '' },
    cancelEvent: { hrsBeforeClose: 48, refund: { allow: true, type: 'E4S_FEES' }, credit: { allow: true } },
    helpText: { athletes: '', schedule: '', teams: '', cart: '' },
    contact: { email: '', tel: '', userName: '', visible: false },
    useV2Routes: true,
  }
}

/** Competition-event options with nothing restricted. */
export function defaultCeOptions(): SeedCeOptions {
  return {
    min: 0,
    max: 0,
    mandatoryPB: false,
    unique: [],
    uniqueEventGroups: [],
    security: { clubs: [], counties: [], regions: [] },
    excludeFromCntRule: false,
    helpText: '',
    warningMessage: '',
  }
}

function priorityCode(random: Random): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ'
  let code = ''
  for (let i = 0; i < 6; i++) code += letters[random.int(0, letters.length - 1)]
  return code
}

function locationFor(kind: Kind, random: Random): number {
  if (kind === 'indoor') return 2
  if (kind === 'xc') return random.pick([7, 8])
  if (kind === 'road') return random.pick([4, 7, 8])
  return random.pick([1, 3, 4, 5, 6])
}

function buildPrices(compId: number, options: { teamComp: boolean; saleEnd: string; random: Random }): SeedPrice[] {
  const standard = options.random.pick([5, 6, 7.5, 8, 10])
  const prices: SeedPrice[] = [
    {
      id: compId * 10 + 1,
      compId,
      name: 'Standard',
      description: 'Individual event entry',
      price: standard,
      fee: 0.5,
      salePrice: options.saleEnd ? standard - 1 : 0,
      saleFee: options.saleEnd ? 0.5 : 0,
      saleEndDate: options.saleEnd,
      options: { displayFee: true, feeIncluded: false, freeEntry: false },
    },
  ]
  if (options.teamComp) {
    prices.push({
      id: compId * 10 + 2,
      compId,
      name: 'Relay team',
      description: 'Relay team entry',
      price: 16,
      fee: 0.8,
      salePrice: 0,
      saleFee: 0,
      saleEndDate: '',
      options: { displayFee: true, feeIncluded: false, freeEntry: false },
    })
  }
  return prices
}

function buildCompEvents(compId: number, events: SeedEvent[], dates: string[], prices: SeedPrice[], random: Random): SeedCompEvent[] {
  return events.map((event, index) => {
    const day = dates[index % dates.length] as string
    const minutes = 10 * 60 + Math.floor(index / dates.length) * 20
    const time = random.chance(0.08)
      ? '00:00'
      : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
    const teamPrice = prices.find((p) => p.name === 'Relay team')
    const maxAthletes = random.chance(0.05) ? -1 : random.chance(0.3) ? random.pick([8, 16, 24, 32]) : 0
    const entryCount = maxAthletes > 0 ? random.int(0, maxAthletes) : random.int(0, 40)
    const ceid = compId * 100 + index + 1
    return {
      ceid,
      compId,
      eventId: event.id,
      eventGroupId: ceid,
      eventGroup: event.name,
      split: 0,
      startdate: dateTime(day, time),
      ageGroupIds: random
        .shuffle(AGE_GROUPS.map((a) => a.id))
        .slice(0, random.int(2, 5))
        .sort((a, b) => a - b),
      priceId: event.isTeamEvent && teamPrice ? teamPrice.id : (prices[0] as SeedPrice).id,
      maxAthletes,
      entryCount,
      isOpen: maxAthletes !== -1,
      isTeamEvent: event.isTeamEvent,
      options: defaultCeOptions(),
    }
  })
}

type BuildInput = { referenceDate: string; organisers: SeedClub[]; repClub: SeedClub }

function buildCompetition(plan: Plan, id: number, random: Random, input: BuildInput): SeedCompetition {
  const { referenceDate, organisers } = input
  const org = ORGANISATIONS.find((o) => o.id === plan.orgId) ?? (ORGANISATIONS[0] as (typeof ORGANISATIONS)[number])
  const organiserClub = random.pick(organisers)
  const days = plan.days ?? 1
  const dates = Array.from({ length: days }, (_, d) => addDays(referenceDate, plan.startDay + d))
  const teamComp = plan.kind === 'relays'
  const options = defaultOptions()
  const scenarios = new Set<CompetitionScenario>()

  options.saleenddate = plan.saleEndDay === undefined ? '' : shiftedDateTime(referenceDate, plan.saleEndDay, '23:59')
  options.lateEntry = plan.saleEndDay !== undefined
  if (plan.disabledReason) {
    options.disabled = true
    options.disabledReason = plan.disabledReason
    scenarios.add('disabled')
  }
  if (plan.priority) {
    const drawn = priorityCode(random)
    options.priority = {
      required: true,
      code: plan.priorityCode ?? drawn,
      dateTime: shiftedDateTime(referenceDate, plan.openDay + 7, '09:00'),
      message: '<p>Priority entry is reserved for league member clubs for the first week.</p>',
    }
    scenarios.add('priority')
  }
  if (plan.clubComp) {
    const other = random.pick(organisers.filter((c) => c.id !== input.repClub.id))
    options.clubComp = true
    options.isClubComp = true
    options.athleteSecurity = {
      areas: [],
      clubs: [input.repClub, other].map((c) => ({ id: c.id, name: c.name })),
      onlyClubsUpTo: plan.clubComp === 'with-cut-off' ? shiftedDateTime(referenceDate, 7, '23:59') : '',
    }
    scenarios.add('club-comp')
  }
  if (plan.athleteSecurity === 'clubs-cut-off-passed') {
    const others = organisers.filter((c) => c.id !== input.repClub.id)
    options.athleteSecurity = {
      areas: [],
      clubs: random
        .shuffle(others)
        .slice(0, 2)
        .map((c) => ({ id: c.id, name: c.name })),
      onlyClubsUpTo: shiftedDateTime(referenceDate, -3, '23:59'),
    }
    scenarios.add('club-restriction-ended')
  } else if (plan.athleteSecurity) {
    const areas = plan.athleteSecurity.areas.map((name) => COUNTIES.find((c) => c.name === name))
    options.athleteSecurity = {
      areas: areas.filter((c) => c !== undefined).map((c) => ({ id: c.id, name: c.name })),
      clubs: [],
      onlyClubsUpTo: '',
    }
    scenarios.add('area-restricted')
  }
  if (plan.results) {
    options.resultsAvailable = true
    scenarios.add('results')
  }
  if (plan.checkIn) {
    options.checkIn = {
      ...options.checkIn,
      enabled: true,
      checkInDateTimeOpens: shiftedDateTime(referenceDate, plan.startDay - 2, '09:00'),
      qrCode: true,
      text: 'Check in at the registration tent to collect your number.',
      useTerms: true,
      terms: 'I confirm the athlete is fit to compete today and will wear the number given.',
    }
    scenarios.add('check-in')
  }
  if (plan.kind === 'tickets') {
    options.ui = { ...options.ui, entryDefaultPanel: 'SHOP_ONLY', sectionsToHide: ['SCHEDULE', 'ATHLETES', 'TEAMS'] }
    scenarios.add('shop-only')
  }
  if (plan.enterButtonText) options.ui.enterButtonText = plan.enterButtonText
  if (plan.information) {
    options.homeInfo = '<p>See the information page for the timetable and travel details.</p>'
    scenarios.add('information')
  }
  options.contact = { email: `entries-${id}@example.org`, tel: '', userName: organiserClub.name, visible: true }
  options.timetable = plan.startDay < 0 || plan.startDay < 7 ? 'final' : 'provisional'

  const capacity = plan.kind === 'road' || plan.kind === 'xc' ? 400 : 200
  const athletes = plan.startDay < 0 ? random.int(60, capacity) : random.int(0, Math.floor(capacity * 0.7))
  const counts = {
    athletes,
    entries: plan.kind === 'road' || plan.kind === 'xc' ? athletes : Math.round(athletes * (1.2 + random.next())),
    teams: teamComp ? random.int(4, 20) : 0,
  }
  if (teamComp) options.compLimits.teams = 24
  if (plan.full === 'athletes') {
    options.compLimits.athletes = 150
    counts.athletes = 150
    counts.entries = 150
    scenarios.add('full')
  }
  if (plan.full === 'entries') {
    options.compLimits.entries = 300
    counts.entries = 300
    counts.athletes = Math.min(counts.athletes, 180)
    scenarios.add('full')
  }
  if (plan.full === 'teams' && teamComp) {
    counts.teams = options.compLimits.teams
    // Four runners to a relay team at least.
    counts.athletes = Math.max(counts.athletes, 4 * counts.teams)
    counts.entries = Math.max(counts.entries, counts.athletes)
    scenarios.add('full')
  }

  const active = plan.active ?? true
  const isFull =
    (options.compLimits.athletes > 0 && counts.athletes >= options.compLimits.athletes) ||
    (options.compLimits.entries > 0 && counts.entries >= options.compLimits.entries) ||
    (teamComp && options.compLimits.teams > 0 && counts.teams >= options.compLimits.teams)
  const windowOpen = plan.openDay <= 0 && plan.closeDay > 0
  options.entriesOpen = active && !options.disabled && windowOpen && !isFull

  if (!active) scenarios.add('not-active')
  if (plan.startDay < 0) scenarios.add('past')
  if (active && !options.disabled && !isFull) {
    if (plan.openDay > 0) scenarios.add('opens-later')
    else if (plan.closeDay <= 0) scenarios.add('closed')
    else if (plan.saleEndDay !== undefined && plan.saleEndDay <= 0 && options.lateEntry) scenarios.add('late-entry')
    else scenarios.add('open')
  }
  if (days > 1) scenarios.add('multi-day')
  if (teamComp) scenarios.add('team')
  if (plan.ownLogo) scenarios.add('own-logo')
  if (plan.newsflash) scenarios.add('newsflash')
  if (plan.terms) scenarios.add('terms')
  if (plan.unsafeMarkup) scenarios.add('unsafe-markup')

  const prices = buildPrices(id, { teamComp, saleEnd: options.saleenddate, random })
  const competition: SeedCompetition = {
    id,
    name: plan.name,
    compOrgId: org.id,
    compOrgName: org.name,
    organiserClubId: organiserClub.id,
    organiserClubName: organiserClub.name,
    locationId: locationFor(plan.kind, random),
    date: dates[0] as string,
    dates,
    active,
    opendate: shiftedDateTime(referenceDate, plan.openDay, '09:00'),
    closedate: shiftedDateTime(referenceDate, plan.closeDay, '23:59'),
    logo: plan.ownLogo ? `/resources/logos/comp-${id}.png` : DEFAULT_LOGO,
    indoorOutdoor: plan.kind === 'indoor' ? 'I' : 'O',
    newsFlash: plan.newsflash === 'long' ? NEWSFLASH_LONG : plan.newsflash === 'short' ? NEWSFLASH_SHORT : '',
    information: plan.information ? informationHtml(plan.name) : '',
    termsConditions: plan.terms ? TERMS_HTML : '',
    teamComp,
    counts,
    options,
    compEvents: buildCompEvents(id, eventsFor(plan.kind, random), dates, prices, random),
    prices,
    rules: [],
    scenarios: [...scenarios],
  }
  if (plan.unsafeMarkup) {
    competition.newsFlash += XSS_PAYLOADS
    competition.information += XSS_PAYLOADS
    competition.termsConditions += XSS_PAYLOADS
    competition.options.homeInfo += XSS_PAYLOADS
  }
  return competition
}

export function createCompetitions(
  random: Random,
  input: { referenceDate: string; clubs: SeedClub[]; repClub: SeedClub },
): SeedCompetition[] {
  const { referenceDate } = input
  const plans = [...PLANS, ...fillerPlans(random, COMPETITION_COUNT - PLANS.length)]
  const organisers = input.clubs.filter((c) => c.clubType === 'C')
  const build: BuildInput = { referenceDate, organisers, repClub: input.repClub }
  const competitions = plans.map((plan, index) => buildCompetition(plan, FIRST_COMP_ID + index, random, build))
  // Its own random stream: adding it leaves every other generated value as it was.
  competitions.push(buildCompetition(MARKUP_CHECK_PLAN, XSS_COMPETITION_ID, createRandom(XSS_COMPETITION_ID), build))

  // The spectator-ticket competition sells tickets for the club championships on the same day.
  const ticketComp = competitions.find((c) => c.options.ui.entryDefaultPanel === 'SHOP_ONLY')
  const parent = competitions.find((c) => c.name === 'Harbourside Club Championships')
  if (ticketComp && parent) {
    parent.options.ui.ticketComp = ticketComp.id
    parent.options.ui.ticketCompButtonText = 'Buy spectator tickets'
  }
  return competitions
}

/** The CARD_DEMO competitions (after the entry competitions). */
export function createCardCompetitions(input: { referenceDate: string; clubs: SeedClub[]; repClub: SeedClub }): SeedCompetition[] {
  const organisers = input.clubs.filter((c) => c.clubType === 'C')
  const build: BuildInput = { referenceDate: input.referenceDate, organisers, repClub: input.repClub }
  return CARD_PLANS.map(({ id, ...plan }) => buildCompetition(plan, id, createRandom(id), build))
}
