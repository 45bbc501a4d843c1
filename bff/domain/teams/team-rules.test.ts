import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkTeam, offeredHeaders, teamSizeProblem, teamSlots, type TeamCheck } from './team-rules'
import { CANDIDATES, teamCheck, teamHeader } from './team-rules.test-support'

const texts = (over: Partial<TeamCheck>) => checkTeam(teamCheck(over)).map((p) => p.text)
const withOptions = (options: Parameters<typeof teamHeader>[1], over: Partial<TeamCheck> = {}) =>
  texts({ header: teamHeader({}, options), ...over })
const other = (id: number, over: Partial<(typeof CANDIDATES)[number]>) => ({ ...CANDIDATES[id - 1]!, ...over })

describe('checkTeam: one case per message', () => {
  it('a full team passes', () => {
    expect(texts({})).toEqual([])
  })

  it('short', () => {
    expect(texts({ athleteIds: [1, 2, 3] })).toEqual(["Team event 'Larkhill A' requires between 4 and 6 athletes, only 3 selected."])
  })

  it('over the maximum', () => {
    expect(texts({ athleteIds: [1, 2, 3, 4, 5, 6, 7] })).toEqual(["Team event 'Larkhill A' is over the maximum allowed athletes 6."])
  })

  it('no name', () => {
    expect(texts({ name: ' ' })).toEqual(['Please enter a team name.'])
  })

  it('the competition team limit (compLimits.teams), for a new team only', () => {
    expect(texts({ compTeamLimit: 3, compTeamCount: 3 })).toEqual(['The competition has reached its limit of 3 teams.'])
    expect(texts({ compTeamLimit: 3, compTeamCount: 2 })).toEqual([])
    expect(texts({ compTeamLimit: 0, compTeamCount: 300 })).toEqual([])
    expect(texts({ compTeamLimit: 3, compTeamCount: 3, teamId: 7 })).toEqual([])
  })

  it('maxEventTeams: Max teams reached.', () => {
    const teams = [{ teamId: 5, ceid: 1, name: 'Larkhill A', athleteIds: [5, 6, 7, 8] }]
    expect(withOptions({ maxEventTeams: 1 }, { teams })).toEqual(['Max teams reached.'])
    expect(withOptions({ maxEventTeams: 1, currCount: 1 })).toEqual(['Max teams reached.'])
    expect(withOptions({ maxEventTeams: 2 }, { teams })).toEqual([])
    expect(withOptions({ maxEventTeams: 1 }, { teams, teamId: 5 })).toEqual([])
  })

  it('a club competition: None allowed. (-1) and Max teams reached. by the club’s relay or mixed relay allowance, for a new team only', () => {
    const clubAllowance = {
      club: { id: 10, name: 'Larkhill AC' },
      maxEntries: 0,
      maxPerEvent: 0,
      maxRelays: 1,
      maxMixedRelays: -1,
      entryCount: 0,
      eventGroups: [],
      teams: [{ name: 'Larkhill A', gender: 'F' as const }],
    }
    expect(texts({ clubAllowance })).toEqual(['Max teams reached.'])
    expect(texts({ clubAllowance, teamId: 5 })).toEqual([])
    expect(texts({ clubAllowance, header: teamHeader({ gender: 'O' }) })).toEqual(['None allowed.'])
    expect(texts({ clubAllowance: { ...clubAllowance, maxRelays: 2 } })).toEqual([])
    expect(texts({ clubAllowance: { ...clubAllowance, maxRelays: 0 } })).toEqual([])
  })

  it('an athlete the user may not pick', () => {
    expect(texts({ athleteIds: [1, 2, 3, 99] })).toEqual(['That athlete cannot be chosen for this team.'])
  })

  it('the same athlete twice', () => {
    expect(texts({ athleteIds: [1, 2, 3, 3] })).toEqual(['Athlete 3 is chosen more than once.'])
  })

  it('singleClub: another club’s athlete', () => {
    const candidates = [...CANDIDATES.slice(0, 3), other(4, { clubId: 11 })]
    expect(withOptions({ singleClub: true }, { candidates })).toEqual(['Athlete 4 is not a member of Larkhill AC.'])
    expect(withOptions({ singleClub: false }, { candidates })).toEqual([])
  })

  it('maxTeamsForAthlete', () => {
    const teams = [
      { teamId: 5, ceid: 2, name: 'Other', athleteIds: [1, 6] },
      { teamId: 6, ceid: 3, name: 'Third', athleteIds: [1] },
    ]
    expect(withOptions({ maxTeamsForAthlete: 2 }, { teams })).toEqual(['Athlete 1 is already in 2 team(s), the most allowed.'])
    expect(withOptions({ maxTeamsForAthlete: 3 }, { teams })).toEqual([])
    expect(withOptions({ maxTeamsForAthlete: 2 }, { teams, teamId: 6 })).toEqual([])
  })

  it('changing a saved team: it never counts against itself, and another team’s athlete still does', () => {
    const mine = { teamId: 5, ceid: 1, name: 'Larkhill A', athleteIds: [1, 2, 3, 4] }
    const theirs = { teamId: 6, ceid: 1, name: 'Larkhill B', athleteIds: [5, 6, 7, 8] }
    const edit = { teamId: 5, teams: [mine, theirs] }
    expect(withOptions({ maxTeamsForAthlete: 1, maxEventTeams: 2, currCount: 2 }, { ...edit, athleteIds: [4, 3, 2, 1] })).toEqual([])
    expect(withOptions({ maxTeamsForAthlete: 1 }, { ...edit, athleteIds: [1, 2, 3, 5] })).toEqual([
      'Athlete 5 is already in 1 team(s), the most allowed.',
    ])
    expect(withOptions({}, { ...edit, athleteIds: [1, 2, 3] })).toEqual([
      "Team event 'Larkhill A' requires between 4 and 6 athletes, only 3 selected.",
    ])
  })

  it('mustBeIndivEntered', () => {
    const candidates = [...CANDIDATES.slice(0, 3), other(4, { individuallyEntered: false })]
    expect(withOptions({ mustBeIndivEntered: true }, { candidates })).toEqual(['Athlete 4 must be entered in an individual event first.'])
    expect(withOptions({}, { candidates })).toEqual([])
  })

  it('minTargetAgeGroupCount and maxOtherAgeGroupCount', () => {
    const candidates = [...CANDIDATES.slice(0, 2), other(3, { ageGroupId: 2 }), other(4, { ageGroupId: 2 })]
    expect(withOptions({ minTargetAgeGroupCount: 3 }, { candidates })).toEqual(['At least 3 athletes must be Under 15.'])
    expect(withOptions({ minTargetAgeGroupCount: 2 }, { candidates })).toEqual([])
    expect(withOptions({ maxOtherAgeGroupCount: 1 }, { candidates })).toEqual([
      'At most 1 athletes may come from other age groups than Under 15.',
    ])
    expect(withOptions({ maxOtherAgeGroupCount: 2 }, { candidates })).toEqual([])
  })
})

