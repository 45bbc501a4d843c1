// Roles and permissions (spec 1-shell.md §6). Pure functions over an already parsed user.

export const NATIONAL_ORG_ID = 38

export type Role = 'ANON' | 'USER' | 'E4SUSER' | 'APPADMIN'

export const PERMISSION_NAMES = [
  'BUILDER',
  'CHECKIN',
  'REPORT',
  'CHECK',
  'ACTIVATE',
  'DEACTIVATE',
  'FINANCE',
  'UKFINANCE',
  'E4S',
  'ADMIN',
  'APPADMIN',
  'TICKET',
  'SCOREBOARD',
  'RESULTS',
  'CREATE_ATHLETE',
] as const

export type PermissionName = (typeof PERMISSION_NAMES)[number]

/** One grant as sent by the legacy API; orgId 0 means every organisation, compId 0 every competition. */
export type PermissionGrant = { role: string; orgId: number; compId: number; orgName?: string }

export type UserAuth = { userId: number; role: Role; permissions: PermissionGrant[] }

/** Omitted orgId = any organisation; omitted compId = organisation-wide (see grantCoversScope). */
export type PermissionScope = { orgId?: number; compId?: number }

export type MenuVisibility = {
  admin: boolean
  userSearch: boolean
  organisations: boolean
  reports: boolean
  helpConfig: boolean
  storeConfig: boolean
  clubs: boolean
  financeReport: boolean
  paymentProviderUsers: boolean
  cheques: boolean
  usersAndClubsSearch: boolean
  helpKey: boolean
  /** Create Comp in the profile menu: builder permission for any organisation (3-organiser-admin §6). */
  createComp: boolean
  /** My competitions: any permission that works a competition (builder, check-in, ticket or scoreboard). */
  myCompetitions: boolean
}

/** A user that may be missing (no session) is treated as anonymous. */
type MaybeUser = UserAuth | null | undefined

export const ANONYMOUS: UserAuth = Object.freeze({
  userId: 0,
  role: 'ANON',
  permissions: Object.freeze([]) as unknown as PermissionGrant[],
})

const ALL_ORGS = 0
const ALL_COMPS = 0

function loggedInUser(user: MaybeUser): UserAuth | null {
  return user != null && user.userId > 0 ? user : null
}

export function isLoggedIn(user: MaybeUser): boolean {
  return loggedInUser(user) !== null
}

export function isAdmin(user: MaybeUser): boolean {
  return loggedInUser(user)?.role === 'E4SUSER'
}

export function isAppAdmin(user: MaybeUser): boolean {
  return loggedInUser(user)?.role === 'APPADMIN'
}

// ASCII-only folding: toUpperCase() would also turn e.g. the dotless 'ı' into 'I'.
function asciiUpper(text: string): string {
  return text.replace(/[a-z]/g, (c) => c.toUpperCase())
}

function grantRoleMatches(grant: PermissionGrant, name: PermissionName): boolean {
  const role = asciiUpper(String(grant.role).trim())
  return role === name || role === 'ADMIN'
}

function grantCoversScope(grant: PermissionGrant, scope: PermissionScope): boolean {
  if (grant.orgId === ALL_ORGS) return true
  if (scope.orgId === undefined) {
    if (scope.compId === undefined) return true
    // Without the organisation we cannot tell whether an org-wide grant covers this
    // competition, so only a grant naming the exact competition proves it.
    return grant.compId === scope.compId
  }
  if (grant.orgId !== scope.orgId) return false
  // An organisation-level question (no compId) is answered only by organisation-wide grants.
  const compId = scope.compId ?? ALL_COMPS
  return grant.compId === ALL_COMPS || grant.compId === compId
}

/** Check-in, ticket and scoreboard are also granted to those who may build (same scope). */
const ALSO_GRANTED_BY_BUILDER: ReadonlySet<PermissionName> = new Set(['CHECKIN', 'TICKET', 'SCOREBOARD'])

/** The user's grants that give the named permission, whatever their scope. */
function grantsFor(user: UserAuth, name: PermissionName): PermissionGrant[] {
  const roles: PermissionName[] = ALSO_GRANTED_BY_BUILDER.has(name) ? [name, 'BUILDER'] : [name]
  return user.permissions.filter((grant) => roles.some((role) => grantRoleMatches(grant, role)))
}

/**
 * E4SUSER passes everything; anonymous users get nothing. Otherwise the user needs a grant of
 * the named role or ADMIN that covers the scope. No scope means "for any organisation".
 */
export function hasPermission(user: MaybeUser, name: PermissionName, scope: PermissionScope = {}): boolean {
  const current = loggedInUser(user)
  if (current === null) return false
  if (current.role === 'E4SUSER') return true
  return grantsFor(current, name).some((grant) => grantCoversScope(grant, scope))
}

