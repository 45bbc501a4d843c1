import { json, Router, type Response } from 'express'
import { authOf, bearerAuth } from './bearer'
import { bodyOf, textOf, whole } from './request'
import { eventGroupEntries, eventGroupsOf, findEventGroup, heatsOf, mayScore, storeHeat, type ResultRow } from './results'
import type { SimulatorState } from './state'
import { businessError, ok } from './wire'

const V5 = '/wp-json/e4s/v5'
const NO_PERMISSION = 'You do not have permission to enter results for this competition.'
const STATUSES = new Set(['', 'DNS', 'DNF', 'DQ'])
const MAX_ATTEMPTS = 6
const MAX_HEIGHTS = 30
const HEIGHT_ATTEMPTS = /^(X{0,2}O|X{0,2}-|X{1,3})$/

function scoredGroup(state: SimulatorState, res: Response, compId: number, egId: number) {
  const user = authOf(res).user
  if (!user) return undefined
  const found = findEventGroup(state, compId, egId)
  if (!found) {
    res.json(businessError('Event group not found'))
    return undefined
  }
  if (!mayScore(user, found.comp)) {
    res.json(businessError(NO_PERMISSION))
    return undefined
  }
  return found
}

const objectOf = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {}
const numberOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)
/** A field attempt: metres, 'X', '-' or null; undefined for anything else. */
const attemptOf = (v: unknown) => (v === null || v === 'X' || v === '-' ? v : typeof v === 'number' && v > 0 ? v : undefined)
/** A vertical jump's attempts at one height: 'O', 'XO', 'XXX', 'X-' … or null; undefined for anything else. */
const heightAttemptOf = (v: unknown) => (v === null || (typeof v === 'string' && HEIGHT_ATTEMPTS.test(v)) ? v : undefined)

/** A vertical jump's bar heights: positive and rising; null when absent, undefined when not understood. */
function heightsOf(v: unknown): number[] | null | undefined {
  if (v === undefined || v === null) return null
  if (!Array.isArray(v) || v.length === 0 || v.length > MAX_HEIGHTS) return undefined
  const heights = v.map(numberOrNull)
  return heights.every((h, i): h is number => h !== null && h > 0 && (i === 0 || h > (heights[i - 1] as number)))
    ? (heights as number[])
    : undefined
}

/**
 * Results calls. The track upload target is the spec's (3-organiser-admin §7); the field upload,
 * the entries of an event group and the public results read are our inventions (docs/legacy-wire.md "Results").
 */
