import { expect } from 'vitest'
import { saveStoreOptions } from '../../bff/legacy/config.server'
import * as finance from '../../bff/legacy/stripe-users.server'
import { STORE_OPTIONS_REC } from '../../contract-fixtures/recorder/stripe-recordings'
import { ok, tokenRows, USER_TOKEN, type Row } from './rows'

/** Replay rows of the finance recordings (payment-provider users, finance report, store configuration): one per mapping file. */

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

  'config-admin-save.success.json': {
    call: (l) => saveStoreOptions(l(ADMIN_TOKEN), STORE_OPTIONS_REC),
    expect: ok((v: Awaited<ReturnType<typeof saveStoreOptions>>) => expect(v.data.options).toMatchObject(STORE_OPTIONS_REC)),
  },
  'config-admin-save.business-error.json': {
    call: (l) => saveStoreOptions(l(ADMIN_TOKEN), { ...STORE_OPTIONS_REC, percCharged: 101 }),
    expect: { error: 'business', errNo: 1, text: /Invalid value for percCharged/ },
  },
  ...tokenRows('config-admin-save', (l) => saveStoreOptions(l, STORE_OPTIONS_REC)),
}