/**
 * The check for a competition whose organisation is not known yet (a screen addressed by
 * competition id, before any competition data is loaded). False only when no grant can cover
 * it: every grant of the permission names other competitions. An organisation-wide grant may
 * cover it, so it passes here; the screen's own loader must then check the exact scope
 * ({ orgId, compId }) with hasPermission once it has loaded the competition.
 */
export function mayHavePermissionForCompetition(user: MaybeUser, name: PermissionName, compId: number): boolean {
  const current = loggedInUser(user)
  if (current === null) return false
  if (current.role === 'E4SUSER') return true
  return grantsFor(current, name).some((grant) => grant.orgId === ALL_ORGS || grant.compId === ALL_COMPS || grant.compId === compId)
}

export function canBuild(user: MaybeUser, scope?: PermissionScope): boolean {
  return hasPermission(user, 'BUILDER', scope)
}

export function canCheckIn(user: MaybeUser, scope?: PermissionScope): boolean {
  return hasPermission(user, 'CHECKIN', scope)
}

export function canTicket(user: MaybeUser, scope?: PermissionScope): boolean {
  return hasPermission(user, 'TICKET', scope)
}

export function canScoreboard(user: MaybeUser, scope?: PermissionScope): boolean {
  return hasPermission(user, 'SCOREBOARD', scope)
}

/** The permissions that work a competition; builder is in each of the last three (§6). */
export const STAFF_PERMISSIONS: readonly PermissionName[] = ['BUILDER', 'CHECKIN', 'TICKET', 'SCOREBOARD']

/** Works the competition (or, without a scope, some competition) in any role: builder, check-in, ticket or scoreboard. */
export function canStaff(user: MaybeUser, scope?: PermissionScope): boolean {
  return STAFF_PERMISSIONS.some((name) => hasPermission(user, name, scope))
}

/**
 * Admin, or FINANCE (or ADMIN) on the organisation, which defaults to the national one (38).
 * An app admin counts as holding the national organisation.
 */
export function canFinance(user: MaybeUser, orgId: number = NATIONAL_ORG_ID): boolean {
  if (!isLoggedIn(user)) return false
  if (isAdmin(user)) return true
  if (isAppAdmin(user) && orgId === NATIONAL_ORG_ID) return true
  return hasPermission(user, 'FINANCE', { orgId })
}

/** The spec gives cheques the same rule as finance. */
export function canCheques(user: MaybeUser, orgId: number = NATIONAL_ORG_ID): boolean {
  return canFinance(user, orgId)
}

/** Each flag says whether that item may be shown; `admin` is the admin dropdown itself. */
export function menuVisibility(user: MaybeUser): MenuVisibility {
  const admin = isAdmin(user)
  const adminOrAppAdmin = admin || isAppAdmin(user)
  const finance = canFinance(user)
  return {
    admin: adminOrAppAdmin,
    userSearch: adminOrAppAdmin,
    organisations: admin,
    reports: admin,
    helpConfig: admin,
    storeConfig: admin,
    clubs: admin || canBuild(user),
    financeReport: finance,
    paymentProviderUsers: finance,
    cheques: admin || canCheques(user),
    usersAndClubsSearch: admin,
    helpKey: admin,
    createComp: admin || canBuild(user),
    myCompetitions: admin || canStaff(user),
  }
}

/**
 * What a screen asks of a logged-in user beyond being logged in (3-organiser-admin §6, 1-shell §6).
 * `competitionParam` names the route param that holds the competition id; without it, or when
 * the param is not a competition id, holding the permission for any organisation is enough.
 */
export type ScreenRequirement =
  | { kind: 'admin' }
  | { kind: 'adminOrAppAdmin' }
  | { kind: 'finance' }
  | { kind: 'permission'; name: PermissionName; competitionParam?: string }
  /** Any of STAFF_PERMISSIONS: a screen every role that works a competition opens (My competitions, its hub). */
  | { kind: 'staff'; competitionParam?: string }

function competitionId(value: string | undefined): number | null {
  if (value === undefined || !/^[0-9]+$/.test(value)) return null
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** Whether a logged-in user meets a screen's requirement; anonymous users never do. */
export function meetsRequirement(
  user: MaybeUser,
  requirement: ScreenRequirement,
  params: Record<string, string | undefined> = {},
): boolean {
  if (!isLoggedIn(user)) return false
  switch (requirement.kind) {
    case 'admin':
      return isAdmin(user)
    case 'adminOrAppAdmin':
      return isAdmin(user) || isAppAdmin(user)
    case 'finance':
      return canFinance(user)
    case 'permission': {
      const compId = requirement.competitionParam ? competitionId(params[requirement.competitionParam]) : null
      return compId === null ? hasPermission(user, requirement.name) : mayHavePermissionForCompetition(user, requirement.name, compId)
    }
    case 'staff':
      return STAFF_PERMISSIONS.some((name) => meetsRequirement(user, { ...requirement, kind: 'permission', name }, params))
  }
}
