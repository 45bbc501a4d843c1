import { Router } from 'express'
import { authOf, bearerAuth } from './bearer'
import { configBody } from './config-body'
import type { SimulatorState } from './state'

const impersonating = (state: SimulatorState, token: string | undefined) => Boolean(token && state.tokens.get(token)?.impersonating)

const ADMIN_ROLES = new Set(['E4SUSER', 'APPADMIN'])

export function configRoutes(state: SimulatorState): Router {
  const router = Router()

  router.get('/wp-json/e4s/v5/public/config', bearerAuth(state, 'optional'), (_req, res) => {
    res.json(configBody(state.seed, authOf(res).user, state.logoutUrl, impersonating(state, authOf(res).token)))
  })

  router.get('/wp-json/e4s/v5/admin/config', bearerAuth(state, 'optional'), (_req, res) => {
    const user = authOf(res).user
    if (!user || !ADMIN_ROLES.has(user.role)) {
      return res.json({ errNo: 1, error: 'Not authorised', message: '', data: null, meta: null })
    }
    res.json(configBody(state.seed, user, state.logoutUrl, impersonating(state, authOf(res).token)))
  })

  return router
}
