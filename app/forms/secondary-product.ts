import { z } from 'zod'
import { definitionProblems, typedNumber, type DefinitionProblem } from '#bff/domain/shop/product-definition'
import { TEXT_INPUT_MAX } from '#bff/domain/text/limits'

// The organiser's new secondary product (2-entry §5 "Secondary product (definition)"), for the
// browser and the server alike. Messages are translation keys (common.json `products`).

const DESCRIPTION_MAX = 2000

const MESSAGES: Record<DefinitionProblem, string> = {
  nameRequired: 'products.nameRequired',
  notWholeNumber: 'products.notWholeNumber',
  notANumber: 'products.notANumber',
  maxAllowedBelowZero: 'products.maxAllowedBelowZero',
  stockBelowOne: 'products.stockBelowOne',
  priceBelowZero: 'products.priceBelowZero',
  salePriceBelowZero: 'products.salePriceBelowZero',
  salePriceNotBelowPrice: 'products.salePriceNotBelowPrice',
  badDate: 'products.badDate',
}

export const secondaryProductSchema = z
  .object({
    name: z.string().max(TEXT_INPUT_MAX).optional(),
    description: z.string().max(DESCRIPTION_MAX).optional(),
    perAthlete: z.string().max(10).optional(),
    maxAllowed: z.string().max(20).optional(),
    stockQty: z.string().max(20).optional(),
    price: z.string().max(20).optional(),
    salePrice: z.string().max(20).optional(),
    saleEndDate: z.string().max(20).optional(),
  })
  .transform((v) => ({
    name: (v.name ?? '').trim(),
    description: (v.description ?? '').trim(),
    perAthlete: v.perAthlete === 'on',
    maxAllowed: typedNumber(v.maxAllowed),
    stockQty: typedNumber(v.stockQty),
    price: typedNumber(v.price),
    salePrice: typedNumber(v.salePrice),
    saleEndDate: (v.saleEndDate ?? '').trim(),
  }))
  .superRefine((v, ctx) => {
    // Every rule at once: saving is blocked while any message shows.
    for (const [path, problem] of Object.entries(definitionProblems(v)))
      ctx.addIssue({ code: 'custom', path: [path], message: MESSAGES[problem] })
  })

export type SecondaryProductForm = z.output<typeof secondaryProductSchema>
