import { Router, json } from 'express'
import { authOf, bearerAuth } from './bearer'
import { canBuildFor } from './builder-model'
import { athleteById, canManageAthlete, competitionById } from './entry-model'
import { UNITS, competitionAgeGroups, competitionMeta, fullCompetition, scheduleAnswer } from './entry-wire'
import { bodyOf, queryText, textOf, whole } from './request'
import type { SimulatorState } from './state'
import { businessError, ok } from './wire'

const BASE = '/wp-json/e4s/v5'
const NOT_FOUND = 'Competition not found'

/** The competition side of entering: full competition, priority code, age groups, the athlete's schedule, units. */
export function entryRoutes(state: SimulatorState): Router {
  const router = Router()

  router.get(`${BASE}/competition/agegroups/:id`, bearerAuth(state, 'optional'), (req, res) => {
    const comp = competitionById(state, whole(req.params.id))
    if (!comp) return res.json(businessError(NOT_FOUND))
    res.json(ok({ data: competitionAgeGroups(state, comp) }))
  })

  router.get(`${BASE}/competition/:id`, bearerAuth(state, 'optional'), (req, res) => {
    const comp = competitionById(state, whole(req.params.id))
    if (!comp) return res.json(businessError(NOT_FOUND))
    const user = authOf(res).user
    const data = fullCompetition(state, comp)
    // Those who build the competition read its priority code (to edit it); nobody else ever does.
    const priority =
      user && canBuildFor(user, comp.compOrgId, comp.id)
        ? { ...data.options.priority, code: comp.options.priority.code }
        : data.options.priority
    res.json(ok({ data: { ...data, options: { ...data.options, priority } }, meta: competitionMeta(state, comp) }))
  })

  // The code is compared case-insensitively; a match is remembered for the user and competition.
  router.post(`${BASE}/competition/priority/:id`, bearerAuth(state, 'required'), json({ limit: '4kb' }), (req, res) => {
    const user = authOf(res).user
    const comp = competitionById(state, whole(req.params.id))
    if (!user) return
    if (!comp) return res.json(businessError(NOT_FOUND))
    const given = textOf(bodyOf(req).code) || queryText(req, 'code')
    const { required, code } = comp.options.priority
    if (!required) return res.json(ok({ message: 'This competition does not need a priority code.' }))
    if (!given || given.toLowerCase() !== code.toLowerCase()) return res.json(businessError('Code entered does not match.'))
    state.priorityPasses.add(`${user.id}:${comp.id}`)
    res.json(ok({ message: 'Priority code accepted.' }))
  })

  router.get(`${BASE}/events/:compId/:athleteId`, bearerAuth(state, 'required'), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const comp = competitionById(state, whole(req.params.compId))
    if (!comp) return res.json(businessError(NOT_FOUND))
    const athlete = athleteById(state, whole(req.params.athleteId))
    if (!athlete) return res.json(businessError('Athlete not found'))
    if (!canManageAthlete(state, user, athlete)) return res.json(businessError('You do not have access to this athlete.'))
    res.json(scheduleAnswer(state, comp, athlete, user))
  })

  router.get(`${BASE}/uom`, bearerAuth(state, 'optional'), (_req, res) => {
    res.json(ok({ data: UNITS.map((u) => ({ ...u })) }))
  })

  return router
}
