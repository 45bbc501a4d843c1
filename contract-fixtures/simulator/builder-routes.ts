import { Router, json, type Request, type Response } from 'express'
import { authOf, bearerAuth } from './bearer'
import { addCompEvent, addPrice, deleteCompEvents } from './builder-events'
import { cloneCompetition } from './builder-clone'
import { stripeUserOf } from './comporg-routes'
import { competitionOfGroup, deleteGroup, renameGroup, setResultsPossible } from './builder-groups'
import { competitionOfRule, deleteRule, saveRule } from './builder-rules'
import { createDiscount, deleteDiscount, discountById } from './discounts'
import { applySave, buildableOrgs, canBuildFor, newCompetition, readSave, saveProblem } from './builder-model'
import { competitionById, isAdmin } from './entry-model'
import { fullCompetition } from './entry-wire'
import { queryText, whole } from './request'
import type { SimulatorState } from './state'
import { businessError, ok } from './wire'

const BASE = '/wp-json/e4s/v5'
const obj = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {})
const NO_ACCESS = 'You do not have builder access to this organisation.'

/**
 * The builder calls (3-organiser-admin.md §7): the lists the builder offers (locations, event
 * definitions, the user's organisations, prices, age groups) and the competition's save, which
 * adds to the same competitions the public and entry calls serve.
 */
