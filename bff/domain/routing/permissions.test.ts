import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  ANONYMOUS,
  NATIONAL_ORG_ID,
  PERMISSION_NAMES,
  canBuild,
  canCheckIn,
  canCheques,
  canFinance,
  canScoreboard,
  canTicket,
  hasPermission,
  isAdmin,
  isAppAdmin,
  isLoggedIn,
  menuVisibility,
  type MenuVisibility,
  type PermissionGrant,
  type PermissionName,
  type PermissionScope,
  type Role,
  type UserAuth,
} from './permissions'

function user(role: Role, permissions: PermissionGrant[] = [], userId = 7): UserAuth {
  return { userId, role, permissions }
}
function grant(role: string, orgId: number, compId = 0): PermissionGrant {
  return { role, orgId, compId }
}

const admin = user('E4SUSER')
const appAdmin = user('APPADMIN')
const plainUser = user('USER')

describe('login and role predicates', () => {
  it.each([
    ['anonymous constant', ANONYMOUS, false, false, false],
    ['null', null, false, false, false],
    ['undefined', undefined, false, false, false],
    ['user id 0', user('USER', [], 0), false, false, false],
    ['negative user id', user('USER', [], -1), false, false, false],
    ['E4SUSER with user id 0 is not an admin', user('E4SUSER', [], 0), false, false, false],
    ['plain user', plainUser, true, false, false],
    ['E4SUSER', admin, true, true, false],
    ['APPADMIN', appAdmin, true, false, true],
  ] as const)('%s', (_label, u, loggedIn, adminRole, appAdminRole) => {
    expect(isLoggedIn(u)).toBe(loggedIn)
    expect(isAdmin(u)).toBe(adminRole)
    expect(isAppAdmin(u)).toBe(appAdminRole)
  })

  it('ANONYMOUS is frozen', () => {
    expect(Object.isFrozen(ANONYMOUS)).toBe(true)
    expect(Object.isFrozen(ANONYMOUS.permissions)).toBe(true)
  })
})

