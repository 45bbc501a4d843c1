import type { RequestContext } from '../context.server'
import type { ClubAllowance } from '../domain/clubcomp/club-allowance'
import type { CompetitionView } from '../domain/competition/competition'
import { freeRows, isFreeForm, otherQuestions } from '../domain/teams/team-form'
import { teamName, uniqueTeamName } from '../domain/teams/team-name'
import { checkTeam, offeredHeaders, teamSlots, type TeamCandidate, type TeamHeader, type TeamProblem } from '../domain/teams/team-rules'
import type { UserMessage } from '../legacy/errors'
import {
  addTeam,
  deleteTeam,
  getTeamHeaders,
  getTeams,
  searchTeamAthletes,
  type TeamHeaderWire,
  type TeamWire,
} from '../legacy/teams.server'
import type { TeamEntity, TeamFormView, TeamSectionView } from '../views/teams'
import { refused } from './failure.server'

/*
 * Teams of the entry page (2-entry §2 team section, §4 team creation): the team events the user's
 * club may enter, its teams, the team form, save and delete. The rules run here before any legacy
 * call; the legacy site's refusal text is shown when it says no.
 */

type Ctx = Pick<RequestContext, 'legacy' | 'user'>

/** Entity level 1: a club. */
const CLUB_LEVEL = 1

/**
 * The club the user enters teams for (the one they act for, decision 052; on a club competition
 * the one they have access with), with its allowance on a club competition.
 */
export type TeamClub = { id: number; allowance: ClubAllowance | null }

function entityOf(club?: TeamClub | null): { id: number; level: number } | null {
  return club ? { id: club.id, level: CLUB_LEVEL } : null
}

function toHeader(w: TeamHeaderWire): TeamHeader {
  const o = w.eventTeam
  return {
    ceid: w.ceid,
    eventName: w.eventName,
    eventGroup: w.eventGroup,
    gender: w.gender,
    ageGroupId: w.ageGroupId,
    ageGroup: w.ageGroup,
    maxAthletes: w.maxAthletes,
    price: w.price,
    options: {
      min: o.min,
      max: o.max,
      minTargetAgeGroupCount: o.minTargetAgeGroupCount,
      maxOtherAgeGroupCount: o.maxOtherAgeGroupCount,
      maxTeamsForAthlete: o.maxTeamsForAthlete,
      teamPositionLabel: o.teamPositionLabel,
      teamSubstituteLabel: o.teamSubstituteLabel,
      maxEventTeams: o.maxEventTeams,
      currCount: o.currCount,
      singleClub: o.singleClub,
      formType: o.formType || 'DEFAULT',
      showForm: o.showForm,
      formRows: o.formRows,
      others: o.others,
      teamNameFormat: o.teamNameFormat,
      mustBeIndivEntered: o.mustBeIndivEntered,
      disableTeamNameEdit: o.disableTeamNameEdit,
    },
  }
}

const byPos = (t: TeamWire) => [...t.athletes].sort((a, b) => a.pos - b.pos)

/** A free form's saved rows as texts by position (position 1 first), blanks where none. */
function rowTexts(t: TeamWire): string[] {
  const out: string[] = []
  for (const r of t.formRows) out[r.pos - 1] = r.value
  return Array.from(out, (v) => v ?? '')
}

/** The names a team shows: its athletes, or a free form's filled rows. */
function memberNames(t: TeamWire): Array<{ pos: number; name: string }> {
  if (t.athletes.length === 0)
    return [...t.formRows]
      .sort((a, b) => a.pos - b.pos)
      .filter((r) => r.value.trim() !== '')
      .map((r) => ({ pos: r.pos, name: r.value }))
  return byPos(t).map((a) => ({ pos: a.pos, name: `${a.firstName} ${a.surName}`.trim() }))
}

