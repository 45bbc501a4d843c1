import { Router } from 'express'
import { authOf, bearerAuth } from './bearer'
import { clubCompListing, clubInfo } from './clubcomps'
import { competitionById } from './entry-model'
import { queryText, whole } from './request'
import type { SimulatorState } from './state'
import { businessError, ok } from './wire'

const V5 = '/wp-json/e4s/v5'

/** The club competitions (GET /v5/competition/clubcomps) and one club's info (GET /v5/competition/entries/{id}). */
export function clubCompRoutes(state: SimulatorState): Router {
  const router = Router()

  router.get(`${V5}/competition/clubcomps`, bearerAuth(state, 'required'), (_req, res) => {
    if (!authOf(res).user) return
    res.json(ok({ data: clubCompListing(state) }))
  })

  router.get(`${V5}/competition/entries/:compId(\\d+)`, bearerAuth(state, 'required'), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const comp = competitionById(state, whole(req.params.compId))
    if (!comp) return res.json(businessError('Competition not found'))
    const info = clubInfo(state, user, comp, whole(queryText(req, 'entityId')), whole(queryText(req, 'entityLevel')))
    if (typeof info === 'string') return res.json(businessError(info))
    res.json(ok({ data: info }))
  })

  return router
}