describe('offered headers and the form', () => {
  it('keeps only headers with maxAthletes above -1', () => {
    expect(offeredHeaders([{ maxAthletes: -1 }, { maxAthletes: 0 }, { maxAthletes: 12 }])).toEqual([
      { maxAthletes: 0 },
      { maxAthletes: 12 },
    ])
  })

  it('positions are min, substitutes up to max', () => {
    expect(teamSlots({ min: 4, max: 6 })).toEqual({ positions: 4, substitutes: 2 })
    expect(teamSlots({ min: 4, max: 4 })).toEqual({ positions: 4, substitutes: 0 })
    expect(teamSlots({ min: 0, max: 0 })).toEqual({ positions: 1, substitutes: 1 })
  })

  it('the size check alone, as the basket check states it', () => {
    expect(teamSizeProblem('X', 4, 6, 4)).toBeNull()
    expect(teamSizeProblem('X', 0, 0, 40)).toBeNull()
    expect(teamSizeProblem('X', 4, 6, 2)?.code).toBe('teamSize')
  })
})

describe('properties', () => {
  const arbitraryCheck = fc
    .record({
      min: fc.integer({ min: 0, max: 6 }),
      extra: fc.integer({ min: 0, max: 4 }),
      ids: fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 14 }),
      maxTeamsForAthlete: fc.integer({ min: 0, max: 2 }),
      singleClub: fc.boolean(),
      teams: fc.array(
        fc.record({ ceid: fc.integer({ min: 1, max: 3 }), athleteIds: fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 6 }) }),
        {
          maxLength: 4,
        },
      ),
    })
    .map(({ min, extra, ids, maxTeamsForAthlete, singleClub, teams }) =>
      teamCheck({
        header: teamHeader({}, { min, max: min + extra, maxTeamsForAthlete, singleClub }),
        athleteIds: ids,
        teams: teams.map((t, i) => ({ ...t, teamId: i + 1, name: `T${i}` })),
      }),
    )

  it('a team the rules accept never has more athletes than max, nor fewer than min', () => {
    fc.assert(
      fc.property(arbitraryCheck, (check) => {
        if (checkTeam(check).length > 0) return
        const { min, max } = check.header.options
        if (max > 0) expect(check.athleteIds.length).toBeLessThanOrEqual(max)
        expect(check.athleteIds.length).toBeGreaterThanOrEqual(min)
      }),
    )
  })

  it('a team accepted as new is accepted again when saved unchanged under its id (editing never refuses it for itself)', () => {
    fc.assert(
      fc.property(arbitraryCheck, fc.integer({ min: 0, max: 3 }), (check, maxEventTeams) => {
        const asNew = { ...check, header: teamHeader({}, { ...check.header.options, maxEventTeams }) }
        if (checkTeam(asNew).length > 0) return
        const saved = { teamId: 99, ceid: asNew.header.ceid, name: asNew.name, athleteIds: asNew.athleteIds }
        expect(checkTeam({ ...asNew, teamId: 99, teams: [...asNew.teams, saved] })).toEqual([])
      }),
    )
  })

  it('answers the same for every team of a competition checked in turn as for each checked alone (the lists are indexed once)', () => {
    fc.assert(
      fc.property(arbitraryCheck, (check) => {
        for (const team of check.teams) {
          const asSaved = { ...check, teamId: team.teamId, athleteIds: team.athleteIds }
          expect(checkTeam(asSaved)).toEqual(checkTeam({ ...asSaved, candidates: [...asSaved.candidates], teams: [...asSaved.teams] }))
        }
      }),
    )
  })

  it('an accepted team has known, distinct athletes, none in more teams than allowed', () => {
    fc.assert(
      fc.property(arbitraryCheck, (check) => {
        if (checkTeam(check).length > 0) return
        expect(new Set(check.athleteIds).size).toBe(check.athleteIds.length)
        for (const id of check.athleteIds) {
          expect(CANDIDATES.some((c) => c.id === id)).toBe(true)
          const max = check.header.options.maxTeamsForAthlete
          if (max > 0) expect(check.teams.filter((t) => t.athleteIds.includes(id)).length).toBeLessThan(max)
        }
      }),
    )
  })
})
