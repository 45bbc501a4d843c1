import { z } from 'zod'
import { validateAgeGroup, wholeNumber } from '#bff/domain/builder/age-group'

// An age group from the builder (3-organiser-admin §5 "Age group"): shared by the browser and the
// server. Messages are keys of the `builder` namespace.

const field = () => z.string().max(100).optional()

export function ageGroupSchema() {
  return z
    .object({
      agId: z.string().regex(/^\d{1,9}$/),
      name: z.string().max(100).optional(),
      shortName: z.string().max(20, { message: 'builder:ageGroups.SHORT_NAME_LENGTH' }).optional(),
      minAge: field(),
      maxAge: field(),
      minAtDay: field(),
      minAtMonth: field(),
      maxAtDay: field(),
      maxAtMonth: field(),
    })
    .transform((v) => ({
      agId: Number(v.agId),
      name: (v.name ?? '').trim(),
      shortName: (v.shortName ?? '').trim(),
      minAge: v.minAge ?? '',
      maxAge: v.maxAge ?? '',
      minAtDay: v.minAtDay ?? '',
      minAtMonth: v.minAtMonth ?? '',
      maxAtDay: v.maxAtDay ?? '',
      maxAtMonth: v.maxAtMonth ?? '',
    }))
    .superRefine((v, ctx) => {
      for (const p of validateAgeGroup(v)) ctx.addIssue({ code: 'custom', path: [p.field], message: `builder:ageGroups.${p.code}` })
    })
    .transform((v) => ({
      agId: v.agId,
      name: v.name,
      shortName: v.shortName || v.name,
      minAge: wholeNumber(v.minAge) ?? 0,
      maxAge: wholeNumber(v.maxAge) ?? 0,
      // Empty: the competition's first day (0 on the wire).
      minAtDay: wholeNumber(v.minAtDay) ?? 0,
      minAtMonth: wholeNumber(v.minAtMonth) ?? 0,
      maxAtDay: wholeNumber(v.maxAtDay) ?? 0,
      maxAtMonth: wholeNumber(v.maxAtMonth) ?? 0,
    }))
}

export type AgeGroupFormInput = z.input<ReturnType<typeof ageGroupSchema>>
export type AgeGroupFormValue = z.output<ReturnType<typeof ageGroupSchema>>
