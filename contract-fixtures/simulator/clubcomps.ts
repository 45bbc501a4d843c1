import type { SeedClubCompClub, SeedCompEvent, SeedCompetition } from '../seed/index'
import { athleteById, isAdmin, representedEntities } from './entry-model'
import type { SimUser, SimulatorState } from './state'

/*
 * Club competitions (2-entry §3 'Club competition info', §7): the club competitions and their clubs,
 * one club's allowances (configData) and what it has entered (entryData), and the checks the
 * legacy site makes on an entry or a team of a club competition. Counts follow the simulator's
 * entries and teams: an individual entry counts for the club it was made for (its entityId).
 */

export const NOT_CLUB_INFO = 'Not a club info competition.'

export function clubCompClub(comp: SeedCompetition, clubId: number): SeedClubCompClub | undefined {
  return comp.clubCompInfo?.find((c) => c.clubId === clubId)
}

/** The club competitions with club info, each with its clubs (no allowances: those are the club's own). */
export function clubCompListing(state: SimulatorState) {
  return state.seed.competitions
    .filter((c) => (c.clubCompInfo?.length ?? 0) > 0)
    .map((c) => ({
      compId: c.id,
      compName: c.name,
      date: c.date,
      clubs: (c.clubCompInfo ?? []).map((club) => ({ clubId: club.clubId, clubName: club.clubName })),
    }))
}

function individualEntriesOf(state: SimulatorState, compId: number, clubId: number) {
  return state.entries.filter((e) => e.compId === compId && e.teamId === 0 && e.entityId === clubId)
}

function teamsOf(state: SimulatorState, compId: number, clubId: number) {
  return state.teams.filter((t) => t.compId === compId && t.entityId === clubId)
}

const teamGender = (ce: SeedCompEvent | undefined) => ce?.eventTeam?.gender ?? 'O'

/** The club's info: its allowances and its entries by event group and teams; a string is the refusal. */
export function clubInfo(state: SimulatorState, user: SimUser, comp: SeedCompetition, entityId: number, entityLevel: number) {
  if (!comp.clubCompInfo?.length) return NOT_CLUB_INFO
  if (entityLevel !== 1 || (!isAdmin(user) && !representedEntities(user).clubIds.includes(entityId)))
    return 'You do not represent this club.'
  const config = clubCompClub(comp, entityId)
  if (!config) return 'Your club is not part of this club competition.'
  const entries: Record<string, { egId: number; eventGroup: string; egCount: number; athletes: unknown[] }> = {}
  const own = individualEntriesOf(state, comp.id, entityId)
  for (const e of own) {
    const ce = comp.compEvents.find((c) => c.ceid === e.ceid)
    if (!ce) continue
    const group = (entries[String(ce.eventGroupId)] ??= { egId: ce.eventGroupId, eventGroup: ce.eventGroup, egCount: 0, athletes: [] })
    const athlete = athleteById(state, e.athleteId)
    group.egCount += 1
    group.athletes.push({ athleteId: e.athleteId, firstName: athlete?.firstName ?? '', surName: athlete?.surName ?? '' })
  }
  return {
    configData: config,
    entryData: {
      entryCnt: own.length,
      entries,
      teams: teamsOf(state, comp.id, entityId).map((t) => {
        const ce = comp.compEvents.find((c) => c.ceid === t.ceid)
        return { teamId: t.teamId, teamName: t.name, ceid: t.ceid, eventGroup: ce?.eventGroup ?? '', gender: teamGender(ce) }
      }),
    },
  }
}

/** The legacy site's check of an individual entry in a club competition; null when it may be made. */
export function clubEntryProblem(
  state: SimulatorState,
  user: SimUser,
  comp: SeedCompetition,
  ce: SeedCompEvent,
  entityId: number,
): string | null {
  if (!comp.clubCompInfo?.length) return null
  const config = clubCompClub(comp, entityId)
  if (!config || (!isAdmin(user) && !representedEntities(user).clubIds.includes(entityId))) return 'Club competitions need club access.'
  const own = individualEntriesOf(state, comp.id, entityId)
  const inGroup = own.filter((e) => comp.compEvents.find((c) => c.ceid === e.ceid)?.eventGroupId === ce.eventGroupId).length
  if (config.maxPerEvent > 0 && inGroup >= config.maxPerEvent) return `Your club has made its ${config.maxPerEvent} entries in this event.`
  if (config.maxEntries > 0 && own.length >= config.maxEntries) return `Your club has made its ${config.maxEntries} entries.`
  return null
}

/** The legacy site's check of a new team in a club competition: 'None allowed.' or 'Max teams reached.'. */
export function clubTeamProblem(state: SimulatorState, comp: SeedCompetition, ce: SeedCompEvent, entityId: number): string | null {
  if (!comp.clubCompInfo?.length) return null
  const config = clubCompClub(comp, entityId)
  if (!config) return 'Club competitions need club access.'
  const mixed = teamGender(ce) === 'O'
  const max = mixed ? config.maxMixedRelays : config.maxRelays
  if (max < 0) return 'None allowed.'
  const count = teamsOf(state, comp.id, entityId).filter(
    (t) => (teamGender(comp.compEvents.find((c) => c.ceid === t.ceid)) === 'O') === mixed,
  ).length
  return max > 0 && count >= max ? 'Max teams reached.' : null
}
