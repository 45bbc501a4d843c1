import { json, Router, type Request, type Response } from 'express'
import type { SeedEntity } from '../seed/index'
import { authOf, bearerAuth } from './bearer'
import { isAdmin } from './entry-model'
import { bodyOf, queryText, textOf, whole } from './request'
import { tokenOwner, userById, type SimUser, type SimulatorState } from './state'
import { businessError, ok } from './wire'

/*
 * The admin's calls on one user (3-organiser-admin §7; answers our reading, docs/legacy-wire.md
 * "Admin: one user"): read, areas and clubs, credit, version, organisation admin, impersonation.
 */

const BASE = '/wp-json/e4s/v5'
export const NOT_ADMIN = 'You do not have permission to manage users.'
export const USER_NOT_FOUND = 'User not found'
export const NOT_OWN_PROFILE = 'You may only update your own profile.'

/** The user record of GET /v5/admin/user: §3 "User" and its userInfo. */
export function adminUserBody(user: SimUser) {
  return {
    user: {
      id: user.id,
      display_name: user.displayName,
      user_email: user.email,
      google_email: '',
      role: user.role,
      impersonating: false,
      version: { ...user.version },
    },
    areas: user.areas.map((a) => ({ ...a })),
    clubs: user.clubs.map((c) => ({ ...c })),
    orgs: user.orgs.map((o) => ({ ...o })),
    security: { permissions: user.permissions.map((p) => ({ ...p })) },
    e4s_credit: user.credit,
  }
}

const money = (n: number) => Math.round(n * 100) / 100

