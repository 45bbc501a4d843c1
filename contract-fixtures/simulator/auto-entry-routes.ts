import { Router, json, type Response } from 'express'
import type { SeedCompetition } from '../seed/index'
import { authOf, bearerAuth } from './bearer'
import { canBuildFor } from './builder-model'
import { createEntry } from './entries'
import { ageGroupFor, athleteById, compEventByCeid, competitionById, eventOf } from './entry-model'
import { bodyOf, whole } from './request'
import type { SimEntry, SimulatorState } from './state'
import { businessError, ok } from './wire'

/*
 * Automatic entries (3-organiser-admin §2 auto-entries): our invention (docs/legacy-wire.md
 * "Automatic entries"). The read gives the source competition's entries, the target competition
 * (options.autoEntries.selectedTargetComp) with its events and entries, and the organisation's other
 * competitions a builder may choose as the target; the post copies the given entries into their
 * matching events (same event, gender, age group), free to the athlete (payment status 3).
 */

const BASE = '/wp-json/e4s/v5/autoentries'
const NO_PERMISSION = 'You do not have permission to manage entries for this competition.'

function builtComp(state: SimulatorState, res: Response, compId: number): SeedCompetition | undefined {
  const user = authOf(res).user
  if (!user) return undefined
  const comp = competitionById(state, compId)
  if (!comp) {
    res.json(businessError('Competition not found.'))
    return undefined
  }
  if (!canBuildFor(user, comp.compOrgId, comp.id)) {
    res.json(businessError(NO_PERMISSION))
    return undefined
  }
  return comp
}

/** The selected target, only when it is another competition of the same organisation. */
export function targetOf(state: SimulatorState, comp: SeedCompetition): SeedCompetition | undefined {
  const id = (comp.options as { autoEntries?: { selectedTargetComp?: number } }).autoEntries?.selectedTargetComp ?? 0
  const target = competitionById(state, id)
  return target && target.id !== comp.id && target.compOrgId === comp.compOrgId ? target : undefined
}

const isOpen = (state: SimulatorState, comp: SeedCompetition) =>
  comp.active && state.now() >= Date.parse(comp.opendate) && state.now() <= Date.parse(comp.closedate)

const entriesOf = (state: SimulatorState, comp: SeedCompetition) =>
  state.entries.filter((e) => e.teamId === 0 && comp.compEvents.some((ce) => ce.ceid === e.ceid))

function sourceRow(state: SimulatorState, entry: SimEntry, target: SeedCompetition | undefined) {
  const found = compEventByCeid(state, entry.ceid)
  const athlete = athleteById(state, entry.athleteId)
  const group = athlete && target ? ageGroupFor(state, athlete, target) : undefined
  return {
    entryId: entry.entryId,
    ceid: entry.ceid,
    eventId: found?.ce.eventId ?? 0,
    eventName: found ? eventOf(state, found.ce).name : '',
    athleteId: entry.athleteId,
    firstName: athlete?.firstName ?? '',
    surName: athlete?.surName ?? '',
    gender: athlete?.gender ?? '',
    /** The athlete's age group on the target competition's first day (0 without a target). */
    ageGroupId: group?.id ?? 0,
    paid: entry.paid,
  }
}

function targetEvents(state: SimulatorState, target: SeedCompetition) {
  return target.compEvents.map((ce) => ({
    ceid: ce.ceid,
    eventId: ce.eventId,
    eventName: eventOf(state, ce).name,
    gender: ce.eventTeam?.gender ?? 'O',
    ageGroupIds: [...ce.ageGroupIds],
    isTeamEvent: ce.isTeamEvent,
  }))
}

function matchFor(state: SimulatorState, entry: SimEntry, target: SeedCompetition) {
  const row = sourceRow(state, entry, target)
  return targetEvents(state, target).find(
    (e) =>
      !e.isTeamEvent &&
      e.eventId === row.eventId &&
      (e.gender === 'O' || e.gender === row.gender) &&
      e.ageGroupIds.includes(row.ageGroupId),
  )
}

export function autoEntryRoutes(state: SimulatorState): Router {
  const router = Router()

  router.get(`${BASE}/:compId(\\d+)`, bearerAuth(state, 'required'), (req, res) => {
    const comp = builtComp(state, res, whole(req.params.compId))
    if (!comp) return
    const target = targetOf(state, comp)
    res.json(
      ok({
        data: {
          compId: comp.id,
          targets: state.seed.competitions
            .filter((c) => c.compOrgId === comp.compOrgId && c.id !== comp.id)
            .map((c) => ({ id: c.id, name: c.name, date: c.date })),
          target: target ? { id: target.id, name: target.name, open: isOpen(state, target) } : null,
          entries: entriesOf(state, comp).map((e) => sourceRow(state, e, target)),
          events: target ? targetEvents(state, target) : [],
          entered: target
            ? entriesOf(state, target).map((e) => ({ entryId: e.entryId, athleteId: e.athleteId, ceid: e.ceid, autoFrom: e.autoFrom ?? 0 }))
            : [],
        },
      }),
    )
  })

  router.post(`${BASE}/:compId(\\d+)`, bearerAuth(state, 'required'), json({ limit: '16kb' }), (req, res) => {
    const comp = builtComp(state, res, whole(req.params.compId))
    if (!comp) return
    const target = targetOf(state, comp)
    if (!target) return res.json(businessError('Select a target competition in the options first.'))
    const given = bodyOf(req).entryIds
    const ids = Array.isArray(given) ? [...new Set(given.map((v) => whole(v)).filter((v) => v > 0))] : []
    if (ids.length === 0 || ids.length > 500) return res.json(businessError('Select the entries to copy.'))
    const sources = entriesOf(state, comp)
    const copied: { entryId: number; targetEntryId: number; ceid: number }[] = []
    const refused: { entryId: number; reason: string }[] = []
    const open = isOpen(state, target)
    for (const id of ids) {
      const entry = sources.find((e) => e.entryId === id)
      if (!entry) {
        refused.push({ entryId: id, reason: 'NOT_FOUND' })
        continue
      }
      if (!open) {
        refused.push({ entryId: id, reason: 'TARGET_CLOSED' })
        continue
      }
      const event = matchFor(state, entry, target)
      const ce = event ? target.compEvents.find((c) => c.ceid === event.ceid) : undefined
      if (!ce) {
        refused.push({ entryId: id, reason: 'NO_MATCHING_EVENT' })
        continue
      }
      if (state.entries.some((e) => e.athleteId === entry.athleteId && e.ceid === ce.ceid && e.teamId === 0)) {
        refused.push({ entryId: id, reason: 'ALREADY_ENTERED' })
        continue
      }
      const made = createEntry(state, {
        comp: target,
        ce,
        athleteId: entry.athleteId,
        userId: entry.userId,
        entityId: entry.entityId,
        teamId: 0,
        pb: entry.pb,
        waitingList: false,
      })
      Object.assign(made, { paid: 3, price: 0, fee: 0, autoFrom: entry.entryId })
      copied.push({ entryId: id, targetEntryId: made.entryId, ceid: ce.ceid })
    }
    res.json(ok({ message: `${copied.length} copied.`, data: { targetCompId: target.id, copied, refused } }))
  })

  return router
}
