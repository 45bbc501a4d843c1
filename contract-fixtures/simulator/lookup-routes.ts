import { Router, type Request } from 'express'
import type { SeedClub } from '../seed/index'
import { bearerAuth } from './bearer'
import { queryText, whole } from './request'
import type { SimulatorState } from './state'
import { businessError, ok } from './wire'

/**
 * The clubs and areas lookups (1-shell.md §3 "Entity", 2-entry.md §7 "GET /v5/areas; GET /v5/clubs"),
 * in the list shape of the generic resource helper (1-shell.md §7): startswith, pagenumber (1),
 * pagesize (20 for these two), sortkey (name); `meta` carries the paging as the athlete search does.
 */

const BASE = '/wp-json/e4s/v5'
const DEFAULT_PAGE_SIZE = 20
const MAX_PAGE_SIZE = 100
/** Entity levels (1-shell.md §3). */
const CLUB_LEVEL = 1
const COUNTY_LEVEL = 2
const REGION_LEVEL = 3

type Named = { id: number; name: string }

function paging(req: Request) {
  const pagenumber = Math.max(1, whole(queryText(req, 'pagenumber')) || 1)
  const pagesize = Math.min(MAX_PAGE_SIZE, Math.max(1, whole(queryText(req, 'pagesize')) || DEFAULT_PAGE_SIZE))
  return { pagenumber, pagesize }
}

function sorted<T extends Named>(items: T[], sortkey: string): T[] {
  const byName = (a: T, b: T) => a.name.localeCompare(b.name) || a.id - b.id
  return [...items].sort(sortkey === 'id' ? (a, b) => a.id - b.id : byName)
}

function startsWith(name: string, prefix: string): boolean {
  return !prefix || name.toLowerCase().startsWith(prefix.toLowerCase())
}

function page<T>(items: T[], req: Request) {
  const { pagenumber, pagesize } = paging(req)
  const start = (pagenumber - 1) * pagesize
  return ok({ data: items.slice(start, start + pagesize), meta: { totalCount: items.length, pagenumber, pagesize } })
}

export function lookupRoutes(state: SimulatorState): Router {
  const router = Router()
  const counties = state.seed.counties
  const regions = state.seed.regions
  const areaName = (id: number) => counties.find((c) => c.id === id)?.name ?? regions.find((r) => r.id === id)?.name ?? ''

  const clubWire = (c: SeedClub) => ({
    id: c.id,
    name: c.name,
    entityLevel: CLUB_LEVEL,
    entityName: c.clubType === 'S' ? 'School' : 'Club',
    clubType: c.clubType,
    areaid: c.countyId,
    areaname: areaName(c.countyId),
  })

  // Clubs (type C, the default) or schools (type=S), optionally within an area (a county or a region).
  router.get(`${BASE}/clubs`, bearerAuth(state, 'optional'), (req, res) => {
    const type = queryText(req, 'type').toUpperCase() === 'S' ? 'S' : 'C'
    const areaId = whole(queryText(req, 'areaid'))
    const prefix = queryText(req, 'startswith')
    const matching = state.seed.clubs.filter(
      (c) =>
        c.clubType === type &&
        (!Number.isInteger(areaId) || areaId <= 0 || c.countyId === areaId || c.regionId === areaId) &&
        startsWith(c.name, prefix),
    )
    res.json(page(sorted(matching, queryText(req, 'sortkey').toLowerCase()).map(clubWire), req))
  })

  // One club or school by id (our invention: the generic resource helper's GET {endpoint}/{id}).
  router.get(`${BASE}/clubs/:id`, bearerAuth(state, 'optional'), (req, res) => {
    const club = state.seed.clubs.find((c) => c.id === whole(req.params.id))
    if (!club) return res.json(businessError(`Club ${req.params.id} not found.`))
    res.json(ok({ data: clubWire(club) }))
  })

  // Regions (level 3) and their counties (level 2); parentid gives the counties of one region.
  router.get(`${BASE}/areas`, bearerAuth(state, 'optional'), (req, res) => {
    const parentId = whole(queryText(req, 'parentid'))
    const prefix = queryText(req, 'startswith')
    const all = [
      ...regions.map((r) => ({ id: r.id, name: r.name, entityLevel: REGION_LEVEL, entityName: 'Region', clubType: '', parentid: 0 })),
      ...counties.map((c) => ({
        id: c.id,
        name: c.name,
        entityLevel: COUNTY_LEVEL,
        entityName: 'County',
        clubType: '',
        parentid: c.regionId,
      })),
    ]
    const matching = all.filter(
      (a) => (!Number.isInteger(parentId) || parentId <= 0 || a.parentid === parentId) && startsWith(a.name, prefix),
    )
    res.json(page(sorted(matching, queryText(req, 'sortkey').toLowerCase()), req))
  })

  return router
}