/** The section: null entity (and nothing else) when there is no club to enter teams for. */
export async function loadTeamSection(ctx: Ctx, comp: CompetitionView, club?: TeamClub | null): Promise<TeamSectionView> {
  const entity = entityOf(club)
  const clubAllowance = club?.allowance ?? null
  const empty = { entity: null, headers: [], teams: [], onFile: [], compTeamLimit: comp.limits.teams, compTeamCount: 0, clubAllowance }
  if (!entity) return empty
  const [headers, teams] = await Promise.all([getTeamHeaders(ctx.legacy, comp.id, entity), getTeams(ctx.legacy, comp.id)])
  const meta = headers.meta?.entity
  const named: TeamEntity = { ...entity, name: meta?.name ?? '' }
  const own = teams.data.filter((t) => t.entityId === entity.id)
  return {
    entity: named,
    headers: offeredHeaders(headers.data.map(toHeader)),
    teams: own.map((t) => ({
      teamId: t.teamId,
      ceid: t.ceid,
      name: t.teamName,
      eventName: t.eventName,
      paid: t.paid > 0,
      athletes: comp.showTeamAthletes ? memberNames(t) : [],
    })),
    onFile: own.map((t) => ({
      teamId: t.teamId,
      ceid: t.ceid,
      name: t.teamName,
      athleteIds: byPos(t).map((a) => a.athleteId),
      rows: rowTexts(t),
      others: t.others.map((o) => o.value),
    })),
    compTeamLimit: comp.limits.teams,
    compTeamCount: teams.meta?.teamCount ?? own.length,
    clubAllowance,
  }
}

async function candidatesFor(ctx: Ctx, compId: number, ceid: number): Promise<TeamCandidate[]> {
  const { data } = await searchTeamAthletes(ctx.legacy, compId, ceid)
  return data.map((a) => ({
    id: a.id,
    name: `${a.firstName} ${a.surName}`.trim(),
    clubId: a.clubid,
    ageGroupId: a.ageInfo.ageGroupId,
    individuallyEntered: a.compEntries > 0,
  }))
}

/** The form for a new team of event `ceid`; null when the event is not offered to the user. */
export async function loadTeamForm(ctx: Ctx, comp: CompetitionView, section: TeamSectionView, ceid: number): Promise<TeamFormView | null> {
  const header = section.headers.find((h) => h.ceid === ceid)
  if (!header || !section.entity) return null
  // A free form has no athlete pickers: no athlete search.
  const free = isFreeForm(header.options)
  const candidates = free ? [] : await candidatesFor(ctx, comp.id, ceid)
  const proposed = teamName(header.options.teamNameFormat, {
    entity: section.entity.name,
    area: '',
    club: section.entity.name,
    eventname: header.eventName,
    eventgroup: header.eventGroup,
    gender: header.gender,
    agegroup: header.ageGroup,
  })
  const name = uniqueTeamName(
    proposed,
    section.teams.map((t) => t.name),
  )
  const others = otherQuestions(header.options).map((q) => q.value)
  return { header, teamId: 0, paid: false, name, members: [], rows: [], others, ...teamSlots(header.options), candidates }
}

/**
 * The form for one of the user's saved teams, filled with its name and athletes by position; null
 * when the team is not theirs or its event is no longer offered.
 */
export async function loadTeamEditForm(
  ctx: Ctx,
  comp: CompetitionView,
  section: TeamSectionView,
  teamId: number,
): Promise<TeamFormView | null> {
  const team = section.teams.find((t) => t.teamId === teamId)
  const onFile = section.onFile.find((t) => t.teamId === teamId)
  const header = team && section.headers.find((h) => h.ceid === team.ceid)
  if (!team || !onFile || !header || !section.entity) return null
  const candidates = isFreeForm(header.options) ? [] : await candidatesFor(ctx, comp.id, team.ceid)
  return {
    header,
    teamId,
    paid: team.paid,
    name: team.name,
    members: onFile.athleteIds,
    rows: onFile.rows ?? [],
    others: onFile.others ?? [],
    ...teamSlots(header.options),
    candidates,
  }
}

export type TeamOutcome =
  | { ok: true; message: UserMessage }
  | { ok: false; status: number; message: UserMessage | null; problems: TeamProblem[] }

