import { Router, type Response } from 'express'
import { authOf, bearerAuth } from './bearer'
import { bibRoster, changeBib, unusedBibNumbers, type BibHolder } from './bibs'
import { canBuildFor } from './builder-model'
import { whole } from './request'
import type { SimulatorState } from './state'
import { businessError, ok } from './wire'

const BASE = '/wp-json/e4s/v5/bib'
const NO_PERMISSION = 'You do not have permission to manage bibs for this competition.'

/** The competition's roster when the user may build it; otherwise the refusal was sent. */
function rosterFor(state: SimulatorState, res: Response, compId: number): BibHolder[] | undefined {
  const user = authOf(res).user
  if (!user) return undefined
  const comp = state.seed.competitions.find((c) => c.id === compId)
  const roster = comp ? bibRoster(state, compId) : undefined
  if (!comp || !roster) {
    res.json(businessError('Competition not found'))
    return undefined
  }
  if (!canBuildFor(user, comp.compOrgId, compId)) {
    res.json(businessError(NO_PERMISSION))
    return undefined
  }
  return roster
}

/** Bib calls (3-organiser-admin §7); the list is our invention (docs/legacy-wire.md "Bibs"). */
export function bibRoutes(state: SimulatorState): Router {
  const router = Router()

  router.get(`${BASE}/list/:compId(\\d+)`, bearerAuth(state, 'required'), (req, res) => {
    const roster = rosterFor(state, res, whole(req.params.compId))
    if (!roster) return
    res.json(
      ok({
        data: roster.map(({ athleteId, firstName, surName, dob, club, bibNo }) => ({ athleteId, firstName, surName, dob, club, bibNo })),
      }),
    )
  })

  router.get(`${BASE}/unused/:compId(\\d+)`, bearerAuth(state, 'required'), (req, res) => {
    const roster = rosterFor(state, res, whole(req.params.compId))
    if (!roster) return
    res.json(ok({ data: unusedBibNumbers(roster) }))
  })

  router.post(`${BASE}/change/:compId(\\d+)/:athleteId(\\d+)/:bibNo`, bearerAuth(state, 'required'), (req, res) => {
    const roster = rosterFor(state, res, whole(req.params.compId))
    if (!roster) return
    const bibNo = String(req.params.bibNo ?? '').trim()
    if (!/^\d{1,6}$/.test(bibNo)) return res.json(businessError('Invalid bib number.'))
    const refusal = changeBib(roster, whole(req.params.athleteId), bibNo)
    if (refusal) return res.json(businessError(refusal))
    res.json(ok({ message: 'Bib changed' }))
  })

  return router
}
