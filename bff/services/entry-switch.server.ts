import type { RequestContext } from '../context.server'
import { evaluateSchedule } from '../domain/schedule/schedule-rules'
import { canSwitchFrom, switchDestinations } from '../domain/schedule/schedule-switch'
import { switchEntry } from '../legacy/entry.server'
import { entityRequired, loadScheduleContext } from './entry.server'
import { refused, type Outcome } from './failure.server'

type Ctx = Pick<RequestContext, 'legacy' | 'legacyAnonymous' | 'cache' | 'user' | 'auth' | 'config' | 'url' | 'userCache'>

/**
 * Moves the athlete's entry from one event to another of the same competition (POST
 * /v5/entry/switch). Checked here first, with no upstream change on a refusal: the athlete is the
 * user's, the athlete has said who they represent when the competition asks, the source row holds
 * the user's confirmed or in-cart entry, and the rules leave the destination available once that
 * entry is gone. Entry and event ids come from the schedule.
 */
export async function switchEvent(
  ctx: Ctx,
  input: { compId: number; athleteId: number; fromCeid: number; toCeid: number },
  now = new Date(),
): Promise<Outcome> {
  const loaded = await loadScheduleContext(ctx, input.compId, input.athleteId, now)
  if (!loaded) return { ok: false, status: 404, message: { key: 'entry.athleteNotFound' } }
  // Like a tick: nothing moves until the entity picker has been answered.
  if (loaded.entityPending) return entityRequired
  const rows = evaluateSchedule(loaded.schedule)
  const source = rows.find((r) => r.ceid === input.fromCeid)
  const destination = rows.find((r) => r.ceid === input.toCeid)
  if (!source || !destination) return { ok: false, status: 400, message: { key: 'entry.eventNotInCompetition' } }
  if (!canSwitchFrom(source, loaded.schedule.user.userId)) return { ok: false, status: 409, message: { key: 'entry.switchNoEntry' } }
  if (!switchDestinations(loaded.schedule, source.ceid).includes(destination.ceid)) {
    return { ok: false, status: 409, message: { key: 'entry.switchUnavailable', values: { event: destination.eventName } } }
  }
  try {
    await switchEntry(ctx.legacy, { entryId: source.entryId, ceid: destination.ceid })
  } catch (err) {
    return refused(err, 409)
  }
  const name = `${loaded.athlete.firstName} ${loaded.athlete.surName}`
  return { ok: true, message: { key: 'entry.switched', values: { name, from: source.eventName, to: destination.eventName } } }
}
