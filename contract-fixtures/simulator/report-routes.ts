import { Router } from 'express'
import { authOf, bearerAuth } from './bearer'
import { canBuildFor } from './builder-model'
import { isAdmin } from './entry-model'
import { whole } from './request'
import type { SimulatorState } from './state'
import { businessError, ok } from './wire'

/**
 * Reports (3-organiser-admin §7 `GET /v5/report/readid?compid`, `GET /v5/report?compid&reportid&email`),
 * admins, and builders of a competition for its own reports (the organiser report, §6). What
 * readid lists and what a run answers are our reading (docs/legacy-wire.md "Reports").
 * `state.reportDelayMs` makes every run slow, as a long report is upstream.
 */

const BASE = '/wp-json/e4s/v5/report'
const NO_ACCESS = 'You do not have permission to run reports.'

type Cell = string | number | boolean | null
type Report = {
  id: string
  name: string
  compRequired: boolean
  columns: Array<{ key: string; label: string }>
  rows: (state: SimulatorState, compId: number) => Array<Record<string, Cell>>
}

const REPORTS: Report[] = [
  {
    id: 'competitions',
    name: 'Competitions',
    compRequired: false,
    columns: [
      { key: 'id', label: 'Id' },
      { key: 'name', label: 'Name' },
      { key: 'date', label: 'Date' },
      { key: 'organisation', label: 'Organisation' },
      { key: 'active', label: 'Active' },
    ],
    rows: (state) =>
      [...state.seed.competitions]
        .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
        .map((c) => ({ id: c.id, name: c.name, date: c.date, organisation: c.compOrgName, active: c.active })),
  },
  {
    id: 'users',
    name: 'Users',
    compRequired: false,
    columns: [
      { key: 'id', label: 'Id' },
      { key: 'login', label: 'Login' },
      { key: 'email', label: 'Email' },
      { key: 'role', label: 'Role' },
    ],
    rows: (state) => state.users.map((u) => ({ id: u.id, login: u.login, email: u.email, role: u.role })),
  },
  {
    id: 'entries',
    name: 'Entries',
    compRequired: true,
    columns: [
      { key: 'entryId', label: 'Entry' },
      { key: 'athlete', label: 'Athlete' },
      { key: 'ceid', label: 'Event' },
      { key: 'price', label: 'Price' },
      { key: 'paid', label: 'Paid' },
    ],
    rows: (state, compId) =>
      state.entries
        .filter((e) => e.compId === compId)
        .map((e) => {
          const athlete = state.athletes.find((a) => a.id === e.athleteId)
          return {
            entryId: e.entryId,
            athlete: athlete ? `${athlete.firstName} ${athlete.surName}` : String(e.athleteId),
            ceid: e.ceid,
            price: e.price,
            paid: e.paid,
          }
        }),
  },
]

export function reportRoutes(state: SimulatorState): Router {
  const router = Router()

  /** A builder of the competition (not an admin) sees and runs its competition's reports only. */
  const organiserOf = (user: Parameters<typeof isAdmin>[0], compId: number) => {
    const comp = state.seed.competitions.find((c) => c.id === compId)
    return comp !== undefined && canBuildFor(user, comp.compOrgId, comp.id)
  }

  router.get(`${BASE}/readid`, bearerAuth(state, 'required'), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const admin = isAdmin(user)
    if (!admin && !organiserOf(user, whole(req.query.compid))) return res.json(businessError(NO_ACCESS))
    const listed = admin ? REPORTS : REPORTS.filter((r) => r.compRequired)
    res.json(ok({ data: listed.map(({ id, name, compRequired }) => ({ id, name, compRequired })) }))
  })

  router.get(BASE, bearerAuth(state, 'required'), async (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const admin = isAdmin(user)
    if (!admin && !organiserOf(user, whole(req.query.compid))) return res.json(businessError(NO_ACCESS))
    const report = REPORTS.find((r) => r.id === String(req.query.reportid ?? '') && (admin || r.compRequired))
    if (!report) return res.json(businessError(`Report ${String(req.query.reportid ?? '')} not found.`))
    const compId = whole(req.query.compid)
    if (report.compRequired && !state.seed.competitions.some((c) => c.id === compId)) {
      return res.json(businessError(`Competition ${String(req.query.compid ?? '')} not found.`))
    }
    if (state.reportDelayMs > 0) await new Promise((r) => setTimeout(r, state.reportDelayMs))
    res.json(ok({ data: { title: report.name, columns: report.columns, rows: report.rows(state, compId) } }))
  })

  return router
}
