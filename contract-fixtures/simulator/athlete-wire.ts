import type { SeedCompetition } from '../seed/index'
import { ageInfo, isLinked, performanceText } from './entry-model'
import type { SimAthlete, SimulatorState } from './state'

/** The legacy athlete record (2-entry.md §3 "Athlete"): legacy names (URN, clubid, club2id, schoolid). */
export function athleteWire(
  state: SimulatorState,
  athlete: SimAthlete,
  options: { userId: number; comp?: SeedCompetition; withPbs?: boolean },
) {
  const clubName = (id: number) => state.seed.clubs.find((c) => c.id === id)?.name ?? ''
  const pbInfo = options.withPbs
    ? state.pbs
        .filter((p) => p.athleteId === athlete.id)
        .map((p) => {
          const event = state.seed.events.find((e) => e.id === p.eventId)
          const uomType = event?.uomType ?? 'T'
          return {
            eventid: p.eventId,
            eventName: event?.name ?? '',
            pb: p.pb,
            pbText: performanceText(p.pb, uomType),
            min: 0,
            max: 0,
            pof10pb: 0,
            sb: p.sb,
            trackSb: p.trackSb,
          }
        })
    : []
  return {
    id: athlete.id,
    firstName: athlete.firstName,
    surName: athlete.surName,
    URN: athlete.urn,
    aocode: athlete.aocode,
    dob: athlete.dob,
    gender: athlete.gender,
    clubid: athlete.clubId,
    club: clubName(athlete.clubId),
    club2id: athlete.club2Id,
    club2: clubName(athlete.club2Id),
    schoolid: athlete.schoolId,
    school: clubName(athlete.schoolId),
    classification: athlete.classification,
    activeEndDate: athlete.activeEndDate,
    image: athlete.image,
    email: athlete.email,
    pbInfo,
    options: structuredClone(athlete.options),
    ageInfo: ageInfo(state, athlete, options.comp),
    userAthlete: isLinked(state, options.userId, athlete.id) ? 1 : 0,
  }
}
