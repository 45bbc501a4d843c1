/**
 * The demo data set behind the simulator. Field names follow the legacy wire where the spec names
 * them (2-entry.md §2–4, 3-organiser-admin.md "Competition options"), so the simulator can serve
 * them with little reshaping.
 */

export type SeedUserRole = 'USER' | 'E4SUSER' | 'APPADMIN'

export type PermissionName =
  | 'BUILDER'
  | 'CHECKIN'
  | 'REPORT'
  | 'CHECK'
  | 'ACTIVATE'
  | 'DEACTIVATE'
  | 'FINANCE'
  | 'UKFINANCE'
  | 'E4S'
  | 'ADMIN'
  | 'APPADMIN'
  | 'TICKET'
  | 'SCOREBOARD'
  | 'RESULTS'
  | 'CREATE_ATHLETE'

/** A permission grant as the config carries it; orgid 0 means all organisations, compid 0 all competitions. */
export type PermissionGrant = { role: PermissionName; orgid: number; compid: number; orgname: string }

/** Entity levels: 0 unrestricted, 1 club, 2 county, 3 region, 4 country. */
export type EntityLevel = 0 | 1 | 2 | 3 | 4

/** A club or area as the config's userInfo lists it. */
export type SeedEntity = { id: number; name: string; entityLevel: EntityLevel; entityName: string; clubType: string }

export type SeedUser = {
  id: number
  login: string
  email: string
  displayName: string
  nicename: string
  /** Demo data only: the simulator keeps passwords in memory in the clear. */
  password: string
  role: SeedUserRole
  permissions: PermissionGrant[]
  /** E4S credit in the site currency. */
  credit: number
  clubs: SeedEntity[]
  areas: SeedEntity[]
  orgs: Array<{ id: number; name: string }>
  version: { current: 'v1' | 'v2'; toggle: boolean }
  registered: string
}

export type DemoAccount = {
  username: string
  password: string
  displayName: string
  email: string
  role: SeedUserRole
  permissions: PermissionGrant[]
  /** One line for the start-up banner. */
  description: string
}

/** PENDING: asked to be approved by an admin (3-organiser-admin §4); approval makes it ACTIVE. */
export type SeedOrganisation = { id: number; name: string; logo: string; status: 'ACTIVE' | 'INACTIVE' | 'PENDING'; national: boolean }
export type SeedRegion = { id: number; name: string }
export type SeedCounty = { id: number; name: string; regionId: number }
export type SeedClub = { id: number; name: string; countyId: number; regionId: number; clubType: 'C' | 'S' }

export type Gender = 'F' | 'M'

export type SeedAthlete = {
  id: number
  firstName: string
  surName: string
  gender: Gender
  /** YYYY-MM-DD */
  dob: string
  clubId: number
  urn: string
  aocode: 'EA'
  /** YYYY-MM-DD the registration runs to; registered-only competitions refuse an athlete whose registration ends before the competition. */
  activeEndDate: string
}

/** A personal best the demo data starts with, in the event's unit (seconds, metres, points). */
export type SeedPb = { athleteId: number; eventId: number; pb: number; sb: number }

/** An entry that exists before the simulator starts (paid 1, or 0 waiting for payment). */
export type SeedEntry = { ceid: number; athleteId: number; userId: number; paid: 0 | 1; pb: number }

/** T track, F field, M multi, R road, X cross country. */
export type EventType = 'T' | 'F' | 'M' | 'R' | 'X'
/** T time, D distance, H height, P points. */
export type MeasureType = 'T' | 'D' | 'H' | 'P'

export type SeedEvent = { id: number; name: string; tf: EventType; uomType: MeasureType; isTeamEvent: boolean }

export type SeedLocation = { id: number; name: string; address1: string; address2: string; town: string; postcode: string }

/** An age group: an athlete belongs to it when their age on the competition's first day is within minAge–maxAge. */
export type SeedAgeGroup = {
  id: number
  name: string
  shortName: string
  minAge: number
  maxAge: number
  /** Made from the builder (the simulator's age group create); the seed's groups are the defaults. */
  made?: AgeGroupDates & { keyName: string; options: { aocode: string; default: boolean; base: number } }
}

