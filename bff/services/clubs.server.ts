import { CacheLong, CacheNone } from '../cache/cache.server'
import type { RequestContext } from '../context.server'
import type { NamedRef } from '../domain/athlete/athlete'
import type { ClubType } from '../views/clubs'
import { unlessFailed } from './failure.server'
import { clubListAnswerSchema, searchClubs as legacySearchClubs, type ClubListAnswer } from '../legacy/lookups.server'

/*
 * Clubs and schools by the start of their name (the legacy clubs lookup). The same for everyone,
 * so fetched without the user's token and cached under shared keys. Each typed prefix as its own
 * key would let anyone fill the cache, so the cache holds one bucket per type and first two
 * letters (a bounded set), and longer prefixes are filtered from their bucket.
 */

export type LookupContext = Pick<RequestContext, 'cache' | 'legacyAnonymous'>

/** Club search page size (2-entry.md §9). */
export const CLUB_SEARCH_PAGE_SIZE = 20
const BUCKET_CHARS = 2
const BUCKET_PAGE_SIZE = 100
const MAX_PREFIX = 50

/** The prefix as the search compares it: trimmed, single spaces, lower case. */
export function normaliseClubPrefix(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, MAX_PREFIX)
}

export const clubBucketKey = (type: ClubType, bucket: string) => `clubs:v1:${type}:${encodeURIComponent(bucket)}`

const toRef = (c: { id: number; name: string }): NamedRef => ({ id: c.id, name: c.name })

function bucketOf(ctx: LookupContext, type: ClubType, bucket: string): Promise<ClubListAnswer> {
  return ctx.cache
    .fetch(clubBucketKey(type, bucket), {
      strategy: CacheLong,
      schema: clubListAnswerSchema,
      load: () => legacySearchClubs(ctx.legacyAnonymous, { startswith: bucket, type, pagesize: BUCKET_PAGE_SIZE }),
    })
    .then((r) => r.value)
}

/**
 * Up to 20 clubs (or schools) whose name starts with `startswith`, sorted by name. When the bucket
 * was more than one page long, its page may miss some matches: the legacy site is asked directly.
 */
export async function searchClubs(ctx: LookupContext, input: { startswith: string; type: ClubType }): Promise<NamedRef[]> {
  const prefix = normaliseClubPrefix(input.startswith)
  const bucket = prefix.slice(0, BUCKET_CHARS)
  const cached = await bucketOf(ctx, input.type, bucket)
  const complete = cached.meta.totalCount <= cached.data.length
  if (complete || prefix.length <= bucket.length) {
    return cached.data
      .filter((c) => c.name.toLowerCase().startsWith(prefix))
      .slice(0, CLUB_SEARCH_PAGE_SIZE)
      .map(toRef)
  }
  const { value } = await ctx.cache.fetch(clubBucketKey(input.type, prefix), {
    strategy: CacheNone,
    schema: clubListAnswerSchema,
    load: () => legacySearchClubs(ctx.legacyAnonymous, { startswith: prefix, type: input.type, pagesize: CLUB_SEARCH_PAGE_SIZE }),
  })
  return value.data.map(toRef)
}

/** searchClubs for suggestions: null when the lookup cannot answer (nothing to offer, the form still works). */
export async function trySearchClubs(ctx: LookupContext, input: { startswith: string; type: ClubType }): Promise<NamedRef[] | null> {
  return unlessFailed(searchClubs(ctx, input), null)
}

const sameName = (a: string, b: string) => a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0

/** The club (or school) with exactly this name, any case; null when the lookup has none. */
export async function findClubByName(ctx: LookupContext, name: string, type: ClubType): Promise<NamedRef | null> {
  if (!name.trim()) return null
  const found = await searchClubs(ctx, { startswith: name, type })
  return found.find((c) => sameName(c.name, name)) ?? null
}

export type ClubFieldValues = { club: string; club2: string; school: string }
export type ClubSuggestions = Record<keyof ClubFieldValues, NamedRef[]>

/**
 * The names each club field offers before any typing (and without JavaScript): those starting with
 * what the field holds, or the first page when it is empty. Suggestions only: a failing lookup
 * offers none and the form still works.
 */
export async function suggestClubs(ctx: LookupContext, values: ClubFieldValues): Promise<ClubSuggestions> {
  const suggest = async (value: string, type: ClubType) => (await trySearchClubs(ctx, { startswith: value, type })) ?? []
  const [club, club2, school] = await Promise.all([suggest(values.club, 'C'), suggest(values.club2, 'C'), suggest(values.school, 'S')])
  return { club, club2, school }
}
