import { NATIONAL_ORG_ID, ORGANISATIONS } from './reference-data'
import type { Random } from './prng'
import type { DemoAccount, PermissionGrant, SeedAthlete, SeedClub, SeedEntity, SeedUser } from './types'

const BUILDER_ORG = ORGANISATIONS[0] as { id: number; name: string }
const RIVAL_ORG = ORGANISATIONS[1] as { id: number; name: string }
/** The organisation whose spectator-ticket meeting the gatekeeper works. */
const TICKET_ORG = ORGANISATIONS[2] as { id: number; name: string }
const nationalOrgName = ORGANISATIONS.find((o) => o.id === NATIONAL_ORG_ID)?.name ?? ''

/** The accounts printed in the start-up banner; the simulator accepts them out of the box. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: 'entrant',
    password: 'Entrant!2026',
    displayName: 'Demo Entrant',
    email: 'entrant@example.org',
    role: 'USER',
    permissions: [],
    description: 'Entrant: manages three athletes, has 12.50 of credit, no organiser rights.',
  },
  {
    username: 'organiser',
    password: 'Organiser!2026',
    displayName: 'Demo Organiser',
    email: 'organiser@example.org',
    role: 'USER',
    permissions: [{ role: 'BUILDER', orgid: BUILDER_ORG.id, compid: 0, orgname: BUILDER_ORG.name }],
    description: `Organiser: builder for ${BUILDER_ORG.name} (organisation ${BUILDER_ORG.id}).`,
  },
  {
    username: 'admin',
    password: 'Admin!2026',
    displayName: 'Demo Admin',
    email: 'admin@example.org',
    role: 'E4SUSER',
    permissions: [],
    description: 'Administrator (E4SUSER): passes every permission check, sees the admin menu.',
  },
]

export const ENTRANT_CREDIT = 12.5
const FIRST_USER_ID = 101

function slug(login: string): string {
  return login
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

function clubEntity(club: SeedClub): SeedEntity {
  return { id: club.id, name: club.name, entityLevel: 1, entityName: 'Club', clubType: club.clubType }
}

type PlainUserPlan = {
  login: string
  password: string
  displayName: string
  permissions: PermissionGrant[]
  clubs: SeedEntity[]
}

/**
 * Users: the demo accounts first (ids 101–103), then plain users: a club representative of
 * `repClub`, a national finance user, a check-in steward for `checkInCompId` and a few entrants,
 * then a rival organiser, a gatekeeper, a team manager and a results team (scoreboard only).
 */
