import { Router } from 'express'
import { authOf, bearerAuth } from './bearer'
import { athleteById, canManageAthlete, compEventByCeid, eventOf, performanceText } from './entry-model'
import { unitsFor } from './entry-wire'
import { whole } from './request'
import type { SimulatorState } from './state'
import { businessError, ok } from './wire'

const BASE = '/wp-json/e4s/v5'

/**
 * The performance of one entry (2-entry §7 GET /v5/entryperf/{id}; the shape is our reading,
 * docs/legacy-wire.md): the spec's Performance fields plus what names the entry. Only the user who
 * made the entry, or one who manages its athlete, reads it; like pbupdatev2, anyone else is told
 * it is not found.
 */
export function entryPerfRoutes(state: SimulatorState): Router {
  const router = Router()
  router.get(`${BASE}/entryperf/:id`, bearerAuth(state, 'required'), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const entry = state.entries.find((e) => e.entryId === whole(req.params.id))
    const athlete = entry ? athleteById(state, entry.athleteId) : undefined
    const found = entry ? compEventByCeid(state, entry.ceid) : undefined
    if (!entry || !athlete || !found || !(entry.userId === user.id || canManageAthlete(state, user, athlete))) {
      return res.json(businessError('Entry not found.'))
    }
    const event = eventOf(state, found.ce)
    const stored = state.pbs.find((p) => p.athleteId === athlete.id && p.eventId === event.id)
    res.json(
      ok({
        data: {
          entryId: entry.entryId,
          compId: entry.compId,
          compName: found.comp.name,
          ceid: entry.ceid,
          athleteId: athlete.id,
          firstName: athlete.firstName,
          surName: athlete.surName,
          eventId: event.id,
          eventName: event.name,
          eventType: event.tf,
          perf: entry.pb,
          perfText: performanceText(entry.pb, event.uomType),
          pb: stored?.pb ?? 0,
          pbText: performanceText(stored?.pb ?? 0, event.uomType),
          sb: stored?.sb ?? 0,
          sbText: performanceText(stored?.sb ?? 0, event.uomType),
          limits: { min: found.ce.options.min, max: found.ce.options.max },
          uom: unitsFor(event.uomType),
        },
      }),
    )
  })
  return router
}
