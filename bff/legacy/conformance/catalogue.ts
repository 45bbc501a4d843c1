import type { LegacyCall, LegacyCaller } from '../client.server'
import { addOrgAdmin, adjustCredit, changeUserEntity, getAdminUser, impersonate, setCredit, setUserVersion } from '../admin-users.server'
import { getAgeGroupDefinition, listAgeGroups, saveAgeGroup, type AgeGroupInput } from '../agegroups.server'
import {
  checkRegistration,
  confirmRegistration,
  createAthlete,
  getAthlete,
  getPerformanceDbPbs,
  linkAthlete,
  lookupRegistration,
  savePb,
  savePbV2,
  searchAthletes,
  unlinkAthlete,
  updateAthlete,
} from '../athletes.server'
import { logout, register, requestPasswordReset, resetPassword, tokenLogin } from '../auth.server'
import { copyAutoEntries, readAutoEntries } from '../auto-entries.server'
import { changeBib, getUnusedBibs, listBibs } from '../bibs.server'
import {
  createCompEvent,
  createPrice,
  deleteCompEvents,
  deleteEventGroup,
  listPrices,
  renameEventGroup,
  setResultsPossible,
} from '../builder-events.server'
import { createDiscount, deleteDiscount } from '../builder-discounts.server'
import { deleteRule, saveRule, type RuleInput } from '../builder-rules.server'
import {
  cloneCompetition,
  getBuilderCompetition,
  listEventDefinitions,
  listLocations,
  listMyOrgs,
  saveCompetition,
} from '../builder.server'
import { addToBasket, deleteProduct, getBasketHandoff, getCart, getMiniCart, requestProduct } from '../cart.server'
import {
  clearCheckIn,
  getCheckInSummary,
  getMyCheckIn,
  markCheckIn,
  markMyCheckIn,
  searchCheckIn,
  verifyCheckInCode,
} from '../checkin.server'
import { listCheques, markChequeReceived } from '../cheques.server'
import { getClubComps, getClubInfo } from '../clubcomps.server'
import { getClub } from '../clubs.server'
import { getCompetitionStatus, saveCompetitionStatus, type CompetitionStatusInput } from '../competition-status.server'
import { validateCompetition } from '../competition-validate.server'
import { filterCompetitions, getCompetitionInfo, getCompetitionOrganisations } from '../competitions.server'
import { getCompOrg, saveCompOrg, uploadFile } from '../comporg.server'
import { getAdminConfig, getPublicConfig, saveStoreOptions } from '../config.server'
import { sendContactOrganiser } from '../contact.server'
import { cancelEntry, readEntry, setPaid } from '../entry-actions.server'
import { getEntryPerf } from '../entry-perf.server'
import { addEntryToBasket, checkPriorityCode, getAgeGroups, getFullCompetition, getSchedule, getUnits, switchEntry } from '../entry.server'
import { getEventGroup, getEventGroupEntries } from '../event-groups.server'
import { getHelpById, getHelpByKey, listHelp, saveHelp } from '../help.server'
import { listAreas, searchClubs } from '../lookups.server'
import { createMessage, deleteMessageForMe, getMessage, getUnreadCount, listMessages, markMessageRead } from '../messages.server'
import { getMultiEventPbs, saveMultiEventPbs } from '../multi-event.server'
import { approveOrg, listOrgs } from '../orgs.server'
import { getCompetitionEvents } from '../public-schedule.server'
import { listReports, runReport } from '../reports.server'
import { getEventGroupEntries as getResultsEntries, getPublicResults, uploadFieldResults, uploadTrackResults } from '../results.server'
import { deleteOutput, getOutput, listOutputs, saveOutput } from '../scoreboard-outputs.server'
import { getScoreboardEvent } from '../scoreboard.server'
import {
  addShopLines,
  createSecondaryDefinition,
  getAthletePurchases,
  listSecondary,
  listSecondaryDefinitions,
  listShopBasket,
} from '../secondary.server'
import { getSavedHeats, getSeedingList, saveSeeding, type SaveSeedingBody } from '../seeding.server'
import { setSelfServiceEntity } from '../self-service.server'
import { listStripeUsers, readFinanceReport } from '../stripe-users.server'
import { addTeam, deleteTeam, getTeamHeaders, getTeams, searchTeamAthletes } from '../teams.server'
import { listTickets, readTicket, readTicketOrder, scanTicket } from '../tickets.server'
import { searchUsers } from '../users.server'