describe('hasPermission', () => {
  type Row = [string, UserAuth | null, PermissionName, PermissionScope | undefined, boolean]
  const rows: Row[] = [
    // E4SUSER passes everything
    ['E4SUSER without grants, any permission', admin, 'FINANCE', undefined, true],
    ['E4SUSER without grants, scoped', admin, 'BUILDER', { orgId: 5, compId: 9 }, true],
    // anonymous and ungranted users
    ['anonymous', ANONYMOUS, 'BUILDER', undefined, false],
    ['null user', null, 'BUILDER', undefined, false],
    ['anonymous holding a grant still gets nothing', user('ANON', [grant('ADMIN', 0)], 0), 'BUILDER', undefined, false],
    ['USER with no grants', plainUser, 'BUILDER', undefined, false],
    ['APPADMIN with no grants is not a builder', appAdmin, 'BUILDER', undefined, false],
    // ADMIN or named role on org 0
    ['ADMIN org 0, no scope', user('USER', [grant('ADMIN', 0)]), 'RESULTS', undefined, true],
    ['ADMIN org 0, any org and comp', user('USER', [grant('ADMIN', 0)]), 'RESULTS', { orgId: 12, compId: 99 }, true],
    ['named role org 0, any org', user('USER', [grant('BUILDER', 0)]), 'BUILDER', { orgId: 12 }, true],
    [
      'named role org 0 with a comp id still covers all',
      user('USER', [grant('BUILDER', 0, 4)]),
      'BUILDER',
      { orgId: 12, compId: 99 },
      true,
    ],
    // matching org with comp 0 or matching comp
    ['named role matching org, comp 0, comp asked', user('USER', [grant('BUILDER', 5)]), 'BUILDER', { orgId: 5, compId: 9 }, true],
    ['named role matching org, comp 0, org asked', user('USER', [grant('BUILDER', 5)]), 'BUILDER', { orgId: 5 }, true],
    ['named role matching org and comp', user('USER', [grant('BUILDER', 5, 9)]), 'BUILDER', { orgId: 5, compId: 9 }, true],
    ['ADMIN on matching org', user('USER', [grant('ADMIN', 5)]), 'REPORT', { orgId: 5, compId: 9 }, true],
    ['ADMIN on matching org and comp', user('USER', [grant('ADMIN', 5, 9)]), 'REPORT', { orgId: 5, compId: 9 }, true],
    // no scope = any organisation
    ['no scope, role on some org', user('USER', [grant('CHECK', 5)]), 'CHECK', undefined, true],
    ['no scope, role on some comp', user('USER', [grant('CHECK', 5, 9)]), 'CHECK', undefined, true],
    ['empty scope behaves like no scope', user('USER', [grant('CHECK', 5, 9)]), 'CHECK', {}, true],
    // comp given without org: only org 0 or the exact comp proves it
    ['comp only, exact comp grant', user('USER', [grant('RESULTS', 5, 9)]), 'RESULTS', { compId: 9 }, true],
    ['comp only, org-wide grant is not enough', user('USER', [grant('RESULTS', 5)]), 'RESULTS', { compId: 9 }, false],
    ['comp only, other comp', user('USER', [grant('RESULTS', 5, 8)]), 'RESULTS', { compId: 9 }, false],
    // negatives
    ['wrong org', user('USER', [grant('BUILDER', 5)]), 'BUILDER', { orgId: 6 }, false],
    ['wrong org with comp', user('USER', [grant('BUILDER', 5, 9)]), 'BUILDER', { orgId: 6, compId: 9 }, false],
    ['wrong comp', user('USER', [grant('BUILDER', 5, 9)]), 'BUILDER', { orgId: 5, compId: 10 }, false],
    ['comp grant does not answer an org-wide question', user('USER', [grant('BUILDER', 5, 9)]), 'BUILDER', { orgId: 5 }, false],
    ['comp grant does not answer comp 0', user('USER', [grant('BUILDER', 5, 9)]), 'BUILDER', { orgId: 5, compId: 0 }, false],
    ['other role', user('USER', [grant('REPORT', 0)]), 'BUILDER', undefined, false],
    ['other role on matching org', user('USER', [grant('REPORT', 5)]), 'BUILDER', { orgId: 5 }, false],
    ['APPADMIN grant is not ADMIN', user('USER', [grant('APPADMIN', 0)]), 'BUILDER', undefined, false],
    ['unknown role string', user('USER', [grant('SUPERUSER', 0)]), 'BUILDER', undefined, false],
    // role strings compared case-insensitively
    ['lower-case role', user('USER', [grant('builder', 5)]), 'BUILDER', { orgId: 5 }, true],
    ['mixed-case ADMIN', user('USER', [grant('Admin', 0)]), 'FINANCE', { orgId: 3 }, true],
    ['role with surrounding spaces', user('USER', [grant(' checkin ', 5)]), 'CHECKIN', { orgId: 5 }, true],
    ['lower-case underscore role', user('USER', [grant('create_athlete', 5)]), 'CREATE_ATHLETE', { orgId: 5 }, true],
    ['non-ASCII look-alike is not folded', user('USER', [grant('buıLDER', 5)]), 'BUILDER', { orgId: 5 }, false],
    // several grants: any one that covers is enough
    ['second grant matches', user('USER', [grant('REPORT', 5), grant('BUILDER', 6, 3)]), 'BUILDER', { orgId: 6, compId: 3 }, true],
  ]

  it.each(rows)('%s', (_label, u, name, scope, expected) => {
    expect(hasPermission(u, name, scope)).toBe(expected)
  })
})

