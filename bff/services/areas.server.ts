import { CacheLong } from '../cache/cache.server'
import type { RequestContext } from '../context.server'
import { toAreaChoices, type AreaChoices } from '../domain/athlete/areas'
import { unlessFailed } from './failure.server'
import { areaListAnswerSchema, listAreas, type AreaListAnswer } from '../legacy/lookups.server'

/*
 * Regions and counties for the athlete search filter: meta, the same for everyone, so fetched
 * without the user's token and cached under one shared key.
 */

export const AREAS_KEY = 'areas:v1'
const PAGE_SIZE = 100
/** A bound on the pages read, should the legacy site keep answering full pages. */
const MAX_PAGES = 10

/** Every page of the areas list, as one answer. */
async function loadAllAreas(legacy: RequestContext['legacyAnonymous']): Promise<AreaListAnswer> {
  const data: AreaListAnswer['data'] = []
  let total = 0
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await listAreas(legacy, { pagenumber: page, pagesize: PAGE_SIZE })
    data.push(...answer.data)
    total = answer.meta.totalCount
    if (answer.data.length === 0 || data.length >= total) break
  }
  return {
    errNo: 0,
    error: '',
    message: '',
    data,
    meta: { totalCount: Math.max(total, data.length), pagenumber: 1, pagesize: data.length },
  }
}

export async function getAreaChoices(ctx: Pick<RequestContext, 'cache' | 'legacyAnonymous'>): Promise<AreaChoices> {
  const { value } = await ctx.cache.fetch(AREAS_KEY, {
    strategy: CacheLong,
    schema: areaListAnswerSchema,
    load: () => loadAllAreas(ctx.legacyAnonymous),
  })
  return toAreaChoices(value.data)
}

/** The choices for a filter form: null when the legacy site cannot answer (the form offers none). */
export async function areaChoicesForFilter(ctx: Pick<RequestContext, 'cache' | 'legacyAnonymous'>): Promise<AreaChoices | null> {
  return unlessFailed(getAreaChoices(ctx), null)
}