/** The day and month the age counts on (0: the competition's first day) and the year (0: the competition's). */
export type AgeGroupDates = {
  minAtDay: number
  minAtMonth: number
  minAtYear: number
  maxAtDay: number
  maxAtMonth: number
  maxAtYear: number
}

export type SeedPrice = {
  id: number
  compId: number
  name: string
  description: string
  price: number
  fee: number
  salePrice: number
  saleFee: number
  /** ISO date-time, '' when the price has no early-bird end. */
  saleEndDate: string
  options: { displayFee: boolean; feeIncluded: boolean; freeEntry: boolean }
}

/** The competition-event options (legacy ceoptions) the entry rules read. */
export type SeedCeOptions = {
  /** PB limits in the event's unit (seconds, metres, points); apply only when both are above 0. */
  min: number
  max: number
  mandatoryPB: boolean
  /** ceids of the same competition that cannot be entered together with this one. */
  unique: number[]
  /** Event groups: an entry in one of them disables this event. */
  uniqueEventGroups: Array<{ id: number; name: string }>
  /** Entry only by a representative of one of these clubs or counties (empty: anyone). */
  security: {
    clubs: Array<{ id: number; name: string }>
    counties: Array<{ id: number; name: string }>
    regions: Array<{ id: number; name: string }>
  }
  /** Not counted by the event-count rules (maxExcludedEvents limits these instead). */
  excludeFromCntRule: boolean
  helpText: string
  warningMessage: string
  /** A multi-event (event type M): the events it is made of, each with its PB limits (0 none). */
  multiEventOptions?: { childEvents: SeedMultiEventChild[] }
}

/** One event of a multi-event; PB limits in the event's unit apply only when both are above 0. */
export type SeedMultiEventChild = { id: number; name: string; min: number; max: number }

export type SeedCompEvent = {
  ceid: number
  compId: number
  eventId: number
  /** The event group the row belongs to (name shown on the row, id for uniqueEventGroups). */
  eventGroupId: number
  eventGroup: string
  /** Performance split for the PB input; 0 none (a negative split is an upper bound). */
  split: number
  /** ISO date-time; 00:00 means time to be confirmed. */
  startdate: string
  ageGroupIds: number[]
  priceId: number
  /** -1 schedule only, 0 unlimited. */
  maxAthletes: number
  entryCount: number
  isOpen: boolean
  isTeamEvent: boolean
  options: SeedCeOptions
  /** A team event's header: its gender (O mixed), age group and event-team options (2-entry §3). */
  eventTeam?: SeedEventTeam
  /** The builder flagged the event group as having results possible (3-organiser-admin §2); absent is false. */
  resultsPossible?: boolean
}

/** Event-team options as the seed keeps them; every limit applies only when above 0. */
export type SeedEventTeam = {
  gender: 'M' | 'F' | 'O'
  ageGroupId: number
  min: number
  max: number
  minTargetAgeGroupCount: number
  maxOtherAgeGroupCount: number
  maxTeamsForAthlete: number
  teamPositionLabel: string
  teamSubstituteLabel: string
  maxEventTeams: number
  singleClub: boolean
  formType: string
  /** With a form type other than DEFAULT: free rows instead of athlete pickers (decision 056). */
  showForm: boolean
  formRows: Array<{ pos: number; label: string }>
  others: Array<{ label: string; value: string }>
  teamNameFormat: string
  mustBeIndivEntered: boolean
  disableTeamNameEdit: boolean
}

/** Competition rule options (2-entry.md §3): per-day and competition-wide limits, a unique list. */
export type SeedRuleOptions = {
  /** Per day; 0 means no limit (as for every limit here). */
  maxEvents: number
  maxField: number
  maxTrack: number
  maxCompEvents: number
  maxCompField: number
  maxCompTrack: number
  maxExcludedEvents: number
  maxTeamEvents: number
  /** Event ids (comma-separated, as the legacy lists are) of which an athlete may enter one. */
  unique: { ids: string; events: string; type: string; text: string } | null
}

