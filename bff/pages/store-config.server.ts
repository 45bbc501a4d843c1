import { data, type AppLoadContext } from '@remix-run/node'
import { checkStoreForm, STORE_FIELDS, type StoreForm } from '../domain/finance/store-config'
import { essential } from '../services/failure.server'
import { readStoreForm, saveStoreForm } from '../services/store-config.server'
import type { StoreConfigView } from '../views/store-config'

/* Store Config (3-organiser-admin §2 sec-grid, §6 admin only): the grid of fee and basket settings, saved at once. */

export async function storeConfigPage(context: AppLoadContext): Promise<StoreConfigView> {
  return { form: await essential(readStoreForm(context)), errors: {}, message: null, ok: true }
}

const formOf = (form: FormData): StoreForm =>
  Object.fromEntries(STORE_FIELDS.map((f) => [f, String(form.get(f) ?? '').slice(0, 20)])) as StoreForm

/** Every value checked before any call; a refused value keeps everything that was typed. */
export async function storeConfigPost(context: AppLoadContext, body: FormData) {
  const form = formOf(body)
  const checked = checkStoreForm(form)
  if (!checked.ok)
    return data<StoreConfigView>({ form, errors: checked.errors, message: { key: 'storeConfig.errors.some' }, ok: false }, 400)
  const outcome = await saveStoreForm(context, checked.values)
  if (!outcome.ok) return data<StoreConfigView>({ form, errors: {}, message: outcome.message, ok: false }, outcome.status)
  return data<StoreConfigView>({ form, errors: {}, message: outcome.message ?? null, ok: true })
}
