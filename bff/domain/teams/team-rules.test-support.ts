import type { EventTeamOptions, TeamCandidate, TeamCheck, TeamHeader } from './team-rules'

export function teamOptions(over: Partial<EventTeamOptions> = {}): EventTeamOptions {
  return {
    min: 4,
    max: 6,
    minTargetAgeGroupCount: 0,
    maxOtherAgeGroupCount: 0,
    maxTeamsForAthlete: 0,
    teamPositionLabel: '',
    teamSubstituteLabel: '',
    maxEventTeams: 0,
    currCount: 0,
    singleClub: false,
    formType: 'DEFAULT',
    showForm: false,
    formRows: [],
    others: [],
    teamNameFormat: '',
    mustBeIndivEntered: false,
    disableTeamNameEdit: false,
    ...over,
  }
}

export function teamHeader(over: Partial<Omit<TeamHeader, 'options'>> = {}, options: Partial<EventTeamOptions> = {}): TeamHeader {
  return {
    ceid: 1,
    eventName: '4x100m Relay',
    eventGroup: '4x100m Relay',
    gender: 'F',
    ageGroupId: 3,
    ageGroup: 'Under 15',
    maxAthletes: 0,
    price: 12,
    ...over,
    options: teamOptions(options),
  }
}

/** Athletes 1–8 of club 10 in age group 3, individually entered. */
export const CANDIDATES: TeamCandidate[] = Array.from({ length: 8 }, (_, i) => ({
  id: i + 1,
  name: `Athlete ${i + 1}`,
  clubId: 10,
  ageGroupId: 3,
  individuallyEntered: true,
}))

export function teamCheck(over: Partial<TeamCheck> = {}): TeamCheck {
  return {
    header: teamHeader(),
    teamId: 0,
    name: 'Larkhill A',
    athleteIds: [1, 2, 3, 4],
    candidates: CANDIDATES,
    teams: [],
    club: { id: 10, name: 'Larkhill AC' },
    compTeamLimit: 0,
    compTeamCount: 0,
    ...over,
  }
}
