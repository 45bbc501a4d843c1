// The "teams" section of the load bench (tests/load/bench.ts runs it and prints its lines):
//   the team rules for a 60-team relay competition: every team re-checked as a save would check it
//   (size, one team per athlete, single club, individual entry, age groups, event and competition
//   limits, against 300 candidate athletes), then the basket's team check over the 60 teams
//   (target < 2 ms at p99 for the whole pass; the p99 is printed with the load average, as on a
//   shared machine it measures the neighbours).
import { loadavg } from 'node:os'
import { checkBasket } from '../../bff/domain/entry/basket-checks'
import { checkTeam, type TeamCandidate, type TeamCheck, type TeamOnFile } from '../../bff/domain/teams/team-rules'
import { teamHeader } from '../../bff/domain/teams/team-rules.test-support'
import { percentile } from './stats'

const TEAMS = 60
const CANDIDATES = 300
const WARMUP = 200
const RUNS = 2000
const TARGET_MS = 2

export type TeamsTiming = { teams: number; candidates: number; warmup: number; runs: number; samples: number[] }

function makeCompetition(): TeamCheck[] {
  const candidates: TeamCandidate[] = Array.from({ length: CANDIDATES }, (_, i) => ({
    id: i + 1,
    name: `Athlete ${i + 1}`,
    clubId: 10,
    ageGroupId: 3 + (i % 2),
    individuallyEntered: true,
  }))
  // Three events, 20 teams each, 5 athletes a team: every athlete in one team of each event.
  const headers = [1, 2, 3].map((ceid) =>
    teamHeader(
      { ceid },
      {
        min: 4,
        max: 6,
        maxTeamsForAthlete: 3,
        singleClub: true,
        mustBeIndivEntered: true,
        minTargetAgeGroupCount: 1,
        maxOtherAgeGroupCount: 4,
        maxEventTeams: 25,
      },
    ),
  )
  const teams: TeamOnFile[] = Array.from({ length: TEAMS }, (_, i) => ({
    teamId: i + 1,
    ceid: (i % 3) + 1,
    name: `Team ${i + 1}`,
    athleteIds: Array.from({ length: 5 }, (_, k) => ((Math.floor(i / 3) * 5 + k) % CANDIDATES) + 1),
  }))
  return teams.map((t) => ({
    header: headers[t.ceid - 1]!,
    teamId: t.teamId,
    name: t.name,
    athleteIds: t.athleteIds,
    candidates,
    teams,
    club: { id: 10, name: 'Club' },
    compTeamLimit: 100,
    compTeamCount: TEAMS,
  }))
}

function pass(checks: TeamCheck[]): number {
  let problems = 0
  for (const check of checks) problems += checkTeam(check).length
  const teams = checks.map((c) => ({
    name: c.name,
    min: c.header.options.min,
    max: c.header.options.max,
    athleteCount: c.athleteIds.length,
  }))
  return problems + checkBasket({ rows: [{ ceid: 0, name: '' }], teams }).length
}

export function benchTeams(): TeamsTiming {
  const checks = makeCompetition()
  const found = pass(checks)
  if (found !== 0) throw new Error(`the bench's competition breaks ${found} team rule(s)`)
  let sink = 0
  for (let i = 0; i < WARMUP; i++) sink += pass(checks)
  const samples: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    sink += pass(checks)
    samples.push(performance.now() - started)
  }
  // Keeps the results alive, so the engine cannot skip the work.
  if (sink < 0) throw new Error('unreachable')
  return { teams: TEAMS, candidates: CANDIDATES, warmup: WARMUP, runs: RUNS, samples }
}

export function teamsReport(timing: TeamsTiming): string[] {
  const p50 = percentile(timing.samples, 50)
  const p99 = percentile(timing.samples, 99)
  return [
    ``,
    `teams: the team rules of a ${timing.teams}-team competition (${timing.candidates} candidate athletes), every team and the basket's team check per pass, ${timing.warmup} warm-up then ${timing.runs} timed passes`,
    `  ${'latency (ms)'.padEnd(40)}${'p50'.padStart(9)}${'p99'.padStart(9)}`,
    `  ${'checkTeam x60 + checkBasket'.padEnd(40)}${p50.toFixed(3).padStart(9)}${p99.toFixed(3).padStart(9)}`,
    `  target < ${TARGET_MS} ms at p99: ${p99 < TARGET_MS ? 'met' : 'NOT met'} (load average ${loadavg()[0].toFixed(1)})`,
  ]
}
