import { createCardCompetitions, createCompetitions } from './competitions'
import { createEntryCompetitions, createTeamCompetitions } from './entry-competitions'
import { createDemoAthletes, DEMO_PBS, demoEntries, demoLinks } from './entry-people'
import { isIsoDate, todayUtc } from './dates'
import { createAthletes, createClubs } from './people'
import { createRandom } from './prng'
import { AGE_GROUPS, COUNTIES, EVENTS, LOCATIONS, ORGANISATION_REQUESTS, ORGANISATIONS, REGIONS } from './reference-data'
import { createMessages } from './messages'
import { createUserAthletes, createUsers } from './users'
import type { SeedClub, SeedData, SeedOptions } from './types'

export * from './types'
export { DEMO_ACCOUNTS, ENTRANT_CREDIT } from './users'
export { DEFAULT_LOGO, NATIONAL_ORG_ID } from './reference-data'
export { CARD_DEMO, PRIORITY_DEMO_CODE, XSS_COMPETITION_ID, XSS_PAYLOADS } from './competitions'
export { ENTRY_DEMO } from './entry-demo'
export { ACTIONS_DEMO } from './actions-demo'
export { AUTO_ENTRY_DEMO } from './auto-entry-demo'
export { createRandom, mulberry32, type Random } from './prng'
export { addDays, ageOn, dateTime } from './dates'

/**
 * The demo data set. The same seed and reference date always give the same data; dates are
 * spread around the reference date so that every entry state exists "now".
 */
export function createSeed(seed = 1, options: SeedOptions = {}): SeedData {
  const referenceDate = options.referenceDate ?? todayUtc()
  if (!isIsoDate(referenceDate)) throw new Error(`referenceDate must be YYYY-MM-DD, got "${referenceDate}"`)
  const random = createRandom(seed)

  const clubs = createClubs(random)
  const athletes = createAthletes(random, clubs, referenceDate)
  // The club representative speaks for the club with the most athletes, so "My Athletes" is not empty.
  const repClub = clubs.reduce<SeedClub>(
    (best, club) =>
      athletes.filter((a) => a.clubId === club.id).length > athletes.filter((a) => a.clubId === best.id).length ? club : best,
    clubs[0] as SeedClub,
  )
  const competitions = [
    ...createCompetitions(random, { referenceDate, clubs, repClub }),
    ...createEntryCompetitions({ referenceDate, clubs, repClub }),
    ...createCardCompetitions({ referenceDate, clubs, repClub }),
    ...createTeamCompetitions({ referenceDate, clubs, repClub }),
  ]
  // The steward works the desk of the meeting held today, when there is one.
  const checkIns = competitions.filter((c) => c.scenarios.includes('check-in'))
  const checkInComp = checkIns.find((c) => c.date === referenceDate) ?? checkIns[0] ?? (competitions[0] as (typeof competitions)[number])
  const users = createUsers(random, { clubs, repClub, checkInComp: { id: checkInComp.id, orgId: checkInComp.compOrgId }, referenceDate })
  // The entrant manages the fixed demo athletes only (its random draws still happen, so the rest stays as it was).
  const entrantId = users.find((u) => u.login === 'entrant')?.id
  const userAthletes = [...createUserAthletes(random, users, athletes).filter((l) => l.userId !== entrantId), ...demoLinks(users)]
  athletes.push(...createDemoAthletes(referenceDate, clubs))

  return {
    seed,
    referenceDate,
    organisations: ORGANISATIONS.map((o) => ({ ...o })),
    organisationRequests: ORGANISATION_REQUESTS.map((o) => ({ ...o })),
    regions: REGIONS.map((r) => ({ ...r })),
    counties: COUNTIES.map((c) => ({ ...c })),
    clubs,
    athletes,
    events: EVENTS.map((e) => ({ ...e })),
    locations: LOCATIONS.map((l) => ({ ...l })),
    ageGroups: AGE_GROUPS.map((a) => ({ ...a })),
    competitions,
    users,
    userAthletes,
    pbs: DEMO_PBS.map((p) => ({ ...p })),
    entries: demoEntries(users),
    messages: createMessages({ users, competitions, referenceDate }),
  }
}
