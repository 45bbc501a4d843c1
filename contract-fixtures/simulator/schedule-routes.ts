import { Router } from 'express'
import { bearerAuth } from './bearer'
import { entryCounts, eventOf } from './entry-model'
import type { SimulatorState } from './state'
import { businessError, ok } from './wire'

/** Our invention (docs/legacy-wire.md "Public schedule"): a competition's timetable with entry counts, public. */
export function scheduleRoutes(state: SimulatorState): Router {
  const router = Router()
  router.get('/wp-json/e4s/v5/public/schedule/:compId(\\d+)', bearerAuth(state, 'optional'), (req, res) => {
    const comp = state.seed.competitions.find((c) => c.id === Number(req.params.compId))
    if (!comp) return res.json(businessError('Competition not found'))
    const ageGroupName = (id: number) => state.seed.ageGroups.find((a) => a.id === id)?.name ?? ''
    res.json(
      ok({
        data: {
          comp: { id: comp.id, name: comp.name, date: comp.date },
          events: comp.compEvents.map((ce) => ({
            ceid: ce.ceid,
            eventGroupId: ce.eventGroupId,
            eventGroup: ce.eventGroup,
            tf: eventOf(state, ce).tf,
            startDateTime: ce.startdate,
            ageGroups: ce.ageGroupIds.map(ageGroupName),
            entryCount: entryCounts(state, ce).paid,
            maxAthletes: ce.maxAthletes,
          })),
        },
      }),
    )
  })
  return router
}