/*
 * The wire catalogue: every call the legacy client makes, as the client makes it (its endpoint
 * name, method, path, query, body and zod schema), for the conformance check (decision 073).
 * Each row calls the client's own function with a caller that keeps the call instead of sending
 * it, so the schema and the path are the client's and nothing is copied. `ids` are the sample
 * ids the calls are made with: the simulator's seed by default (the recordings use the same), a
 * test competition and account's on a real site. Writes are tried only when asked for.
 */

export type SampleIds = {
  /** The organiser's desks: check-in, bibs, results, seeding, scoreboards, outputs. */
  compId: number
  /** A competition open for entries, with an athlete's schedule. */
  entryCompId: number
  /** A competition with teams and club entries. */
  teamCompId: number
  /** A club with teams in teamCompId, and a club competition it entered. */
  teamClubId: number
  clubCompId: number
  /** A competition with spectator tickets. */
  ticketCompId: number
  /** A competition with automatic entries. */
  autoCompId: number
  /** The test account's user id; another user for the admin's user calls. */
  userId: number
  otherUserId: number
  athleteId: number
  entryId: number
  eventGroupId: number
  /** A competition event (ceid) of entryCompId, a multi-event one. */
  ceid: number
  multiCeid: number
  clubId: number
  orgId: number
  ageGroupId: number
  messageId: number
  outputId: number
  ticketId: number
  orderId: number
  helpId: number
  helpKey: string
  productId: number
  ruleId: number
}

/** The simulator's seed (contract-fixtures/seed), the ids the recordings are made with. */
export const SIMULATOR_IDS: SampleIds = {
  compId: 557,
  entryCompId: 550,
  teamCompId: 558,
  teamClubId: 1023,
  clubCompId: 559,
  ticketCompId: 517,
  autoCompId: 520,
  userId: 101,
  otherUserId: 107,
  athleteId: 5901,
  entryId: 39001,
  eventGroupId: 55701,
  ceid: 55001,
  multiCeid: 55301,
  clubId: 1001,
  orgId: 12,
  ageGroupId: 3,
  messageId: 9001,
  outputId: 557,
  ticketId: 7002,
  orderId: 8801,
  helpId: 1,
  helpKey: 'builder.general.name',
  productId: 80006,
  ruleId: 5502,
}

/** What the calls are made with besides the ids: the token path, and the test account's login when it has one. */
export type CallEnv = { tokenPath: string; login?: { username: string; password: string } }

/** Who makes the call: no one, the test account as an entrant, or as an administrator/organiser. */
export type CallAs = 'none' | 'user' | 'admin'

export type CatalogueEntry = {
  /** The legacy client's endpoint name. */
  endpoint: string
  /** A write changes the legacy site: tried only with --writes on a test competition. */
  write: boolean
  as: CallAs
  /** A write the check never sends, even with --writes (it moves money, changes people, sessions or results): why. */
  never?: string
  /** The call as the client makes it with these ids. */
  call(ids: SampleIds, env: CallEnv): LegacyCall<unknown>
}

class Kept extends Error {
  constructor(readonly spec: LegacyCall<unknown>) {
    super('kept')
  }
}

/** A caller that keeps the first call a client function makes instead of sending it. */
const keeper: LegacyCaller = {
  hasToken: true,
  call(spec) {
    throw new Kept(spec as LegacyCall<unknown>)
  },
}

/** The call `make` makes first (the client functions return legacy.call's promise, or throw it synchronously). */
export function keptCall(make: (legacy: LegacyCaller) => unknown): LegacyCall<unknown> {
  try {
    const result = make(keeper)
    if (result instanceof Promise) result.catch(() => undefined)
  } catch (err) {
    if (err instanceof Kept) return err.spec
    throw err
  }
  throw new Error('the client function made no legacy call')
}

type Make = (legacy: LegacyCaller, ids: SampleIds, env: CallEnv) => unknown

function row(as: CallAs, write: boolean, make: Make): Omit<CatalogueEntry, 'endpoint'> {
  return { as, write, call: (ids, env) => keptCall((legacy) => make(legacy, ids, env)) }
}
const read = (as: CallAs, make: Make) => row(as, false, make)
const write = (as: CallAs, make: Make) => row(as, true, make)
const never = (as: CallAs, why: string, make: Make) => ({ ...row(as, true, make), never: why })

