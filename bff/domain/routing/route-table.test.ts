import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, NATIONAL_ORG_ID } from '../../../contract-fixtures/seed'
import { translateHashLink } from './hash-links'
import { resolveV1 } from './v1-paths'
import {
  ANONYMOUS,
  hasPermission,
  mayHavePermissionForCompetition,
  PERMISSION_NAMES,
  type PermissionGrant,
  type Role,
  type UserAuth,
} from './permissions'
import { fillPattern, matchV1, matchV2, ROUTES, screenAccess, type RouteEntry, type ScreenAccess } from './route-table'

// The rule of every screen, read from 3-organiser-admin §2 and §6 and 1-shell §2.2, §2.3 and §6,
// written out here by hand so that a change to the table has to be a change to this list too.
type Rule =
  | 'public'
  | 'login'
  | 'admin'
  | 'adminOrAppAdmin'
  | 'finance'
  | 'builderAnyOrg'
  | 'builder'
  | 'checkin'
  | 'ticket'
  | 'scoreboard'
  | 'staff'

const SPEC: Record<string, Rule> = {
  home: 'public',
  homeV2: 'public',
  login: 'public',
  register: 'public',
  forgot: 'public',
  reset: 'public',
  onboarding: 'public',
  secureRedirect: 'login',
  launch: 'public',
  formGenericExample: 'public',
  showEntry: 'public',
  schedule: 'public',
  entryConditions: 'login',
  entry: 'login',
  contactOrganiser: 'public',
  shop: 'public',
  cart: 'login',
  basketHandoff: 'login',
  cartRedirect: 'login',
  athleteCreate: 'login',
  athlete: 'login',
  athletes: 'login',
  athletePb: 'login',
  // Issue 30's self-service profile: any signed-in user (1-shell §4).
  profile: 'login',
  builder: 'builder',
  builderOrganisation: 'builder',
  builderAgeGroups: 'builder',
  // Issue 30's discounts: the builder of the competition (decision 071).
  builderDiscounts: 'builder',
  compAdmin: 'public',
  compStatus: 'admin',
  // Issue 30: every role that works a competition; the organiser report is the builder's (§6).
  myCompetitions: 'staff',
  competitionHub: 'staff',
  organiserReport: 'builder',
  // 2-entry §7 secondary definitions: the builder of the competition (decision 070).
  secondaryProducts: 'builder',
  // The brief for issue 13: the builder of the competition (decision 048).
  actions: 'builder',
  autoEntries: 'builder',
  bibs: 'builder',
  eventGroupAthletes: 'builderAnyOrg',
  ageGroupCoverage: 'builderAnyOrg',
  checkin: 'checkin',
  checkinAthlete: 'login',
  checkinCode: 'login',
  whoIsHere: 'checkin',
  ticket: 'ticket',
  ticketOrder: 'login',
  ticketGatekeeper: 'ticket',
  ticketAdmin: 'ticket',
  scoreboard: 'public',
  scoreboardComp: 'public',
  scoreboardOutputList: 'scoreboard',
  scoreboardOutput: 'scoreboard',
  scoreboardScheduleList: 'public',
  r4s: 'public',
  output: 'public',
  outputV2: 'public',
  outputV3: 'public',
  publicRankings: 'public',
  results: 'public',
  resultsQr: 'public',
  seeding: 'public',
  resultsEntry: 'scoreboard',
  resultsRead: 'public',
  resultsImport: 'scoreboard',
  resultsImportFile: 'scoreboard',
  messages: 'login',
  message: 'login',
  messageCreate: 'builder',
  userSearch: 'adminOrAppAdmin',
  // §6: Users in v2 admin only (the search's rule, so its links open).
  user: 'adminOrAppAdmin',
  // The banner's Stop: any logged-in user; the page service asks for an impersonation in the session.
  impersonateStop: 'login',
  clubSearch: 'builderAnyOrg',
  club: 'public',
  orgSearch: 'admin',
  stripeUsers: 'finance',
  financeReport: 'finance',
  cheques: 'finance',
  reports: 'admin',
  helpForm: 'admin',
  helpFormList: 'admin',
  fieldHelp: 'public',
  secGrid: 'admin',
}

