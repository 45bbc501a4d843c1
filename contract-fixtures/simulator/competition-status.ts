import { Router, json } from 'express'
import type { SeedCompetition, SeedData } from '../seed/index'
import { authOf, bearerAuth } from './bearer'
import { isAdmin } from './entry-model'
import { bodyOf, textOf, whole } from './request'
import type { SimulatorState } from './state'
import { businessError, ok } from './wire'

/*
 * The competition status workflow (3-organiser-admin §3 "Competition status", §4, §7 "services
 * /v5/competition/status"). Our reading: each competition has one current status record; a save
 * creates the next record (the spec: "create status") from the posted paid, moveto, reference and
 * notes. `status` is the organiser status the card reads ('Approved' once the workflow has passed
 * approval, otherwise 'Pending'). Read by admins with `GET /v5/competition/status/{compId}`.
 */

export type WorkflowStep = { id: number; code: string; description: string; previd: number; nextid: number }

/** The workflow, in order (get-all-comps lists it as its meta too). */
export const COMPETITION_WORKFLOW: readonly WorkflowStep[] = [
  { id: 1, code: 'NEW', description: 'New', previd: 0, nextid: 2 },
  { id: 2, code: 'APPROVED', description: 'Approved', previd: 1, nextid: 3 },
  { id: 3, code: 'INVOICED', description: 'Invoiced', previd: 2, nextid: 4 },
  { id: 4, code: 'PAID', description: 'Paid', previd: 3, nextid: 0 },
]
const APPROVED_FROM = 2

/** Seeded competitions in each state but Approved, the default (one per status, for the journeys). */
export const STATUS_SEED: Readonly<Record<number, number>> = { 526: 1, 527: 3, 514: 4 }

export type StatusRecord = { id: number; compid: number; wfid: number; paid: string; reference: string; notes: string; value: string }

const records = new WeakMap<SeedData, Map<number, StatusRecord>>()

function storeOf(seed: SeedData): Map<number, StatusRecord> {
  let store = records.get(seed)
  if (!store) records.set(seed, (store = new Map()))
  return store
}

const stepOf = (wfid: number) => COMPETITION_WORKFLOW.find((w) => w.id === wfid) ?? COMPETITION_WORKFLOW[1]!

export function currentStatus(seed: SeedData, compId: number): StatusRecord {
  const kept = storeOf(seed).get(compId)
  if (kept) return kept
  return { id: compId * 10, compid: compId, wfid: STATUS_SEED[compId] ?? APPROVED_FROM, paid: '', reference: '', notes: '', value: '' }
}

/** The whole record, as an admin reads it. */
export function statusWire(record: StatusRecord) {
  const step = stepOf(record.wfid)
  return {
    ...record,
    code: step.code,
    description: step.description,
    status: step.id >= APPROVED_FROM ? 'Approved' : 'Pending',
    invoicelink: '',
    previd: step.previd,
    prevdescription: step.previd ? stepOf(step.previd).description : '',
    nextid: step.nextid,
    nextdescription: step.nextid ? stepOf(step.nextid).description : '',
    moveto: 0,
  }
}

/** What the public summary carries of it: no paid amount, reference or notes. */
export function publicStatus(seed: SeedData, comp: SeedCompetition) {
  const { id, compid, wfid, code, description, status } = statusWire(currentStatus(seed, comp.id))
  return { id, compid, wfid, code, description, status }
}

const NO_PERMISSION = "You do not have permission to change a competition's status."

/** The paid amount with everything but digits and the decimal point stripped (the form's rule). */
const paidAmount = (paid: string) => paid.replace(/[^0-9.]/g, '')

export function competitionStatusRoutes(state: SimulatorState): Router {
  const router = Router()
  const { seed } = state
  const competition = (compId: number) => seed.competitions.find((c) => c.id === compId)

  router.get('/wp-json/e4s/v5/competition/status/:compId(\\d+)', bearerAuth(state, 'required'), (req, res) => {
    if (!isAdmin(authOf(res).user!)) return res.json(businessError(NO_PERMISSION))
    const comp = competition(whole(req.params.compId))
    if (!comp) return res.json(businessError('Competition not found'))
    res.json(ok({ data: statusWire(currentStatus(seed, comp.id)), meta: { workflow: COMPETITION_WORKFLOW.map((w) => ({ ...w })) } }))
  })

  router.post('/wp-json/e4s/v5/competition/status', bearerAuth(state, 'required'), json({ limit: '16kb' }), (req, res) => {
    if (!isAdmin(authOf(res).user!)) return res.json(businessError(NO_PERMISSION))
    const body = bodyOf(req)
    const comp = competition(whole(body.compid))
    if (!comp) return res.json(businessError('Competition not found'))
    const current = currentStatus(seed, comp.id)
    const step = stepOf(current.wfid)
    const moveto = whole(body.moveto)
    const paid = textOf(body.paid)
    const reference = textOf(body.reference)
    if (!paidAmount(paid)) return res.json(businessError('Enter Paid.'))
    if (!Number.isInteger(moveto) || moveto <= 0) return res.json(businessError('Enter move to.'))
    if (![step.id, step.previd, step.nextid].includes(moveto) || !COMPETITION_WORKFLOW.some((w) => w.id === moveto))
      return res.json(businessError('The competition cannot move to that status.'))
    if (stepOf(moveto).code === 'PAID' && !reference) return res.json(businessError('Bank reference required.'))
    const next: StatusRecord = {
      id: current.id + 1,
      compid: comp.id,
      wfid: moveto,
      paid,
      reference,
      notes: textOf(body.notes),
      value: textOf(body.value) || current.value,
    }
    storeOf(seed).set(comp.id, next)
    res.json(ok({ message: 'Status saved.', data: statusWire(next) }))
  })

  return router
}
