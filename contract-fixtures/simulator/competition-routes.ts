import { Router } from 'express'
import { bearerAuth } from './bearer'
import { competitionInfo, competitionSummary, filterCompetitions } from './competition-wire'
import { COMPETITION_WORKFLOW } from './competition-status'
import type { SimulatorState } from './state'
import { businessError, ok } from './wire'

export function competitionRoutes(state: SimulatorState): Router {
  const router = Router()
  const { seed } = state

  router.get('/wp-json/e4s/v5/public/comps/filter', bearerAuth(state, 'optional'), (req, res) => {
    const result = filterCompetitions(seed, req.query)
    if ('error' in result) return res.json(result.error)
    res.json(
      ok({
        data: result.items.map((c) => competitionSummary(seed, c)),
        meta: { totalCount: result.totalCount, pagenumber: result.pagenumber, pagesize: result.pagesize },
      }),
    )
  })

  // The legacy site answers an unknown id with HTTP 200 and a business error.
  router.get('/wp-json/e4s/v5/public/comp/:id/info', bearerAuth(state, 'optional'), (req, res) => {
    const id = Number(req.params.id)
    const comp = Number.isInteger(id) ? seed.competitions.find((c) => c.id === id) : undefined
    if (!comp) return res.json(businessError('Competition not found'))
    res.json(ok({ data: competitionInfo(seed, comp) }))
  })

  router.get('/wp-json/e4s/v5/public/get-all-comps', bearerAuth(state, 'optional'), (req, res) => {
    const orgId = Number.parseInt(typeof req.query.orgid === 'string' ? req.query.orgid : '', 10)
    const orgs = seed.organisations
      .filter((o) => o.status === 'ACTIVE' && (!Number.isFinite(orgId) || orgId <= 0 || o.id === orgId))
      .map((o) => ({ id: o.id, name: o.name, logo: o.logo }))
      .sort((a, b) => a.name.localeCompare(b.name))
    res.json(ok({ data: orgs, meta: { workflow: COMPETITION_WORKFLOW.map((w) => ({ ...w })) } }))
  })

  return router
}
