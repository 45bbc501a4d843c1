import { z } from 'zod'
import { envelope, rest, type LegacyCaller } from './client.server'

/*
 * The club lookup (2-entry.md §7 "GET /v5/clubs"): clubs, or schools with type=S, by name prefix,
 * 20 a page by default. Items name the club `name` or `clubname`; one malformed item must not hide
 * the others, so bad items are dropped.
 */

export const CLUB_SEARCH_PAGE_SIZE = 20

export const clubWire = z.preprocess(
  (v) =>
    typeof v === 'object' && v !== null && !('name' in v) && 'clubname' in v ? { ...v, name: (v as { clubname: unknown }).clubname } : v,
  z.object({ id: z.coerce.number().int().positive(), name: z.string().trim().min(1) }),
)
export type ClubWire = z.infer<typeof clubWire>

export const clubListAnswerSchema = envelope(
  z.array(z.unknown()).transform((items) =>
    items.flatMap((item) => {
      const parsed = clubWire.safeParse(item)
      return parsed.success ? [parsed.data] : []
    }),
  ),
)
export type ClubListAnswer = z.infer<typeof clubListAnswerSchema>

export type ClubSearchQuery = {
  /** Name prefix; empty lists from the start. */
  startswith?: string
  /** C clubs (default), S schools. */
  type?: 'C' | 'S'
  /** A county id. */
  areaid?: number
  pagesize?: number
}

/** Clubs (or schools) whose names start with the prefix; the same for everyone. */
export function searchClubs(legacy: LegacyCaller, query: ClubSearchQuery = {}) {
  return legacy.call({
    endpoint: 'clubs.search',
    method: 'GET',
    path: rest('/v5/clubs'),
    query: {
      startswith: query.startswith || undefined,
      pagesize: query.pagesize ?? CLUB_SEARCH_PAGE_SIZE,
      type: query.type === 'S' ? 'S' : undefined,
      areaid: query.areaid || undefined,
    },
    auth: 'optional',
    schema: clubListAnswerSchema,
  })
}
