import { z } from 'zod'
import { validateGeneral, type GeneralInput } from '#bff/domain/builder/general'
import type { BuilderOrgChoice } from '#bff/views/builder'

// Builder step 1, shared by the browser and the server. The rules are the domain's
// (bff/domain/builder/general.ts); messages are keys of the `builder` namespace.

const MAX = 100
const trim = (s: string | undefined) => (s ?? '').trim()
const text = (max = MAX) => z.string().max(max, 'builder:rules.TOO_LONG').optional()
const checkbox = () => z.string().optional()
const idText = () => z.string().max(12).optional()
const whole = (s: string | undefined) => (/^\d{1,9}$/.test(trim(s)) ? Number(trim(s)) : 0)

export type GeneralContext = { paymentConnect: boolean; orgs: BuilderOrgChoice[]; now?: () => Date }

const fields = z.object({
  // Longer than the domain's 60 so the name gets the step's own message (COMP_NAME_TOO_LONG).
  name: text(200),
  orgId: idText(),
  locationId: idText(),
  indoorOutdoor: z.enum(['I', 'O']).optional(),
  date: text(10),
  openDate: text(10),
  openTime: text(5),
  closeDate: text(10),
  closeTime: text(5),
  contactName: text(),
  contactEmail: text(),
  contactTel: text(30),
  contactVisible: checkbox(),
  active: checkbox(),
  allowExpiredRegistration: checkbox(),
  information: text(5000),
})

/** The form's values as the step saves them: texts trimmed, ids whole numbers, boxes booleans. */
const tidy = (v: z.output<typeof fields>) => ({
  name: trim(v.name),
  orgId: whole(v.orgId),
  locationId: whole(v.locationId),
  indoorOutdoor: v.indoorOutdoor ?? 'O',
  date: trim(v.date),
  openDate: trim(v.openDate),
  openTime: trim(v.openTime),
  closeDate: trim(v.closeDate),
  closeTime: trim(v.closeTime),
  contactName: trim(v.contactName),
  contactEmail: trim(v.contactEmail),
  contactTel: trim(v.contactTel),
  contactVisible: Boolean(v.contactVisible),
  active: Boolean(v.active),
  allowExpiredRegistration: Boolean(v.allowExpiredRegistration),
  information: trim(v.information),
})

export function generalSchema(context: GeneralContext) {
  return fields
    .superRefine((v, ctx) => {
      const values = tidy(v)
      const input: GeneralInput = {
        ...values,
        paymentConnect: context.paymentConnect,
        stripeUserId: context.orgs.find((o) => o.id === values.orgId)?.stripeUserId ?? 0,
      }
      for (const p of validateGeneral(input, context.now?.() ?? new Date()))
        ctx.addIssue({ code: 'custom', path: [p.field], message: `builder:rules.${p.code}` })
    })
    .transform(tidy)
}

export type GeneralFormValue = z.output<ReturnType<typeof generalSchema>>

export type GeneralFormInput = z.input<ReturnType<typeof generalSchema>>
