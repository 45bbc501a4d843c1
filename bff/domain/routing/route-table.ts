// Every screen of the old site and of the new one, in one table: the v1 path shapes the old
// hash router had, the v2 page that replaces them, who may open it, its title and whether the
// new app has the real screen yet. Plain data, safe to import in the browser.

import { meetsRequirement, type ScreenRequirement, type UserAuth } from './permissions'

export type Access = 'public' | 'login'

export type RouteEntry = {
  name: string
  /** v1 path shapes, without the leading '/', Remix-style params; '' is home. */
  v1: string[]
  /** The v2 page ('/v2/...'), or null when the screen lives on the old site only. */
  v2: string | null
  access: Access
  /** A permission beyond login (3-organiser-admin §6); only on 'login' screens. */
  requires?: ScreenRequirement
  /** i18n key in the `routes` namespace (values are the route params); null: the product name (1-shell §2.3). */
  titleKey: string | null
  /** True when the new app has the real screen (a route module of its own). */
  built: boolean
  /** The same screen on the legacy site's hash router: {legacySiteUrl}/#{legacyHash}. */
  legacyHash: string
  /** v2 params that a v1 shape carries in its query instead (v1 `entry?compid=`). */
  fromQuery?: Record<string, string>
}

/** The default page title (1-shell §2.3) when the app config's systemName is not at hand. */
export const PRODUCT_NAME = 'Entry4Sports'

type Row = Omit<RouteEntry, 'titleKey' | 'built' | 'legacyHash'> & { titled?: boolean; built?: boolean; legacyHash?: string }

/** A titled screen's titleKey is `titles.{name}` (its §2.3 title); legacyHash defaults to the first v1 shape, else the v2 path. */
function entry({ titled, ...row }: Row): RouteEntry {
  const legacyHash = row.legacyHash ?? (row.v1.length > 0 ? `/${row.v1[0]}` : (row.v2 ?? '/'))
  return { ...row, titleKey: titled ? `titles.${row.name}` : null, built: row.built ?? false, legacyHash }
}

const PUBLIC = 'public'
const LOGIN = 'login'

// 3-organiser-admin §6 and 1-shell §6, one name per rule. `param` is the route param that names
// the competition (see mayHavePermissionForCompetition for what a placeholder can check).
const ADMIN: ScreenRequirement = { kind: 'admin' }
const ADMIN_OR_APP_ADMIN: ScreenRequirement = { kind: 'adminOrAppAdmin' }
const FINANCE: ScreenRequirement = { kind: 'finance' }
const BUILDER_ANY_ORG: ScreenRequirement = { kind: 'permission', name: 'BUILDER' }
const builderOf = (param: string): ScreenRequirement => ({ kind: 'permission', name: 'BUILDER', competitionParam: param })
// Builder: a new competition (id 0, or an id that is not one) needs builder permission in some
// organisation, an existing one builder permission for it (decision 023).
const BUILDER_OF_ID = builderOf('id')
const checkInOf = (param: string): ScreenRequirement => ({ kind: 'permission', name: 'CHECKIN', competitionParam: param })
const ticketOf = (param: string): ScreenRequirement => ({ kind: 'permission', name: 'TICKET', competitionParam: param })
const scoreboardOf = (param: string): ScreenRequirement => ({ kind: 'permission', name: 'SCOREBOARD', competitionParam: param })
/** Builder, check-in, ticket or scoreboard: every role that works a competition. */
const STAFF: ScreenRequirement = { kind: 'staff' }
const staffOf = (param: string): ScreenRequirement => ({ kind: 'staff', competitionParam: param })

