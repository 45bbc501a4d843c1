import type { RequestContext } from '../context.server'
import { evaluateSchedule } from '../domain/schedule/schedule-rules'
import { addEntryToBasket } from '../legacy/entry.server'
import { loadScheduleContext } from './entry.server'
import { refused, type Outcome } from './failure.server'

type Ctx = Pick<RequestContext, 'legacy' | 'legacyAnonymous' | 'cache' | 'user' | 'auth' | 'config' | 'url' | 'userCache'>

/**
 * Takes an entry awaiting another user's payment into the user's own basket (2-entry §7
 * `POST /v5/entry/addtobasket` { productid, userid }), so a second parent or the athlete can pay
 * for it. Checked here first, with no upstream change on a refusal: the athlete is the user's and
 * the row is another user's unpaid entry ("Awaiting Payment by: {user}"); the product id comes
 * from the schedule, never from the form, and the basket is always the user's own.
 */
export async function takeEntryIntoBasket(
  ctx: Ctx,
  input: { compId: number; athleteId: number; ceid: number },
  now = new Date(),
): Promise<Outcome> {
  const user = ctx.user
  if (!user) return { ok: false, status: 401, message: { key: 'errors.sessionExpired' } }
  const loaded = await loadScheduleContext(ctx, input.compId, input.athleteId, now)
  if (!loaded) return { ok: false, status: 404, message: { key: 'entry.athleteNotFound' } }
  const row = evaluateSchedule(loaded.schedule).find((r) => r.ceid === input.ceid)
  if (!row) return { ok: false, status: 400, message: { key: 'entry.eventNotInCompetition' } }
  if (row.state !== 'awaiting-payment' || row.order.productId <= 0) {
    return { ok: false, status: 409, message: { key: 'entryBasket.notAwaiting', values: { event: row.eventName } } }
  }
  const name = `${loaded.athlete.firstName} ${loaded.athlete.surName}`
  try {
    await addEntryToBasket(ctx.legacy, { productId: row.order.productId, userId: user.userId })
  } catch (err) {
    return refused(err, 409, { refusal: { key: 'entryBasket.failed', values: { event: row.eventName, name } } })
  }
  return { ok: true, message: { key: 'entryBasket.added', values: { event: row.eventName, name } } }
}
