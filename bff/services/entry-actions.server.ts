import type { RequestContext } from '../context.server'
import { cancelEntry, readEntry, setPaid, type ActionEntryWire } from '../legacy/entry-actions.server'
import { addEntryToBasket, switchEntry } from '../legacy/entry.server'
import type { Settlement } from '../domain/entry/entry-actions'
import { orAbsent, refused, type Outcome } from './failure.server'

type Ctx = Pick<RequestContext, 'legacy'>

/** One entry as its competition's builder reads it; null when the legacy site has no such entry. */
export async function loadActionEntry(ctx: Ctx, entryId: number): Promise<ActionEntryWire | null> {
  const answer = await orAbsent(readEntry(ctx.legacy, entryId), { notFoundOnly: true })
  return answer?.data ?? null
}

/** Moves the entry to another event of its competition (the entrant's switch call; the legacy site applies its rules). */
export async function moveEntry(ctx: Ctx, entryId: number, ceid: number): Promise<Outcome> {
  try {
    await switchEntry(ctx.legacy, { entryId, ceid })
    return { ok: true }
  } catch (err) {
    return refused(err, 409)
  }
}

const LEGACY_SETTLEMENT = { refund: 'REFUND', credit: 'CREDIT', none: '' } as const

/** Cancels the entry, with its price refunded or credited to its owner when asked. */
export async function cancelActionEntry(ctx: Ctx, entryId: number, reason: string, settlement: Settlement): Promise<Outcome> {
  try {
    await cancelEntry(ctx.legacy, { entryId, reason, settle: LEGACY_SETTLEMENT[settlement] })
    return { ok: true }
  } catch (err) {
    return refused(err, 409)
  }
}

/** Sets the entry's payment status with a note; any refusal is the spec's 'Error updating paid.' (2-entry §8). */
export async function setEntryPaid(ctx: Ctx, productId: number, paid: number, message: string): Promise<Outcome> {
  try {
    await setPaid(ctx.legacy, { prodIds: [productId], paid, message })
    return { ok: true }
  } catch (err) {
    return refused(err, 409, { refusal: { key: 'actions.paidError' } })
  }
}

/** Puts the unpaid entry into its owner's basket (2-entry §7 addtobasket), so they pay for it online. */
export async function putEntryInBasket(ctx: Ctx, productId: number, userId: number, values: { owner: string }): Promise<Outcome> {
  try {
    await addEntryToBasket(ctx.legacy, { productId, userId })
    return { ok: true }
  } catch (err) {
    return refused(err, 409, { refusal: { key: 'entryBasket.putFailed', values } })
  }
}
