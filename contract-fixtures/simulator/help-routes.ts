import { Router, json, type Request, type Response } from 'express'
import type { SeedData } from '../seed/index'
import { authOf, bearerAuth } from './bearer'
import { isAdmin } from './entry-model'
import { bodyOf, queryText, textOf, whole } from './request'
import type { SimulatorState } from './state'
import { businessError, ok } from './wire'

/*
 * Field help (3-organiser-admin §3 "Help item", §7 "Field help"). Our reading of the endpoint:
 * `/v5/help` as a generic resource (POST create with id 0, PUT update, GET list with startswith,
 * pagenumber, pagesize, sortkey) and `GET /v5/help/{key}` read by key, public; a segment of digits
 * is the id (keys start with a letter). Creating and updating are for admins.
 */

export type SimHelpItem = { id: number; key: string; title: string; type: string; data: string; preload: boolean }

/** The help items seeded for the builder's General step (one HTML, one web address, one with a script). */
export const HELP_SEED: readonly SimHelpItem[] = [
  {
    id: 1,
    key: 'builder.general.name',
    title: 'Competition name',
    type: 'H',
    data: '<p>The name athletes see on the competition list and on their entries. <strong>Keep it short.</strong></p>',
    preload: false,
  },
  {
    id: 2,
    key: 'builder.general.location',
    title: 'Venue',
    type: 'U',
    data: 'https://example.org/help/venues',
    preload: false,
  },
  {
    id: 3,
    key: 'builder.general.date',
    title: 'Competition date',
    type: 'H',
    data: '<p>The first day of the competition.</p><script>alert("help")</script><img src="x" onerror="alert(1)">',
    preload: false,
  },
  {
    id: 4,
    key: 'builder.general.information',
    title: 'Information',
    type: 'U',
    data: 'javascript:alert(1)',
    preload: false,
  },
]

const stores = new WeakMap<SeedData, SimHelpItem[]>()

export function helpItems(seed: SeedData): SimHelpItem[] {
  let items = stores.get(seed)
  if (!items) stores.set(seed, (items = HELP_SEED.map((i) => ({ ...i }))))
  return items
}

const NOT_FOUND = 'Help not found'
const NO_PERMISSION = 'You do not have permission to change help.'
const HELP = '/wp-json/e4s/v5/help'

export function helpRoutes(state: SimulatorState): Router {
  const router = Router()
  const items = () => helpItems(state.seed)

  router.get(HELP, bearerAuth(state, 'required'), (req, res) => {
    if (!isAdmin(authOf(res).user!)) return res.json(businessError(NO_PERMISSION))
    const start = queryText(req, 'startswith').toLowerCase()
    const page = Math.max(1, whole(queryText(req, 'pagenumber')) || 1)
    const size = Math.min(100, Math.max(1, whole(queryText(req, 'pagesize')) || 5))
    const found = items()
      .filter((i) => i.key.toLowerCase().startsWith(start))
      .sort((a, b) => a.key.localeCompare(b.key))
    res.json(ok({ data: found.slice((page - 1) * size, page * size), meta: { totalCount: found.length } }))
  })

  router.get(`${HELP}/:ref`, bearerAuth(state, 'optional'), (req, res) => {
    const ref = req.params.ref ?? ''
    const byId = /^\d+$/.test(ref)
    if (byId && !(authOf(res).user && isAdmin(authOf(res).user!))) return res.json(businessError(NO_PERMISSION))
    const item = items().find((i) => (byId ? i.id === Number(ref) : i.key === ref))
    res.json(item ? ok({ data: { ...item } }) : businessError(NOT_FOUND))
  })

  const save = (create: boolean) => (req: Request, res: Response) => {
    if (!isAdmin(authOf(res).user!)) return res.json(businessError(NO_PERMISSION))
    const body = bodyOf(req)
    const id = whole(body.id)
    const key = textOf(body.key)
    if (!key) return res.json(businessError('Key required.'))
    if (!create && !items().some((i) => i.id === id)) return res.json(businessError(NOT_FOUND))
    const clash = items().find((i) => i.key === key && i.id !== id)
    if (clash) return res.json(businessError(`Help key ${key} already exists.`))
    const data = typeof body.data === 'string' ? body.data : ''
    const fields = { key, title: textOf(body.title), type: textOf(body.type), data, preload: body.preload === true }
    if (create) {
      if (id !== 0) return res.json(businessError('Create with id 0.'))
      const item = { id: Math.max(0, ...items().map((i) => i.id)) + 1, ...fields }
      items().push(item)
      return res.json(ok({ message: 'Help saved.', data: { ...item } }))
    }
    const item = items().find((i) => i.id === id)!
    Object.assign(item, fields)
    res.json(ok({ message: 'Help saved.', data: { ...item } }))
  }
  router.post(HELP, bearerAuth(state, 'required'), json({ limit: '64kb' }), save(true))
  router.put(HELP, bearerAuth(state, 'required'), json({ limit: '64kb' }), save(false))

  return router
}
