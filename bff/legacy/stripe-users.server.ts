import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'
import { reportResult } from './reports.server'
import { flag, id, namedRef, text } from './wire'

/*
 * Finance (3-organiser-admin §2 stripe-users, §6 "Finance Report and Stripe Users for finance
 * permission"). The payment-provider users list is **our invention** (the spec names the screen and
 * the account's fields on compOrg.stripeUser: id, name, showPaymentCode); the finance report is the
 * spec's `GET /v5/reports/finance` (1-shell §7), its answer our reading. docs/legacy-wire.md "Finance".
 */

export const stripeUserWire = z.object({
  id,
  name: text,
  showPaymentCode: flag,
  /** The organisations paid through this account. */
  orgs: z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((raw) => {
        const parsed = namedRef.safeParse(raw)
        return parsed.success && parsed.data.id > 0 ? [parsed.data] : []
      }),
    ),
})
export type StripeUserWire = z.infer<typeof stripeUserWire>

/** One malformed account must not hide the others. */
const stripeUserList = z.array(z.unknown()).transform((items) =>
  items.flatMap((raw) => {
    const parsed = stripeUserWire.safeParse(raw)
    return parsed.success ? [parsed.data] : []
  }),
)

export const stripeUserListAnswerSchema = envelope(stripeUserList)
export const financeReportAnswerSchema = envelope(reportResult)

export function listStripeUsers(legacy: LegacyCaller) {
  return legacy.call({
    endpoint: 'stripe.users',
    method: 'GET',
    path: rest('/v5/stripe/users'),
    auth: 'required',
    schema: stripeUserListAnswerSchema,
  })
}

/** The finance report, read as a report run: a title, columns and rows. */
export function readFinanceReport(legacy: LegacyCaller) {
  return legacy.call({
    endpoint: 'reports.finance',
    method: 'GET',
    path: rest('/v5/reports/finance'),
    auth: 'required',
    schema: financeReportAnswerSchema,
  })
}