/**
 * Saves a new team (`teamId` 0) or changes one of the user's saved teams: the rules first (a
 * refusal changes nothing upstream), then the legacy add, which changes a team given its id.
 * `members` are athlete ids by slot, positions then substitutes, 0 for an empty slot. A paid team
 * may change too: it stays the one product already paid for (docs/legacy-wire.md "Team add").
 */
export async function saveTeam(
  ctx: Ctx,
  comp: CompetitionView,
  /** `teamId` 0 (or absent) for a new team; any other value must be one of the user's teams. */
  input: { ceid: number; teamId?: number; name: string; members: number[]; rows?: string[]; others?: string[] },
  club?: TeamClub | null,
): Promise<TeamOutcome> {
  const teamId = input.teamId ?? 0
  try {
    const section = await loadTeamSection(ctx, comp, club)
    if (teamId !== 0 && !section.onFile.some((t) => t.teamId === teamId && t.ceid === input.ceid))
      return { ok: false, status: 404, message: { key: 'teams.notFound' }, problems: [] }
    const form = !section.entity
      ? null
      : teamId > 0
        ? await loadTeamEditForm(ctx, comp, section, teamId)
        : await loadTeamForm(ctx, comp, section, input.ceid)
    if (!section.entity || !form) return { ok: false, status: 404, message: { key: 'teams.notOffered' }, problems: [] }
    const chosen = input.members.filter((id) => id > 0)
    // A name that may not be edited is the one the format gives (a saved team keeps its own).
    const name = form.header.options.disableTeamNameEdit ? form.name : input.name.trim().slice(0, 100)
    const problems = checkTeam({
      header: form.header,
      teamId,
      name,
      athleteIds: chosen,
      candidates: form.candidates,
      teams: section.onFile,
      club: { id: section.entity.id, name: section.entity.name },
      compTeamLimit: section.compTeamLimit,
      compTeamCount: section.compTeamCount,
      ...(section.clubAllowance ? { clubAllowance: section.clubAllowance } : {}),
      form: { rows: input.rows ?? [], others: input.others ?? [] },
    })
    if (problems.length > 0) return { ok: false, status: 400, message: null, problems }
    const o = form.header.options
    const free = isFreeForm(o)
    const rows = freeRows(o)
    await addTeam(ctx.legacy, {
      compId: comp.id,
      ceid: form.header.ceid,
      teamId,
      teamName: name,
      entityId: section.entity.id,
      entityLevel: section.entity.level,
      athletes: chosen.map((athleteId, i) => ({ athleteId, pos: i + 1 })),
      ...(free
        ? {
            formRows: (input.rows ?? []).flatMap((v, i) => (v.trim() && rows[i] ? [{ pos: rows[i].pos, value: v.trim() }] : [])),
            others: otherQuestions(o).map((q, i) => ({ label: q.label, value: (input.others?.[i] ?? '').trim() })),
          }
        : {}),
    })
    return { ok: true, message: { key: 'teams.saved', values: { name } } }
  } catch (err) {
    const r = refused(err, 409)
    return { ok: false, status: r.status, message: r.message, problems: [] }
  }
}

/** Deletes one of the user's own unpaid teams; an id that is not theirs never reaches the legacy delete. */
export async function removeTeam(ctx: Ctx, comp: CompetitionView, teamId: number, club?: TeamClub | null): Promise<TeamOutcome> {
  try {
    const section = await loadTeamSection(ctx, comp, club)
    const team = section.teams.find((t) => t.teamId === teamId)
    if (!team) return { ok: false, status: 404, message: { key: 'teams.notFound' }, problems: [] }
    if (team.paid) return { ok: false, status: 409, message: { key: 'teams.paid' }, problems: [] }
    await deleteTeam(ctx.legacy, teamId)
    return { ok: true, message: { key: 'teams.deleted' } }
  } catch (err) {
    const r = refused(err, 409)
    return { ok: false, status: r.status, message: r.message, problems: [] }
  }
}
