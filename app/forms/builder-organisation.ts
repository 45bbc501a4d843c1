import { z } from 'zod'
import { displayInstant } from '#bff/domain/builder/dates'
import { validateOrganisation } from '#bff/domain/organisation/organisation'

// An organisation created or updated from the builder, shared by the browser and the server. The
// rules are the domain's (bff/domain/organisation/organisation.ts); messages are keys of the
// `builder` namespace. The logo file is checked on the server only (by its bytes).

const trim = (s: string | undefined) => (s ?? '').trim()
const text = (max = 100) => z.string().max(max, 'builder:rules.TOO_LONG').optional()
const checkbox = () => z.string().optional()
const whole = (s: string | undefined) => (/^\d{1,9}$/.test(trim(s)) ? Number(trim(s)) : 0)

/** The app config's payment connect switch and, when opened from a competition, its entries window. */
export type OrganisationContext = {
  paymentConnect: boolean
  window: { openDate: string; openTime: string; closeDate: string; closeTime: string } | null
}

const fields = z.object({
  orgId: z.string().max(12).optional(),
  name: text(),
  stripeUserId: z
    .string()
    .max(12)
    .optional()
    .refine((s) => trim(s) === '' || /^\d{1,9}$/.test(trim(s)), 'builder:rules.WHOLE_NUMBER'),
  useTerms: checkbox(),
  terms: text(5000),
  priorityRequired: checkbox(),
  priorityCode: text(30),
  priorityDate: text(10),
  priorityTime: text(5),
  priorityMessage: text(500),
})

export function organisationSchema(context: OrganisationContext) {
  const w = context.window
  return fields
    .superRefine((v, ctx) => {
      const problems = validateOrganisation({
        name: trim(v.name),
        useTerms: Boolean(v.useTerms),
        terms: trim(v.terms),
        priority: {
          required: Boolean(v.priorityRequired),
          code: trim(v.priorityCode),
          date: trim(v.priorityDate),
          time: trim(v.priorityTime),
        },
        paymentConnect: context.paymentConnect,
        stripeUserId: whole(v.stripeUserId),
        entriesOpen: w ? displayInstant(w.openDate, w.openTime) : null,
        entriesClose: w ? displayInstant(w.closeDate, w.closeTime) : null,
      })
      for (const p of problems) ctx.addIssue({ code: 'custom', path: [p.field], message: `builder:org.${p.code}` })
    })
    .transform((v) => ({
      orgId: whole(v.orgId),
      name: trim(v.name),
      stripeUserId: whole(v.stripeUserId),
      useTerms: Boolean(v.useTerms),
      terms: trim(v.terms),
      priority: {
        required: Boolean(v.priorityRequired),
        code: trim(v.priorityCode),
        date: trim(v.priorityDate),
        time: trim(v.priorityTime),
        message: trim(v.priorityMessage),
      },
    }))
}

export type OrganisationFormInput = z.input<ReturnType<typeof organisationSchema>>
export type OrganisationFormValue = z.output<ReturnType<typeof organisationSchema>>
