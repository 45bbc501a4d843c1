import { Router } from 'express'
import { authOf, bearerAuth } from './bearer'
import { isAdmin } from './entry-model'
import type { SimulatorState } from './state'
import { businessError, ok } from './wire'

const NO_ACCESS = 'You do not have permission to search users.'

/** Admin user search (3-organiser-admin §7 GET /v5/users): by name, login or email, paged. */
export function userRoutes(state: SimulatorState): Router {
  const router = Router()
  router.get('/wp-json/e4s/v5/users', bearerAuth(state, 'required'), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    if (!isAdmin(user)) return res.json(businessError(NO_ACCESS))
    const search = String(req.query.search ?? '')
      .trim()
      .toLowerCase()
    const page = Math.max(1, Number.parseInt(String(req.query.page ?? '1'), 10) || 1)
    const pageSize = Math.min(100, Math.max(1, Number.parseInt(String(req.query.pagesize ?? '10'), 10) || 10))
    const found = state.users.filter(
      (u) => !search || [u.displayName, u.login, u.email].some((v) => v.toLowerCase().includes(search)) || String(u.id) === search,
    )
    const data = found.slice((page - 1) * pageSize, page * pageSize).map((u) => ({
      id: u.id,
      display_name: u.displayName,
      user_email: u.email,
      role: u.role,
    }))
    res.json(ok({ data, meta: { page, pagesize: pageSize, total: found.length } }))
  })
  return router
}
