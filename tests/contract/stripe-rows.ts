import { expect } from 'vitest'
import * as finance from '../../bff/legacy/stripe-users.server'
import { ok, tokenRows, USER_TOKEN, type Row } from './rows'

/** Replay rows of the finance recordings (payment-provider users, finance report): one per mapping file. */

const ADMIN_TOKEN = 'rec-admin-token'
type Users = Awaited<ReturnType<typeof finance.listStripeUsers>>
type Report = Awaited<ReturnType<typeof finance.readFinanceReport>>

export const stripeRows: Record<string, Row> = {
  'stripe-users.success.json': {
    call: (l) => finance.listStripeUsers(l(ADMIN_TOKEN)),
    expect: ok((v: Users) => {
      expect(v.data.length).toBeGreaterThan(0)
      expect(v.data.some((u) => u.orgs.length > 0 && u.name !== '')).toBe(true)
    }),
  },
  'stripe-users.business-error.json': {
    call: (l) => finance.listStripeUsers(l(USER_TOKEN)),
    expect: { error: 'business', errNo: 1, text: /finance permission/ },
  },
  ...tokenRows('stripe-users', (l) => finance.listStripeUsers(l)),

  'reports-finance.success.json': {
    call: (l) => finance.readFinanceReport(l(ADMIN_TOKEN)),
    expect: ok((v: Report) => {
      expect(v.data.columns.length).toBeGreaterThan(0)
      expect(v.data.rows.length).toBeGreaterThan(0)
    }),
  },
  'reports-finance.business-error.json': {
    call: (l) => finance.readFinanceReport(l(USER_TOKEN)),
    expect: { error: 'business', errNo: 1, text: /finance permission/ },
  },
  ...tokenRows('reports-finance', (l) => finance.readFinanceReport(l)),
}
