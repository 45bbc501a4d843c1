import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'
import { id, num, segment, text } from './wire'

/*
 * Cheque payments (**our invention**: 3-organiser-admin §2 names the cheques screen, §6 its rule and
 * §3 the payment status labels, not the calls; docs/legacy-wire.md "Cheques").
 */

export const chequeWire = z.object({
  id,
  compId: num,
  compName: text,
  userName: text,
  email: text,
  value: num,
  paid: num,
  dateOrdered: text,
})
export type ChequeWire = z.infer<typeof chequeWire>

/** One malformed cheque must not hide the others. */
const chequeList = z.array(z.unknown()).transform((items) =>
  items.flatMap((raw) => {
    const parsed = chequeWire.safeParse(raw)
    return parsed.success ? [parsed.data] : []
  }),
)

export const chequeListAnswerSchema = envelope(chequeList)
export const chequeReceivedAnswerSchema = envelope(chequeWire)

export function listCheques(legacy: LegacyCaller) {
  return legacy.call({ endpoint: 'cheques.list', method: 'GET', path: rest('/v5/cheques'), auth: 'required', schema: chequeListAnswerSchema })
}

/** The cheque of an order has arrived: the order is paid. */
export function markChequeReceived(legacy: LegacyCaller, orderId: number) {
  return legacy.call({
    endpoint: 'cheques.received',
    method: 'POST',
    path: rest(`/v5/cheques/${segment(orderId)}/received`),
    auth: 'required',
    schema: chequeReceivedAnswerSchema,
    changes: [rest('/v5/cheques')],
  })
}
