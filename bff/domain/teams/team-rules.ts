import { teamAllowanceProblem, CLUB_COMP_MESSAGES_EN, type ClubAllowance } from '../clubcomp/club-allowance'
import { BASKET_MESSAGES_EN } from '../entry/basket-checks'
import { filledRows, freeFormProblems, isFreeForm, type FormRow, type OtherPair } from './team-form'
import type { TeamGender } from './team-name'

/*
 * The team rules (2-entry.md §3 'Team and event-team options', §5 'Basket submission checks'):
 * which team events are offered, and whether a team may be saved. Pure: the browser runs them at
 * once, the server again before any legacy call.
 */

export const TEAM_MESSAGES_EN = {
  teamSize: BASKET_MESSAGES_EN.teamSize,
  teamOverMax: BASKET_MESSAGES_EN.teamOverMax,
  /** Spec text (club competition catalogue): the entity's teams in this event are at maxEventTeams. */
  maxEventTeams: 'Max teams reached.',
  /** Spec text (club competition): the club's relays (or mixed relays) are at their allowance. */
  clubMaxTeams: CLUB_COMP_MESSAGES_EN.maxTeams,
  /** Spec text (club competition): the club may enter no relay (or mixed relay), allowance -1. */
  clubNoneAllowed: CLUB_COMP_MESSAGES_EN.noneAllowed,
  /** (not in spec) compLimits.teams reached. */
  compTeamLimit: 'The competition has reached its limit of {max} teams.',
  /** (not in spec) An athlete the user may not put in a team (not theirs, or unknown). */
  unknownAthlete: 'That athlete cannot be chosen for this team.',
  /** (not in spec) */
  duplicateAthlete: '{athlete} is chosen more than once.',
  /** (not in spec) singleClub */
  singleClub: '{athlete} is not a member of {club}.',
  /** (not in spec) maxTeamsForAthlete */
  athleteTeams: '{athlete} is already in {max} team(s), the most allowed.',
  /** (not in spec) mustBeIndivEntered */
  mustBeIndivEntered: '{athlete} must be entered in an individual event first.',
  /** (not in spec) minTargetAgeGroupCount */
  minTargetAgeGroup: 'At least {n} athletes must be {ageGroup}.',
  /** (not in spec) maxOtherAgeGroupCount */
  maxOtherAgeGroup: 'At most {n} athletes may come from other age groups than {ageGroup}.',
  /** (not in spec) A team needs a name when its name may be edited. */
  nameRequired: 'Please enter a team name.',
  /** (not in spec) A free form (decision 056) posted with more rows than it has. */
  extraRows: 'This form has {n} rows.',
  /** (not in spec) A free form's row is too long. */
  rowTooLong: '{row}: at most {max} characters.',
  /** (not in spec) One of the organiser's `others` questions left unanswered. */
  otherRequired: 'Please fill in {label}.',
  /** (not in spec) */
  otherTooLong: '{label}: at most {max} characters.',
} as const

export type TeamMessageCode = keyof typeof TEAM_MESSAGES_EN
export type TeamProblem = { code: TeamMessageCode; text: string; values: Record<string, string | number> }

/** Event-team options; every limit applies only when above 0. */
export type EventTeamOptions = {
  min: number
  max: number
  minTargetAgeGroupCount: number
  maxOtherAgeGroupCount: number
  maxTeamsForAthlete: number
  teamPositionLabel: string
  teamSubstituteLabel: string
  maxEventTeams: number
  /** The entity's teams in this event already. */
  currCount: number
  singleClub: boolean
  formType: string
  /** With a form type other than DEFAULT: the free form's rows are shown (decision 056). */
  showForm: boolean
  formRows: FormRow[]
  /** The organiser's two extra questions (label) and their prefilled answers (value). */
  others: OtherPair[]
  teamNameFormat: string
  mustBeIndivEntered: boolean
  disableTeamNameEdit: boolean
}

/** A team event (a team header) of the competition. */
export type TeamHeader = {
  ceid: number
  eventName: string
  eventGroup: string
  gender: TeamGender
  ageGroupId: number
  ageGroup: string
  /** -1 schedule only (never offered), 0 unlimited. */
  maxAthletes: number
  price: number
  options: EventTeamOptions
}

/** An athlete who may be picked, as the rules need them. */
export type TeamCandidate = {
  id: number
  name: string
  clubId: number
  ageGroupId: number
  /** Holds an individual entry in this competition (mustBeIndivEntered). */
  individuallyEntered: boolean
}

/** A saved team: its event and athletes, for the per-athlete and per-event limits. */
export type TeamOnFile = {
  teamId: number
  ceid: number
  name: string
  athleteIds: number[]
  /** A free form's row texts by position and its `others` answers (decision 056). */
  rows?: string[]
  others?: string[]
}

export type TeamCheck = {
  header: TeamHeader
  /** The team being saved: 0 for a new one. */
  teamId: number
  name: string
  /** Chosen athletes, positions first then substitutes; blanks already dropped. */
  athleteIds: number[]
  candidates: readonly TeamCandidate[]
  /** Every team of the user's entity in this competition. */
  teams: readonly TeamOnFile[]
  /** The club the team is entered for (singleClub). */
  club: { id: number; name: string }
  /** compLimits.teams and the competition's team count. */
  compTeamLimit: number
  compTeamCount: number
  /** A club competition's allowance for the club; absent: no club rules. */
  clubAllowance?: ClubAllowance
  /** A free form's values (decision 056): its rows' texts in order and the `others` answers. */
  form?: { rows: readonly string[]; others: readonly string[] }
}

function problem(code: TeamMessageCode, values: Record<string, string | number> = {}): TeamProblem {
  const text = TEAM_MESSAGES_EN[code].replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  )
  return { code, text, values }
}

