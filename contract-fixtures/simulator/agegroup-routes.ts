import { Router, json } from 'express'
import type { SeedAgeGroup } from '../seed/index'
import { authOf, bearerAuth } from './bearer'
import { canBuildFor } from './builder-model'
import { competitionById, isAdmin } from './entry-model'
import { bodyOf, queryText, textOf, whole } from './request'
import type { SimulatorState } from './state'
import { businessError, ok } from './wire'

/**
 * Age groups from the builder (3-organiser-admin §7 `GET /v5/ag/def/{id}?compid`; "age group list /
 * create / update", paths not shown: `GET /v5/ag`, `POST /v5/ag`, `PUT /v5/ag/{id}` are our reading,
 * docs/legacy-wire.md "Builder: age groups"). The seed's groups are the defaults (EA, base 0); a
 * group made here is not a default, and only an admin changes a default one.
 */

const BASE = '/wp-json/e4s/v5'
const NO_ACCESS = 'You do not have builder access to this organisation.'
const DEFAULT_ONLY_ADMIN = 'Only an administrator can change a default age group.'
const NO_DATES = { minAtDay: 0, minAtMonth: 0, minAtYear: 0, maxAtDay: 0, maxAtMonth: 0, maxAtYear: 0 }

/** One age group in the wire's shape (§3 "Age group"). */
export function ageGroupWire(g: SeedAgeGroup) {
  const made = g.made ?? { ...NO_DATES, keyName: g.shortName, options: { aocode: 'EA', default: true, base: 0 } }
  return { id: g.id, name: g.name, shortName: g.shortName, minAge: g.minAge, maxAge: g.maxAge, ...made, options: { ...made.options } }
}

const between = (n: number, low: number, high: number) => Number.isInteger(n) && n >= low && n <= high
const numberOf = (v: unknown) => (v === undefined || v === null || v === '' ? 0 : whole(v))

/** §5 in the legacy site's words: the first problem, or null. */
function problemOf(b: Record<string, unknown>): string | null {
  if (!textOf(b.name)) return 'Enter an age group name.'
  const min = numberOf(b.minAge)
  const max = numberOf(b.maxAge)
  if (!between(min, 1, 100) || !between(max, 1, 100)) return 'Number between 1 and 100.'
  if (min > max) return 'Must be less than max age.'
  for (const k of ['minAtDay', 'maxAtDay']) if (!between(numberOf(b[k]), 0, 31)) return 'Number between 1 and 31.'
  for (const k of ['minAtMonth', 'maxAtMonth']) if (!between(numberOf(b[k]), 0, 12)) return 'Number between 1 and 12.'
  return null
}

function readGroup(b: Record<string, unknown>, was: SeedAgeGroup | null) {
  const options = typeof b.options === 'object' && b.options !== null ? (b.options as Record<string, unknown>) : {}
  const shortName = textOf(b.shortName) || textOf(b.name)
  return {
    name: textOf(b.name),
    shortName,
    minAge: numberOf(b.minAge),
    maxAge: numberOf(b.maxAge),
    made: {
      minAtDay: numberOf(b.minAtDay),
      minAtMonth: numberOf(b.minAtMonth),
      minAtYear: numberOf(b.minAtYear) || 0,
      maxAtDay: numberOf(b.maxAtDay),
      maxAtMonth: numberOf(b.maxAtMonth),
      maxAtYear: numberOf(b.maxAtYear) || 0,
      keyName: textOf(b.keyName) || shortName,
      options: {
        aocode: textOf(options.aocode) || 'EA',
        default: was ? ageGroupWire(was).options.default : false,
        base: numberOf(options.base) || 0,
      },
    },
  }
}

export function ageGroupRoutes(state: SimulatorState): Router {
  const router = Router()
  const groups = () => state.seed.ageGroups

  router.get(`${BASE}/ag`, bearerAuth(state, 'optional'), (_req, res) => {
    res.json(ok({ data: groups().map(ageGroupWire) }))
  })

  // One group's definition, read for the competition the builder is on.
  router.get(`${BASE}/ag/def/:id`, bearerAuth(state, 'optional'), (req, res) => {
    const group = groups().find((g) => g.id === whole(req.params.id))
    if (!group) return res.json(businessError(`Age group ${req.params.id} not found.`))
    if (queryText(req, 'compid') && !competitionById(state, whole(queryText(req, 'compid'))))
      return res.json(businessError('Valid competition needs selecting.'))
    res.json(ok({ data: ageGroupWire(group) }))
  })

  /** The save's competition and the user's right to build it; a refusal's text otherwise. */
  function refusal(user: Parameters<typeof canBuildFor>[0], b: Record<string, unknown>): string | null {
    const comp = competitionById(state, whole(b.compId))
    if (!comp) return 'Valid competition needs selecting.'
    if (!canBuildFor(user, comp.compOrgId, comp.id)) return NO_ACCESS
    return problemOf(b)
  }

  router.post(`${BASE}/ag`, bearerAuth(state, 'required'), json({ limit: '16kb' }), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const b = bodyOf(req)
    const problem = refusal(user, b)
    if (problem) return res.json(businessError(problem))
    const group: SeedAgeGroup = { id: Math.max(0, ...groups().map((g) => g.id)) + 1, ...readGroup(b, null) }
    groups().push(group)
    res.json(ok({ data: ageGroupWire(group), message: `Age group ${group.name} saved.` }))
  })

  router.put(`${BASE}/ag/:id`, bearerAuth(state, 'required'), json({ limit: '16kb' }), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const group = groups().find((g) => g.id === whole(req.params.id))
    if (!group) return res.json(businessError(`Age group ${req.params.id} not found.`))
    const b = bodyOf(req)
    const problem = refusal(user, b) ?? (ageGroupWire(group).options.default && !isAdmin(user) ? DEFAULT_ONLY_ADMIN : null)
    if (problem) return res.json(businessError(problem))
    Object.assign(group, readGroup(b, group))
    res.json(ok({ data: ageGroupWire(group), message: `Age group ${group.name} saved.` }))
  })

  return router
}
