import { addDays } from './dates'
import { CLUB_SUFFIXES, CLUB_TOWNS, COUNTIES, FIRST_NAMES, SCHOOL_NAMES, SURNAMES } from './reference-data'
import type { Random } from './prng'
import type { Gender, SeedAthlete, SeedClub } from './types'

const FIRST_CLUB_ID = 1001
const FIRST_ATHLETE_ID = 5001
export const ATHLETE_COUNT = 240

export function createClubs(random: Random): SeedClub[] {
  const clubs: SeedClub[] = []
  const usedNames = new Set<string>()
  for (const county of COUNTIES) {
    for (const town of CLUB_TOWNS[county.id] ?? []) {
      let name = `${town} ${random.pick(CLUB_SUFFIXES)}`
      if (usedNames.has(name)) name = `${town} Athletic Club`
      usedNames.add(name)
      clubs.push({ id: FIRST_CLUB_ID + clubs.length, name, countyId: county.id, regionId: county.regionId, clubType: 'C' })
    }
  }
  for (const name of SCHOOL_NAMES) {
    const county = random.pick(COUNTIES)
    clubs.push({ id: FIRST_CLUB_ID + clubs.length, name, countyId: county.id, regionId: county.regionId, clubType: 'S' })
  }
  return clubs
}

/** Registrations run to the end of March after next, so every seeded competition falls within them. */
export function registrationEnd(referenceDate: string): string {
  return `${Number(referenceDate.slice(0, 4)) + 2}-03-31`
}

export function createAthletes(random: Random, clubs: SeedClub[], referenceDate: string): SeedAthlete[] {
  const athleteClubs = clubs.filter((c) => c.clubType === 'C')
  const usedUrns = new Set<string>()
  const athletes: SeedAthlete[] = []
  for (let i = 0; i < ATHLETE_COUNT; i++) {
    const gender: Gender = random.chance(0.5) ? 'F' : 'M'
    // Mostly juniors, as at most club competitions, with a tail of seniors and masters.
    const age = random.chance(0.7) ? random.int(9, 19) : random.int(20, 60)
    const dob = addDays(referenceDate, -(age * 365 + random.int(0, 364)))
    let urn = String(random.int(2_000_000, 4_999_999))
    while (usedUrns.has(urn)) urn = String(random.int(2_000_000, 4_999_999))
    usedUrns.add(urn)
    athletes.push({
      id: FIRST_ATHLETE_ID + i,
      firstName: random.pick(FIRST_NAMES[gender]),
      surName: random.pick(SURNAMES),
      gender,
      dob,
      clubId: random.pick(athleteClubs).id,
      urn,
      aocode: 'EA',
      activeEndDate: registrationEnd(referenceDate),
    })
  }
  return athletes
}
