import type { RequestContext } from '../context.server'
import { STORE_FIELDS, type StoreForm, type StoreValues } from '../domain/finance/store-config'
import { getAdminConfig, saveStoreOptions } from '../legacy/config.server'
import { PUBLIC_CONFIG_KEY } from './config.server'
import { refused, type Outcome } from './failure.server'

/* The store configuration for admins (3-organiser-admin §2 sec-grid, §7 GET /v5/admin/config). */

type Ctx = Pick<RequestContext, 'legacy' | 'cache'>

/** The saved values as the grid shows them (a missing one empty). */
export async function readStoreForm(ctx: Ctx): Promise<StoreForm> {
  const { data } = await getAdminConfig(ctx.legacy)
  const options = data.options as Partial<Record<string, unknown>>
  return Object.fromEntries(STORE_FIELDS.map((f) => [f, typeof options[f] === 'number' ? String(options[f]) : ''])) as StoreForm
}

/** Saves every value; the shared app config is read again at once (its fees and basket time). */
export async function saveStoreForm(ctx: Ctx, values: StoreValues): Promise<Outcome> {
  try {
    await saveStoreOptions(ctx.legacy, values)
  } catch (err) {
    return refused(err, 422)
  }
  await ctx.cache.invalidate(PUBLIC_CONFIG_KEY)
  return { ok: true, message: { key: 'storeConfig.saved' } }
}
