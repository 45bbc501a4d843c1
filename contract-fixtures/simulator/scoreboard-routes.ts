import { Router } from 'express'
import { bearerAuth } from './bearer'
import { scoreboardEvent } from './scoreboard'
import type { SimulatorState } from './state'
import { businessError, ok } from './wire'

/** Our invention (docs/legacy-wire.md "Scoreboards"): the current scoreboard event, public. */
export function scoreboardRoutes(state: SimulatorState, options: { stepMs?: number } = {}): Router {
  const router = Router()
  router.get('/wp-json/e4s/v5/public/scoreboard/:compId(\\d+)/:eventNo(\\d+|all)', bearerAuth(state, 'optional'), (req, res) => {
    const eventNo = req.params.eventNo === 'all' ? 'all' : Number(req.params.eventNo)
    const answer = scoreboardEvent(state, Number(req.params.compId), eventNo, Date.now(), options.stepMs)
    res.json(answer.ok ? ok({ data: answer.data }) : businessError(answer.error))
  })
  return router
}
