import { CacheShort } from '../cache/cache.server'
import type { RequestContext } from '../context.server'
import {
  getSavedHeats,
  getSeedingList,
  savedHeatsAnswer,
  saveSeeding,
  seedingListAnswer,
  type SaveSeedingBody,
} from '../legacy/seeding.server'
import { orAbsent, refused, type Outcome } from './failure.server'

/* Seeding (our invention on the wire, docs/legacy-wire.md "Seeding"): the entry lists and saved heats are public, shared by every visitor for a short while. */

type PublicContext = Pick<RequestContext, 'cache' | 'legacyAnonymous'>
type Ctx = PublicContext & Pick<RequestContext, 'legacy'>

export const seedingListKey = (compId: number) => `seeding:entries:${compId}`
export const seedingHeatsKey = (compId: number) => `seeding:heats:${compId}`

/**
 * A competition's event groups with their entries and seed options; null when the legacy site does
 * not know it. `fresh` reads past the cache: a draw must hold every entry made until now.
 */
export async function loadSeedingList(ctx: PublicContext, compId: number, options: { fresh?: boolean } = {}) {
  const load = () => getSeedingList(ctx.legacyAnonymous, compId)
  const read = options.fresh
    ? load()
    : ctx.cache.fetch(seedingListKey(compId), { strategy: CacheShort, schema: seedingListAnswer, load }).then((found) => found.value)
  const found = await orAbsent(read, { notFoundOnly: true })
  return found ? found.data : null
}

/** The heats saved for the competition's event groups. */
export async function loadSavedHeats(ctx: PublicContext, compId: number) {
  const found = await ctx.cache.fetch(seedingHeatsKey(compId), {
    strategy: CacheShort,
    schema: savedHeatsAnswer,
    load: () => getSavedHeats(ctx.legacyAnonymous, compId),
  })
  return found.value.data
}

/** Saves an event group's heats; the next page view (any visitor's) reads them. */
export async function saveGroupSeeding(ctx: Ctx, compId: number, eventGroupId: number, body: SaveSeedingBody): Promise<Outcome> {
  try {
    await saveSeeding(ctx.legacy, compId, eventGroupId, body)
  } catch (err) {
    return refused(err)
  }
  await ctx.cache.invalidate(seedingHeatsKey(compId))
  return { ok: true }
}
