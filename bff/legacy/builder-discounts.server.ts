import { z } from 'zod/v4'
import type { DiscountDefinition, DiscountType } from '../domain/builder/discounts'
import { envelope, rest, type LegacyCaller } from './client.server'
import { id, lenient, num, segment, text } from './wire'

/*
 * A competition's discounts (3-organiser-admin §3 "Discount", §7 "services /v5/discount"): read
 * with the competition (`meta.discounts` of GET /v5/competition/{id}), created and deleted on
 * /v5/discount. The fields and the paths of the writes are our reading (docs/legacy-wire.md
 * "Builder: discounts", decision 071).
 */

/** One discount as the competition read carries it; one the BFF cannot read is left out of the list. */
export const discountWire = z.object({
  id,
  description: text,
  type: z.enum(['A', 'P']),
  value: z.coerce.number().positive(),
  fromEntry: z.coerce.number().int().positive().catch(1),
})
export type DiscountWire = z.infer<typeof discountWire>

/** `meta.discounts`: the readable ones; anything else (none, not a list) is no discount. */
export const discountsWire = z
  .array(z.unknown())
  .catch([])
  .transform((items) =>
    items.flatMap((i) => {
      const parsed = discountWire.safeParse(i)
      return parsed.success ? [parsed.data] : []
    }),
  )

export type DiscountInput = DiscountDefinition & { compId: number; type: DiscountType }

const createdAnswerSchema = envelope(z.object({ id }).loose())
const deletedAnswerSchema = envelope(lenient({ deleted: num }))

/** Creates a discount of the competition; the answer carries its id. */
export function createDiscount(legacy: LegacyCaller, input: DiscountInput) {
  return legacy.call({
    endpoint: 'builder.discount.create',
    method: 'POST',
    path: rest('/v5/discount'),
    body: { id: 0, ...input },
    auth: 'required',
    schema: createdAnswerSchema,
  })
}

export function deleteDiscount(legacy: LegacyCaller, discountId: number) {
  return legacy.call({
    endpoint: 'builder.discount.delete',
    method: 'DELETE',
    path: rest(`/v5/discount/${segment(discountId)}`),
    auth: 'required',
    schema: deletedAnswerSchema,
  })
}