export function createUsers(
  random: Random,
  input: { clubs: SeedClub[]; repClub: SeedClub; checkInComp: { id: number; orgId: number }; referenceDate: string },
): SeedUser[] {
  const checkInOrg = ORGANISATIONS.find((o) => o.id === input.checkInComp.orgId)
  const plain: PlainUserPlan[] = [
    {
      login: 'clubrep',
      password: 'Clubrep!2026',
      displayName: `${input.repClub.name} Secretary`,
      permissions: [],
      clubs: [clubEntity(input.repClub)],
    },
    {
      login: 'finance',
      password: 'Finance!2026',
      displayName: 'Federation Finance',
      permissions: [{ role: 'FINANCE', orgid: NATIONAL_ORG_ID, compid: 0, orgname: nationalOrgName }],
      clubs: [],
    },
    {
      login: 'steward',
      password: 'Steward!2026',
      displayName: 'Track Steward',
      permissions: [{ role: 'CHECKIN', orgid: input.checkInComp.orgId, compid: input.checkInComp.id, orgname: checkInOrg?.name ?? '' }],
      clubs: [],
    },
  ]
  for (let i = 1; i <= 4; i++) {
    const club = random.pick(input.clubs.filter((c) => c.clubType === 'C'))
    plain.push({ login: `runner${i}`, password: 'Runner!2026', displayName: `Runner ${i}`, permissions: [], clubs: [clubEntity(club)] })
  }
  // Last, so every earlier user keeps its id: a builder of another organisation than the demo organiser's.
  plain.push({
    login: 'rivalorganiser',
    password: 'Rival!2026',
    displayName: `${RIVAL_ORG.name} Organiser`,
    permissions: [{ role: 'BUILDER', orgid: RIVAL_ORG.id, compid: 0, orgname: RIVAL_ORG.name }],
    clubs: [],
  })
  // After the rival, for the same reason: ticket permission only, for one organisation's gate (§6).
  plain.push({
    login: 'gatekeeper',
    password: 'Gatekeeper!2026',
    displayName: `${TICKET_ORG.name} Gatekeeper`,
    permissions: [{ role: 'TICKET', orgid: TICKET_ORG.id, compid: 0, orgname: TICKET_ORG.name }],
    clubs: [],
  })
  // After the gatekeeper: a team manager for two clubs, the rep club and the club-info competition's other club.
  const secondClub = input.clubs.find((c) => c.clubType === 'C' && c.id !== input.repClub.id) ?? input.repClub
  plain.push({
    login: 'tworeps',
    password: 'Tworeps!2026',
    displayName: 'Two Clubs Team Manager',
    permissions: [],
    clubs: [clubEntity(input.repClub), clubEntity(secondClub)],
  })
  // After the team manager: scoreboard permission only, for the check-in meeting (outputs, photo finish, results entry; §6).
  plain.push({
    login: 'scorer',
    password: 'Scorer!2026',
    displayName: 'Results Team',
    permissions: [{ role: 'SCOREBOARD', orgid: input.checkInComp.orgId, compid: input.checkInComp.id, orgname: checkInOrg?.name ?? '' }],
    clubs: [],
  })

  const demoUsers: SeedUser[] = DEMO_ACCOUNTS.map((account, index) => ({
    id: FIRST_USER_ID + index,
    login: account.username,
    email: account.email,
    displayName: account.displayName,
    nicename: slug(account.username),
    password: account.password,
    role: account.role,
    permissions: account.permissions.map((p) => ({ ...p })),
    credit: account.username === 'entrant' ? ENTRANT_CREDIT : 0,
    clubs: [],
    areas: [],
    orgs: account.permissions.map((p) => ({ id: p.orgid, name: p.orgname })),
    version: { current: 'v2', toggle: account.role !== 'USER' || account.permissions.length > 0 },
    registered: `${input.referenceDate}T00:00:00+00:00`,
  }))
  const plainUsers: SeedUser[] = plain.map((p, index) => ({
    id: FIRST_USER_ID + demoUsers.length + index,
    login: p.login,
    email: `${p.login}@example.org`,
    displayName: p.displayName,
    nicename: slug(p.login),
    password: p.password,
    role: 'USER',
    permissions: p.permissions,
    credit: 0,
    clubs: p.clubs,
    areas: [],
    orgs: p.permissions.map((g) => ({ id: g.orgid, name: g.orgname })),
    version: { current: 'v2', toggle: false },
    registered: `${input.referenceDate}T00:00:00+00:00`,
  }))
  return [...demoUsers, ...plainUsers]
}

export function createUserAthletes(
  random: Random,
  users: SeedUser[],
  athletes: SeedAthlete[],
): Array<{ userId: number; athleteId: number }> {
  const links: Array<{ userId: number; athleteId: number }> = []
  for (const user of users) {
    if (user.role !== 'USER' || user.permissions.length > 0) continue
    // Added after the others: no random draw, so every other link stays as it was.
    if (user.login === 'tworeps') {
      for (const club of user.clubs)
        links.push(
          ...athletes
            .filter((a) => a.clubId === club.id)
            .slice(0, 4)
            .map((a) => ({ userId: user.id, athleteId: a.id })),
        )
      continue
    }
    const clubId = user.clubs[0]?.id
    const pool = user.login === 'clubrep' && clubId ? athletes.filter((a) => a.clubId === clubId) : athletes
    const count = user.login === 'entrant' ? 3 : user.login === 'clubrep' ? Math.min(8, pool.length) : random.int(1, 2)
    for (const athlete of random.shuffle(pool).slice(0, count)) links.push({ userId: user.id, athleteId: athlete.id })
  }
  return links
}
