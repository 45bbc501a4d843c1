import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'
import { isRecord, lenient, num, text } from './wire'

/*
 * The clubs and areas lookups (2-entry.md §7 "GET /v5/areas; GET /v5/clubs"; entity fields in
 * 1-shell.md §3). Lists in the generic resource helper's shape (startswith, pagenumber, pagesize,
 * sortkey). One malformed item must not hide the others: items without an id or a name are dropped.
 */

/** An entity with its id and name; some legacy answers give the name under `alias`. */
function namedAs<S extends z.ZodRawShape>(alias: string, shape: S) {
  return z.preprocess(
    (v) => (isRecord(v) && v.name === undefined && v[alias] !== undefined ? { ...v, name: v[alias] } : v),
    z.object({ id: z.coerce.number().int().positive(), name: z.string().trim().min(1), ...shape }),
  )
}

/** A club or school (entity level 1). Some legacy answers name the club `clubname`. */
export const clubWire = namedAs('clubname', {
  /** C club, S school. */
  clubType: text,
  /** The county (or other area) the club belongs to. */
  areaid: num,
  /** That area's name, when the answer gives it (our reading: docs/legacy-wire.md "Club"). */
  areaname: text,
  /** 1 (Club) for a club or a school; 0 when the answer leaves it out. */
  entityLevel: num,
})
export type ClubWire = z.infer<typeof clubWire>

/** An area: entity level 2 county, 3 region, 4 country; parentid the area it lies in (0 none). */
export const areaWire = namedAs('areaname', { entityLevel: num, parentid: num })
export type AreaWire = z.infer<typeof areaWire>

function droppingBad<T extends z.ZodType>(item: T) {
  return z.array(z.unknown()).transform((items) =>
    items.flatMap((raw) => {
      const parsed = item.safeParse(raw)
      return parsed.success ? [parsed.data as z.output<T>] : []
    }),
  )
}

const pageMetaWire = lenient({ totalCount: num, pagenumber: num, pagesize: num })

export const clubListAnswerSchema = envelope(droppingBad(clubWire), pageMetaWire)
export type ClubListAnswer = z.infer<typeof clubListAnswerSchema>

export const areaListAnswerSchema = envelope(droppingBad(areaWire), pageMetaWire)
export type AreaListAnswer = z.infer<typeof areaListAnswerSchema>

export type ClubQuery = {
  /** The start of the name (case-insensitive on the legacy site). */
  startswith?: string
  /** S: schools; clubs otherwise. */
  type?: 'C' | 'S'
  /** Clubs of one area (a county or a region). */
  areaid?: number
  pagenumber?: number
  pagesize?: number
}

/** Clubs or schools by the start of their name; page size 20 by default (2-entry.md §9), sorted by name. */
export function searchClubs(legacy: LegacyCaller, query: ClubQuery = {}) {
  return legacy.call({
    endpoint: 'clubs.search',
    method: 'GET',
    path: rest('/v5/clubs'),
    query: {
      startswith: query.startswith || undefined,
      type: query.type === 'S' ? 'S' : undefined,
      areaid: query.areaid,
      pagenumber: query.pagenumber ?? 1,
      pagesize: query.pagesize ?? 20,
      sortkey: 'name',
    },
    auth: 'none',
    schema: clubListAnswerSchema,
  })
}

/** Regions, counties and other areas, sorted by name; parentid: the areas within one area. */
export function listAreas(legacy: LegacyCaller, query: { parentid?: number; pagenumber?: number; pagesize?: number } = {}) {
  return legacy.call({
    endpoint: 'areas.list',
    method: 'GET',
    path: rest('/v5/areas'),
    query: { parentid: query.parentid, pagenumber: query.pagenumber ?? 1, pagesize: query.pagesize ?? 20, sortkey: 'name' },
    auth: 'none',
    schema: areaListAnswerSchema,
  })
}
