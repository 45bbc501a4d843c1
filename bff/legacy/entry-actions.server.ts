import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'
import { id, lenient, num, segment, text } from './wire'

/*
 * The organiser's entry actions (3-organiser-admin §2 actions/...). Reading one entry is our
 * invention; cancelling is `POST /v5/entry/cancel/{id}` with `reason` (2-entry §7) plus `settle`, our
 * reading of how the refund or credit of cancelEvent is asked for (docs/legacy-wire.md "Entry
 * actions"). Setting the payment status is `POST /v5/entry/paid` (2-entry §7). Moving an entry is the
 * entrant's `switchEntry` (entry.server.ts).
 */

export const actionEntryWire = z.object({
  entryId: id,
  compId: id,
  ceid: id,
  eventName: text,
  athleteId: id,
  firstName: text,
  surName: text,
  clubId: num,
  clubName: text,
  /** Payment status (3-organiser-admin §3): 0 Not Paid, 1 Paid, 2 Cheque/Awaiting Payment, 3 Auto Free Price. */
  paid: num,
  /** The entry's shop product (set paid names products): our reading, 0 when absent. */
  productId: num,
  price: num,
  fee: num,
  user: lenient({ id: num, name: text }),
})
export type ActionEntryWire = z.infer<typeof actionEntryWire>

const readAnswer = envelope(actionEntryWire)
const cancelAnswer = envelope(lenient({ entryId: num, settlement: text, amount: num }))

/** The legacy names of a cancellation's settlement; '' cancels with neither. */
export type Settlement = 'REFUND' | 'CREDIT' | ''

export function readEntry(legacy: LegacyCaller, entryId: number) {
  return legacy.call({
    endpoint: 'entry.read',
    method: 'GET',
    path: rest(`/v5/entry/read/${segment(entryId)}`),
    auth: 'required',
    schema: readAnswer,
  })
}

const paidAnswer = envelope(lenient({ updated: num }))

/** Sets the payment status of products (2-entry §7 `POST /v5/entry/paid` { prodIds, paid, message }). */
export function setPaid(legacy: LegacyCaller, input: { prodIds: number[]; paid: number; message: string }) {
  return legacy.call({
    endpoint: 'entry.paid',
    method: 'POST',
    path: rest('/v5/entry/paid'),
    body: input,
    auth: 'required',
    schema: paidAnswer,
  })
}

export function cancelEntry(legacy: LegacyCaller, input: { entryId: number; reason: string; settle: Settlement }) {
  return legacy.call({
    endpoint: 'entry.cancel',
    method: 'POST',
    path: rest(`/v5/entry/cancel/${segment(input.entryId)}`),
    body: { reason: input.reason, settle: input.settle },
    auth: 'required',
    schema: cancelAnswer,
  })
}
