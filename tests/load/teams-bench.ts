// The "teams" section of the load bench (tests/load/bench.ts runs it and prints its lines):
//   the team rules for a 60-team relay competition: every team re-checked as a save would check it
//   (size, one team per athlete, single club, individual entry, age groups, event and competition
//   limits, against 300 candidate athletes), then the basket's team check over the 60 teams
//   (target < 2 ms at p99 for the whole pass; the p99 is printed with the load average, as on a
//   shared machine it measures the neighbours);
//   then (issue 15) a team save through the BFF (the entry page's action alone, as the hydrated page
//   posts it) against the same upstream calls saveTeam makes, made directly with the club
//   representative's token (target: BFF added cost < 15 ms at p50).
import { loadavg } from 'node:os'
import { Agent } from 'undici'
import { ENTRY_DEMO } from '../../contract-fixtures/seed'
import type { Simulator } from '../../contract-fixtures/simulator/server'
import { checkBasket } from '../../bff/domain/entry/basket-checks'
import { checkTeam, type TeamCandidate, type TeamCheck, type TeamOnFile } from '../../bff/domain/teams/team-rules'
import { teamHeader } from '../../bff/domain/teams/team-rules.test-support'
import { percentile } from './stats'
import { appLogin, appRequest, legacyCaller, loadAverage, REST, sideBySide, sidesTable, type Sides } from './side-by-side'

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

// ---------------------------------------------------------------------------------------------
// A team save, BFF vs direct
// ---------------------------------------------------------------------------------------------

const CLUBREP = { username: 'clubrep', password: 'Clubrep!2026' }
const SAVE_WARMUP = 5
const SAVE_RUNS = 100
const SAVE_ADDED_COST_TARGET_MS = 15
/** The legacy entity level of a club (bff/services/teams.server.ts). */
const CLUB_LEVEL = 1
const TEAM_NAME = 'Bench Relay'

export type TeamSaveTiming = { compId: number; ceid: number; teamId: number; members: number; sides: Sides; load: string }

/**
 * Logs the club representative in, saves one new team of four of the club's athletes, then saves
 * that same team again and again (an edit with the same name and athletes: each save reaches the
 * legacy add, nothing grows). The direct side makes saveTeam's calls in its order: event teams and
 * teams in parallel, the team athletes, then the add.
 */
export async function benchTeamSave(sim: Simulator, appOrigin: string): Promise<TeamSaveTiming> {
  const compId = ENTRY_DEMO.relayCompId
  const ceid = ENTRY_DEMO.relayCeids.m4x100
  const clubId = sim.state.users.find((u) => u.login === CLUBREP.username)?.clubs[0]?.id
  if (!clubId) throw new Error(`${CLUBREP.username} represents no club in the simulator`)
  const members = sim.state.athletes
    .filter((a) => a.clubId === clubId)
    .map((a) => a.id)
    .slice(0, 4)
  const agent = new Agent({ keepAliveTimeout: 30_000 })
  const directAgent = new Agent({ keepAliveTimeout: 30_000 })
  try {
    const jar = await appLogin(agent, appOrigin, CLUBREP.username, CLUBREP.password)
    const call = await legacyCaller(directAgent, sim.url, CLUBREP.username, CLUBREP.password)
    const actionUrl = `${appOrigin}/v2/entry-v2/${compId}.data`
    const form = (teamId: number): Array<[string, string]> => [
      ['intent', 'teamSave'],
      ['teamId', String(teamId)],
      ['ceid', String(ceid)],
      ['name', TEAM_NAME],
      ...members.map((m): [string, string] => ['member', String(m)]),
    ]
    await appRequest(agent, actionUrl, jar, { method: 'POST', form: form(0) })
    const team = sim.state.teams.find((t) => t.name === TEAM_NAME && t.compId === compId)
    if (!team) throw new Error(`the first save through POST /v2/entry-v2/${compId}.data made no team "${TEAM_NAME}"`)
    const adds = () => sim.calls.count(`${REST}/competition/team/add`)
    const bff = async () => {
      const before = adds()
      const answer = await appRequest(agent, actionUrl, jar, { method: 'POST', form: form(team.teamId) })
      if (adds() !== before + 1)
        throw new Error(`a team save through the BFF did not reach the legacy add once (${snippetOf(answer.body)})`)
      return answer.ms
    }
    const direct = async () => {
      const started = performance.now()
      await Promise.all([
        call('GET', `${REST}/eventteams/${compId}?entityid=${clubId}&entitylevel=${CLUB_LEVEL}`),
        call('GET', `${REST}/teams/${compId}`),
      ])
      await call('GET', `${REST}/athletes?compid=${compId}&teamid=${ceid}&pagesize=50&pagenumber=1&sort=name`)
      await call('POST', `${REST}/competition/team/add`, {
        compId,
        ceid,
        teamId: team.teamId,
        teamName: TEAM_NAME,
        entityId: clubId,
        entityLevel: CLUB_LEVEL,
        athletes: members.map((athleteId, i) => ({ athleteId, pos: i + 1 })),
      })
      return performance.now() - started
    }
    const sides = await sideBySide(sim, { bff, direct, warmup: SAVE_WARMUP, runs: SAVE_RUNS })
    return { compId, ceid, teamId: team.teamId, members: members.length, sides, load: loadAverage() }
  } finally {
    await agent.close().catch(() => undefined)
    await directAgent.close().catch(() => undefined)
  }
}

const snippetOf = (body: string) => body.replace(/\s+/g, ' ').slice(0, 200)

export function teamSaveReport(t: TeamSaveTiming): string[] {
  const added = percentile(t.sides.bff.samples, 50) - percentile(t.sides.direct.samples, 50)
  return [
    ``,
    `teams: a team save, competition ${t.compId}, event ${t.ceid}, team ${t.teamId} of ${t.members} athletes saved again as it is, as ${CLUBREP.username}`,
    `  BFF    = POST /v2/entry-v2/${t.compId}.data intent=teamSave (the action alone, as the hydrated page posts it; one legacy add checked per save)`,
    `  direct = GET eventteams + GET teams in parallel, GET athletes?teamid, POST competition/team/add: saveTeam's calls in its order, the representative's token`,
    ...sidesTable(t.sides, 'BFF team save', 'direct team save calls'),
    `BFF added cost of a team save at p50: ${added.toFixed(2)} ms (target < ${SAVE_ADDED_COST_TARGET_MS} ms: ${added < SAVE_ADDED_COST_TARGET_MS ? 'met' : 'NOT met'}) = BFF p50 − direct p50 (${t.load})`,
  ]
}