function sampleCompetition(i: SampleIds) {
  return {
    id: i.compId,
    name: 'Conformance check',
    active: false,
    date: '',
    entriesOpenDateTime: '',
    entriesCloseDateTime: '',
    indoorOutdoor: 'O' as const,
    information: '',
    compOrg: { id: i.orgId },
    location: { id: 0 },
    options: {},
  }
}

// Sample payloads; a write's shape is what is checked, its values are a test competition's.

/** A rule that limits nothing: the check creates and updates it on the test competition. */
const NO_LIMITS: RuleInput['options'] = {
  maxEvents: 0,
  maxField: 0,
  maxTrack: 0,
  maxCompEvents: 0,
  maxCompField: 0,
  maxCompTrack: 0,
  maxExcludedEvents: 0,
  maxTeamEvents: 0,
  unique: [],
}

const SAMPLE_AGE_GROUP = {
  compId: 0,
  name: 'Conformance U99',
  minAge: 0,
  maxAge: 99,
  minAtDay: 0,
  minAtMonth: 0,
  minAtYear: 0,
  maxAtDay: 0,
  maxAtMonth: 0,
  maxAtYear: 0,
  keyName: '',
  options: { aocode: '', base: 0 },
} as unknown as AgeGroupInput

const ROWS: Record<string, Omit<CatalogueEntry, 'endpoint'>> = {
  // Shell
  // The test account's own login when the check has its password; a refused login otherwise.
  'auth.token': read('none', (l, _i, env) =>
    tokenLogin(l, env.tokenPath, env.login ?? { username: 'conformance-check', password: 'not-a-password' }),
  ),
  'config.public': read('none', (l) => getPublicConfig(l, { asUser: false })),
  'config.public.user': read('user', (l) => getPublicConfig(l, { asUser: true })),
  'config.admin': read('admin', (l) => getAdminConfig(l)),
  'config.admin.save': write('admin', (l) => saveStoreOptions(l, {})),
  'auth.register': write('none', (l) => register(l, { name: 'conformance-check', email: 'conformance-check@example.org' })),
  'auth.pwdresetrequest': write('none', (l) => requestPasswordReset(l, { email: 'conformance-check@example.org' })),
  'auth.pwdreset': write('none', (l) =>
    resetPassword(l, { key: 'conformance-check', login: 'conformance-check', password: 'not-a-password' }),
  ),
  'cart.minicart': read('user', (l) => getMiniCart(l)),
  'basket.handoff': read('user', (l) => getBasketHandoff(l)),
  'competitions.filter': read('none', (l) => filterCompetitions(l, { pagenumber: 1, pagesize: 20 })),
  'competitions.info': read('none', (l, i) => getCompetitionInfo(l, i.entryCompId)),
  'competitions.orgs': read('none', (l) => getCompetitionOrganisations(l)),
  'messages.unread': read('user', (l) => getUnreadCount(l)),
  'messages.list': read('user', (l) => listMessages(l)),
  'messages.get': read('user', (l, i) => getMessage(l, i.messageId)),
  'messages.read': write('user', (l, i) => markMessageRead(l, i.messageId)),
  'messages.delete': write('user', (l, i) => deleteMessageForMe(l, i.messageId)),
  'messages.create': write('admin', (l, i) =>
    createMessage(
      l,
      { kind: 'competition', compId: i.compId },
      { type: 'M', to: '', cc: '', bcc: '', subject: 'Conformance check', body: 'Conformance check', priority: 0 },
    ),
  ),
  'users.search': read('admin', (l) => searchUsers(l, { search: 'a', page: 1, pageSize: 10 })),
  'orgs.list': read('admin', (l) => listOrgs(l, 'PENDING')),
  'orgs.approve': write('admin', (l, i) => approveOrg(l, i.orgId)),
  // Entry
  'entry.competition': read('user', (l, i) => getFullCompetition(l, i.entryCompId)),
  'entry.priority': write('user', (l, i) => checkPriorityCode(l, i.entryCompId, 'conformance-check')),
  'entry.agegroups': read('user', (l, i) => getAgeGroups(l, i.entryCompId)),
  'entry.schedule': read('user', (l, i) => getSchedule(l, i.entryCompId, i.athleteId)),
  'entry.product': write('user', (l, i) => requestProduct(l, { ceid: i.ceid, athleteId: i.athleteId })),
  'entry.product.delete': write('user', (l, i) => deleteProduct(l, i.productId)),
  'entry.addtobasket': never('user', "moves an entry into the account's basket", (l, i) =>
    addEntryToBasket(l, { productId: i.productId, userId: i.userId }),
  ),
  'entry.basket.add': write('user', (l, i) => addToBasket(l, [i.productId])),
  'entry.cart': read('user', (l) => getCart(l)),
  'entry.switch': write('user', (l, i) => switchEntry(l, { entryId: i.entryId, ceid: i.ceid })),
  'entry.uom': read('user', (l) => getUnits(l)),
  'entry.entryperf': read('user', (l, i) => getEntryPerf(l, i.entryId)),
  'athletes.search': read('user', (l) => searchAthletes(l)),
  'athletes.get': read('user', (l, i) => getAthlete(l, i.athleteId)),
  'athletes.create': write('user', (l) => createAthlete(l, { firstName: 'Conformance', surName: 'Check', gender: 'F', dob: '2010-01-01' })),
  'athletes.update': write('user', (l, i) => updateAthlete(l, i.athleteId, {})),
  'athletes.link': write('user', (l, i) => linkAthlete(l, i.athleteId, i.userId)),
  'athletes.unlink': write('user', (l, i) => unlinkAthlete(l, i.athleteId, i.userId)),
  'athletes.getid': read('user', (l) => lookupRegistration(l, { aocode: 'EA', regid: '0', dob: '2010-01-01' })),
  'athletes.confirm': read('user', (l) => confirmRegistration(l, { aocode: 'EA', regid: '0', dob: '2010-01-01' })),
  'athletes.check': read('user', (l) => checkRegistration(l, { aocode: 'EA', urn: '0' })),
  'athletes.pof10pbs': read('user', (l, i) => getPerformanceDbPbs(l, i.athleteId)),
  'athletes.pbupdate': write('user', (l, i) => savePb(l, { aid: i.athleteId, eid: 1, pb: 0 })),
  'athletes.pbupdatev2': write('user', (l, i) => savePbV2(l, { entryId: i.entryId, performance: 0 })),
  'multi.pbs': read('user', (l, i) => getMultiEventPbs(l, { ceid: i.multiCeid, athleteId: i.athleteId })),
  'multi.pbs.save': write('user', (l, i) => saveMultiEventPbs(l, { athleteId: i.athleteId, ceid: i.multiCeid, pbs: [] })),
  'clubs.search': read('none', (l) => searchClubs(l, { startswith: 'a' })),
  'clubs.read': read('none', (l, i) => getClub(l, i.clubId)),
  'areas.list': read('none', (l) => listAreas(l)),
  'competition.contactorganiser': write('user', (l, i) =>
    sendContactOrganiser(l, { compId: i.compId, category: 'other', body: 'Conformance check', email: '', foaE4s: false }),
  ),
  'secondary.list': read('none', (l, i) => listSecondary(l, i.entryCompId)),
  'secondary.athlete': read('user', (l, i) => getAthletePurchases(l, i.entryCompId, i.athleteId)),
  'secondary.basket': write('user', (l) => addShopLines(l, [])),
  'secondary.basket.list': read('user', (l, i) => listShopBasket(l, i.entryCompId)),
  'secondary.cust.list': read('admin', (l, i) => listSecondaryDefinitions(l, i.entryCompId)),
  'secondary.cust.create': write('admin', (l, i) =>
    createSecondaryDefinition(l, {
      compId: i.entryCompId,
      name: 'Conformance check',
      description: '',
      perAthlete: false,
      maxAllowed: 0,
      stockQty: 0,
      price: 0,
      salePrice: 0,
      saleEndDate: '',
    }),
  ),
  'teams.headers': read('user', (l, i) => getTeamHeaders(l, i.teamCompId, { id: i.teamClubId, level: 1 })),
  'teams.list': read('user', (l, i) => getTeams(l, i.teamCompId)),
  'teams.add': write('user', (l, i) =>
    addTeam(l, {
      compId: i.teamCompId,
      ceid: i.ceid,
      teamId: 0,
      teamName: 'Conformance',
      entityId: i.clubId,
      entityLevel: 1,
      athletes: [],
    }),
  ),
  'teams.delete': never('user', 'deletes a team', (l) => deleteTeam(l, 0)),
  'teams.athletes': read('user', (l, i) => searchTeamAthletes(l, i.teamCompId, i.ceid)),
  'clubcomps.list': read('user', (l) => getClubComps(l)),
  'clubcomps.info': read('user', (l, i) => getClubInfo(l, i.clubCompId, { id: i.teamClubId, level: 1 })),
  // Builder
  'builder.competition': read('admin', (l, i) => getBuilderCompetition(l, i.entryCompId)),
  'builder.competition.create': never('admin', 'creates a competition', (l, i) => saveCompetition(l, { ...sampleCompetition(i), id: 0 })),
  'builder.competition.update': write('admin', (l, i) => saveCompetition(l, sampleCompetition(i))),
  'builder.competition.clone': write('admin', (l, i) => cloneCompetition(l, { env: '', id: i.compId, date: '' })),
  'builder.locations': read('admin', (l) => listLocations(l)),
  'builder.myorgs': read('admin', (l, i) => listMyOrgs(l, i.userId)),
  'builder.events': read('admin', (l) => listEventDefinitions(l)),
  'builder.comporg': read('admin', (l, i) => getCompOrg(l, i.orgId)),
  'builder.comporg.create': never('admin', 'creates an organisation', (l) =>
    saveCompOrg(l, { id: 0, name: 'Conformance check', logo: '', stripeUser: { id: 0 }, options: {} }),
  ),
  'builder.comporg.update': write('admin', (l, i) =>
    saveCompOrg(l, { id: i.orgId, name: 'Conformance check', logo: '', stripeUser: { id: 0 }, options: {} }),
  ),
  upload: write('admin', (l) => uploadFile(l, { filename: 'conformance.txt', contentType: 'text/plain', bytes: new Uint8Array([46]) })),
  'builder.agegroups': read('admin', (l) => listAgeGroups(l)),
  'builder.agegroup': read('admin', (l, i) => getAgeGroupDefinition(l, i.ageGroupId, i.entryCompId)),
  'builder.agegroup.create': write('admin', (l, i) => saveAgeGroup(l, 0, { ...SAMPLE_AGE_GROUP, compId: i.compId })),
  'builder.agegroup.update': write('admin', (l, i) => saveAgeGroup(l, i.ageGroupId, { ...SAMPLE_AGE_GROUP, compId: i.compId })),
  'builder.prices': read('admin', (l, i) => listPrices(l, i.entryCompId)),
  'builder.price.create': write('admin', (l, i) =>
    createPrice(l, {
      compId: i.compId,
      name: 'Conformance check',
      description: '',
      price: 0,
      fee: 0,
      salePrice: 0,
      saleFee: 0,
      saleEndDate: '',
      options: { displayFee: false, feeIncluded: false, freeEntry: true },
    }),
  ),
  'builder.compevent.create': write('admin', (l, i) =>
    createCompEvent(l, {
      compId: i.compId,
      eventId: 1,
      eventGroup: { name: 'Conformance check' },
      startDateTime: '',
      ageGroupIds: [],
      priceId: 0,
      maxAthletes: 0,
      isOpen: 1,
    }),
  ),
  'builder.compevent.delete': write('admin', (l, i) => deleteCompEvents(l, i.compId, [])),
  'builder.eventgroup.rename': write('admin', (l, i) =>
    renameEventGroup(l, { compId: i.compId, egId: i.eventGroupId, name: 'Conformance check' }),
  ),
  'builder.eventgroup.resultspossible': write('admin', (l, i) => setResultsPossible(l, { egId: i.eventGroupId, possible: 1 })),
  'builder.eventgroup.delete': never('admin', 'deletes an event group', (l, i) => deleteEventGroup(l, i.eventGroupId)),
  'builder.rule.create': write('admin', (l, i) =>
    saveRule(l, {
      id: 0,
      compId: i.compId,
      agid: i.ageGroupId,
      options: NO_LIMITS,
    }),
  ),
  'builder.rule.update': write('admin', (l, i) =>
    saveRule(l, {
      id: i.ruleId,
      compId: i.compId,
      agid: i.ageGroupId,
      options: NO_LIMITS,
    }),
  ),
  'builder.rule.delete': never('admin', 'deletes a rule', (l, i) => deleteRule(l, i.ruleId)),
  'builder.discount.create': write('admin', (l, i) =>
    createDiscount(l, { compId: i.compId, description: 'Conformance check', type: 'A', value: 1, fromEntry: 2 }),
  ),
  'builder.discount.delete': never('admin', 'deletes a discount', (l) => deleteDiscount(l, 1)),
  'competition.status': read('admin', (l, i) => getCompetitionStatus(l, i.compId)),
  'competition.status.save': never('admin', 'moves a competition through its workflow', (l, i) =>
    saveCompetitionStatus(l, { compid: i.compId, moveto: 0 } as CompetitionStatusInput),
  ),
  'competition.validate': read('admin', (l, i) => validateCompetition(l, i.entryCompId)),
  // Organiser desks
  'checkin.summary': read('admin', (l, i) => getCheckInSummary(l, i.compId)),
  'checkin.search': read('admin', (l, i) => searchCheckIn(l, { compid: i.compId, pagesize: 20, page: 1 })),
  'checkin.mark': write('admin', (l, i) => markCheckIn(l, i.compId, [])),
  'checkin.clear': never('admin', 'clears every check-in', (l, i) => clearCheckIn(l, i.compId, 'all')),
  'checkin.athlete': read('user', (l, i) => getMyCheckIn(l, i.compId)),
  'checkin.athleteMark': write('user', (l, i) => markMyCheckIn(l, i.compId, [], true)),
  'checkin.verify': read('user', (l) => verifyCheckInCode(l, { email: 'conformance-check@example.org', code: 'conformance', date: '' })),
  'bibs.list': read('admin', (l, i) => listBibs(l, i.compId)),
  'bibs.unused': read('admin', (l, i) => getUnusedBibs(l, i.compId)),
  'bibs.change': never('admin', 'gives an athlete another bib', (l, i) => changeBib(l, i.compId, i.athleteId, '1')),
  'entry.read': read('admin', (l, i) => readEntry(l, i.entryId)),
  'entry.paid': never('admin', 'marks entries paid', (l, i) => setPaid(l, { prodIds: [i.productId], paid: 1, message: '' })),
  'entry.cancel': never('admin', 'cancels an entry', (l, i) => cancelEntry(l, { entryId: i.entryId, reason: '', settle: '' })),
  'autoentries.read': read('admin', (l, i) => readAutoEntries(l, i.autoCompId)),
  'autoentries.copy': write('admin', (l, i) => copyAutoEntries(l, { compId: i.autoCompId, entryIds: [] })),
  'eventgroup.read': read('admin', (l, i) => getEventGroup(l, i.eventGroupId)),
  'eventgroup.entries': read('admin', (l, i) => getEventGroupEntries(l, i.eventGroupId)),
  'schedule.competition': read('none', (l, i) => getCompetitionEvents(l, i.compId)),
  'scoreboard.event': read('none', (l, i) => getScoreboardEvent(l, i.compId, 1)),
  'scoreboard.outputs': read('admin', (l, i) => listOutputs(l, i.compId)),
  'scoreboard.output': read('none', (l, i) => getOutput(l, i.compId, i.outputId)),
  'scoreboard.output.save': write('admin', (l, i) =>
    saveOutput(l, {
      id: 0,
      compId: i.compId,
      name: 'Conformance check',
      kind: 'scoreboard',
      eventNo: 1,
      config: { showScore: 0, showPicture: 0, showVideo: 0, ranksPerPage: 8, ranksPageTime: 10 },
    }),
  ),
  'scoreboard.output.delete': never('admin', 'deletes a scoreboard output', (l, i) => deleteOutput(l, i.compId, i.outputId)),
  'results.entries': read('admin', (l, i) => getResultsEntries(l, i.compId, i.eventGroupId)),
  'results.track': never('admin', 'uploads results', (l, i) =>
    uploadTrackResults(l, i.compId, i.eventGroupId, { eventNo: 1, round: null, heat: null, eventName: '', wind: null, results: [] }),
  ),
  'results.field': never('admin', 'uploads results', (l, i) =>
    uploadFieldResults(l, i.compId, i.eventGroupId, { eventNo: 1, eventName: '', results: [] }),
  ),
  'results.public': read('none', (l, i) => getPublicResults(l, i.compId)),
  'seeding.list': read('none', (l, i) => getSeedingList(l, i.compId)),
  'seeding.heats': read('none', (l, i) => getSavedHeats(l, i.compId)),
  'seeding.save': write('admin', (l, i) => saveSeeding(l, i.compId, i.eventGroupId, { heats: [] } as unknown as SaveSeedingBody)),
  'tickets.list': read('admin', (l, i) => listTickets(l, i.ticketCompId)),
  'tickets.read': read('admin', (l, i) => readTicket(l, i.ticketCompId, i.ticketId)),
  'tickets.scan': never('admin', 'scans a ticket in', (l, i) => scanTicket(l, i.ticketCompId, i.ticketId)),
  'tickets.order': read('admin', (l, i) => readTicketOrder(l, i.orderId)),
  // Admin and finance
  'admin.user': read('admin', (l, i) => getAdminUser(l, i.otherUserId)),
  'admin.user.area.add': never('admin', 'changes a user', (l, i) =>
    changeUserEntity(l, { kind: 'area', add: true, userId: i.otherUserId, entityId: 1 }),
  ),
  'admin.user.area.remove': never('admin', 'changes a user', (l, i) =>
    changeUserEntity(l, { kind: 'area', add: false, userId: i.otherUserId, entityId: 1 }),
  ),
  'admin.user.club.add': never('admin', 'changes a user', (l, i) =>
    changeUserEntity(l, { kind: 'club', add: true, userId: i.otherUserId, entityId: i.clubId }),
  ),
  'admin.user.club.remove': never('admin', 'changes a user', (l, i) =>
    changeUserEntity(l, { kind: 'club', add: false, userId: i.otherUserId, entityId: i.clubId }),
  ),
  'user.credit.adjust': never('admin', 'moves money', (l, i) => adjustCredit(l, i.otherUserId, { value: 0, reason: '' })),
  'user.credit.set': never('admin', 'moves money', (l, i) => setCredit(l, i.otherUserId, 0)),
  'user.version': never('admin', 'changes a user', (l, i) => setUserVersion(l, { userId: i.otherUserId, version: 'v2', toggle: false })),
  'user.permissions.addorg': never('admin', 'gives a user rights', (l, i) => addOrgAdmin(l, i.otherUserId, i.orgId)),
  selfservice: write('user', (l, i) => setSelfServiceEntity(l, { userId: i.userId, entityId: i.clubId })),
  'admin.impersonate': never('admin', 'changes the session', (l, i) => impersonate(l, i.otherUserId)),
  'admin.impersonate.stop': never('admin', 'changes the session', (l) => impersonate(l, 0)),
  'cheques.list': read('admin', (l) => listCheques(l)),
  'cheques.received': never('admin', 'moves money', (l, i) => markChequeReceived(l, i.orderId)),
  'stripe.users': read('admin', (l) => listStripeUsers(l)),
  'reports.finance': read('admin', (l) => readFinanceReport(l)),
  'reports.list': read('admin', (l) => listReports(l, 0)),
  'reports.run': read('admin', (l) => runReport(l, 'competitions', 0, 30_000)),
  'help.read': read('none', (l, i) => getHelpByKey(l, i.helpKey)),
  'help.readById': read('admin', (l, i) => getHelpById(l, i.helpId)),
  'help.list': read('admin', (l) => listHelp(l, { startswith: '', pagenumber: 1, pagesize: 20 })),
  'help.create': write('admin', (l) =>
    saveHelp(l, { id: 0, key: 'conformance.check', title: 'Conformance check', type: 'T', data: '', preload: false }),
  ),
  'help.update': never('admin', 'changes a help text', (l, i) =>
    saveHelp(l, { id: i.helpId, key: i.helpKey, title: '', type: 'T', data: '', preload: false }),
  ),
  // Last: it ends the session the other calls use.
  'auth.logout': write('user', (l) => logout(l, '/wp-json/e4s/v5/logout')),
}

export const WIRE_CATALOGUE: readonly CatalogueEntry[] = Object.entries(ROWS).map(([endpoint, r]) => ({ endpoint, ...r }))

/** Endpoint names the legacy client uses that are not JSON calls of the catalogue: the WordPress form login. */
export const OUTSIDE_CATALOGUE = ['wordpress.login'] as const
