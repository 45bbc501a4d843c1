// The admin club search's filter and its address (3-organiser-admin §2 club-search-v2, §7
// `GET /v5/clubs` startswith, areaid, type=S; §9 clubs page size 20). Pure, browser-safe.
import { TEXT_INPUT_MAX } from '../text/limits'

/** C: clubs, S: schools (the lookup's type=S). */
export type ClubKind = 'C' | 'S'

export type ClubFilter = {
  /** The start of the club's name; '' for every club. */
  startswith: string
  kind: ClubKind
  /** A county or a region; null for every area. */
  areaId: number | null
}

/** The text as searched: trimmed, inner runs of spaces as one, at most 100 characters. */
export function normaliseStartsWith(value: string): string {
  return value.trim().replace(/\s+/g, ' ').slice(0, TEXT_INPUT_MAX).trim()
}

/** The query of one page of the search (filters at their default are left out). */
export function clubSearchQuery(filter: ClubFilter, page: number): string {
  const query = new URLSearchParams()
  if (filter.startswith) query.set('startswith', filter.startswith)
  if (filter.kind === 'S') query.set('type', 'S')
  if (filter.areaId !== null) query.set('area', String(filter.areaId))
  query.set('page', String(page))
  return `?${query}`
}

/** Entity levels (3-organiser-admin §3 "Entity"): the key of each level's name. */
const LEVEL_KEYS: Record<number, string> = { 1: 'club', 2: 'county', 3: 'region', 4: 'country' }

/** The name key of a club's entity level; an answer without one (or an unknown one) is a club, level 1. */
export function clubLevelKey(level: number): string {
  return LEVEL_KEYS[level] ?? 'club'
}