export function builderRoutes(state: SimulatorState): Router {
  const router = Router()
  const { seed } = state

  router.get(`${BASE}/locs`, bearerAuth(state, 'optional'), (_req, res) => {
    res.json(ok({ data: seed.locations.map((l) => ({ ...l, website: '', county: '', map: '', contact: '', directions: '' })) }))
  })

  router.get(`${BASE}/event`, bearerAuth(state, 'optional'), (_req, res) => {
    res.json(
      ok({
        data: seed.events.map((e) => ({
          id: e.id,
          name: e.name,
          gender: 'O',
          tf: e.tf,
          uom: e.uomType,
          options: { min: 0, max: 0, unique: [], isTeamEvent: e.isTeamEvent, eventTeam: {}, maxInHeat: 8 },
        })),
      }),
    )
  })

  // The organisations a user builds for; another user's list is for admins only.
  router.get(`${BASE}/myorgs/:id`, bearerAuth(state, 'required'), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    if (whole(req.params.id) !== user.id && !isAdmin(user)) return res.json(businessError(NO_ACCESS))
    res.json(
      ok({
        data: buildableOrgs(state, user).map((o) => ({
          id: o.id,
          name: o.name,
          logo: o.logo,
          status: o.status,
          stripeUser: stripeUserOf(state, o.id),
        })),
      }),
    )
  })

  router.get(`${BASE}/price`, bearerAuth(state, 'optional'), (req, res) => {
    const comp = competitionById(state, whole(queryText(req, 'compId')))
    res.json(ok({ data: comp ? comp.prices.map((p) => ({ ...p, options: { ...p.options } })) : [] }))
  })

  // Create (id 0 or none): answers the new competition; the user must build for its organisation.
  router.post(`${BASE}/competition`, bearerAuth(state, 'required'), json({ limit: '64kb' }), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const input = readSave(req.body)
    const problem = saveProblem(state, input)
    if (problem) return res.json(businessError(problem))
    if (!canBuildFor(user, input.orgId, 0)) return res.json(businessError(NO_ACCESS))
    const comp = newCompetition(state, input)
    seed.competitions.push(comp)
    res.json(ok({ message: 'Competition Saved.', data: fullCompetition(state, comp) }))
  })

  // Update: both the competition's organisation and the one it moves to must be the user's.
  router.put(`${BASE}/competition/:id`, bearerAuth(state, 'required'), json({ limit: '64kb' }), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const comp = competitionById(state, whole(req.params.id))
    if (!comp) return res.json(businessError('Competition not found'))
    const input = { ...readSave(req.body), id: comp.id }
    const problem = saveProblem(state, input)
    if (problem) return res.json(businessError(problem))
    if (!canBuildFor(user, comp.compOrgId, comp.id) || !canBuildFor(user, input.orgId, comp.id)) return res.json(businessError(NO_ACCESS))
    applySave(state, comp, input)
    res.json(ok({ message: 'Competition Saved.', data: fullCompetition(state, comp) }))
  })

  // The Events step's writes (our reading of the create paths): only for those who build the competition.
  const ownComp = (req: Request, res: Response) => {
    const user = authOf(res).user
    if (!user) return null
    const comp = competitionById(state, whole(obj(req.body).compId))
    if (!comp) {
      res.json(businessError('Valid competition needs selecting.'))
      return null
    }
    if (!canBuildFor(user, comp.compOrgId, comp.id)) {
      res.json(businessError(NO_ACCESS))
      return null
    }
    return comp
  }

  router.post(`${BASE}/price`, bearerAuth(state, 'required'), json({ limit: '16kb' }), (req, res) => {
    const comp = ownComp(req, res)
    if (!comp) return
    const price = addPrice(state, comp, req.body)
    if (typeof price === 'string') return res.json(businessError(price))
    res.json(ok({ data: { ...price, options: { ...price.options } } }))
  })

  router.post(`${BASE}/compevent/delete`, bearerAuth(state, 'required'), json({ limit: '64kb' }), (req, res) => {
    const comp = ownComp(req, res)
    if (!comp) return
    res.json(ok({ data: { deleted: deleteCompEvents(comp, req.body) } }))
  })

  router.post(`${BASE}/compevent`, bearerAuth(state, 'required'), json({ limit: '16kb' }), (req, res) => {
    const comp = ownComp(req, res)
    if (!comp) return
    const ce = addCompEvent(state, comp, req.body)
    if (typeof ce === 'string') return res.json(businessError(ce))
    res.json(ok({ message: 'Comp Event saved.', data: { id: ce.ceid } }))
  })

  // Clone: the source must be the user's to build; the copy is in the same organisation.
  router.post(`${BASE}/builder/competition/clone`, bearerAuth(state, 'required'), json({ limit: '4kb' }), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const b = obj(req.body)
    const source = competitionById(state, whole(b.id))
    if (!source) return res.json(businessError('Competition not found'))
    if (!canBuildFor(user, source.compOrgId, source.id)) return res.json(businessError(NO_ACCESS))
    const clone = cloneCompetition(state, source, typeof b.date === 'string' ? b.date : '')
    if (typeof clone === 'string') return res.json(businessError(clone))
    res.json(ok({ message: 'Competition Saved.', data: { id: clone.id, name: clone.name } }))
  })

  // Event groups: a rename names the competition; the eventgroup calls name only the group.
  router.post(`${BASE}/compevent/renamegroup`, bearerAuth(state, 'required'), json({ limit: '16kb' }), (req, res) => {
    const comp = ownComp(req, res)
    if (!comp) return
    const b = obj(req.body)
    const problem = renameGroup(comp, whole(b.egId), typeof b.name === 'string' ? b.name : '')
    res.json(problem ? businessError(problem) : ok({ message: 'Event saved.', data: { egId: whole(b.egId) } }))
  })

  const groupOwner = (egId: number, res: Response) => {
    const user = authOf(res).user
    if (!user) return null
    const comp = competitionOfGroup(state, egId)
    if (!comp) {
      res.json(businessError('Event group not found'))
      return null
    }
    if (!canBuildFor(user, comp.compOrgId, comp.id)) {
      res.json(businessError(NO_ACCESS))
      return null
    }
    return comp
  }

  router.post(`${BASE}/eventgroup/resultspossible`, bearerAuth(state, 'required'), json({ limit: '4kb' }), (req, res) => {
    const b = obj(req.body)
    const egId = whole(b.egId)
    const comp = groupOwner(egId, res)
    if (!comp) return
    const possible = b.possible === true || b.possible === 1 || b.possible === '1'
    setResultsPossible(comp, egId, possible)
    res.json(ok({ data: { egId, possible: possible ? 1 : 0 } }))
  })

  router.delete(`${BASE}/eventgroup/:id`, bearerAuth(state, 'required'), (req, res) => {
    const egId = whole(req.params.id)
    const comp = groupOwner(egId, res)
    if (!comp) return
    res.json(ok({ data: { deleted: deleteGroup(comp, egId) } }))
  })

  // The Rules step (our reading of the paths): the rule's competition must be the user's to build.
  const ruleAnswer = (rule: ReturnType<typeof saveRule>) =>
    typeof rule === 'string'
      ? businessError(rule)
      : ok({
          data: {
            id: rule.id,
            agid: rule.agid,
            options: { ...rule.options, unique: rule.options.unique ? { ...rule.options.unique } : [] },
          },
        })

  router.post(`${BASE}/rule`, bearerAuth(state, 'required'), json({ limit: '16kb' }), (req, res) => {
    const comp = ownComp(req, res)
    if (!comp) return
    res.json(ruleAnswer(saveRule(state, comp, req.body, 0)))
  })

  const ruleOwner = (req: Request, res: Response) => {
    const user = authOf(res).user
    if (!user) return null
    const comp = competitionOfRule(state, whole(req.params.id))
    if (!comp) {
      res.json(businessError('Rule not found'))
      return null
    }
    if (!canBuildFor(user, comp.compOrgId, comp.id)) {
      res.json(businessError(NO_ACCESS))
      return null
    }
    return comp
  }

  router.put(`${BASE}/rule/:id`, bearerAuth(state, 'required'), json({ limit: '16kb' }), (req, res) => {
    const comp = ruleOwner(req, res)
    if (!comp) return
    res.json(ruleAnswer(saveRule(state, comp, req.body, whole(req.params.id))))
  })

  router.delete(`${BASE}/rule/:id`, bearerAuth(state, 'required'), (req, res) => {
    const comp = ruleOwner(req, res)
    if (!comp) return
    res.json(ok({ data: { deleted: deleteRule(comp, whole(req.params.id)) } }))
  })

  // Discounts (our reading of "services /v5/discount", decision 071): the competition must be the user's to build.
  router.post(`${BASE}/discount`, bearerAuth(state, 'required'), json({ limit: '16kb' }), (req, res) => {
    const comp = ownComp(req, res)
    if (!comp) return
    const discount = createDiscount(state, comp, req.body)
    if (typeof discount === 'string') return res.json(businessError(discount))
    res.json(ok({ message: 'Discount saved.', data: { ...discount } }))
  })

  router.delete(`${BASE}/discount/:id`, bearerAuth(state, 'required'), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const discount = discountById(state, whole(req.params.id))
    const comp = discount ? competitionById(state, discount.compId) : undefined
    if (!discount || !comp) return res.json(businessError('Discount not found'))
    if (!canBuildFor(user, comp.compOrgId, comp.id)) return res.json(businessError(NO_ACCESS))
    res.json(ok({ data: { deleted: deleteDiscount(state, discount.id) } }))
  })

  return router
}
