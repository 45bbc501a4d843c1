// The legacy calls each screen of the route table cannot work without, by route table name
// (decision 067): calls the spec does not name (bff/legacy/not-in-spec.ts, docs/legacy-wire.md
// "Calls the spec does not name"), so a legacy site may lack them. When it answers one of them
// `rest_no_route`, the screen hands over to the same screen on the legacy site instead of showing
// an error. `SPEC_ONLY`: the screen needs only the shell's calls and calls the spec names (a
// secondary invented call, when it has one, empties its section). Every screen is declared; a
// test fails for one that is not. Calls are the legacy client's `endpoint` names.

const SPEC_ONLY: readonly string[] = []

export const SCREEN_NEEDS: Readonly<Record<string, readonly string[]>> = {
  // Shell
  home: SPEC_ONLY,
  homeV2: SPEC_ONLY,
  login: SPEC_ONLY,
  register: SPEC_ONLY,
  forgot: SPEC_ONLY,
  reset: SPEC_ONLY,
  onboarding: SPEC_ONLY,
  secureRedirect: SPEC_ONLY,
  launch: SPEC_ONLY,
  formGenericExample: SPEC_ONLY,
  // Entry
  showEntry: SPEC_ONLY,
  schedule: SPEC_ONLY,
  entryConditions: SPEC_ONLY,
  entry: SPEC_ONLY,
  contactOrganiser: SPEC_ONLY,
  shop: SPEC_ONLY,
  cart: SPEC_ONLY,
  // Called only in the `handoff-url` mode; the default `wp-cookie` mode needs no invented call.
  basketHandoff: ['basket.handoff'],
  cartRedirect: ['basket.handoff'],
  athleteCreate: SPEC_ONLY,
  athlete: SPEC_ONLY,
  athletes: SPEC_ONLY,
  athletePb: SPEC_ONLY,
  // Builder and organiser: adding an event or an age group is one action of the builder, not the screen.
  builderOrganisation: SPEC_ONLY,
  builderAgeGroups: SPEC_ONLY,
  // The competition read's meta.discounts; creating and deleting one are actions, on /v5/discount (spec-named).
  builderDiscounts: SPEC_ONLY,
  builder: SPEC_ONLY,
  compAdmin: SPEC_ONLY,
  myCompetitions: SPEC_ONLY,
  competitionHub: SPEC_ONLY,
  organiserReport: SPEC_ONLY,
  // 2-entry §7: GET and POST /v5/secondary/cust, and 1-shell §7 POST /v5/selfservice.
  secondaryProducts: SPEC_ONLY,
  profile: SPEC_ONLY,
  compStatus: SPEC_ONLY,
  actions: ['entry.read'],
  autoEntries: ['autoentries.read'],
  bibs: ['bibs.list'],
  eventGroupAthletes: ['eventgroup.read', 'eventgroup.entries'],
  ageGroupCoverage: ['eventgroup.read'],
  // Check-in
  checkin: SPEC_ONLY,
  checkinAthlete: SPEC_ONLY,
  checkinCode: SPEC_ONLY,
  whoIsHere: SPEC_ONLY,
  // Tickets
  ticket: ['tickets.read'],
  ticketOrder: ['tickets.order'],
  ticketGatekeeper: ['tickets.scan'],
  ticketAdmin: ['tickets.list'],
  // Scoreboards and results
  scoreboard: SPEC_ONLY,
  scoreboardComp: ['scoreboard.event'],
  scoreboardOutputList: ['scoreboard.outputs'],
  scoreboardOutput: ['scoreboard.output'],
  scoreboardScheduleList: ['scoreboard.output'],
  r4s: SPEC_ONLY,
  output: ['scoreboard.output'],
  outputV2: ['scoreboard.output'],
  outputV3: ['scoreboard.output'],
  publicRankings: ['results.public'],
  results: ['results.public'],
  resultsQr: ['results.public'],
  seeding: ['seeding.list'],
  resultsEntry: ['results.entries'],
  resultsRead: ['results.public'],
  resultsImport: ['results.public'],
  resultsImportFile: ['results.public'],
  // Messages
  messages: ['messages.list'],
  message: ['messages.get'],
  messageCreate: ['messages.create'],
  // Admin and finance
  userSearch: SPEC_ONLY,
  user: SPEC_ONLY,
  impersonateStop: SPEC_ONLY,
  clubSearch: SPEC_ONLY,
  club: ['clubs.read'],
  orgSearch: SPEC_ONLY,
  stripeUsers: ['stripe.users'],
  financeReport: SPEC_ONLY,
  cheques: ['cheques.list'],
  reports: SPEC_ONLY,
  helpForm: ['help.readById'],
  helpFormList: ['help.list'],
  fieldHelp: SPEC_ONLY,
  secGrid: SPEC_ONLY,
}

/** The calls a screen cannot work without that the legacy site may lack; none for a screen that needs only the spec's. */
export function screenNeeds(screen: string): readonly string[] {
  return SCREEN_NEEDS[screen] ?? SPEC_ONLY
}
