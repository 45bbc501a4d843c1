import { data, type AppLoadContext } from '@remix-run/node'
import { optionalId } from '../http/params.server'
import { findCheques, receiveCheque } from '../services/cheques.server'
import { getAppConfig } from '../services/config.server'
import { essential, unlessFailed } from '../services/failure.server'
import type { ChequeResult, ChequesView } from '../views/cheques'

/* Cheques (3-organiser-admin §2 cheques, §6 finance rule): the list, and marking one received. */

const DEFAULT_CURRENCY = '£'

export async function chequesPage(context: AppLoadContext): Promise<ChequesView> {
  const config = await unlessFailed(getAppConfig(context), null)
  const items = await essential(findCheques(context, config?.currency || DEFAULT_CURRENCY, context.lang))
  return { items }
}

export async function chequeReceivedPost(context: AppLoadContext, form: FormData) {
  const orderId = optionalId(form.get('orderId'))
  if (form.get('intent') !== 'received' || orderId === null)
    return data<ChequeResult>({ ok: false, message: { key: 'errors.generic' } }, 400)
  const outcome = await receiveCheque(context, orderId)
  if (!outcome.ok) return data<ChequeResult>({ ok: false, message: outcome.message }, outcome.status)
  return data<ChequeResult>({ ok: true, message: outcome.message ?? { key: 'finance.cheques.received', values: { id: orderId } } })
}
