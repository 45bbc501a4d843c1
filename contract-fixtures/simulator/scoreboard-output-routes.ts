import { json, Router, type Response } from 'express'
import { authOf, bearerAuth } from './bearer'
import { bodyOf, whole } from './request'
import { deleteOutput, mayConfigureOutputs, outputsOf, saveOutput, type OutputWire } from './scoreboard-outputs'
import type { SimulatorState } from './state'
import { businessError, ok } from './wire'

const V5 = '/wp-json/e4s/v5'
const NO_PERMISSION = 'You do not have scoreboard permission for this competition.'

/** The competition's outputs when the user may configure them; otherwise the refusal was sent. */
function outputsFor(state: SimulatorState, res: Response, compId: number): OutputWire[] | undefined {
  const user = authOf(res).user
  if (!user) return undefined
  const list = outputsOf(state, compId)
  if (!list) {
    res.json(businessError('Competition not found'))
    return undefined
  }
  if (!mayConfigureOutputs(state, user, compId)) {
    res.json(businessError(NO_PERMISSION))
    return undefined
  }
  return list
}

/** Scoreboard outputs: our invention (docs/legacy-wire.md "Scoreboard outputs"). */
export function scoreboardOutputRoutes(state: SimulatorState): Router {
  const router = Router()

  router.get(`${V5}/scoreboard/outputs/:compId(\\d+)`, bearerAuth(state, 'required'), (req, res) => {
    const list = outputsFor(state, res, whole(req.params.compId))
    if (list) res.json(ok({ data: list }))
  })

  router.get(`${V5}/public/scoreboard/output/:compId(\\d+)/:id(\\d+)`, bearerAuth(state, 'optional'), (req, res) => {
    const list = outputsOf(state, whole(req.params.compId))
    if (!list) return res.json(businessError('Competition not found'))
    const found = list.find((o) => o.id === whole(req.params.id))
    res.json(found ? ok({ data: found }) : businessError('Output not found'))
  })

  router.post(`${V5}/scoreboard/output`, bearerAuth(state, 'required'), json(), (req, res) => {
    const body = bodyOf(req)
    if (!outputsFor(state, res, whole(body.compId))) return
    const saved = saveOutput(state, body)
    res.json(typeof saved === 'string' ? businessError(saved) : ok({ message: 'Output saved', data: saved }))
  })

  router.delete(`${V5}/scoreboard/output/:compId(\\d+)/:id(\\d+)`, bearerAuth(state, 'required'), (req, res) => {
    const compId = whole(req.params.compId)
    if (!outputsFor(state, res, compId)) return
    const refusal = deleteOutput(state, compId, whole(req.params.id))
    res.json(refusal ? businessError(refusal) : ok({ message: 'Output deleted' }))
  })

  return router
}