/** Only headers with maxAthletes above -1 are offered (2-entry §3). */
export function offeredHeaders<T extends { maxAthletes: number }>(headers: readonly T[]): T[] {
  return headers.filter((h) => h.maxAthletes > -1)
}

/** The size check alone, as the basket check states it. */
export function teamSizeProblem(name: string, min: number, max: number, n: number): TeamProblem | null {
  if (min > 0 && n < min) return problem('teamSize', { name, min, max, n })
  if (max > 0 && n > max) return problem('teamOverMax', { name, max })
  return null
}

/** The form's slots: `min` positions, then substitutes up to `max` (no max: one substitute). */
export function teamSlots(options: Pick<EventTeamOptions, 'min' | 'max'>): { positions: number; substitutes: number } {
  const positions = Math.max(1, options.min)
  const max = options.max > 0 ? Math.max(options.max, positions) : positions + 1
  return { positions, substitutes: max - positions }
}

// A competition's candidates and teams are checked once per team (the basket re-checks them all):
// their indexes are built once per list, not once per team.
const candidateIndexes = new WeakMap<readonly TeamCandidate[], Map<number, TeamCandidate>>()
const teamCounts = new WeakMap<readonly TeamOnFile[], Map<number, number>>()

function candidateIndex(candidates: readonly TeamCandidate[]): Map<number, TeamCandidate> {
  let index = candidateIndexes.get(candidates)
  if (!index) candidateIndexes.set(candidates, (index = new Map(candidates.map((c) => [c.id, c]))))
  return index
}

/** How many teams each athlete is in (a team counts once however often it lists them). */
function teamsPerAthlete(teams: readonly TeamOnFile[]): Map<number, number> {
  let counts = teamCounts.get(teams)
  if (!counts) {
    counts = new Map()
    for (const team of teams) for (const id of new Set(team.athleteIds)) counts.set(id, (counts.get(id) ?? 0) + 1)
    teamCounts.set(teams, counts)
  }
  return counts
}

/** Every reason the team may not be saved, in a stable order; empty when it may. */
export function checkTeam(check: TeamCheck): TeamProblem[] {
  const { header, teamId, athleteIds, candidates, club } = check
  const o = header.options
  const problems: TeamProblem[] = []
  const isNew = teamId <= 0
  if (check.name.trim() === '') problems.push(problem('nameRequired'))
  if (isNew && check.compTeamLimit > 0 && check.compTeamCount >= check.compTeamLimit)
    problems.push(problem('compTeamLimit', { max: check.compTeamLimit }))
  const eventTeams = check.teams.filter((t) => t.ceid === header.ceid && t.teamId !== teamId).length
  if (isNew && o.maxEventTeams > 0 && Math.max(eventTeams, o.currCount) >= o.maxEventTeams) problems.push(problem('maxEventTeams'))
  const allowance = isNew && check.clubAllowance ? teamAllowanceProblem(check.clubAllowance, header.gender) : null
  if (allowance) problems.push(problem(allowance.code === 'noneAllowed' ? 'clubNoneAllowed' : 'clubMaxTeams'))

  const byId = candidateIndex(candidates)
  const chosen: TeamCandidate[] = []
  const seen = new Set<number>()
  let unknown = false
  for (const id of athleteIds) {
    const athlete = byId.get(id)
    if (!athlete) {
      unknown = true
      continue
    }
    if (seen.has(id)) {
      problems.push(problem('duplicateAthlete', { athlete: athlete.name }))
      continue
    }
    seen.add(id)
    chosen.push(athlete)
  }
  if (unknown) problems.push(problem('unknownAthlete'))

  // A free form has names in rows, not athletes: the size counts filled rows, the athlete rules do not apply.
  const free = isFreeForm(o)
  const count = free ? filledRows(check.form?.rows ?? []).length + athleteIds.length : athleteIds.length
  const size = teamSizeProblem(check.name.trim() || header.eventName, o.min, o.max, count)
  if (size) problems.push(size)
  if (free) {
    for (const p of freeFormProblems(o, check.form?.rows ?? [], check.form?.others ?? [])) problems.push(problem(p.code, p.values))
    return problems
  }

  const perAthlete = o.maxTeamsForAthlete > 0 ? teamsPerAthlete(check.teams) : null
  const itself = perAthlete ? check.teams.filter((t) => t.teamId === teamId) : []
  for (const athlete of chosen) {
    if (o.singleClub && athlete.clubId !== club.id) problems.push(problem('singleClub', { athlete: athlete.name, club: club.name }))
    if (perAthlete) {
      const inTeams = (perAthlete.get(athlete.id) ?? 0) - itself.filter((t) => t.athleteIds.includes(athlete.id)).length
      if (inTeams >= o.maxTeamsForAthlete) problems.push(problem('athleteTeams', { athlete: athlete.name, max: o.maxTeamsForAthlete }))
    }
    if (o.mustBeIndivEntered && !athlete.individuallyEntered) problems.push(problem('mustBeIndivEntered', { athlete: athlete.name }))
  }
  const target = chosen.filter((a) => a.ageGroupId === header.ageGroupId).length
  if (o.minTargetAgeGroupCount > 0 && target < o.minTargetAgeGroupCount)
    problems.push(problem('minTargetAgeGroup', { n: o.minTargetAgeGroupCount, ageGroup: header.ageGroup }))
  if (o.maxOtherAgeGroupCount > 0 && chosen.length - target > o.maxOtherAgeGroupCount)
    problems.push(problem('maxOtherAgeGroup', { n: o.maxOtherAgeGroupCount, ageGroup: header.ageGroup }))
  return problems
}
