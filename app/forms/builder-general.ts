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

export function generalSchema(context: GeneralContext) {
  return z
    .object({
      name: text(),
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
    .superRefine((v, ctx) => {
      const orgId = whole(v.orgId)
      const input: GeneralInput = {
        name: trim(v.name),
        orgId,
        locationId: whole(v.locationId),
        date: trim(v.date),
        openDate: trim(v.openDate),
        openTime: trim(v.openTime),
        closeDate: trim(v.closeDate),
        closeTime: trim(v.closeTime),
        contactName: trim(v.contactName),
        contactEmail: trim(v.contactEmail),
        active: Boolean(v.active),
        paymentConnect: context.paymentConnect,
        stripeUserId: context.orgs.find((o) => o.id === orgId)?.stripeUserId ?? 0,
      }
      for (const p of validateGeneral(input, context.now?.() ?? new Date()))
        ctx.addIssue({ code: 'custom', path: [p.field], message: `builder:rules.${p.code}` })
    })
    .transform((v) => ({
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
    }))
}

export type GeneralFormValue = z.output<ReturnType<typeof generalSchema>>

export type GeneralFormInput = z.input<ReturnType<typeof generalSchema>>