export function adminUserRoutes(state: SimulatorState): Router {
  const router = Router()
  const auth = bearerAuth(state, 'required')

  /** The admin acting (the token's user, not impersonating anyone) and the user asked about; else the refusal sent. */
  const target = (req: Request, res: Response, idValue: unknown): SimUser | undefined => {
    const caller = authOf(res).user
    if (!caller) return undefined
    if (!isAdmin(caller)) {
      res.json(businessError(NOT_ADMIN))
      return undefined
    }
    const user = userById(state, whole(idValue))
    if (!user) res.json(businessError(USER_NOT_FOUND))
    return user
  }

  router.get(`${BASE}/admin/user`, auth, (req, res) => {
    const user = target(req, res, queryText(req, 'id'))
    if (user) res.json(ok({ data: adminUserBody(user) }))
  })

  const areaOf = (id: number): SeedEntity | undefined => {
    const county = state.seed.counties.find((c) => c.id === id)
    if (county) return { id, name: county.name, entityLevel: 2, entityName: 'County', clubType: '' }
    const region = state.seed.regions.find((r) => r.id === id)
    return region ? { id, name: region.name, entityLevel: 3, entityName: 'Region', clubType: '' } : undefined
  }
  const clubOf = (id: number): SeedEntity | undefined => {
    const club = state.seed.clubs.find((c) => c.id === id)
    return club
      ? { id, name: club.name, entityLevel: 1, entityName: club.clubType === 'S' ? 'School' : 'Club', clubType: club.clubType }
      : undefined
  }

  for (const kind of ['area', 'club'] as const) {
    const field = kind === 'area' ? 'areaid' : 'clubid'
    const listOf = (u: SimUser) => (kind === 'area' ? u.areas : u.clubs)
    router.post(`${BASE}/admin/user/${kind}`, auth, json(), (req, res) => {
      const body = bodyOf(req)
      const user = target(req, res, body.userid)
      if (!user) return
      const entity = (kind === 'area' ? areaOf : clubOf)(whole(body[field]))
      if (!entity) return res.json(businessError(kind === 'area' ? 'Area not found' : 'Club not found'))
      if (!listOf(user).some((e) => e.id === entity.id)) listOf(user).push(entity)
      res.json(ok({ data: adminUserBody(user) }))
    })
    router.delete(`${BASE}/admin/user/${kind}`, auth, (req, res) => {
      const user = target(req, res, queryText(req, 'userid'))
      if (!user) return
      const id = whole(queryText(req, field))
      const list = listOf(user)
      const at = list.findIndex((e) => e.id === id)
      if (at < 0) return res.json(businessError(kind === 'area' ? 'Area not found' : 'Club not found'))
      list.splice(at, 1)
      res.json(ok({ data: adminUserBody(user) }))
    })
  }

  router.post(`${BASE}/user/credit/:id`, auth, (req, res) => {
    const user = target(req, res, req.params.id)
    if (!user) return
    const value = Number(queryText(req, 'value'))
    const reason = queryText(req, 'reason')
    if (!queryText(req, 'value') || !Number.isFinite(value) || !reason) return res.json(businessError('A value and a reason are required.'))
    user.credit = money(user.credit + value)
    res.json(ok({ data: adminUserBody(user) }))
  })

  router.post(`${BASE}/user/credit/update/:id`, auth, (req, res) => {
    const user = target(req, res, req.params.id)
    if (!user) return
    const value = Number(queryText(req, 'value'))
    if (!queryText(req, 'value') || !Number.isFinite(value)) return res.json(businessError('A value is required.'))
    user.credit = money(value)
    res.json(ok({ data: adminUserBody(user) }))
  })

  router.post(`${BASE}/user/version`, auth, json(), (req, res) => {
    const body = bodyOf(req)
    const user = target(req, res, body.userId)
    if (!user) return
    const version = textOf(body.version)
    if (version !== 'v1' && version !== 'v2') return res.json(businessError('Unknown version.'))
    user.version = { current: version, toggle: body.toggle === true || body.toggle === 1 || body.toggle === 'true' }
    res.json(ok({ data: adminUserBody(user) }))
  })

  router.get(`${BASE}/user/permissions/addorg/:userId/:orgId`, auth, (req, res) => {
    const user = target(req, res, req.params.userId)
    if (!user) return
    const org = state.seed.organisations.find((o) => o.id === whole(req.params.orgId))
    if (!org) return res.json(businessError('Organisation not found'))
    if (!user.permissions.some((p) => p.role === 'ADMIN' && p.orgid === org.id)) {
      user.permissions.push({ role: 'ADMIN', orgid: org.id, compid: 0, orgname: org.name })
    }
    if (!user.orgs.some((o) => o.id === org.id)) user.orgs.push({ id: org.id, name: org.name })
    res.json(ok({ data: adminUserBody(user) }))
  })

  // Self-service (1-shell §4, §7 POST /v5/selfservice?ssid&entityid; our reading, docs/legacy-wire.md
  // "Self-service profile"): the signed-in user (ssid, their own id) sets the club they represent.
  router.post(`${BASE}/selfservice`, auth, (req, res) => {
    const caller = authOf(res).user
    if (!caller) return
    if (whole(queryText(req, 'ssid')) !== caller.id) return res.json(businessError(NOT_OWN_PROFILE))
    const club = clubOf(whole(queryText(req, 'entityid')))
    if (!club) return res.json(businessError('Club not found'))
    if (!caller.clubs.some((c) => c.id === club.id)) caller.clubs.push(club)
    res.json(ok({ data: { ssid: caller.id, entityid: club.id } }))
  })

  // The impersonation is kept on the admin's login (the token); 0 stops it. No token is answered.
  router.get(`${BASE}/admin/impersonate/:id`, auth, (req, res) => {
    const token = authOf(res).token ?? ''
    const owner = tokenOwner(state, token)
    const record = state.tokens.get(token)
    if (!owner || !record) return
    if (!isAdmin(owner)) return res.json(businessError(NOT_ADMIN))
    const id = whole(req.params.id)
    if (id === 0) {
      delete record.impersonating
      return res.json(ok({ data: { impersonating: 0 } }))
    }
    if (record.impersonating) return res.json(businessError('Stop impersonating first.'))
    const user = userById(state, id)
    if (!user || user.id === owner.id) return res.json(businessError(USER_NOT_FOUND))
    record.impersonating = user.id
    res.json(ok({ data: { impersonating: user.id } }))
  })

  return router
}
