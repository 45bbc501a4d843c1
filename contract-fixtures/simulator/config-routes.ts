import { Router, json } from 'express'
import { authOf, bearerAuth } from './bearer'
import { configBody } from './config-body'
import type { SimulatorState } from './state'
import type { Envelope } from './wire'

const impersonating = (state: SimulatorState, token: string | undefined) => Boolean(token && state.tokens.get(token)?.impersonating)

const ADMIN_ROLES = new Set(['E4SUSER', 'APPADMIN'])

/**
 * The store configuration an admin saved (**our invention** `PUT /v5/admin/config`, docs/legacy-wire.md
 * "Store configuration"): the fee and basket options, over the seed's, in every config answer.
 */
const STORE_OPTIONS = ['percCharged', 'addCost', 'minFee', 'minCost', 'nationaladdCost', 'nationalminCost', 'cartTimeLimit'] as const
const storeOptions = new WeakMap<SimulatorState, Record<string, number>>()

function withStoreOptions(state: SimulatorState, body: Envelope): Envelope {
  const saved = storeOptions.get(state)
  const data = body.data as { options: Record<string, unknown>; messages: unknown[] }
  if (saved) data.options = { ...data.options, ...saved }
  // Every config answer carries the messages, admin-only ones too: the front end shows those to admins only.
  data.messages = state.configMessages.map((m) => ({ ...m }))
  return body
}

/** Each store option a non-negative number (cartTimeLimit whole minutes from 1), or the first bad one's name. */
function readStoreOptions(body: unknown): Record<string, number> | string {
  const options = typeof body === 'object' && body !== null ? (body as { options?: unknown }).options : undefined
  if (typeof options !== 'object' || options === null) return 'options'
  const out: Record<string, number> = {}
  for (const name of STORE_OPTIONS) {
    const value = (options as Record<string, unknown>)[name]
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return name
    if (name === 'percCharged' && value > 100) return name
    if (name === 'cartTimeLimit' && (!Number.isInteger(value) || value < 1)) return name
    out[name] = value
  }
  return out
}

export function configRoutes(state: SimulatorState): Router {
  const router = Router()

  router.get('/wp-json/e4s/v5/public/config', bearerAuth(state, 'optional'), (_req, res) => {
    res.json(withStoreOptions(state, configBody(state.seed, authOf(res).user, state.logoutUrl, impersonating(state, authOf(res).token))))
  })

  router.get('/wp-json/e4s/v5/admin/config', bearerAuth(state, 'optional'), (_req, res) => {
    const user = authOf(res).user
    if (!user || !ADMIN_ROLES.has(user.role)) {
      return res.json({ errNo: 1, error: 'Not authorised', message: '', data: null, meta: null })
    }
    res.json(withStoreOptions(state, configBody(state.seed, user, state.logoutUrl, impersonating(state, authOf(res).token))))
  })

  router.put('/wp-json/e4s/v5/admin/config', bearerAuth(state, 'required'), json({ limit: '16kb' }), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    if (user.role !== 'E4SUSER') return res.json({ errNo: 1, error: 'Not authorised', message: '', data: null, meta: null })
    const read = readStoreOptions(req.body)
    if (typeof read === 'string') return res.json({ errNo: 1, error: `Invalid value for ${read}.`, message: '', data: null, meta: null })
    storeOptions.set(state, { ...storeOptions.get(state), ...read })
    const body = withStoreOptions(state, configBody(state.seed, user, state.logoutUrl, impersonating(state, authOf(res).token)))
    res.json({ ...body, message: 'Store configuration saved.' })
  })

  return router
}
