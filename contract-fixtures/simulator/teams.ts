import { clubTeamProblem } from './clubcomps'
import type { SeedCompEvent, SeedCompetition, SeedEventTeam } from '../seed/index'
import { createEntry, removeProduct } from './entries'
import { ageGroupFor, athleteById, chargedFee, competitionById, currentPrice, eventOf, representedEntities } from './entry-model'
import type { SimTeam, SimUser, SimulatorState } from './state'

/*
 * Teams (2-entry §3, §7): the event-team headers of a competition for an entity, the user's teams,
 * and adding, changing and deleting one. A team is paid for as one product (an entry with its
 * teamId and athleteId 0). The legacy site's rules are re-checked here as it would.
 */

export type TeamHeaderEvent = { ce: SeedCompEvent; team: SeedEventTeam }

export function teamEvents(comp: SeedCompetition): TeamHeaderEvent[] {
  return comp.compEvents.flatMap((ce) => (ce.isTeamEvent && ce.eventTeam ? [{ ce, team: ce.eventTeam }] : []))
}

export function mayEnterFor(user: SimUser, entityId: number): boolean {
  return representedEntities(user).clubIds.includes(entityId)
}

export function teamsOfEntity(state: SimulatorState, compId: number, entityId: number): SimTeam[] {
  return state.teams.filter((t) => t.compId === compId && t.entityId === entityId)
}

function ageGroupName(state: SimulatorState, id: number): string {
  return state.seed.ageGroups.find((a) => a.id === id)?.name ?? ''
}

export function teamHeaderWire(state: SimulatorState, comp: SeedCompetition, header: TeamHeaderEvent, entityId: number) {
  const { ce, team } = header
  const price = currentPrice(state, comp, ce)
  const { gender, ageGroupId, ...options } = team
  return {
    ceid: ce.ceid,
    compId: comp.id,
    eventId: ce.eventId,
    eventName: eventOf(state, ce).name,
    eventGroup: ce.eventGroup,
    startdate: ce.startdate,
    gender,
    ageGroupId,
    ageGroup: ageGroupName(state, ageGroupId),
    maxAthletes: ce.maxAthletes,
    price: price.curPrice,
    fee: chargedFee(price),
    eventTeam: { ...options, currCount: teamsOfEntity(state, comp.id, entityId).filter((t) => t.ceid === ce.ceid).length },
  }
}

export function teamWire(state: SimulatorState, team: SimTeam) {
  const comp = competitionById(state, team.compId)
  const ce = comp?.compEvents.find((c) => c.ceid === team.ceid)
  const entry = state.entries.find((e) => e.productId === team.productId)
  const club = state.seed.clubs.find((c) => c.id === team.entityId)
  return {
    teamId: team.teamId,
    teamName: team.name,
    compId: team.compId,
    ceid: team.ceid,
    eventName: ce ? eventOf(state, ce).name : '',
    gender: ce?.eventTeam?.gender ?? 'O',
    areaId: 0,
    areaName: '',
    entityId: team.entityId,
    entityLevel: team.entityLevel,
    entityName: club?.name ?? '',
    productId: team.productId,
    paid: entry?.paid ?? 0,
    athletes: team.athletes.map(({ athleteId, pos }) => {
      const a = athleteById(state, athleteId)
      return { athleteId, pos, firstName: a?.firstName ?? '', surName: a?.surName ?? '' }
    }),
    formRows: team.formRows ?? [],
    others: team.others ?? [],
  }
}

export type TeamInput = {
  compId: number
  ceid: number
  teamId: number
  teamName: string
  entityId: number
  entityLevel: number
  athletes: Array<{ athleteId: number; pos: number }>
  formRows?: Array<{ pos: number; value: string }>
  others?: Array<{ label: string; value: string }>
}

const isFreeForm = (o: SeedEventTeam) => o.showForm && o.formType !== '' && o.formType.toUpperCase() !== 'DEFAULT'

/** A free form's rows (decision 056), checked as the legacy site would; a string is the refusal. */
function freeFormRefusal(o: SeedEventTeam, name: string, input: TeamInput): string | null {
  const rows = (input.formRows ?? []).filter((r) => r.value.trim() !== '')
  if (input.athletes.length > 0) return 'This team event takes names, not athletes.'
  const positions = o.formRows.length > 0 ? o.formRows.map((r) => r.pos) : Array.from({ length: Math.max(o.max, o.min) }, (_, i) => i + 1)
  if (rows.some((r) => !positions.includes(r.pos) || r.value.length > 60)) return 'Invalid team.'
  const n = rows.length
  if (o.min > 0 && n < o.min) return `Team event '${name}' requires between ${o.min} and ${o.max} athletes, only ${n} selected.`
  if (o.max > 0 && n > o.max) return `Team event '${name}' is over the maximum allowed athletes ${o.max}.`
  for (const [i, q] of o.others.entries()) {
    const answer = input.others?.[i]?.value.trim() ?? ''
    if (q.label.trim() !== '' && (answer === '' || answer.length > 60)) return `Please fill in ${q.label}.`
  }
  return null
}

const individualEntries = (state: SimulatorState, compId: number, athleteId: number) =>
  state.entries.filter((e) => e.compId === compId && e.athleteId === athleteId && e.teamId === 0).length

