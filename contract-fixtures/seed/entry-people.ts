import { addDays } from './dates'
import { ENTRY_DEMO } from './entry-demo'
import { registrationEnd } from './people'
import { EVENTS } from './reference-data'
import type { SeedAthlete, SeedClub, SeedEntry, SeedPb, SeedUser } from './types'

/**
 * The athletes the entry journeys use, with fixed ids, and who manages them. Ages are counted back
 * from the reference date, so each stays in its age group for every seeded competition.
 */

type DemoAthletePlan = {
  id: number
  firstName: string
  surName: string
  gender: 'F' | 'M'
  /** Age in whole years at the reference date, plus some days. */
  years: number
  days: number
  urn: string
  expired?: boolean
}

const PLANS: DemoAthletePlan[] = [
  { id: ENTRY_DEMO.athleteId, firstName: 'Isla', surName: 'Fenwick', gender: 'F', years: 13, days: 120, urn: '1900001' },
  { id: ENTRY_DEMO.sharedAthleteId, firstName: 'Leo', surName: 'Garside', gender: 'M', years: 15, days: 90, urn: '1900002' },
  {
    id: ENTRY_DEMO.expiredAthleteId,
    firstName: 'Maya',
    surName: 'Ingram',
    gender: 'F',
    years: 17,
    days: 200,
    urn: '1900003',
    expired: true,
  },
  { id: ENTRY_DEMO.foreignAthleteId, firstName: 'Owen', surName: 'Radley', gender: 'M', years: 25, days: 40, urn: '1900004' },
]

export function createDemoAthletes(referenceDate: string, clubs: SeedClub[]): SeedAthlete[] {
  const club = clubs.find((c) => c.clubType === 'C' && c.name.startsWith('Larkhill')) ?? (clubs[0] as SeedClub)
  return PLANS.map((p) => ({
    id: p.id,
    firstName: p.firstName,
    surName: p.surName,
    gender: p.gender,
    // 365.25 days a year keeps the age whole-year exact across leap years.
    dob: addDays(referenceDate, -Math.round(p.years * 365.25 + p.days)),
    clubId: club.id,
    urn: p.urn,
    aocode: 'EA',
    activeEndDate: p.expired ? addDays(referenceDate, -30) : registrationEnd(referenceDate),
  }))
}

/** Who manages the demo athletes: the entrant three of them; runner1 shares one; runner2 has the foreign one. */
export function demoLinks(users: SeedUser[]): Array<{ userId: number; athleteId: number }> {
  const id = (login: string) => users.find((u) => u.login === login)?.id ?? 0
  return [
    { userId: id('entrant'), athleteId: ENTRY_DEMO.athleteId },
    { userId: id('entrant'), athleteId: ENTRY_DEMO.sharedAthleteId },
    { userId: id('entrant'), athleteId: ENTRY_DEMO.expiredAthleteId },
    { userId: id('runner1'), athleteId: ENTRY_DEMO.sharedAthleteId },
    { userId: id('runner2'), athleteId: ENTRY_DEMO.foreignAthleteId },
  ]
}

const eventId = (name: string) => EVENTS.find((e) => e.name === name)?.id ?? 0

export const DEMO_PBS: SeedPb[] = [
  // No 100m PB: the rules journey's PB-mandatory 100m asks for one; the Long Jump one is on file.
  { athleteId: ENTRY_DEMO.athleteId, eventId: eventId('Long Jump'), pb: 4.35, sb: 4.2 },
  { athleteId: ENTRY_DEMO.athleteId, eventId: eventId('800m'), pb: 151.5, sb: 153.2 },
  { athleteId: ENTRY_DEMO.sharedAthleteId, eventId: eventId('200m'), pb: 25.4, sb: 25.9 },
]

/** A paid entry (Entry Confirmed) and an entry awaiting payment by another user. */
export function demoEntries(users: SeedUser[]): SeedEntry[] {
  const id = (login: string) => users.find((u) => u.login === login)?.id ?? 0
  return [
    { ceid: ENTRY_DEMO.limitsCeids.discusPaid, athleteId: ENTRY_DEMO.athleteId, userId: id('entrant'), paid: 1, pb: 0 },
    { ceid: ENTRY_DEMO.limitsCeids.m200Day2, athleteId: ENTRY_DEMO.sharedAthleteId, userId: id('runner1'), paid: 0, pb: 25.4 },
  ]
}