describe('derived permissions (check-in, ticket, scoreboard follow builder)', () => {
  const checks = [
    ['CHECKIN', canCheckIn],
    ['TICKET', canTicket],
    ['SCOREBOARD', canScoreboard],
  ] as const

  describe.each(checks)('%s', (name, check) => {
    it.each([
      ['own role, matching scope', user('USER', [grant(name, 5, 9)]), { orgId: 5, compId: 9 }, true],
      ['own role lower-case', user('USER', [grant(name.toLowerCase(), 5)]), { orgId: 5, compId: 9 }, true],
      ['builder on same org', user('USER', [grant('BUILDER', 5)]), { orgId: 5, compId: 9 }, true],
      ['builder on same comp', user('USER', [grant('BUILDER', 5, 9)]), { orgId: 5, compId: 9 }, true],
      ['builder on all orgs', user('USER', [grant('BUILDER', 0)]), { orgId: 5, compId: 9 }, true],
      ['builder, no scope', user('USER', [grant('BUILDER', 5, 9)]), undefined, true],
      ['builder on other org', user('USER', [grant('BUILDER', 6)]), { orgId: 5, compId: 9 }, false],
      ['builder on other comp', user('USER', [grant('BUILDER', 5, 8)]), { orgId: 5, compId: 9 }, false],
      ['own role on other comp', user('USER', [grant(name, 5, 8)]), { orgId: 5, compId: 9 }, false],
      ['unrelated role', user('USER', [grant('REPORT', 0)]), { orgId: 5, compId: 9 }, false],
      ['no grants', plainUser, undefined, false],
      ['anonymous', ANONYMOUS, undefined, false],
      ['admin', admin, { orgId: 5, compId: 9 }, true],
    ] as const)('%s', (_label, u, scope, expected) => {
      expect(check(u, scope)).toBe(expected)
    })
  })

  it('builder does not imply other permissions such as FINANCE or RESULTS', () => {
    const builder = user('USER', [grant('BUILDER', 0)])
    expect(hasPermission(builder, 'FINANCE')).toBe(false)
    expect(hasPermission(builder, 'RESULTS')).toBe(false)
  })

  it('canBuild is the BUILDER permission', () => {
    expect(canBuild(user('USER', [grant('BUILDER', 5, 9)]), { orgId: 5, compId: 9 })).toBe(true)
    expect(canBuild(user('USER', [grant('CHECKIN', 5, 9)]), { orgId: 5, compId: 9 })).toBe(false)
  })
})

describe('finance and cheques', () => {
  const rows: [string, UserAuth, number | undefined, boolean][] = [
    ['admin, default org', admin, undefined, true],
    ['admin, any org', admin, 5, true],
    ['app admin, default (national) org', appAdmin, undefined, true],
    ['app admin, national org explicitly', appAdmin, NATIONAL_ORG_ID, true],
    ['app admin, another org', appAdmin, 5, false],
    ['FINANCE on national org', user('USER', [grant('FINANCE', NATIONAL_ORG_ID)]), undefined, true],
    ['finance lower-case on national org', user('USER', [grant('finance', NATIONAL_ORG_ID)]), undefined, true],
    ['FINANCE on all orgs', user('USER', [grant('FINANCE', 0)]), undefined, true],
    ['ADMIN on national org', user('USER', [grant('ADMIN', NATIONAL_ORG_ID)]), undefined, true],
    ['FINANCE on the asked org', user('USER', [grant('FINANCE', 5)]), 5, true],
    ['FINANCE on another org', user('USER', [grant('FINANCE', 5)]), undefined, false],
    ['FINANCE on national org but asked for another', user('USER', [grant('FINANCE', NATIONAL_ORG_ID)]), 5, false],
    ['FINANCE only for one comp of the national org', user('USER', [grant('FINANCE', NATIONAL_ORG_ID, 3)]), undefined, false],
    ['UKFINANCE is a different role', user('USER', [grant('UKFINANCE', NATIONAL_ORG_ID)]), undefined, false],
    ['builder on national org', user('USER', [grant('BUILDER', NATIONAL_ORG_ID)]), undefined, false],
    ['USER with no grants', plainUser, undefined, false],
    ['anonymous', ANONYMOUS, undefined, false],
    ['app admin with user id 0', user('APPADMIN', [], 0), undefined, false],
  ]

  it.each(rows)('canFinance: %s', (_label, u, orgId, expected) => {
    expect(canFinance(u, orgId)).toBe(expected)
  })

  it.each(rows)('canCheques: %s', (_label, u, orgId, expected) => {
    expect(canCheques(u, orgId)).toBe(expected)
  })
})

