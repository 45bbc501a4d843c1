import { z } from 'zod'
import { discountProblems, typedDiscountNumber, type DiscountProblem, type DiscountType } from '#bff/domain/builder/discounts'

// A competition's new discount (decision 071), for the browser and the server alike. Messages are
// keys of the `builder` namespace (`discounts.*`).

const MESSAGES: Record<DiscountProblem, string> = {
  descriptionRequired: 'builder:discounts.descriptionRequired',
  descriptionTooLong: 'builder:discounts.descriptionTooLong',
  typeRequired: 'builder:discounts.typeRequired',
  notANumber: 'builder:discounts.notANumber',
  notAboveZero: 'builder:discounts.notAboveZero',
  tooManyDecimals: 'builder:discounts.tooManyDecimals',
  percentOver100: 'builder:discounts.percentOver100',
  fromEntryRange: 'builder:discounts.fromEntryRange',
}

const typeOf = (v: string | undefined): DiscountType | '' => (v === 'A' || v === 'P' ? v : '')

export const discountSchema = z
  .object({
    intent: z.literal('create'),
    // Longer than the rule allows, so that the rule's own message says so.
    description: z.string().max(1000).optional(),
    type: z.string().max(10).optional(),
    value: z.string().max(20).optional(),
    fromEntry: z.string().max(20).optional(),
  })
  .transform((v) => ({
    description: (v.description ?? '').trim(),
    type: typeOf(v.type),
    value: typedDiscountNumber(v.value),
    fromEntry: typedDiscountNumber(v.fromEntry),
  }))
  .superRefine((v, ctx) => {
    // Every rule at once: saving is blocked while any message shows.
    for (const [path, problem] of Object.entries(discountProblems(v)))
      ctx.addIssue({ code: 'custom', path: [path], message: MESSAGES[problem] })
  })
  .transform((v) => ({ ...v, type: v.type as DiscountType }))

export type DiscountFormValue = z.output<typeof discountSchema>

export const deleteDiscountSchema = z.object({ intent: z.literal('delete'), discountId: z.string().regex(/^\d{1,9}$/) })
