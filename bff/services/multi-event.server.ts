import type { RequestContext } from '../context.server'
import { sanityBounds } from '../domain/athlete/pb-bounds'
import { formatPerformance, parsePerformance, unitOfInput } from '../domain/athlete/performance'
import type { AthleteWire } from '../legacy/athletes.server'
import type { UserMessage } from '../legacy/errors'
import { getMultiEventPbs, saveMultiEventPbs as legacySaveMultiEventPbs } from '../legacy/multi-event.server'
import type { MultiEventView } from '../views/multi-event'
import { displayUnit, myAthlete, unitsFor } from './entry.server'
import { orAbsent, refused } from './failure.server'

/*
 * Multi-event PBs (2-entry.md §4 "Multi-event"): picking a multi-event (event type M) loads the
 * athlete's PBs for its child events; the user gives one PB per child event, each checked with the
 * PB parser (same messages as the schedule's PBs), and saves them together.
 */

type Ctx = Pick<RequestContext, 'legacy' | 'legacyAnonymous' | 'cache' | 'user' | 'auth' | 'config' | 'url' | 'userCache'>

export type MultiEventInput = { compId: number; athleteId: number; ceid: number }

/** Child event id to the typed PB text. */
export type MultiEventValues = Record<string, string>

export type MultiEventOutcome =
  | { ok: true; message: UserMessage }
  | { ok: false; status: number; message: UserMessage; fieldErrors?: Record<string, UserMessage>; values?: MultiEventValues }

const SAVE_FAILED: UserMessage = { key: 'multiEvent.saveError' }

/** The multi-event's child events with the athlete's PBs; null when the ceid is not a multi-event of this competition. */
async function childEvents(ctx: Ctx, athlete: AthleteWire, input: MultiEventInput): Promise<MultiEventView | null> {
  // "Not a multi-event.", "Event not found.": nothing to show for this ceid.
  const answer = await orAbsent(getMultiEventPbs(ctx.legacy, { ceid: input.ceid, athleteId: athlete.id }))
  if (!answer) return null
  const { data } = answer
  if (data.compid !== input.compId || data.events.length === 0) return null
  return {
    ceid: data.ceid,
    eventName: data.eventName,
    athleteId: athlete.id,
    children: data.events.map((e) => {
      const units = unitsFor({ uomType: e.uomType, perfInfo: { uom: e.uom } })
      const unit = displayUnit(e.pb, units)
      return {
        eventId: e.eventid,
        name: e.eventName,
        unit,
        units,
        limits: { min: e.min, max: e.max, sanity: sanityBounds(e.eventName, units[0].type) },
        pbText: formatPerformance(e.pb, unit),
      }
    }),
  }
}

/** The PB form of a multi-event; null when the athlete is not the user's or the ceid is not a multi-event of this competition. */
export async function loadMultiEventPbs(ctx: Ctx, input: MultiEventInput, knownAthlete?: AthleteWire): Promise<MultiEventView | null> {
  const athlete = knownAthlete ?? (await myAthlete(ctx, input.athleteId, input.compId))
  return athlete ? childEvents(ctx, athlete, input) : null
}

/**
 * Checks every typed PB against its child event's unit and limits; with any problem nothing is sent
 * and each field says what is wrong. An empty field clears that PB.
 */
export async function saveMultiEventPbs(ctx: Ctx, input: MultiEventInput & { values: MultiEventValues }): Promise<MultiEventOutcome> {
  const athlete = await myAthlete(ctx, input.athleteId, input.compId)
  if (!athlete) return { ok: false, status: 404, message: { key: 'entry.athleteNotFound' } }
  const view = await childEvents(ctx, athlete, input)
  if (!view) return { ok: false, status: 404, message: { key: 'multiEvent.notFound' } }
  const fieldErrors: Record<string, UserMessage> = {}
  const pbs = view.children.map((child) => {
    const typed = input.values[String(child.eventId)] ?? ''
    const parsed = parsePerformance(typed, unitOfInput(typed, child.units), child.limits)
    if (!parsed.ok) fieldErrors[String(child.eventId)] = { key: `performance.${parsed.message}` }
    return { eventId: child.eventId, pb: parsed.ok ? parsed.value : 0, pbText: parsed.ok ? parsed.text : '' }
  })
  if (Object.keys(fieldErrors).length > 0) {
    return { ok: false, status: 400, message: { key: 'multiEvent.fix' }, fieldErrors, values: input.values }
  }
  try {
    await legacySaveMultiEventPbs(ctx.legacy, { athleteId: view.athleteId, ceid: view.ceid, pbs })
    return { ok: true, message: { key: 'multiEvent.saved', values: { event: view.eventName } } }
  } catch (err) {
    return { ...refused(err, 400, { refusal: SAVE_FAILED, fault: SAVE_FAILED }), values: input.values }
  }
}
