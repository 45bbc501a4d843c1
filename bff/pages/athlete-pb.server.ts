import { data, type AppLoadContext } from '@remix-run/node'
import { notFound } from '#bff/http/params.server'
import { loadEntryPb, saveEntryPb } from '#bff/services/athlete-pb.server'
import { essential } from '#bff/services/failure.server'

/* The PB of one entry (1-shell §2.1 athlete-pb/:entryId; 2-entry §7 entryperf and pbupdatev2). */

type Context = AppLoadContext

export async function athletePbPage(context: Context, entryId: number) {
  const entry = await essential(loadEntryPb(context, entryId))
  if (!entry) throw notFound()
  return { entry }
}

/** Saves the typed PB; the form keeps what was typed when it is refused. */
export async function athletePbPost(context: Context, entryId: number, form: FormData) {
  const pb = String(form.get('pb') ?? '')
  const outcome = await essential(saveEntryPb(context, entryId, pb))
  if (outcome.ok) return data({ ok: true, message: outcome.message ?? null, pb: '' }, 200)
  if (outcome.status === 404) throw notFound()
  return data({ ok: false, message: outcome.message, pb }, outcome.status)
}
