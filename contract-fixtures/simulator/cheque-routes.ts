import { Router } from 'express'
import { authOf, bearerAuth } from './bearer'
import { isAdmin } from './entry-model'
import { whole } from './request'
import type { SimUser, SimulatorState } from './state'
import { businessError, ok } from './wire'

/**
 * Cheque payments (**our invention**: 3-organiser-admin §2 cheques names the screen, §6 its rule,
 * §3 the payment status labels; docs/legacy-wire.md "Cheques"). For admins and users with the
 * finance role on the national organisation (38). Marking one received makes it paid (1).
 */

const BASE = '/wp-json/e4s/v5/cheques'
const NATIONAL_ORG_ID = 38
const NO_ACCESS = 'You do not have permission to manage cheques.'

export function mayManageCheques(user: SimUser): boolean {
  return isAdmin(user) || user.permissions.some((p) => p.role === 'FINANCE' && (p.orgid === NATIONAL_ORG_ID || p.orgid === 0))
}

export function chequeRoutes(state: SimulatorState): Router {
  const router = Router()

  router.get(BASE, bearerAuth(state, 'required'), (_req, res) => {
    const user = authOf(res).user
    if (!user) return
    if (!mayManageCheques(user)) return res.json(businessError(NO_ACCESS))
    res.json(ok({ data: state.cheques.map((c) => ({ ...c })) }))
  })

  router.post(`${BASE}/:id/received`, bearerAuth(state, 'required'), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    if (!mayManageCheques(user)) return res.json(businessError(NO_ACCESS))
    const cheque = state.cheques.find((c) => c.id === whole(req.params.id))
    if (!cheque) return res.json(businessError(`Order ${req.params.id} not found.`))
    if (cheque.paid !== 2) return res.json(businessError(`Order ${cheque.id} is not awaiting a cheque.`))
    cheque.paid = 1
    res.json(ok({ data: { ...cheque }, message: `Order ${cheque.id} paid.` }))
  })

  return router
}