export function resultsRoutes(state: SimulatorState): Router {
  const router = Router()

  router.get(`${V5}/results/entries/:compId(\\d+)/:egId(\\d+)`, bearerAuth(state, 'required'), (req, res) => {
    const found = scoredGroup(state, res, whole(req.params.compId), whole(req.params.egId))
    if (!found) return
    const { comp, group } = found
    res.json(
      ok({
        data: { eventGroup: { id: group.id, eventNo: group.eventNo, name: group.name }, entries: eventGroupEntries(state, comp, group.id) },
      }),
    )
  })

  router.post(`${V5}/otd/secure/track/:compId(\\d+)/:egId(\\d+)`, bearerAuth(state, 'required'), json({ limit: '256kb' }), (req, res) => {
    const found = scoredGroup(state, res, whole(req.params.compId), whole(req.params.egId))
    if (!found) return
    const body = bodyOf(req)
    const given = Array.isArray(body.results) ? body.results.map(objectOf) : []
    if (given.length === 0) return res.json(businessError('No results given.'))
    const entries = new Map(eventGroupEntries(state, found.comp, found.group.id).map((e) => [e.entryId, e]))
    const seen = new Set<number>()
    const rows: ResultRow[] = []
    for (const r of given) {
      const entry = entries.get(whole(r.entryId))
      const status = textOf(r.status).toUpperCase()
      const place = whole(r.place)
      if (!entry) return res.json(businessError(`Entry ${textOf(r.entryId)} is not in this event group.`))
      if (seen.has(entry.entryId)) return res.json(businessError(`Entry ${entry.entryId} has two results.`))
      if (!STATUSES.has(status) || (status === '' && !(place >= 1))) return res.json(businessError(`Entry ${entry.entryId}: no place.`))
      seen.add(entry.entryId)
      const { entryId, athleteId, bibNo, firstName, surName, club } = entry
      rows.push({
        ...{ entryId, athleteId, bibNo, firstName, surName, club },
        place: status === '' ? place : null,
        status,
        time: numberOrNull(r.time),
        reactionTime: numberOrNull(r.reactionTime),
        laneNo: numberOrNull(r.laneNo),
        pb: r.pb === true,
        sb: r.sb === true,
      })
    }
    const heatNumber = whole(body.heat)
    const round = whole(body.round)
    storeHeat(state, found.comp.id, found.group.id, {
      eventNo: found.group.eventNo,
      round: Number.isNaN(round) ? null : round,
      heat: Number.isNaN(heatNumber) ? null : heatNumber,
      wind: numberOrNull(body.wind),
      rows,
    })
    res.json(ok({ data: { saved: rows.length } }))
  })

  // Our invention (docs/legacy-wire.md "Field upload"): one event group's series; sent again, it replaces the one before.
  router.post(`${V5}/otd/secure/field/:compId(\\d+)/:egId(\\d+)`, bearerAuth(state, 'required'), json({ limit: '256kb' }), (req, res) => {
    const found = scoredGroup(state, res, whole(req.params.compId), whole(req.params.egId))
    if (!found) return
    const given = Array.isArray(bodyOf(req).results) ? (bodyOf(req).results as unknown[]).map(objectOf) : []
    if (given.length === 0) return res.json(businessError('No results given.'))
    const heights = heightsOf(bodyOf(req).heights)
    if (heights === undefined) return res.json(businessError('Heights not understood.'))
    const entries = new Map(eventGroupEntries(state, found.comp, found.group.id).map((e) => [e.entryId, e]))
    const seen = new Set<number>()
    const rows: ResultRow[] = []
    for (const r of given) {
      const entry = entries.get(whole(r.entryId))
      if (!entry) return res.json(businessError(`Entry ${textOf(r.entryId)} is not in this event group.`))
      if (seen.has(entry.entryId)) return res.json(businessError(`Entry ${entry.entryId} has two results.`))
      const readAttempt: (v: unknown) => number | string | null | undefined = heights ? heightAttemptOf : attemptOf
      const attempts = Array.isArray(r.attempts) ? r.attempts.map(readAttempt) : []
      if (attempts.length > (heights ? heights.length : MAX_ATTEMPTS) || attempts.includes(undefined))
        return res.json(businessError(`Entry ${entry.entryId}: attempts not understood.`))
      const best = numberOrNull(r.best)
      const place = whole(r.place)
      if (best !== null && !(place >= 1)) return res.json(businessError(`Entry ${entry.entryId}: no place.`))
      seen.add(entry.entryId)
      const { entryId, athleteId, bibNo, firstName, surName, club } = entry
      rows.push({
        ...{ entryId, athleteId, bibNo, firstName, surName, club },
        place: best === null ? null : place,
        status: '',
        time: null,
        reactionTime: null,
        laneNo: null,
        pb: r.pb === true,
        sb: r.sb === true,
        mark: best,
        attempts: attempts as Array<number | string | null>,
      })
    }
    storeHeat(state, found.comp.id, found.group.id, {
      ...{ eventNo: found.group.eventNo, round: null, heat: null, wind: null },
      ...(heights ? { heights } : {}),
      rows,
    })
    res.json(ok({ data: { saved: rows.length } }))
  })

  router.get(`${V5}/public/results/:compId(\\d+)`, (req, res) => {
    const comp = state.seed.competitions.find((c) => c.id === whole(req.params.compId))
    if (!comp) return res.json(businessError('Competition not found'))
    res.json(
      ok({
        data: {
          comp: { id: comp.id, name: comp.name, date: comp.date },
          eventGroups: eventGroupsOf(comp).map((g) => ({ ...g, heats: heatsOf(state, comp.id, g.id) })),
        },
      }),
    )
  })

  return router
}
