import { Router, json, type Response } from 'express'
import { authOf, bearerAuth } from './bearer'
import { canBuildFor } from './builder-model'
import { athleteById, compEventByCeid, eventOf } from './entry-model'
import { bodyOf, whole } from './request'
import type { SimEntry, SimulatorState } from './state'
import { businessError, ok } from './wire'

/*
 * The organiser's entry actions (3-organiser-admin §2 actions/...): reading one entry (our
 * invention) and cancelling it (`POST /v5/entry/cancel/{id}`, 2-entry §7) with the refund or credit
 * the competition's cancelEvent option allows (our reading of the payload: docs/legacy-wire.md
 * "Entry actions"). Moving one is the entrant's switch call, which lets a builder through too.
 */

const BASE = '/wp-json/e4s/v5/entry'
const NO_PERMISSION = 'You do not have permission to manage entries for this competition.'
const HOUR_MS = 3_600_000

export type Settlement = 'REFUND' | 'CREDIT' | ''
export type Cancellation = { entryId: number; userId: number; reason: string; settlement: Settlement; amount: number }

const cancellations = new WeakMap<SimulatorState, Cancellation[]>()

/** What the simulator's cancel call did, oldest first (tests read it; the legacy site keeps its own). */
export function cancellationsOf(state: SimulatorState): Cancellation[] {
  let list = cancellations.get(state)
  if (!list) cancellations.set(state, (list = []))
  return list
}

const round2 = (n: number) => Math.round(n * 100) / 100

/** The entry and its competition when the user may build it (an admin may); otherwise the refusal was sent. */
function managedEntry(state: SimulatorState, res: Response, entryId: number) {
  const user = authOf(res).user
  if (!user) return undefined
  const entry = state.entries.find((e) => e.entryId === entryId && e.teamId === 0)
  const found = entry ? compEventByCeid(state, entry.ceid) : undefined
  if (!entry || !found) {
    res.json(businessError('Entry not found.'))
    return undefined
  }
  if (!canBuildFor(user, found.comp.compOrgId, found.comp.id)) {
    res.json(businessError(NO_PERMISSION))
    return undefined
  }
  return { entry, ...found }
}

function entryBody(state: SimulatorState, entry: SimEntry) {
  const found = compEventByCeid(state, entry.ceid)
  const athlete = athleteById(state, entry.athleteId)
  const club = athlete ? state.seed.clubs.find((c) => c.id === athlete.clubId) : undefined
  const owner = state.users.find((u) => u.id === entry.userId)
  return {
    entryId: entry.entryId,
    compId: entry.compId,
    ceid: entry.ceid,
    eventName: found ? eventOf(state, found.ce).name : '',
    athleteId: entry.athleteId,
    firstName: athlete?.firstName ?? '',
    surName: athlete?.surName ?? '',
    clubId: club?.id ?? 0,
    clubName: club?.name ?? '',
    paid: entry.paid,
    productId: entry.productId,
    price: entry.price,
    fee: entry.fee,
    orderId: entry.orderId,
    user: { id: entry.userId, name: owner?.displayName ?? '' },
  }
}

export function entryActionRoutes(state: SimulatorState): Router {
  const router = Router()

  router.get(`${BASE}/read/:entryId(\\d+)`, bearerAuth(state, 'required'), (req, res) => {
    const managed = managedEntry(state, res, whole(req.params.entryId))
    if (!managed) return
    res.json(ok({ data: entryBody(state, managed.entry) }))
  })

  // Set paid (2-entry §7 `POST /v5/entry/paid` { prodIds, paid, message }): every product an entry of a
  // competition the user builds, the status one of §3's four; all or nothing.
  router.post(`${BASE}/paid`, bearerAuth(state, 'required'), json({ limit: '16kb' }), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const body = bodyOf(req)
    const ids = Array.isArray(body.prodIds) ? body.prodIds.map(whole) : []
    const paid = ([0, 1, 2, 3] as const).find((s) => s === Number(body.paid))
    if (ids.length === 0 || ids.some((id) => !(id > 0))) return res.json(businessError('No products given.'))
    if (paid === undefined) return res.json(businessError('Unknown payment status.'))
    const entries = ids.map((id) => state.entries.find((e) => e.productId === id && e.teamId === 0))
    if (entries.some((e) => e === undefined)) return res.json(businessError('Entry not found.'))
    for (const entry of entries as SimEntry[]) {
      const found = compEventByCeid(state, entry.ceid)
      if (!found || !canBuildFor(user, found.comp.compOrgId, found.comp.id)) return res.json(businessError(NO_PERMISSION))
    }
    for (const entry of entries as SimEntry[]) entry.paid = paid
    res.json(ok({ message: 'Paid updated.', data: { updated: entries.length } }))
  })

  router.post(`${BASE}/cancel/:entryId(\\d+)`, bearerAuth(state, 'required'), json({ limit: '4kb' }), (req, res) => {
    const managed = managedEntry(state, res, whole(req.params.entryId))
    if (!managed) return
    const { entry, comp } = managed
    const body = bodyOf(req)
    const reason = typeof body.reason === 'string' ? body.reason.trim() : ''
    const settlement = String(body.settle ?? '').toUpperCase()
    if (!reason) return res.json(businessError('A reason is required.'))
    if (settlement !== 'REFUND' && settlement !== 'CREDIT' && settlement !== '') return res.json(businessError('Unknown settlement.'))
    const rule = comp.options.cancelEvent
    if (settlement !== '') {
      if (entry.paid === 0) return res.json(businessError('An unpaid entry has nothing to refund or credit.'))
      if (settlement === 'REFUND' && !rule.refund.allow) return res.json(businessError('Refunds are not allowed for this competition.'))
      if (settlement === 'CREDIT' && !rule.credit.allow) return res.json(businessError('Credit is not allowed for this competition.'))
      if (state.now() > Date.parse(comp.closedate) - rule.hrsBeforeClose * HOUR_MS)
        return res.json(businessError(`Refunds and credit close ${rule.hrsBeforeClose} hours before entries close.`))
    }
    const amount = settlement === '' ? 0 : round2(entry.price + entry.fee)
    if (settlement === 'CREDIT') {
      const owner = state.users.find((u) => u.id === entry.userId)
      if (owner) owner.credit = round2(owner.credit + amount)
    }
    state.entries = state.entries.filter((e) => e !== entry)
    cancellationsOf(state).push({ entryId: entry.entryId, userId: entry.userId, reason, settlement, amount })
    res.json(ok({ message: 'Entry cancelled.', data: { entryId: entry.entryId, settlement, amount } }))
  })

  return router
}