describe('menuVisibility', () => {
  const none: MenuVisibility = {
    admin: false,
    userSearch: false,
    organisations: false,
    reports: false,
    helpConfig: false,
    storeConfig: false,
    clubs: false,
    financeReport: false,
    paymentProviderUsers: false,
    cheques: false,
    usersAndClubsSearch: false,
    helpKey: false,
    createComp: false,
    myCompetitions: false,
  }
  const all: MenuVisibility = Object.fromEntries(Object.keys(none).map((k) => [k, true])) as MenuVisibility

  it.each([
    ['anonymous', ANONYMOUS, none],
    ['null', null, none],
    ['USER with no grants', plainUser, none],
    ['admin sees everything', admin, all],
    [
      'app admin: admin menu, user search, national finance and cheques',
      appAdmin,
      { ...none, admin: true, userSearch: true, financeReport: true, paymentProviderUsers: true, cheques: true },
    ],
    [
      'builder on one comp sees Clubs and Create Comp only',
      user('USER', [grant('BUILDER', 5, 9)]),
      { ...none, clubs: true, createComp: true, myCompetitions: true },
    ],
    [
      'builder lower-case on all orgs sees Clubs, Create Comp and My competitions',
      user('USER', [grant('builder', 0)]),
      { ...none, clubs: true, createComp: true, myCompetitions: true },
    ],
    [
      'finance on national org: finance report, payment-provider users, cheques',
      user('USER', [grant('FINANCE', NATIONAL_ORG_ID)]),
      { ...none, financeReport: true, paymentProviderUsers: true, cheques: true },
    ],
    ['finance on another org sees nothing', user('USER', [grant('FINANCE', 5)]), none],
    ['check-in only sees My competitions only', user('USER', [grant('CHECKIN', 5, 9)]), { ...none, myCompetitions: true }],
    ['ticket only sees My competitions only', user('USER', [grant('TICKET', 5)]), { ...none, myCompetitions: true }],
    ['scoreboard only sees My competitions only', user('USER', [grant('SCOREBOARD', 5, 9)]), { ...none, myCompetitions: true }],
    [
      'ADMIN grant on all orgs: clubs, create comp, finance, cheques (not admin-only items)',
      user('USER', [grant('ADMIN', 0)]),
      { ...none, clubs: true, createComp: true, financeReport: true, paymentProviderUsers: true, cheques: true, myCompetitions: true },
    ],
  ] as const)('%s', (_label, u, expected) => {
    expect(menuVisibility(u)).toEqual(expected)
  })
})

