import { Router } from 'express'
import type { SeedCompetition } from '../seed/index'
import { authOf, bearerAuth } from './bearer'
import { canBuildFor } from './builder-model'
import { whole } from './request'
import type { SimulatorState } from './state'
import { businessError, ok } from './wire'

/*
 * `GET /v5/competition/validate/{id}` (3-organiser-admin §7, "validation of a competition"). What
 * it checks and how it answers are our reading: `data` the problems found, each `{ code, message }`,
 * none for a competition ready to open (docs/legacy-wire.md "Competition check").
 */

export type CompetitionProblem = { code: string; message: string }

export function competitionProblems(comp: SeedCompetition): CompetitionProblem[] {
  const problems: CompetitionProblem[] = []
  const add = (code: string, message: string) => problems.push({ code, message })
  if (!comp.name.trim()) add('COMP_NAME_EMPTY', 'Enter a competition name.')
  if (!comp.locationId) add('LOCATION_EMPTY', 'Enter a Location.')
  if (!comp.active) add('NOT_ACTIVE', 'The competition is not active.')
  if (comp.compEvents.length === 0) add('NO_EVENTS', 'The competition has no events.')
  const priced = new Set(comp.prices.map((p) => p.id))
  for (const ce of comp.compEvents) if (!priced.has(ce.priceId)) add('EVENT_NO_PRICE', `Event ${ce.eventGroup} (${ce.ceid}) has no price.`)
  const open = Date.parse(comp.opendate)
  const close = Date.parse(comp.closedate)
  if (open >= close) add('OPEN_AFTER_CLOSE', 'Entries open after they close.')
  const lastDay = comp.dates.at(-1) ?? comp.date
  if (comp.closedate.slice(0, 10) > lastDay) add('CLOSE_AFTER_COMP', 'Entries close after the competition.')
  return problems
}

export function competitionValidateRoutes(state: SimulatorState): Router {
  const router = Router()
  router.get('/wp-json/e4s/v5/competition/validate/:id(\\d+)', bearerAuth(state, 'required'), (req, res) => {
    const user = authOf(res).user!
    const comp = state.seed.competitions.find((c) => c.id === whole(req.params.id))
    if (!comp) return res.json(businessError('Competition not found'))
    if (!canBuildFor(user, comp.compOrgId, comp.id)) return res.json(businessError('You do not have builder access to this organisation.'))
    res.json(ok({ data: competitionProblems(comp) }))
  })
  return router
}