/** A rule for one age group (agid), or for every age group without its own rule (agid 0). */
export type SeedCompRule = { id: number; agid: number; options: SeedRuleOptions }

export type SectionName = 'SCHEDULE' | 'ATHLETES' | 'SHOP' | 'TEAMS'

export type SeedCompetitionOptions = {
  /** Set on a clone: the competition it was cloned from. */
  cloneInfo?: { fromId: number }
  /** Automatic entries' target: another competition of the same organisation (0 none). */
  autoEntries?: { selectedTargetComp: number }
  /** End of standard entries (ISO date-time); after it, entries are late and prices rise. '' when none. */
  saleenddate: string
  /** Entries open at the seed's reference date (a snapshot; the entry-status rule recomputes it). */
  entriesOpen: boolean
  /** Late entries (at the higher price) are taken between saleenddate and closedate. */
  lateEntry: boolean
  disabled: boolean
  disabledReason: string
  homeInfo: string
  priority: { required: boolean; code: string; dateTime: string; message: string }
  /** A limit applies only when above 0. */
  compLimits: { athletes: number; entries: number; teams: number }
  athleteSecurity: {
    areas: Array<{ id: number; name: string }>
    clubs: Array<{ id: number; name: string }>
    /** ISO date-time the club restriction ends; '' means no cut-off. */
    onlyClubsUpTo: string
  }
  clubComp: boolean
  isClubComp: boolean
  resultsAvailable: boolean
  checkIn: {
    enabled: boolean
    checkInDateTimeOpens: string
    defaultFrom: number
    defaultTo: number
    qrCode: boolean
    text: string
    terms: string
    useTerms: boolean
    seedOnEntries: boolean
  }
  ui: {
    enterButtonText: string
    entryDefaultPanel: 'SCHEDULE' | 'SHOP' | 'SHOP_ONLY'
    sectionsToHide: SectionName[]
    ticketComp: number
    ticketCompButtonText: string
  }
  allowAdd: { unregistered: boolean; registered: boolean; international: boolean }
  allowExpiredRegistration: boolean
  simpleRegistration: boolean
  subscription: {
    enabled: boolean
    timeCloses: string
    organiserMessage: string
    e4sMessage: string
    process: boolean
    refunded: boolean
    processRefundTime: string
  }
  pbMandatory: boolean
  /**
   * The competition asks for a generic athlete entity (1-shell.md §4): an athlete without one saved
   * for the competition (or with id 9999) gets an entity picker. The spec does not name the legacy field.
   */
  genericAthleteEntity: { required: boolean; entityLevel: EntityLevel; entityName: string }
  singleAge: boolean
  showTeamAthletes: boolean
  timetable: 'provisional' | 'final'
  cheques: { allow: boolean; ends: string }
  cancelEvent: { hrsBeforeClose: number; refund: { allow: boolean; type: 'E4S_FEES' }; credit: { allow: boolean } }
  helpText: { athletes: string; schedule: string; teams: string; cart: string }
  contact: { email: string; tel: string; userName: string; visible: boolean }
  useV2Routes: boolean
}

/** The situations the demo data covers; each competition lists the ones it was built for. */
export type CompetitionScenario =
  | 'open'
  | 'closed'
  | 'late-entry'
  | 'opens-later'
  | 'not-active'
  | 'disabled'
  | 'priority'
  | 'club-comp'
  | 'club-info'
  | 'multi-day'
  | 'team'
  | 'results'
  | 'check-in'
  | 'shop-only'
  | 'full'
  | 'own-logo'
  | 'newsflash'
  | 'information'
  | 'terms'
  | 'past'
  /** Entry rules: per-day and competition limits, unique lists and groups, PB limits. */
  | 'entry-rules'
  /** Events restricted to club or county representatives. */
  | 'event-security'
  /** Subscription: full events take waiting-list entries until the cut-off. */
  | 'waiting-list'
  /** Organiser texts carry script payloads that must never run. */
  | 'unsafe-markup'
  /** A multi-event (Pentathlon) whose child events take their own PBs. */
  | 'multi-event'
  /** Athlete security by clubs whose cut-off (onlyClubsUpTo) has passed: no restriction shows. */
  | 'club-restriction-ended'
  /** Athlete security by areas (counties): the card lists them. */
  | 'area-restricted'
  /** Relay team events whose options exercise each team rule. */
  | 'relay-teams'

