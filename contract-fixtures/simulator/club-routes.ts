import { Router } from 'express'
import { bearerAuth } from './bearer'
import { queryText, whole } from './request'
import type { SimulatorState } from './state'
import { ok } from './wire'

const BASE = '/wp-json/e4s/v5'
const DEFAULT_PAGE_SIZE = 20
const MAX_PAGE_SIZE = 100

/**
 * The club lookup (2-entry.md §7 "GET /v5/clubs"): clubs, or schools with type=S, whose names start
 * with `startswith` (case-insensitive), optionally of one county (`areaid`), sorted by name, a page
 * of `pagesize` (default 20).
 */
export function clubRoutes(state: SimulatorState): Router {
  const router = Router()

  router.get(`${BASE}/clubs`, bearerAuth(state, 'optional'), (req, res) => {
    const type = queryText(req, 'type').toUpperCase() === 'S' ? 'S' : 'C'
    const prefix = queryText(req, 'startswith').toLowerCase()
    const areaId = whole(queryText(req, 'areaid'))
    const pagenumber = Math.max(1, whole(queryText(req, 'pagenumber')) || 1)
    const pagesize = Math.min(MAX_PAGE_SIZE, Math.max(1, whole(queryText(req, 'pagesize')) || DEFAULT_PAGE_SIZE))
    const matching = state.seed.clubs
      .filter((c) => c.clubType === type && c.name.toLowerCase().startsWith(prefix))
      .filter((c) => !(Number.isInteger(areaId) && areaId > 0) || c.countyId === areaId)
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
    const start = (pagenumber - 1) * pagesize
    res.json(
      ok({
        data: matching
          .slice(start, start + pagesize)
          .map((c) => ({ id: c.id, clubname: c.name, clubtype: c.clubType, areaid: c.countyId })),
        meta: { totalCount: matching.length, pagenumber, pagesize },
      }),
    )
  })

  return router
}
