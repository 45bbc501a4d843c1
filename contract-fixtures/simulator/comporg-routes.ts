import { Router, json, raw } from 'express'
import type { SeedOrganisation } from '../seed/index'
import { authOf, bearerAuth } from './bearer'
import { canBuildFor } from './builder-model'
import { isAdmin } from './entry-model'
import { whole } from './request'
import type { SimulatorState } from './state'
import { businessError, ok } from './wire'

/**
 * One organisation as the builder edits it (3-organiser-admin §7 `GET /v5/comporg/{id}`; create
 * and update are our reading of the generic resource helper: `POST /v5/comporg`, `PUT
 * /v5/comporg/{id}`) and the file upload (`POST /v5/upload`, answer errNo, error, path).
 * docs/legacy-wire.md "Builder: organisations". A new organisation waits for approval (PENDING)
 * and its creator builds for it; an uploaded file is served back at its path.
 */

const BASE = '/wp-json/e4s/v5'
const UPLOADS = '/wp-content/uploads/e4s'
const NO_ACCESS = 'You do not have builder access to this organisation.'
const MAX_UPLOAD_BYTES = 2 * 1024 * 1024

type Detail = { stripeUser: { id: number; name: string }; options: Record<string, unknown> }
type Upload = { type: string; bytes: Buffer }

const details = new WeakMap<SimulatorState, Map<number, Detail>>()
const uploads = new WeakMap<SimulatorState, Map<string, Upload>>()

function detailsOf(state: SimulatorState): Map<number, Detail> {
  let map = details.get(state)
  if (!map) details.set(state, (map = new Map()))
  return map
}

function uploadsOf(state: SimulatorState): Map<string, Upload> {
  let map = uploads.get(state)
  if (!map) uploads.set(state, (map = new Map()))
  return map
}

const EMPTY_OPTIONS = () => ({
  tAndCUsers: [],
  checkIn: { useTerms: false, terms: '' },
  priority: { required: false, code: '', dateTime: '', message: '' },
})

/** The payment connect user a save gave the organisation, if one was saved (stripe-routes.ts). */
export function savedStripeUserOf(state: SimulatorState, orgId: number): { id: number; name: string } | undefined {
  return detailsOf(state).get(orgId)?.stripeUser
}

/** The organisation's payment connect user ({id 0} until one is set). */
export function stripeUserOf(state: SimulatorState, orgId: number): { id: number; name: string } {
  return detailsOf(state).get(orgId)?.stripeUser ?? { id: 0, name: '' }
}

const obj = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {}
const textOf = (v: unknown) => (typeof v === 'string' ? v.trim() : '')

function wire(state: SimulatorState, o: SeedOrganisation) {
  const d = detailsOf(state).get(o.id)
  return {
    id: o.id,
    name: o.name,
    logo: o.logo,
    status: o.status,
    stripeUser: d?.stripeUser ?? { id: 0, name: '' },
    options: d?.options ?? EMPTY_OPTIONS(),
  }
}

/** What a save may change: the name (required), the logo path, the payment connect user and the options. */
function readOrg(body: unknown) {
  const b = obj(body)
  const stripeId = whole(String(obj(b.stripeUser).id ?? '0'))
  return {
    name: textOf(b.name),
    logo: textOf(b.logo),
    stripeUser: { id: stripeId > 0 ? stripeId : 0, name: stripeId > 0 ? `Stripe account ${stripeId}` : '' },
    options: { ...EMPTY_OPTIONS(), ...obj(b.options) },
  }
}

export function compOrgRoutes(state: SimulatorState): Router {
  const router = Router()
  const all = () => [...state.seed.organisations, ...state.orgRequests]

  router.get(`${BASE}/comporg/:id`, bearerAuth(state, 'required'), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const id = whole(req.params.id)
    const org = all().find((o) => o.id === id)
    if (!org) return res.json(businessError(`Organisation ${req.params.id} not found.`))
    if (!canBuildFor(user, id, 0)) return res.json(businessError(NO_ACCESS))
    res.json(ok({ data: wire(state, org) }))
  })

  router.post(`${BASE}/comporg`, bearerAuth(state, 'required'), json({ limit: '64kb' }), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const input = readOrg(req.body)
    if (!input.name) return res.json(businessError('Enter an organisation name.'))
    if (all().some((o) => o.name.toLowerCase() === input.name.toLowerCase()))
      return res.json(businessError(`Organisation ${input.name} already exists.`))
    const id = Math.max(0, ...all().map((o) => o.id)) + 1
    const org: SeedOrganisation = { id, name: input.name, logo: input.logo, status: 'PENDING', national: false }
    state.seed.organisations.push(org)
    detailsOf(state).set(id, { stripeUser: input.stripeUser, options: input.options })
    if (!isAdmin(user)) user.permissions.push({ role: 'BUILDER', orgid: id, compid: 0, orgname: org.name })
    res.json(ok({ data: wire(state, org), message: `Organisation ${org.name} saved.` }))
  })

  router.put(`${BASE}/comporg/:id`, bearerAuth(state, 'required'), json({ limit: '64kb' }), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const id = whole(req.params.id)
    const org = all().find((o) => o.id === id)
    if (!org) return res.json(businessError(`Organisation ${req.params.id} not found.`))
    if (!canBuildFor(user, id, 0)) return res.json(businessError(NO_ACCESS))
    const input = readOrg(req.body)
    if (!input.name) return res.json(businessError('Enter an organisation name.'))
    org.name = input.name
    org.logo = input.logo
    detailsOf(state).set(id, { stripeUser: input.stripeUser, options: input.options })
    res.json(ok({ data: wire(state, org), message: `Organisation ${org.name} saved.` }))
  })

  router.post(
    `${BASE}/upload`,
    bearerAuth(state, 'required'),
    raw({ type: 'multipart/form-data', limit: MAX_UPLOAD_BYTES }),
    async (req, res) => {
      const user = authOf(res).user
      if (!user) return
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
      const form = await new Response(Uint8Array.from(body), { headers: { 'content-type': String(req.headers['content-type'] ?? '') } })
        .formData()
        .catch(() => null)
      const file = form?.get('file')
      if (!file || typeof file === 'string' || file.size === 0) return res.json({ errNo: 1, error: 'No file uploaded.' })
      const store = uploadsOf(state)
      const name = file.name.replace(/[^A-Za-z0-9._-]/g, '_').slice(-80) || 'file'
      const path = `${UPLOADS}/${store.size + 1}-${name}`
      store.set(path, { type: file.type || 'application/octet-stream', bytes: Buffer.from(await file.arrayBuffer()) })
      res.json({ errNo: 0, error: '', path })
    },
  )

  router.get(`${UPLOADS}/:name`, (req, res) => {
    const found = uploadsOf(state).get(`${UPLOADS}/${req.params.name}`)
    if (!found) return res.status(404).end()
    res.type(found.type).send(found.bytes)
  })

  return router
}
