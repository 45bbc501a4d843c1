import { z } from 'zod/v4'
import { ageInfoWire } from './athletes.server'
import { envelope, rest, type LegacyCaller, writeAnswerSchema } from './client.server'
import { flag, id, lenient, num, segment, text } from './wire'

/*
 * The team calls (2-entry §7): team headers (GET /v5/eventteams/{compId} with the entity), the
 * user's teams (GET /v5/teams/{compId}), add (POST /v5/competition/team/add) and delete (DELETE
 * /v5/competition/team/{id}), and the team form's athlete search (GET /v5/athletes with teamid).
 * The spec names calls and parameters; the shapes are our reading (docs/legacy-wire.md "Teams").
 */

const gender = z.enum(['M', 'F', 'O']).catch('O')

/** A free form's row (our reading, decision 056): its position and label; unreadable rows are dropped. */
const formRowWire = z.object({ pos: z.coerce.number().int().positive(), label: text })
const otherPairWire = lenient({ label: text, value: text })
/** A list whose unreadable items are dropped rather than failing the whole answer. */
const listOf = <S extends z.ZodType>(item: S) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((v) => {
        const r = item.safeParse(v)
        return r.success ? [r.data as z.infer<S>] : []
      }),
    )

export const eventTeamWire = lenient({
  min: num,
  max: num,
  minTargetAgeGroupCount: num,
  maxOtherAgeGroupCount: num,
  maxTeamsForAthlete: num,
  teamPositionLabel: text,
  teamSubstituteLabel: text,
  maxEventTeams: num,
  currCount: num,
  singleClub: flag,
  formType: text,
  showForm: flag,
  formRows: listOf(formRowWire),
  others: listOf(otherPairWire),
  teamNameFormat: text,
  mustBeIndivEntered: flag,
  disableTeamNameEdit: flag,
})

export const teamHeaderWire = z.object({
  ceid: id,
  eventName: text,
  eventGroup: text,
  startdate: text,
  gender,
  ageGroupId: num,
  ageGroup: text,
  maxAthletes: z.coerce.number().int().catch(0),
  price: num,
  fee: num,
  eventTeam: eventTeamWire,
})
export type TeamHeaderWire = z.infer<typeof teamHeaderWire>

const entityMeta = lenient({ entity: lenient({ id: num, level: num, name: text }) })

export const teamAthleteRefWire = z.object({ athleteId: id, pos: z.coerce.number().int().catch(0), firstName: text, surName: text })

export const teamWire = z.object({
  teamId: id,
  teamName: text,
  compId: num,
  ceid: id,
  eventName: text,
  gender,
  areaId: num,
  areaName: text,
  entityId: num,
  entityName: text,
  productId: num,
  paid: num,
  athletes: z.array(teamAthleteRefWire).catch([]),
  /** A free form's rows as saved (decision 056): position and text. */
  formRows: listOf(z.object({ pos: z.coerce.number().int().positive(), value: text })),
  others: listOf(otherPairWire),
})
export type TeamWire = z.infer<typeof teamWire>

export const teamAthleteWire = z.object({
  id,
  firstName: text,
  surName: text,
  gender: text,
  clubid: num,
  club: text,
  ageInfo: ageInfoWire,
  /** Individual entries the athlete holds in the competition (our reading, team search only). */
  compEntries: num,
})
export type TeamAthleteWire = z.infer<typeof teamAthleteWire>

const headersAnswer = envelope(z.array(teamHeaderWire), entityMeta)
const teamsAnswer = envelope(z.array(teamWire), lenient({ teamCount: num }))
const teamAnswer = envelope(teamWire)
const teamAthletesAnswer = envelope(z.array(teamAthleteWire))

export type TeamBody = {
  compId: number
  ceid: number
  /** 0 for a new team. */
  teamId: number
  teamName: string
  entityId: number
  entityLevel: number
  athletes: Array<{ athleteId: number; pos: number }>
  /** A free form's rows (decision 056; our invention): sent only by a free form, with no athletes. */
  formRows?: Array<{ pos: number; value: string }>
  others?: Array<{ label: string; value: string }>
}

export function getTeamHeaders(legacy: LegacyCaller, compId: number, entity: { id: number; level: number }) {
  return legacy.call({
    endpoint: 'teams.headers',
    method: 'GET',
    path: rest(`/v5/eventteams/${segment(compId)}`),
    query: { entityid: entity.id, entitylevel: entity.level },
    auth: 'required',
    schema: headersAnswer,
  })
}

export function getTeams(legacy: LegacyCaller, compId: number) {
  return legacy.call({
    endpoint: 'teams.list',
    method: 'GET',
    path: rest(`/v5/teams/${segment(compId)}`),
    auth: 'required',
    schema: teamsAnswer,
  })
}

export function addTeam(legacy: LegacyCaller, body: TeamBody) {
  return legacy.call({
    endpoint: 'teams.add',
    method: 'POST',
    path: rest('/v5/competition/team/add'),
    body,
    auth: 'required',
    schema: teamAnswer,
  })
}

export function deleteTeam(legacy: LegacyCaller, teamId: number) {
  return legacy.call({
    endpoint: 'teams.delete',
    method: 'DELETE',
    path: rest(`/v5/competition/team/${segment(teamId)}`),
    auth: 'required',
    schema: writeAnswerSchema,
    outcomeOnly: true,
  })
}

/** The athletes the user may put in a team of event `ceid` (the spec's athlete search with teamid). */
export function searchTeamAthletes(legacy: LegacyCaller, compId: number, ceid: number) {
  return legacy.call({
    endpoint: 'teams.athletes',
    method: 'GET',
    path: rest('/v5/athletes'),
    query: { compid: compId, teamid: ceid, pagesize: 50, pagenumber: 1, sort: 'name' },
    auth: 'required',
    schema: teamAthletesAnswer,
  })
}