const user = (userId: number, role: Role, permissions: PermissionGrant[] = []): UserAuth => ({ userId, role, permissions })
const fromSeed = (username: string, userId: number): UserAuth => {
  const account = DEMO_ACCOUNTS.find((a) => a.username === username)!
  return user(
    userId,
    account.role as Role,
    account.permissions.map((p) => ({ role: p.role, orgId: p.orgid, compId: p.compid })),
  )
}

const ORGANISER = fromSeed('organiser', 102)
const ROLES = {
  anonymous: ANONYMOUS,
  entrant: fromSeed('entrant', 101),
  organiser: ORGANISER,
  // The seed's federation finance user.
  finance: user(105, 'USER', [{ role: 'FINANCE', orgId: NATIONAL_ORG_ID, compId: 0 }]),
  admin: fromSeed('admin', 103),
  appAdmin: user(110, 'APPADMIN'),
} as const
type RoleName = keyof typeof ROLES

// Which rules each role passes (anonymous passes only public; every other rule asks for login first).
const OPENS: Record<Exclude<RoleName, 'anonymous'>, Rule[]> = {
  entrant: ['public', 'login'],
  organiser: ['public', 'login', 'builderAnyOrg', 'builder', 'checkin', 'ticket', 'scoreboard', 'staff'],
  finance: ['public', 'login', 'finance'],
  admin: ['public', 'login', 'admin', 'adminOrAppAdmin', 'finance', 'builderAnyOrg', 'builder', 'checkin', 'ticket', 'scoreboard', 'staff'],
  appAdmin: ['public', 'login', 'adminOrAppAdmin', 'finance'],
}

function expected(rule: Rule, role: RoleName): ScreenAccess {
  if (role === 'anonymous') return rule === 'public' ? 'open' : 'login'
  return OPENS[role].includes(rule) ? 'open' : 'forbidden'
}

/** Every shape of a screen (v1 shapes and its v2 page), filled with competition 501 and ids 2, 3... */
function shapes(e: RouteEntry) {
  return [...e.v1, ...(e.v2 ? [e.v2] : [])].map((shape) => {
    const names = [...shape.matchAll(/:(\w+)/g)].map((m) => m[1])
    return { shape, params: Object.fromEntries(names.map((n, i) => [n, i === 0 ? '501' : String(i + 1)])) }
  })
}

const cases = ROUTES.flatMap((e) =>
  shapes(e).flatMap(({ shape, params }) =>
    (Object.keys(ROLES) as RoleName[]).map((role) => ({ name: e.name, shape, role, entry: e, params, want: expected(SPEC[e.name], role) })),
  ),
)

describe('route × role (3-organiser-admin §6)', () => {
  it('the table and this list name the same screens', () => {
    expect(ROUTES.map((e) => e.name).sort()).toEqual(Object.keys(SPEC).sort())
  })

  it.each(cases)('$shape as $role: $want', ({ entry, params, role, want }) => {
    expect(screenAccess({ entry, params }, ROLES[role])).toBe(want)
  })

  it('a screen with a permission asks for login first, and names the competition by a param every shape has', () => {
    for (const e of ROUTES.filter((r) => r.requires)) {
      expect(e.access, e.name).toBe('login')
      const param = e.requires?.kind === 'permission' || e.requires?.kind === 'staff' ? e.requires.competitionParam : undefined
      if (param) for (const { shape } of shapes(e)) expect(shape, e.name).toContain(`:${param}`)
    }
  })
})