export const ROUTES: readonly RouteEntry[] = [
  // Shell (1-shell §2.2, §2.3)
  entry({ name: 'home', v1: ['', 'showentries'], v2: '/v2', access: PUBLIC, titled: true, built: true, legacyHash: '/' }),
  entry({ name: 'homeV2', v1: [], v2: '/v2/home-v2', access: PUBLIC, titled: true, built: true }),
  entry({ name: 'login', v1: ['login', 'login-v1'], v2: '/v2/login-v2', access: PUBLIC, titled: true, built: true }),
  entry({ name: 'register', v1: ['register', 'register-v1'], v2: '/v2/register-v2', access: PUBLIC, titled: true, built: true }),
  entry({ name: 'forgot', v1: ['forgot-v1'], v2: '/v2/forgot-v2', access: PUBLIC, titled: true, built: true }),
  entry({ name: 'reset', v1: ['reset_pwd'], v2: '/v2/reset_pwd', access: PUBLIC, titled: true, built: true }),
  entry({ name: 'onboarding', v1: ['onboarding'], v2: null, access: PUBLIC }),
  // No page: the v1 loader sends it on to its ?url= (app/routes/$.server.ts).
  entry({ name: 'secureRedirect', v1: ['secure-redirect'], v2: null, access: LOGIN, built: true }),
  entry({ name: 'launch', v1: ['launch'], v2: null, access: PUBLIC }),
  entry({ name: 'formGenericExample', v1: [], v2: '/v2/form-generic-example-v2', access: PUBLIC }),

  // Competitions and entry (1-shell §2.2, 2-entry §2)
  entry({ name: 'showEntry', v1: ['show-entry/:id'], v2: '/v2/show-entry-v2/:id', access: PUBLIC, titled: true, built: true }),
  // §2 calls results-old/{compId} the 'old public schedule': its v1 shape leads to the schedule page.
  entry({
    name: 'schedule',
    v1: ['results-old/:id'],
    v2: '/v2/schedule-v2/:id',
    access: PUBLIC,
    titled: true,
    built: true,
    legacyHash: '/v2/schedule-v2/:id',
  }),
  entry({ name: 'entryConditions', v1: ['entry-conditions/:id'], v2: '/v2/entry-conditions/:id', access: LOGIN, built: true }),
  entry({
    name: 'entry',
    v1: ['entry-main/:id', 'entry'],
    v2: '/v2/entry-v2/:id',
    access: LOGIN,
    titled: true,
    built: true,
    fromQuery: { id: 'compid' },
  }),
  entry({
    name: 'contactOrganiser',
    v1: ['contact-org/:id'],
    v2: '/v2/contact-organiser-v2/:id',
    access: PUBLIC,
    titled: true,
    built: true,
  }),
  entry({ name: 'shop', v1: ['shop/:id'], v2: '/v2/shop-v2/:id', access: PUBLIC, titled: true, built: true }),
  entry({ name: 'cart', v1: ['cart'], v2: '/v2/cart', access: LOGIN, built: true }),
  entry({ name: 'basketHandoff', v1: [], v2: '/v2/basket-handoff', access: LOGIN, built: true }),
  entry({ name: 'cartRedirect', v1: ['cart-redirect'], v2: '/v2/cart-redirect', access: LOGIN, built: true }),

  // Athletes
  // Before `athlete`: its v2 page is that screen's /new, and the first match wins.
  entry({ name: 'athleteCreate', v1: ['athlete-create'], v2: '/v2/athlete-v2/new', access: LOGIN, built: true }),
  entry({ name: 'athlete', v1: ['athlete/:id'], v2: '/v2/athlete-v2/:id', access: LOGIN, titled: true, built: true }),
  entry({ name: 'athletes', v1: ['athletes'], v2: '/v2/athletes-v2', access: LOGIN, titled: true, built: true }),
  entry({ name: 'athletePb', v1: ['athlete-pb/:entryId'], v2: '/v2/athlete-pb/:entryId', access: LOGIN, built: true }),

  // The self-service profile (1-shell §4, §7 POST /v5/selfservice): the old site has no address for it.
  entry({ name: 'profile', v1: [], v2: '/v2/profile-v2', access: LOGIN, titled: true, built: true }),

  // Builder and competition admin (3-organiser-admin §2)
  // An organisation created or updated from the builder: a dialog in v1 (no address of its own), a
  // page below the competition's builder here, so that a logo upload works without JavaScript (decision 041).
  entry({
    name: 'builderOrganisation',
    v1: [],
    v2: '/v2/builder-v2/:id/organisation',
    access: LOGIN,
    requires: BUILDER_OF_ID,
    built: true,
  }),
  // Age groups from the builder (issue 12): a dialog in v1, a page below a saved competition's builder here.
  entry({
    name: 'builderAgeGroups',
    v1: [],
    v2: '/v2/builder-v2/:id/age-groups',
    access: LOGIN,
    requires: BUILDER_OF_ID,
    built: true,
  }),
  // Issue 30: the competition's discounts (builder state "discounts"; decision 071), below its builder.
  entry({
    name: 'builderDiscounts',
    v1: [],
    v2: '/v2/builder-v2/:id/discounts',
    access: LOGIN,
    requires: BUILDER_OF_ID,
    built: true,
  }),
  entry({
    name: 'builder',
    v1: ['builder/:id'],
    v2: '/v2/builder-v2/:id',
    access: LOGIN,
    requires: BUILDER_OF_ID,
    titled: true,
    built: true,
  }),
  entry({ name: 'compAdmin', v1: ['comp-admin/:id'], v2: '/v2/comp-admin/:id', access: PUBLIC, built: true }),
  // No v1 screen (issue 30): the competitions a user works on, and one competition's tools in the
  // order of the organiser's day; the §6 links the card and comp-admin offer, in one place.
  entry({ name: 'myCompetitions', v1: [], v2: '/v2/my-competitions', access: LOGIN, requires: STAFF, titled: true, built: true }),
  entry({
    name: 'competitionHub',
    v1: [],
    v2: '/v2/competition-hub/:id',
    access: LOGIN,
    requires: staffOf('id'),
    titled: true,
    built: true,
  }),
  // §6 "Organiser report … with builder permission": the reports of one competition (decision 065).
  entry({
    name: 'organiserReport',
    v1: [],
    v2: '/v2/organiser-report/:compId',
    access: LOGIN,
    requires: builderOf('compId'),
    titled: true,
    built: true,
  }),
  // The organiser's secondary products (2-entry §3, §5, §7; decision 070): no v1 address is shown,
  // builders of the competition list and create them, reached from the hub.
  entry({
    name: 'secondaryProducts',
    v1: [],
    v2: '/v2/secondary-products/:compId',
    access: LOGIN,
    requires: builderOf('compId'),
    titled: true,
    built: true,
  }),
  // The admin's status editor: a modal in v1 (no address of its own), a page here so that it works
  // without JavaScript (3-organiser-admin §2 "Competition status (admin)", §6: site admin only).
  entry({ name: 'compStatus', v1: [], v2: '/v2/comp-status-v2/:id', access: LOGIN, requires: ADMIN, built: true }),
  entry({
    name: 'actions',
    v1: ['actions/:compId/:athleteId/:clubId/:entryId'],
    v2: '/v2/actions-v2/:compId/:athleteId/:clubId/:entryId',
    access: LOGIN,
    requires: builderOf('compId'),
    built: true,
  }),
  entry({
    name: 'autoEntries',
    v1: ['auto-entries/:compId'],
    v2: '/v2/auto-entries/:compId',
    access: LOGIN,
    requires: builderOf('compId'),
    built: true,
  }),
  entry({ name: 'bibs', v1: ['bibs/:id'], v2: '/v2/bibs-v2/:id', access: LOGIN, requires: builderOf('id'), built: true }),
  // The address names an event group, not its competition: builders of some competition pass the
  // table, the page checks the group's own competition once it has read it (§2 states no login).
  entry({
    name: 'eventGroupAthletes',
    v1: ['event-group-athletes/:id'],
    v2: '/v2/event-group-athletes/:id',
    access: LOGIN,
    requires: BUILDER_ANY_ORG,
    built: true,
  }),
  entry({
    name: 'ageGroupCoverage',
    v1: ['event-group-age-group-coverage/:id'],
    v2: '/v2/event-group-age-group-coverage/:id',
    access: LOGIN,
    requires: BUILDER_ANY_ORG,
    built: true,
  }),

  // Check-in
  entry({ name: 'checkin', v1: ['checkin/:id'], v2: '/v2/checkin-v2/:id', access: LOGIN, requires: checkInOf('id'), built: true }),
  // An athlete checks their own entries in; the QR the desk prints leads there (decision 028).
  entry({
    name: 'checkinAthlete',
    v1: ['checkin-athlete/:id', 'checkin-qr-route/:id'],
    v2: '/v2/checkin-athlete/:id',
    access: LOGIN,
    built: true,
  }),
  // §2 states no login: the athlete's own entries need one, as athlete check-in's do.
  entry({ name: 'checkinCode', v1: ['checkin-code/:id'], v2: '/v2/checkin-code/:id', access: LOGIN, built: true }),
  entry({ name: 'whoIsHere', v1: ['whoishere/:id'], v2: '/v2/whoishere/:id', access: LOGIN, requires: checkInOf('id'), built: true }),

  // Tickets
  // The ticket's page is what its QR code opens: the gate's "Tickets (Scan)" (§6), where it is used
  // once. An order's tickets are for the buyer and ticket staff (the legacy site answers only them).
  entry({
    name: 'ticket',
    v1: ['ticket/:compId/:id'],
    v2: '/v2/ticket/:compId/:id',
    access: LOGIN,
    requires: ticketOf('compId'),
    built: true,
  }),
  entry({ name: 'ticketOrder', v1: ['ticket-order/:id'], v2: '/v2/ticket-order/:id', access: LOGIN, built: true }),
  // Gatekeeper and ticket admin: "Tickets (Scan)" and "Tickets (Admin)" of §6.
  entry({
    name: 'ticketGatekeeper',
    v1: ['ticket-form-gatekeeper/:compId'],
    v2: '/v2/ticket-form-gatekeeper/:compId',
    access: LOGIN,
    requires: ticketOf('compId'),
    built: true,
  }),
  entry({
    name: 'ticketAdmin',
    v1: ['ticket-admin/:compId'],
    v2: '/v2/ticket-admin/:compId',
    access: LOGIN,
    requires: ticketOf('compId'),
    built: true,
  }),

  // Scoreboards and results display
  entry({ name: 'scoreboard', v1: ['scoreboard'], v2: null, access: PUBLIC }),
  entry({
    name: 'scoreboardComp',
    // The second shape also covers scoreboard-comp/{compid}/all.
    v1: ['scoreboard-comp/:compId', 'scoreboard-comp/:compId/:eventNo'],
    v2: '/v2/scoreboard-comp/:compId/:eventNo?',
    access: PUBLIC,
    built: true,
  }),
  // Scoreboard outputs (the stadium screens): the list and one output's form; 'new' creates.
  entry({
    name: 'scoreboardOutputList',
    v1: ['scoreboard-output-list/:compId'],
    v2: '/v2/scoreboard-output-list/:compId',
    access: LOGIN,
    requires: scoreboardOf('compId'),
    built: true,
  }),
  entry({
    name: 'scoreboardOutput',
    v1: ['scoreboard-output/:compId/:id'],
    v2: '/v2/scoreboard-output/:compId/:id',
    access: LOGIN,
    requires: scoreboardOf('compId'),
    built: true,
  }),
  // The stadium screens of the configured outputs: one page, the variants differ in chrome (decision 040).
  entry({
    name: 'scoreboardScheduleList',
    v1: ['scoreboard-schedule-list/:compId/:outputId'],
    v2: '/v2/scoreboard-schedule-list/:compId/:outputId',
    access: PUBLIC,
    built: true,
  }),
  entry({ name: 'r4s', v1: ['r4s'], v2: null, access: PUBLIC }),
  entry({ name: 'output', v1: ['output/:compId/:outputId'], v2: '/v2/output/:compId/:outputId', access: PUBLIC, built: true }),
  entry({ name: 'outputV2', v1: ['output-v2/:compId/:outputId'], v2: '/v2/output-v2/:compId/:outputId', access: PUBLIC, built: true }),
  entry({
    name: 'outputV3',
    v1: ['output-v3/:compId/:outputId/:showControls'],
    v2: '/v2/output-v3/:compId/:outputId/:showControls',
    access: PUBLIC,
    built: true,
  }),
  // Rankings of an event group over its heats: read from the public results, cached like them.
  entry({
    name: 'publicRankings',
    v1: ['public-rankings/:compId/:eventGroupId'],
    v2: '/v2/public-rankings-v2/:compId/:eventGroupId',
    access: PUBLIC,
    built: true,
  }),
  // The scoreboard's 'For full results' address, {compId}/results (issue 16), is the second shape.
  entry({ name: 'results', v1: ['results/:compId', ':compId/results'], v2: '/v2/results-v2/:compId', access: PUBLIC, built: true }),
  entry({ name: 'resultsQr', v1: ['results-qr/:compId'], v2: '/v2/results-qr-v2/:compId', access: PUBLIC, built: true }),
  entry({ name: 'seeding', v1: ['seeding/:compId'], v2: '/v2/seeding-v2/:compId', access: PUBLIC, built: true }),
  entry({
    name: 'resultsEntry',
    v1: ['results-entry/:compId/:eventGroupId'],
    v2: '/v2/results-entry-v2/:compId/:eventGroupId',
    access: LOGIN,
    requires: scoreboardOf('compId'),
    built: true,
  }),
  entry({
    name: 'resultsRead',
    v1: ['results-read/:compId/:eventGroupId'],
    v2: '/v2/results-read-v2/:compId/:eventGroupId',
    access: PUBLIC,
    built: true,
  }),
  // Timing-system and photo-finish imports: §6 gives PhotoFinish the scoreboard permission.
  // One import page for both (decision 035): the timing-system import is the same .lif import, titled for it.
  entry({
    name: 'resultsImport',
    v1: ['results-import/:id'],
    v2: '/v2/results-import-v2/:id',
    access: LOGIN,
    requires: scoreboardOf('id'),
    built: true,
  }),
  entry({
    name: 'resultsImportFile',
    v1: ['results-import-file/:id'],
    v2: '/v2/results-import-file-v2/:id',
    access: LOGIN,
    requires: scoreboardOf('id'),
    built: true,
  }),

  // Messages
  entry({ name: 'messages', v1: ['email-messages/:compId?'], v2: '/v2/messages-v2/:compId?', access: LOGIN, titled: true, built: true }),
  entry({ name: 'message', v1: ['email-message/:id'], v2: '/v2/email-message-v2/:id', access: LOGIN, built: true }),
  // compId 0 writes to every user: the table lets builders of any organisation through, the page
  // then asks for the admin (bff/domain/messages/audience.ts).
  entry({
    name: 'messageCreate',
    v1: ['email-message-create/:compId'],
    v2: '/v2/email-message-create-v2/:compId',
    access: LOGIN,
    requires: builderOf('compId'),
    built: true,
  }),

  // Users, clubs, organisations and admin
  // user-search and club-search land on their v2 page, so one rule serves both: the v1 menu's
  // (§6: User Search for admin or app admin; Clubs for builders of any organisation).
  entry({
    name: 'userSearch',
    v1: ['user-search'],
    v2: '/v2/user-search-v2',
    access: LOGIN,
    requires: ADMIN_OR_APP_ADMIN,
    titled: true,
    built: true,
  }),
  // §6: Users in v2 are the admins' (the search's rule: admin or app admin, who reach it from there).
  entry({ name: 'user', v1: ['user/:id'], v2: '/v2/user-v2/:id?', access: LOGIN, requires: ADMIN_OR_APP_ADMIN, titled: true, built: true }),
  // No page: the banner's Stop button posts here; the page service asks for an impersonation in the session.
  entry({ name: 'impersonateStop', v1: [], v2: '/v2/impersonate-stop', access: LOGIN, built: true }),
  entry({
    name: 'clubSearch',
    v1: ['club-search'],
    v2: '/v2/club-search-v2',
    access: LOGIN,
    requires: BUILDER_ANY_ORG,
    titled: true,
    built: true,
  }),
  // §2 does not say who opens a club: what it shows (name, level, area, type) is the public clubs lookup's.
  entry({ name: 'club', v1: ['club/:id'], v2: '/v2/club-v2/:id', access: PUBLIC, titled: true, built: true }),
  entry({ name: 'orgSearch', v1: ['org-search'], v2: '/v2/org-search', access: LOGIN, requires: ADMIN, titled: true, built: true }),
  entry({ name: 'stripeUsers', v1: ['stripe-users'], v2: '/v2/stripe-users', access: LOGIN, requires: FINANCE, built: true }),
  // The admin menu's Finance Report (1-shell §2.4, §7 GET /v5/reports/finance): no v1 screen, a window of its own.
  entry({ name: 'financeReport', v1: [], v2: '/v2/finance-report', access: LOGIN, requires: FINANCE, built: true }),
  entry({ name: 'cheques', v1: ['cheques'], v2: '/v2/cheques', access: LOGIN, requires: FINANCE, titled: true, built: true }),
  entry({ name: 'reports', v1: ['reports'], v2: '/v2/reports', access: LOGIN, requires: ADMIN, titled: true, built: true }),
  // Help content (3-organiser-admin §2, §6: help configuration is the admins'); id 0 is a new item.
  entry({ name: 'helpForm', v1: ['help-form/:id'], v2: '/v2/help-form/:id', access: LOGIN, requires: ADMIN, built: true }),
  entry({ name: 'helpFormList', v1: ['help-form-list'], v2: '/v2/help-form-list', access: LOGIN, requires: ADMIN, built: true }),
  // The field help panel without JavaScript (1-shell §2.8): the same help on a page of its own.
  entry({ name: 'fieldHelp', v1: [], v2: '/v2/help/:key', access: PUBLIC, built: true }),
  entry({ name: 'secGrid', v1: ['sec-grid'], v2: '/v2/sec-grid', access: LOGIN, requires: ADMIN, built: true }),
]