/** Adds or changes a team; a string is the legacy site's refusal. */
export function saveTeam(state: SimulatorState, user: SimUser, input: TeamInput): SimTeam | string {
  const comp = competitionById(state, input.compId)
  if (!comp) return 'Competition not found'
  const header = teamEvents(comp).find((h) => h.ce.ceid === input.ceid)
  if (!header || header.ce.maxAthletes === -1) return 'Not a team event of this competition.'
  if (!mayEnterFor(user, input.entityId)) return 'You do not represent this club.'
  const name = input.teamName.trim()
  if (name === '' || name.length > 100) return 'Please enter a team name.'
  const o = header.team
  const existing = input.teamId > 0 ? state.teams.find((t) => t.teamId === input.teamId) : undefined
  if (input.teamId > 0 && (!existing || existing.userId !== user.id || existing.compId !== comp.id || existing.ceid !== input.ceid))
    return 'Team not found.'
  const others = state.teams.filter((t) => t.teamId !== input.teamId)
  if (!existing) {
    const limit = comp.options.compLimits.teams
    if (limit > 0 && others.filter((t) => t.compId === comp.id).length >= limit) return 'Max teams reached.'
    const inEvent = others.filter((t) => t.compId === comp.id && t.ceid === input.ceid && t.entityId === input.entityId).length
    if (o.maxEventTeams > 0 && inEvent >= o.maxEventTeams) return 'Max teams reached.'
    const club = clubTeamProblem(state, comp, header.ce, input.entityId)
    if (club) return club
  }
  if (isFreeForm(o)) {
    const refused = freeFormRefusal(o, name, input)
    if (refused) return refused
  }
  const ids = input.athletes.map((a) => a.athleteId)
  const n = ids.length
  const event = eventOf(state, header.ce).name
  if (!isFreeForm(o) && o.min > 0 && n < o.min)
    return `Team event '${name}' requires between ${o.min} and ${o.max} athletes, only ${n} selected.`
  if (!isFreeForm(o) && o.max > 0 && n > o.max) return `Team event '${name}' is over the maximum allowed athletes ${o.max}.`
  if (new Set(ids).size !== n) return 'An athlete is chosen more than once.'
  let target = 0
  for (const id of ids) {
    const athlete = athleteById(state, id)
    if (!athlete) return `Athlete ${id} not found.`
    const who = `${athlete.firstName} ${athlete.surName}`
    if (o.singleClub && athlete.clubId !== input.entityId) return `${who} is not a member of this club.`
    if (
      o.maxTeamsForAthlete > 0 &&
      others.filter((t) => t.compId === comp.id && t.athletes.some((a) => a.athleteId === id)).length >= o.maxTeamsForAthlete
    )
      return `${who} is already in the maximum number of teams.`
    if (o.mustBeIndivEntered && individualEntries(state, comp.id, id) === 0) return `${who} must be entered in an individual event first.`
    if (ageGroupFor(state, athlete, comp)?.id === o.ageGroupId) target += 1
  }
  if (o.minTargetAgeGroupCount > 0 && target < o.minTargetAgeGroupCount)
    return `At least ${o.minTargetAgeGroupCount} athletes of the team's age group are required.`
  if (o.maxOtherAgeGroupCount > 0 && n - target > o.maxOtherAgeGroupCount) return `Too many athletes from other age groups for ${event}.`
  const athletes = input.athletes.map((a) => ({ athleteId: a.athleteId, pos: a.pos }))
  const form = isFreeForm(o)
    ? {
        formRows: (input.formRows ?? []).filter((r) => r.value.trim() !== '').map((r) => ({ pos: r.pos, value: r.value.trim() })),
        others: o.others.map((q, i) => ({ label: q.label, value: input.others?.[i]?.value.trim() ?? '' })),
      }
    : {}
  if (existing) {
    existing.name = name
    existing.athletes = athletes
    Object.assign(existing, form)
    return existing
  }
  const entry = createEntry(state, {
    comp,
    ce: header.ce,
    athleteId: 0,
    userId: user.id,
    entityId: input.entityId,
    teamId: (state.counters.team += 1),
    pb: 0,
    waitingList: false,
  })
  const team: SimTeam = {
    teamId: entry.teamId,
    compId: comp.id,
    ceid: header.ce.ceid,
    name,
    userId: user.id,
    entityId: input.entityId,
    entityLevel: input.entityLevel,
    athletes,
    ...form,
    productId: entry.productId,
  }
  state.teams.push(team)
  return team
}

/** Deletes the user's unpaid team and its product; a string is the refusal. */
export function deleteTeam(state: SimulatorState, user: SimUser, teamId: number): string | null {
  const team = state.teams.find((t) => t.teamId === teamId)
  if (!team || team.userId !== user.id) return 'Team not found.'
  const entry = state.entries.find((e) => e.productId === team.productId)
  if (entry && entry.paid > 0) return 'A paid team cannot be deleted.'
  if (entry) removeProduct(state, entry)
  state.teams = state.teams.filter((t) => t !== team)
  return null
}

export function teamById(state: SimulatorState, teamId: number): SimTeam | undefined {
  return teamId > 0 ? state.teams.find((t) => t.teamId === teamId) : undefined
}

export function individualEntryCount(state: SimulatorState, compId: number, athleteId: number): number {
  return individualEntries(state, compId, athleteId)
}