describe('properties', () => {
  const roleArb = fc.oneof(
    fc.constantFrom(...PERMISSION_NAMES),
    fc.constantFrom(...PERMISSION_NAMES).map((r) => r.toLowerCase()),
    fc.string({ maxLength: 12 }),
  )
  const idArb = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 60 }), fc.constant(NATIONAL_ORG_ID))
  const grantArb = fc.record({ role: roleArb, orgId: idArb, compId: idArb })
  const scopeArb = fc.option(fc.record({ orgId: idArb, compId: idArb }, { requiredKeys: [] }), { nil: undefined })
  const nameArb = fc.constantFrom(...PERMISSION_NAMES)
  const roleOfUser = fc.constantFrom<Role>('ANON', 'USER', 'E4SUSER', 'APPADMIN')
  const userArb = fc.record({
    userId: fc.integer({ min: -5, max: 1000 }),
    role: roleOfUser,
    permissions: fc.array(grantArb, { maxLength: 6 }),
  })

  it('a logged-in E4SUSER passes every check for every scope', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1 }), fc.array(grantArb), nameArb, scopeArb, (userId, permissions, name, scope) => {
        const u = user('E4SUSER', permissions, userId)
        expect(hasPermission(u, name, scope)).toBe(true)
        expect(canCheckIn(u, scope) && canTicket(u, scope) && canScoreboard(u, scope)).toBe(true)
        expect(canFinance(u, scope?.orgId) && canCheques(u, scope?.orgId)).toBe(true)
      }),
    )
  })

  it('a non-admin user with no grants never passes', () => {
    fc.assert(
      fc.property(fc.constantFrom<Role>('ANON', 'USER', 'APPADMIN'), nameArb, scopeArb, (role, name, scope) => {
        const u = user(role, [])
        expect(hasPermission(u, name, scope)).toBe(false)
        expect(canCheckIn(u, scope) || canTicket(u, scope) || canScoreboard(u, scope)).toBe(false)
      }),
    )
  })

  it('nobody who is not logged in passes anything', () => {
    fc.assert(
      fc.property(userArb, fc.integer({ min: -5, max: 0 }), nameArb, scopeArb, (generated, userId, name, scope) => {
        const u = { ...generated, userId }
        expect(hasPermission(u, name, scope)).toBe(false)
        expect(canFinance(u, scope?.orgId)).toBe(false)
        expect(Object.values(menuVisibility(u)).some(Boolean)).toBe(false)
      }),
    )
  })

  it('an ADMIN grant on org 0 implies every permission for every scope', () => {
    fc.assert(
      fc.property(fc.constantFrom('ADMIN', 'admin', 'Admin'), fc.array(grantArb), nameArb, scopeArb, (role, others, name, scope) => {
        const u = user('USER', [...others, grant(role, 0)])
        expect(hasPermission(u, name, scope)).toBe(true)
      }),
    )
  })

  const recase = (text: string, upper: boolean) =>
    upper ? text.replace(/[a-z]/g, (c) => c.toUpperCase()) : text.replace(/[A-Z]/g, (c) => c.toLowerCase())

  it('ASCII letter case of a role never changes the answer', () => {
    fc.assert(
      fc.property(userArb, nameArb, scopeArb, fc.boolean(), (u, name, scope, upper) => {
        const recased = {
          ...u,
          permissions: u.permissions.map((g) => ({ ...g, role: recase(g.role, upper) })),
        }
        expect(hasPermission(recased, name, scope)).toBe(hasPermission(u, name, scope))
      }),
    )
  })

  it('adding grants never takes a permission away', () => {
    fc.assert(
      fc.property(userArb, grantArb, nameArb, scopeArb, (u, extra, name, scope) => {
        const more = { ...u, permissions: [...u.permissions, extra] }
        if (hasPermission(u, name, scope)) expect(hasPermission(more, name, scope)).toBe(true)
        if (canCheckIn(u, scope)) expect(canCheckIn(more, scope)).toBe(true)
      }),
    )
  })

  it('whoever may build may also check in, ticket and scoreboard for the same scope', () => {
    fc.assert(
      fc.property(userArb, scopeArb, (u, scope) => {
        if (canBuild(u, scope)) {
          expect(canCheckIn(u, scope) && canTicket(u, scope) && canScoreboard(u, scope)).toBe(true)
        }
      }),
    )
  })

  it('a permission for a specific competition implies one for some organisation (no scope)', () => {
    fc.assert(
      fc.property(userArb, nameArb, idArb, idArb, (u, name, orgId, compId) => {
        if (hasPermission(u, name, { orgId, compId })) expect(hasPermission(u, name)).toBe(true)
      }),
    )
  })
})
