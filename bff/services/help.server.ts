import { CacheLong } from '../cache/cache.server'
import type { RequestContext } from '../context.server'
import { helpContentOf } from '../domain/help/help-item'
import {
  getHelpById,
  getHelpByKey,
  helpItemWire,
  listHelp,
  saveHelp,
  type HelpItemInput,
  type HelpItemWire,
  type HelpListQuery,
} from '../legacy/help.server'
import type { HelpBody } from '../views/help'
import { orAbsent, refused, unlessFailed, type Outcome } from './failure.server'
import { sanitizeLegacyHtml } from './html.server'

/*
 * Field help (1-shell §2.8, 3-organiser-admin "Help content"). An item is the same for everyone, so
 * it is read without the user's token and kept under a shared key with the long strategy: help
 * changes rarely, and a save through this app ends the key at once (docs/cache-keys.md).
 */

type ReadCtx = Pick<RequestContext, 'cache' | 'legacyAnonymous'>
type AdminCtx = Pick<RequestContext, 'cache' | 'legacy'>

export const helpItemKey = (key: string) => `help:v1:${key}`

/** The item with this key; null when there is none ("not found" answers are not kept). */
export function readHelp(ctx: ReadCtx, key: string): Promise<HelpItemWire | null> {
  const load = async () => (await getHelpByKey(ctx.legacyAnonymous, key)).data
  return orAbsent(
    ctx.cache.fetch(helpItemKey(key), { strategy: CacheLong, schema: helpItemWire, load }).then((r) => r.value),
    {
      notFoundOnly: true,
    },
  )
}

/** What the panel shows of an item: sanitised HTML, an http(s) address, or why there is nothing. */
export function helpBodyOf(item: HelpItemWire | null): HelpBody {
  if (!item) return { kind: 'missing' }
  const content = helpContentOf(item)
  return content.kind === 'html' ? { kind: 'html', html: sanitizeLegacyHtml(content.html) } : content
}

/** The panel's item and body; a failing legacy site leaves the page as it is ('unavailable'). */
export async function helpFor(ctx: ReadCtx, key: string): Promise<{ item: HelpItemWire | null; body: HelpBody }> {
  const item = await unlessFailed(readHelp(ctx, key), undefined)
  if (item === undefined) return { item: null, body: { kind: 'unavailable' } }
  return { item, body: helpBodyOf(item) }
}

/** One page of help items for the admin. */
export async function findHelp(ctx: Pick<RequestContext, 'legacy'>, query: HelpListQuery) {
  const { data, meta } = await listHelp(ctx.legacy, query)
  return { items: data, reported: meta.totalCount }
}

/** One item for the admin's form; null when there is none. */
export async function loadHelpItem(ctx: Pick<RequestContext, 'legacy'>, id: number): Promise<HelpItemWire | null> {
  return orAbsent(
    getHelpById(ctx.legacy, id).then((a) => a.data),
    { notFoundOnly: true },
  )
}

/**
 * Creates (id 0) or updates an item; the panel reads the change at once: the saved key is dropped
 * from the cache, and so is the key it had before when a save renames it.
 */
export async function saveHelpItem(ctx: AdminCtx, item: HelpItemInput, previousKey: string | null): Promise<Outcome & { id?: number }> {
  let saved: HelpItemWire
  try {
    saved = (await saveHelp(ctx.legacy, item)).data
  } catch (err) {
    return refused(err)
  }
  const keys = new Set([item.key, saved.key, previousKey].filter((k): k is string => Boolean(k)))
  await Promise.all([...keys].map((k) => ctx.cache.invalidate(helpItemKey(k))))
  return { ok: true, id: saved.id || item.id }
}