export type Params = Record<string, string>

function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '')
}

/**
 * Matches a path ('/show-entry/12', leading and trailing '/' optional) against a shape
 * ('show-entry/:id', ':param?' optional at the end). Literal segments compare exactly, as the
 * old hash router did. Returns the decoded params, or null.
 */
export function matchPattern(pattern: string, path: string): Params | null {
  const want = segments(pattern)
  const got = segments(path)
  if (got.length > want.length) return null
  const params: Params = {}
  for (const [i, part] of want.entries()) {
    const value = got[i]
    if (!part.startsWith(':')) {
      if (value !== part) return null
      continue
    }
    const optional = part.endsWith('?')
    const name = part.slice(1, optional ? -1 : undefined)
    if (value === undefined) {
      if (optional) continue
      return null
    }
    try {
      params[name] = decodeURIComponent(value)
    } catch {
      return null
    }
  }
  return params
}

/** Fills a shape with params; an absent optional param drops its segment. Null if a required one is missing. */
export function fillPattern(pattern: string, params: Params): string | null {
  const out: string[] = []
  for (const part of segments(pattern)) {
    if (!part.startsWith(':')) {
      out.push(part)
      continue
    }
    const optional = part.endsWith('?')
    const value = params[part.slice(1, optional ? -1 : undefined)]
    if (value === undefined || value === '') {
      if (optional) continue
      return null
    }
    out.push(encodeURIComponent(value))
  }
  return `${pattern.startsWith('/') ? '/' : ''}${out.join('/')}`
}