export type SeedCompetition = {
  id: number
  name: string
  /** The organisation running the competition (orgid in permission grants). */
  compOrgId: number
  compOrgName: string
  /** The organiser club shown on the card. */
  organiserClubId: number
  organiserClubName: string
  locationId: number
  /** First date, YYYY-MM-DD. */
  date: string
  /** Every competition day, YYYY-MM-DD, ascending; more than one means multi day. */
  dates: string[]
  active: boolean
  /** Entries open and close, ISO date-time. */
  opendate: string
  closedate: string
  /** DEFAULT_LOGO counts as no logo. */
  logo: string
  indoorOutdoor: 'I' | 'O'
  newsFlash: string
  information: string
  termsConditions: string
  teamComp: boolean
  counts: { athletes: number; entries: number; teams: number }
  options: SeedCompetitionOptions
  compEvents: SeedCompEvent[]
  prices: SeedPrice[]
  rules: SeedCompRule[]
  scenarios: CompetitionScenario[]
  /** A club competition's club info (configData per club); absent: the legacy site holds none. */
  clubCompInfo?: SeedClubCompClub[]
}

/** One club's allowances in a club competition (2-entry.md §3 'Club competition info' configData). */
export type SeedClubCompClub = {
  clubId: number
  clubName: string
  /** 0 unlimited. */
  maxEntries: number
  /** 0 unlimited. */
  maxPerEvent: number
  /** -1 none allowed, 0 unlimited. */
  maxRelays: number
  /** -1 none allowed, 0 unlimited (mixed relays: gender O). */
  maxMixedRelays: number
}

/** A message in a user's inbox (3-organiser-admin.md "Email messages"): E e-mail, M site message. */
export type SeedMessage = {
  id: number
  type: 'E' | 'M'
  /** 0 for the system. */
  fromUserId: number
  fromName: string
  /** Recipient user ids. */
  to: number[]
  /** 0 when the message is not about one competition. */
  compId: number
  subject: string
  /** HTML. */
  body: string
  priority: 'normal' | 'high'
  /** ISO date-time. */
  sentAt: string
  /** Recipients who have read it. */
  readBy: number[]
  /** When each recipient deleted it for themselves (user id → legacy date-time); absent while kept. */
  deletedBy?: Record<number, string>
}

export type SeedData = {
  seed: number
  /** YYYY-MM-DD that every relative date was computed from. */
  referenceDate: string
  organisations: SeedOrganisation[]
  /** Organisations that are not (or no longer) active: the admin's org-search lists and approves them. */
  organisationRequests: SeedOrganisation[]
  regions: SeedRegion[]
  counties: SeedCounty[]
  clubs: SeedClub[]
  athletes: SeedAthlete[]
  events: SeedEvent[]
  locations: SeedLocation[]
  ageGroups: SeedAgeGroup[]
  competitions: SeedCompetition[]
  users: SeedUser[]
  /** Which users manage which athletes ("My Athletes"). */
  userAthletes: Array<{ userId: number; athleteId: number }>
  /** Personal bests the athletes start with. */
  pbs: SeedPb[]
  /** Entries that exist at start (a paid one and one awaiting another user's payment). */
  entries: SeedEntry[]
  messages: SeedMessage[]
}

export type SeedOptions = {
  /** YYYY-MM-DD; defaults to today's date (UTC). */
  referenceDate?: string
}
