import { expect } from 'vitest'
import * as teams from '../../bff/legacy/teams.server'
import { REFERENCE_DATE } from '../../contract-fixtures/recorder/kit'
import { TEAM_REC, teamRecIds } from '../../contract-fixtures/recorder/team-recordings'
import { ENTRY_DEMO, createSeed } from '../../contract-fixtures/seed'
import { USER_TOKEN, ok, tokenRows, type Row } from './rows'

/** Replay rows of the team recordings (headers, the team form's search, add, list, delete): one per mapping file. */

const R = { ...TEAM_REC, ...teamRecIds(createSeed(1, { referenceDate: REFERENCE_DATE })) }
const C = ENTRY_DEMO.relayCeids
type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>
const body = (teamName: string, ids: number[], teamId = 0): teams.TeamBody => ({
  compId: R.compId,
  ceid: R.ceid,
  teamId,
  teamName,
  entityId: R.clubId,
  entityLevel: 1,
  athletes: ids.map((athleteId, i) => ({ athleteId, pos: i + 1 })),
})
const club = { id: R.clubId, level: 1 }

export const teamRows: Record<string, Row> = {
  'team-headers.success.json': {
    call: (l) => teams.getTeamHeaders(l(USER_TOKEN), R.compId, club),
    expect: ok((v: Answer<typeof teams.getTeamHeaders>) => {
      expect(v.data.map((h) => h.ceid)).toEqual([C.m4x100, C.m4x400, C.mixed4x400, C.scheduleOnly, C.school4x400])
      expect(v.data[4]!.eventTeam).toMatchObject({
        formType: 'SCHOOL',
        showForm: true,
        others: [{ label: 'Teacher in charge' }, { label: 'School year' }],
      })
      expect(v.data[4]!.eventTeam.formRows.map((r) => r.pos)).toEqual([1, 2, 3, 4, 5])
      expect(v.data[0]).toMatchObject({ gender: 'F', eventTeam: { min: 4, max: 6, singleClub: true, maxTeamsForAthlete: 1 } })
      expect(v.data[1]!.eventTeam).toMatchObject({ teamPositionLabel: 'Leg', disableTeamNameEdit: true, mustBeIndivEntered: true })
      expect(v.data[3]!.maxAthletes).toBe(-1)
      expect(v.meta?.entity.id).toBe(R.clubId)
    }),
  },
  'team-headers.business-error.json': {
    call: (l) => teams.getTeamHeaders(l(USER_TOKEN), R.compId, { id: R.otherClubId, level: 1 }),
    expect: { error: 'business', errNo: 1, text: /^You do not represent this club\.$/ },
  },
  ...tokenRows('team-headers', (l) => teams.getTeamHeaders(l, R.compId, club)),

  'team-athletes.success.json': {
    call: (l) => teams.searchTeamAthletes(l(USER_TOKEN), R.compId, R.ceid),
    expect: ok((v: Answer<typeof teams.searchTeamAthletes>) => {
      expect(v.data.map((a) => a.id)).toEqual(expect.arrayContaining(R.athleteIds))
      expect(v.data.every((a) => a.compEntries === 0)).toBe(true)
    }),
  },

  'team-add.success.json': {
    call: (l) => teams.addTeam(l(USER_TOKEN), body(R.savedName, R.athleteIds)),
    expect: ok((v: Answer<typeof teams.addTeam>) => {
      expect(v.data).toMatchObject({ teamName: R.savedName, ceid: R.ceid, entityId: R.clubId, paid: 0 })
      expect(v.data.athletes.map((a) => a.athleteId)).toEqual(R.athleteIds)
    }),
  },
  'team-add.business-error.json': {
    call: (l) => teams.addTeam(l(USER_TOKEN), body(R.shortName, R.athleteIds.slice(0, 3))),
    expect: {
      error: 'business',
      errNo: 1,
      text: /^Team event 'Recorded Relay Short' requires between 4 and 6 athletes, only 3 selected\.$/,
    },
  },
  ...tokenRows('team-add', (l) => teams.addTeam(l, body(R.savedName, R.athleteIds))),
  // The recorded team is the simulator's first (team ids start after 7000).
  'team-add.change.json': {
    call: (l) => teams.addTeam(l(USER_TOKEN), body(R.changedName, [...R.athleteIds].reverse(), 7001)),
    expect: ok((v: Answer<typeof teams.addTeam>) => {
      expect(v.data).toMatchObject({ teamId: 7001, teamName: R.changedName, paid: 0 })
      expect(v.data.athletes.map((a) => a.athleteId)).toEqual([...R.athleteIds].reverse())
    }),
  },

  'team-add.free-form.json': {
    call: (l) =>
      teams.addTeam(l(USER_TOKEN), {
        ...body(R.schoolName, []),
        ceid: C.school4x400,
        formRows: ['Ann Lee', 'Bea Moss', 'Cat North', 'Dee Oak'].map((value, i) => ({ pos: i + 1, value })),
        others: [
          { label: 'Teacher in charge', value: 'Mr Hall' },
          { label: 'School year', value: 'Year 10' },
        ],
      }),
    expect: ok((v: Answer<typeof teams.addTeam>) => {
      expect(v.data).toMatchObject({ teamName: R.schoolName, ceid: C.school4x400, athletes: [] })
      expect(v.data.formRows.map((r) => r.value)).toEqual(['Ann Lee', 'Bea Moss', 'Cat North', 'Dee Oak'])
      expect(v.data.others[0]).toEqual({ label: 'Teacher in charge', value: 'Mr Hall' })
    }),
  },

  'teams-list.success.json': {
    call: (l) => teams.getTeams(l(USER_TOKEN), R.compId),
    expect: ok((v: Answer<typeof teams.getTeams>) => {
      expect(v.data.map((t) => t.teamName)).toEqual([R.savedName])
      expect(v.meta?.teamCount).toBe(1)
    }),
  },
  ...tokenRows('teams-list', (l) => teams.getTeams(l, R.compId)),

  'team-delete.success.json': {
    call: async (l) => {
      const list = await teams.getTeams(l(USER_TOKEN), R.compId)
      return teams.deleteTeam(l(USER_TOKEN), list.data[0]!.teamId)
    },
    expect: ok(() => undefined),
  },
  'team-delete.business-error.json': {
    call: (l) => teams.deleteTeam(l(USER_TOKEN), R.unknownTeamId),
    expect: { error: 'business', errNo: 1, text: /^Team not found\.$/ },
  },
  // The recorded team is the simulator's first (team ids start after 7000).
  ...tokenRows('team-delete', (l) => teams.deleteTeam(l, 7001)),
}