export type Match = { entry: RouteEntry; params: Params }

/** The screen an old (v1) path belongs to. */
export function matchV1(path: string): Match | null {
  for (const e of ROUTES) {
    for (const shape of e.v1) {
      const params = matchPattern(shape, path)
      if (params) return { entry: e, params }
    }
  }
  return null
}

/** The screen a /v2 path belongs to. */
export function matchV2(path: string): Match | null {
  for (const e of ROUTES) {
    const params = e.v2 === null ? null : matchPattern(e.v2, path)
    if (params) return { entry: e, params }
  }
  return null
}

/**
 * Title key (null: the product name) and values for a screen. An optional param that is given
 * picks the `_withParam` text ('Messages for Comp: 4'); a required one that is missing (old
 * `entry` without compid) picks `_noParam`. i18next falls back to the plain key when a variant
 * has no text.
 */
export function titleFor({ entry: e, params }: Match): { key: string | null; values: Record<string, string> } {
  const parts = (e.v2 ?? '').split('/').filter((part) => part.startsWith(':'))
  const given = (part: string) => Boolean(params[part.slice(1).replace(/\?$/, '')])
  const context = parts.some((p) => !p.endsWith('?') && !given(p))
    ? 'noParam'
    : parts.some((p) => p.endsWith('?') && given(p))
      ? 'withParam'
      : undefined
  return { key: e.titleKey, values: context ? { ...params, context } : { ...params } }
}

/** What a visitor gets at a screen: the page, the login page (then back), or a 403. */
export type ScreenAccess = 'open' | 'login' | 'forbidden'

/** The one access rule for every screen, built or not: login first, then its permission (§6). */
export function screenAccess({ entry: e, params }: Match, user: UserAuth): ScreenAccess {
  if (e.access === 'public' && !e.requires) return 'open'
  if (user.userId <= 0) return 'login'
  if (!e.requires) return 'open'
  return meetsRequirement(user, e.requires, params) ? 'open' : 'forbidden'
}

/** The table entry of a screen by name; a name not in the table is a programming error. */
export function routeNamed(name: string): RouteEntry {
  const found = ROUTES.find((e) => e.name === name)
  if (!found) throw new Error(`No route named ${name}`)
  return found
}
