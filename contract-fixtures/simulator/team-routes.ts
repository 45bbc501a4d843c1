import { Router, json } from 'express'
import { authOf, bearerAuth } from './bearer'
import { competitionById } from './entry-model'
import { bodyOf, queryText, textOf, whole } from './request'
import type { SimulatorState } from './state'
import { deleteTeam, mayEnterFor, saveTeam, teamEvents, teamHeaderWire, teamWire, type TeamInput } from './teams'
import { businessError, ok } from './wire'

const V5 = '/wp-json/e4s/v5'

function parseAthletes(value: unknown): TeamInput['athletes'] | null {
  if (!Array.isArray(value) || value.length > 50) return null
  const out: TeamInput['athletes'] = []
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) return null
    const raw = item as Record<string, unknown>
    const athleteId = whole(raw.athleteId)
    const pos = whole(raw.pos)
    if (!Number.isSafeInteger(athleteId) || athleteId <= 0 || !Number.isSafeInteger(pos) || pos <= 0) return null
    out.push({ athleteId, pos })
  }
  return out
}

/** A free form's rows or answers: `{ pos, value }` or `{ label, value }` texts (decision 056); null when unreadable. */
function parseTexts<K extends 'pos' | 'label'>(
  value: unknown,
  key: K,
): Array<Record<K, K extends 'pos' ? number : string> & { value: string }> | null {
  if (value === undefined) return []
  if (!Array.isArray(value) || value.length > 50) return null
  const out: Array<Record<string, unknown>> = []
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) return null
    const raw = item as Record<string, unknown>
    if (typeof raw.value !== 'string') return null
    if (key === 'pos') {
      const pos = whole(raw.pos)
      if (!Number.isSafeInteger(pos) || pos <= 0) return null
      out.push({ pos, value: raw.value })
    } else out.push({ label: textOf(raw.label), value: raw.value })
  }
  return out as Array<Record<K, K extends 'pos' ? number : string> & { value: string }>
}

export function teamRoutes(state: SimulatorState): Router {
  const router = Router()

  // The team events of the competition for an entity (entityid, entitylevel), every header as stored:
  // the app drops the schedule-only ones (maxAthletes -1).
  router.get(`${V5}/eventteams/:compId(\\d+)`, bearerAuth(state, 'required'), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const comp = competitionById(state, whole(req.params.compId))
    if (!comp) return res.json(businessError('Competition not found'))
    const entityId = whole(queryText(req, 'entityid'))
    const entityLevel = whole(queryText(req, 'entitylevel'))
    if (entityLevel !== 1 || !mayEnterFor(user, entityId)) return res.json(businessError('You do not represent this club.'))
    const club = state.seed.clubs.find((c) => c.id === entityId)
    res.json(
      ok({
        data: teamEvents(comp).map((h) => teamHeaderWire(state, comp, h, entityId)),
        meta: { entity: { id: entityId, level: entityLevel, name: club?.name ?? '' } },
      }),
    )
  })

  // The user's teams in the competition; meta.teamCount counts every team of the competition (compLimits.teams).
  router.get(`${V5}/teams/:compId(\\d+)`, bearerAuth(state, 'required'), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const comp = competitionById(state, whole(req.params.compId))
    if (!comp) return res.json(businessError('Competition not found'))
    const all = state.teams.filter((t) => t.compId === comp.id)
    res.json(ok({ data: all.filter((t) => t.userId === user.id).map((t) => teamWire(state, t)), meta: { teamCount: all.length } }))
  })

  router.post(`${V5}/competition/team/add`, bearerAuth(state, 'required'), json({ limit: '16kb' }), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const body = bodyOf(req)
    const athletes = parseAthletes(body.athletes)
    const formRows = parseTexts(body.formRows, 'pos')
    const others = parseTexts(body.others, 'label')
    const input = {
      compId: whole(body.compId),
      ceid: whole(body.ceid),
      teamId: whole(body.teamId ?? 0),
      teamName: textOf(body.teamName),
      entityId: whole(body.entityId),
      entityLevel: whole(body.entityLevel),
    }
    if (
      athletes === null ||
      formRows === null ||
      others === null ||
      Object.values(input).some((v) => typeof v === 'number' && !Number.isSafeInteger(v))
    )
      return res.json(businessError('Invalid team.'))
    const saved = saveTeam(state, user, { ...input, athletes, formRows, others })
    if (typeof saved === 'string') return res.json(businessError(saved))
    res.json(ok({ data: teamWire(state, saved) }))
  })

  router.delete(`${V5}/competition/team/:id(\\d+)`, bearerAuth(state, 'required'), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const refused = deleteTeam(state, user, whole(req.params.id))
    if (refused) return res.json(businessError(refused))
    res.json(ok({ message: 'Team deleted.' }))
  })

  return router
}
