import { Router } from 'express'
import { authOf, bearerAuth } from './bearer'
import { canBuildFor } from './builder-model'
import { whole } from './request'
import { compSeeding } from './seeding'
import type { SimulatorState } from './state'
import { businessError, ok } from './wire'

const V5 = '/wp-json/e4s/v5'
const NOT_FOUND = 'Event group not found'
const NO_PERMISSION = 'You do not have permission to see the entries of this event group.'

// Paid states of the seeded entries, drawn from the entry id so a page reads the same each time:
// most paid, one in seven awaiting a cheque, one in five not paid.
const paidOf = (entryId: number) => (entryId % 5 === 0 ? 0 : entryId % 7 === 0 ? 2 : 1)

/** Our invention (docs/legacy-wire.md "Event groups"): one event group with its competition, and its entries with paid states. */
export function eventGroupRoutes(state: SimulatorState): Router {
  const router = Router()
  const find = (eventGroupId: number) => {
    for (const comp of state.seed.competitions) {
      const events = comp.compEvents.filter((ce) => ce.eventGroupId === eventGroupId && !ce.isTeamEvent)
      if (events.length > 0) return { comp, events }
    }
    return null
  }

  router.get(`${V5}/public/eventgroup/:id(\\d+)`, bearerAuth(state, 'optional'), (req, res) => {
    const found = find(whole(req.params.id))
    if (!found) return res.json(businessError(NOT_FOUND))
    const { comp, events } = found
    const ids = [...new Set(events.flatMap((ce) => ce.ageGroupIds))]
    const ageGroups = ids.flatMap((id) => state.seed.ageGroups.filter((a) => a.id === id).map((a) => a.name))
    const uom = state.seed.events.find((e) => e.id === events[0]!.eventId)?.uomType ?? 'T'
    res.json(
      ok({
        data: {
          id: events[0]!.eventGroupId,
          name: events[0]!.eventGroup,
          compId: comp.id,
          orgId: comp.compOrgId,
          compName: comp.name,
          uom,
          ageGroups,
        },
      }),
    )
  })

  router.get(`${V5}/eventgroup/:id(\\d+)/entries`, bearerAuth(state, 'required'), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const found = find(whole(req.params.id))
    if (!found) return res.json(businessError(NOT_FOUND))
    const { comp, events } = found
    if (!canBuildFor(user, comp.compOrgId, comp.id)) return res.json(businessError(NO_PERMISSION))
    const entries = compSeeding(state, comp.id)?.entries.get(events[0]!.eventGroupId) ?? []
    const clubOf = (athleteId: number) => state.seed.athletes.find((a) => a.id === athleteId)?.clubId ?? 0
    res.json(ok({ data: entries.map((e) => ({ ...e, clubId: clubOf(e.athleteId), paid: paidOf(e.entryId) })) }))
  })

  return router
}
