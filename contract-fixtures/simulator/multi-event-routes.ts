import { Router, json } from 'express'
import type { SeedCompEvent, SeedCompetition, SeedMultiEventChild } from '../seed/index'
import { authOf, bearerAuth } from './bearer'
import { athleteById, athletePb, canManageAthlete, compEventByCeid, eventOf, parsePerformance, performanceText } from './entry-model'
import { unitsFor } from './entry-wire'
import { bodyOf, whole } from './request'
import type { SimAthlete, SimulatorState } from './state'
import { businessError, ok } from './wire'

const BASE = '/wp-json/e4s/v5'
const NO_ACCESS = 'You do not have access to this athlete.'
const SAVE_FAILED = 'Error updating Multi PBs.'

type MultiEvent = { comp: SeedCompetition; ce: SeedCompEvent; children: SeedMultiEventChild[] }

/** The competition event, when it is a multi-event with child events. */
function multiEventByCeid(state: SimulatorState, ceid: number): MultiEvent | undefined {
  const found = compEventByCeid(state, ceid)
  const children = found?.ce.options.multiEventOptions?.childEvents ?? []
  return found && children.length > 0 ? { ...found, children } : undefined
}

function childLine(state: SimulatorState, athlete: SimAthlete, child: SeedMultiEventChild) {
  const event = state.seed.events.find((e) => e.id === child.id)
  const uomType = event?.uomType ?? 'T'
  const stored = athletePb(state, athlete.id, child.id)
  return {
    eventid: child.id,
    eventName: event?.name ?? child.name,
    tf: event?.tf ?? 'T',
    uomType,
    pb: stored?.pb ?? 0,
    pbText: performanceText(stored?.pb ?? 0, uomType),
    sb: stored?.sb ?? 0,
    min: child.min,
    max: child.max,
    uom: unitsFor(uomType),
  }
}

type PbInput = { eventId: number; value: number }

/** Every PB of the body, checked against its child event; the first problem refuses them all. */
function readPbs(state: SimulatorState, multi: MultiEvent, value: unknown): { ok: true; pbs: PbInput[] } | { ok: false; error: string } {
  if (!Array.isArray(value) || value.length === 0) return { ok: false, error: SAVE_FAILED }
  const pbs: PbInput[] = []
  for (const item of value) {
    const fields = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {}
    const child = multi.children.find((c) => c.id === whole(fields.eventid))
    if (!child || pbs.some((p) => p.eventId === child.id)) return { ok: false, error: SAVE_FAILED }
    const perf = parsePerformance(fields.pb ?? fields.pbText)
    if (!perf.ok) return { ok: false, error: perf.error }
    const limited = perf.value > 0 && child.min > 0 && child.max > 0
    if (limited && perf.value < child.min) return { ok: false, error: 'PB is below standard min.' }
    if (limited && perf.value > child.max) return { ok: false, error: 'PB is above standard min.' }
    pbs.push({ eventId: child.id, value: perf.value })
  }
  return { ok: true, pbs }
}

/**
 * Multi-events (2-entry.md §4 "Multi-event", §7): the athlete's PBs for the child events of one
 * multi-event (GET /v5/events/multi/{ceid}/{athleteId}), and saving them (POST /v5/athlete/multi/{athleteId}).
 */
export function multiEventRoutes(state: SimulatorState): Router {
  const router = Router()

  router.get(`${BASE}/events/multi/:ceid/:athleteId`, bearerAuth(state, 'required'), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const found = compEventByCeid(state, whole(req.params.ceid))
    if (!found) return res.json(businessError('Event not found.'))
    const athlete = athleteById(state, whole(req.params.athleteId))
    if (!athlete) return res.json(businessError('Athlete not found'))
    if (!canManageAthlete(state, user, athlete)) return res.json(businessError(NO_ACCESS))
    const multi = multiEventByCeid(state, found.ce.ceid)
    if (!multi) return res.json(businessError('Not a multi-event.'))
    res.json(
      ok({
        data: {
          ceid: multi.ce.ceid,
          compid: multi.comp.id,
          eventid: multi.ce.eventId,
          eventName: eventOf(state, multi.ce).name,
          athleteid: athlete.id,
          events: multi.children.map((child) => childLine(state, athlete, child)),
        },
      }),
    )
  })

  // All or nothing: one bad PB refuses the lot. A PB of 0 clears the athlete's PB for that event.
  router.post(`${BASE}/athlete/multi/:id(\\d+)`, bearerAuth(state, 'required'), json({ limit: '8kb' }), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const athlete = athleteById(state, whole(req.params.id))
    if (!athlete || !canManageAthlete(state, user, athlete)) return res.json(businessError(SAVE_FAILED))
    const body = bodyOf(req)
    const multi = multiEventByCeid(state, whole(body.ceid))
    if (!multi) return res.json(businessError(SAVE_FAILED))
    const read = readPbs(state, multi, body.pbs)
    if (!read.ok) return res.json(businessError(read.error))
    for (const { eventId, value } of read.pbs) {
      const existing = athletePb(state, athlete.id, eventId)
      if (existing) existing.pb = value
      else if (value > 0) state.pbs.push({ athleteId: athlete.id, eventId, pb: value, sb: 0, trackSb: false })
    }
    res.json(
      ok({
        message: 'Multi PBs saved.',
        data: {
          athleteid: athlete.id,
          ceid: multi.ce.ceid,
          events: read.pbs.map(({ eventId, value }) => ({
            eventid: eventId,
            pb: value,
            pbText: performanceText(value, state.seed.events.find((e) => e.id === eventId)?.uomType ?? 'T'),
          })),
        },
      }),
    )
  })

  return router
}
