import { Router } from 'express'
import { authOf, bearerAuth } from './bearer'
import { mayManageCheques } from './cheque-routes'
import { savedStripeUserOf } from './comporg-routes'
import type { SimulatorState } from './state'
import { businessError, ok } from './wire'

/**
 * Finance (docs/legacy-wire.md "Finance"): the payment-provider (Stripe) accounts, **our invention**
 * (3-organiser-admin §2 stripe-users names the screen, §3 compOrg.stripeUser the fields), and the
 * finance report (1-shell §7 `GET /v5/reports/finance`, its answer our reading). For admins and the
 * finance role on the national organisation (38), as cheques are.
 */

const V5 = '/wp-json/e4s/v5'
const NO_ACCESS = 'You do not have finance permission.'

type Account = { id: number; name: string; showPaymentCode: boolean }

/** The seed's accounts and the organisations paid through each until a save says otherwise; 9 pays for none. */
export const SEED_STRIPE_USERS: ReadonlyArray<Account & { orgIds: number[] }> = [
  { id: 3, name: 'Northvale Athletics Network (Stripe)', showPaymentCode: true, orgIds: [12] },
  { id: 5, name: 'Riverside and Coastal Payments', showPaymentCode: false, orgIds: [27, 54] },
  { id: 9, name: 'National Federation Payments', showPaymentCode: true, orgIds: [] },
]

function accountOf(state: SimulatorState, orgId: number): number {
  const saved = savedStripeUserOf(state, orgId)
  if (saved) return saved.id
  return SEED_STRIPE_USERS.find((a) => a.orgIds.includes(orgId))?.id ?? 0
}

/** Every account, seeded or named by a saved organisation, with the organisations it pays for now. */
export function stripeUsers(state: SimulatorState) {
  const orgs = [...state.seed.organisations, ...state.orgRequests]
  const accounts = new Map<number, Account>(SEED_STRIPE_USERS.map(({ id, name, showPaymentCode }) => [id, { id, name, showPaymentCode }]))
  for (const o of orgs) {
    const saved = savedStripeUserOf(state, o.id)
    if (saved && saved.id > 0 && !accounts.has(saved.id)) accounts.set(saved.id, { id: saved.id, name: saved.name, showPaymentCode: false })
  }
  return [...accounts.values()].map((a) => ({
    ...a,
    orgs: orgs.filter((o) => accountOf(state, o.id) === a.id).map((o) => ({ id: o.id, name: o.name })),
  }))
}

/** Per competition with cheque orders: how many, paid and awaiting, and the amount paid. */
function financeReport(state: SimulatorState) {
  const byComp = new Map<number, { compId: number; compName: string; orders: number; paid: number; awaiting: number; value: number }>()
  for (const c of state.cheques) {
    const row = byComp.get(c.compId) ?? { compId: c.compId, compName: c.compName, orders: 0, paid: 0, awaiting: 0, value: 0 }
    row.orders += 1
    if (c.paid === 1) {
      row.paid += 1
      row.value = Math.round((row.value + c.value) * 100) / 100
    }
    if (c.paid === 2) row.awaiting += 1
    byComp.set(c.compId, row)
  }
  return {
    title: 'Finance',
    columns: [
      { key: 'compId', label: 'Comp' },
      { key: 'compName', label: 'Competition' },
      { key: 'orders', label: 'Orders' },
      { key: 'paid', label: 'Paid' },
      { key: 'awaiting', label: 'Awaiting payment' },
      { key: 'value', label: 'Value paid' },
    ],
    rows: [...byComp.values()],
  }
}

export function stripeRoutes(state: SimulatorState): Router {
  const router = Router()

  router.get(`${V5}/stripe/users`, bearerAuth(state, 'required'), (_req, res) => {
    const user = authOf(res).user
    if (!user) return
    if (!mayManageCheques(user)) return res.json(businessError(NO_ACCESS))
    res.json(ok({ data: stripeUsers(state) }))
  })

  router.get(`${V5}/reports/finance`, bearerAuth(state, 'required'), (_req, res) => {
    const user = authOf(res).user
    if (!user) return
    if (!mayManageCheques(user)) return res.json(businessError(NO_ACCESS))
    res.json(ok({ data: financeReport(state) }))
  })

  return router
}
