import { Router } from 'express'
import type { SeedOrganisation } from '../seed/index'
import { authOf, bearerAuth } from './bearer'
import { isAdmin } from './entry-model'
import { whole } from './request'
import type { SimulatorState } from './state'
import { businessError, ok } from './wire'

/**
 * Organisations by status and their approval (3-organiser-admin §7 `GET /v5/orgs/{status}`,
 * `POST /v5/orgs/approve/{id}`), admins only; statuses and answers are our reading
 * (docs/legacy-wire.md "Organisations"). Approval makes a PENDING or INACTIVE organisation ACTIVE.
 */

const BASE = '/wp-json/e4s/v5'
const STATUSES = ['PENDING', 'ACTIVE', 'INACTIVE'] as const
const NO_ACCESS = 'You do not have permission to manage organisations.'

const orgWire = (o: SeedOrganisation) => ({ id: o.id, name: o.name, logo: o.logo, status: o.status })

export function orgRoutes(state: SimulatorState): Router {
  const router = Router()
  const all = () => [...state.seed.organisations, ...state.orgRequests]

  router.get(`${BASE}/orgs/:status`, bearerAuth(state, 'required'), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    if (!isAdmin(user)) return res.json(businessError(NO_ACCESS))
    const status = String(req.params.status).toUpperCase()
    if (!STATUSES.some((s) => s === status)) return res.json(businessError(`Unknown organisation status ${status}.`))
    const found = all()
      .filter((o) => o.status === status)
      .sort((a, b) => a.name.localeCompare(b.name))
    res.json(ok({ data: found.map(orgWire) }))
  })

  router.post(`${BASE}/orgs/approve/:id`, bearerAuth(state, 'required'), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    if (!isAdmin(user)) return res.json(businessError(NO_ACCESS))
    const id = whole(req.params.id)
    const org = all().find((o) => o.id === id)
    if (!org) return res.json(businessError(`Organisation ${req.params.id} not found.`))
    if (org.status === 'ACTIVE') return res.json(businessError(`Organisation ${org.name} is already approved.`))
    org.status = 'ACTIVE'
    res.json(ok({ data: orgWire(org), message: `Organisation ${org.name} approved.` }))
  })

  return router
}