describe('a permission for one competition, before its organisation is known', () => {
  const steward = user(106, 'USER', [{ role: 'CHECKIN', orgId: 27, compId: 601 }])
  const at = (path: string, who: UserAuth) => screenAccess(matchV1(path)!, who)

  it('the hub of a competition opens for any role that works it, My competitions for any such role (issue 30)', () => {
    const hub = (id: number, who: UserAuth) => screenAccess(matchV2(`/v2/competition-hub/${id}`)!, who)
    expect(hub(601, steward)).toBe('open')
    expect(hub(602, steward)).toBe('forbidden')
    expect(hub(602, user(108, 'USER', [{ role: 'TICKET', orgId: 27, compId: 0 }]))).toBe('open')
    expect(hub(601, ROLES.entrant)).toBe('forbidden')
    expect(screenAccess(matchV2('/v2/my-competitions')!, steward)).toBe('open')
    expect(screenAccess(matchV2('/v2/my-competitions')!, ROLES.finance)).toBe('forbidden')
  })

  it('a grant naming one competition opens that competition only', () => {
    expect(at('/checkin/601', steward)).toBe('open')
    expect(at('/checkin/602', steward)).toBe('forbidden')
    expect(at('/bibs/601', steward)).toBe('forbidden')
    expect(at('/ticket-admin/601', steward)).toBe('forbidden')
  })

  it('an organisation-wide grant may cover any competition, so the placeholder lets it through', () => {
    expect(at('/builder/999', ORGANISER)).toBe('open')
    expect(at('/results-entry/999/4', ORGANISER)).toBe('open')
  })

  it('builder 0 starts a new competition: builder permission in some organisation (decision 023); so does a non-numeric id', () => {
    expect(screenAccess(matchV2('/v2/builder-v2/0')!, ORGANISER)).toBe('open')
    for (const who of [ROLES.entrant, steward]) expect(screenAccess(matchV2('/v2/builder-v2/0')!, who)).toBe('forbidden')
    expect(at('/builder/0', ANONYMOUS)).toBe('login')
    expect(at('/builder/00', steward)).toBe('forbidden')
    expect(at('/builder/abc', steward)).toBe('forbidden')
    expect(at('/builder/abc', ORGANISER)).toBe('open')
    const oneComp = user(107, 'USER', [{ role: 'BUILDER', orgId: 12, compId: 77 }])
    expect(at('/builder/77', oneComp)).toBe('open')
    expect(at('/builder/78', oneComp)).toBe('forbidden')
  })

  it('other competition screens have no "new" id: 0 asks for the permission in any organisation', () => {
    expect(at('/bibs/0', ROLES.entrant)).toBe('forbidden')
    expect(at('/bibs/0', ORGANISER)).toBe('open')
  })

  const grants = fc.array(
    fc.record({
      role: fc.constantFrom(...PERMISSION_NAMES, 'admin', 'OTHER'),
      orgId: fc.integer({ min: 0, max: 4 }),
      compId: fc.integer({ min: 0, max: 4 }),
    }),
    { maxLength: 5 },
  )

  it('never refuses a user whom the exact check (organisation and competition) would admit', () => {
    fc.assert(
      fc.property(
        grants,
        fc.constantFrom(...PERMISSION_NAMES),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 4 }),
        (permissions, name, compId, orgId) => {
          const who = user(9, 'USER', permissions)
          if (hasPermission(who, name, { orgId, compId })) expect(mayHavePermissionForCompetition(who, name, compId)).toBe(true)
        },
      ),
    )
  })

  it('any user: login only where the table asks for it; the admin opens every screen', () => {
    const screens = ROUTES.flatMap((e) => shapes(e).map(({ params }) => ({ entry: e, params })))
    fc.assert(
      fc.property(
        fc.constantFrom(...screens),
        grants,
        fc.constantFrom<Role>('USER', 'APPADMIN', 'E4SUSER'),
        (screen, permissions, role) => {
          expect(screenAccess(screen, ANONYMOUS)).toBe(screen.entry.access === 'public' && !screen.entry.requires ? 'open' : 'login')
          const got = screenAccess(screen, user(9, role, permissions))
          if (role === 'E4SUSER' || !screen.entry.requires) expect(got).toBe('open')
          else expect(got).not.toBe('login')
        },
      ),
    )
  })
})

describe('old athlete-create (issue 11)', () => {
  it('goes to the built create page, /v2/athlete-v2/new, for good', () => {
    expect(resolveV1('/athlete-create')).toMatchObject({ to: '/v2/athlete-v2/new', permanent: true })
    expect(translateHashLink('#/athlete-create')).toBe('/v2/athlete-v2/new')
    expect(matchV2('/v2/athlete-v2/new')?.entry.name).toBe('athleteCreate')
    expect(matchV2('/v2/athlete-v2/12')?.entry.name).toBe('athlete')
    expect(fillPattern(matchV1('/athlete-create')!.entry.v2!, {})).toBe('/v2/athlete-v2/new')
  })
})
