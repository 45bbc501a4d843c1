import type { RequestContext } from '../context.server'
import { canMarkReceived, paymentStatusKey } from '../domain/finance/payment-status'
import type { Language } from '../domain/routing/language'
import { formatDisplayDate, formatMoney } from '../domain/text/format'
import { listCheques, markChequeReceived, type ChequeWire } from '../legacy/cheques.server'
import type { ChequeRow } from '../views/cheques'
import { refused, type Outcome } from './failure.server'

/* Cheque payments for finance users and admins (3-organiser-admin §2 cheques, §3 payment status labels, §6). */

type Ctx = Pick<RequestContext, 'legacy'>

const toRow = (c: ChequeWire, currency: string, lang: Language): ChequeRow => ({
  id: c.id,
  compId: c.compId,
  compName: c.compName,
  userName: c.userName,
  email: c.email,
  amount: formatMoney(c.value, currency, lang),
  date: formatDisplayDate(c.dateOrdered),
  statusKey: paymentStatusKey(c.paid),
  receivable: canMarkReceived(c.paid),
})

/** Those still awaiting their cheque first, then by order. */
export async function findCheques(ctx: Ctx, currency: string, lang: Language): Promise<ChequeRow[]> {
  const answer = await listCheques(ctx.legacy)
  return answer.data
    .map((c) => toRow(c, currency, lang))
    .sort((a, b) => Number(b.receivable) - Number(a.receivable) || a.id - b.id)
}

/** Marks an order's cheque received: done, or the legacy site's refusal (422) or fault. */
export async function receiveCheque(ctx: Ctx, orderId: number): Promise<Outcome> {
  try {
    await markChequeReceived(ctx.legacy, orderId)
    return { ok: true, message: { key: 'finance.cheques.received', values: { id: orderId } } }
  } catch (err) {
    return refused(err, 422)
  }
}
