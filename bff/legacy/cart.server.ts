import { z } from 'zod'
import { envelope, rest, type LegacyCaller } from './client.server'

const cartItemWire = z
  .object({
    key: z.coerce.string().optional(),
    product_id: z.coerce.number().optional(),
    name: z.string().optional(),
    quantity: z.coerce.number().catch(1),
    line_total: z.coerce.string().optional(),
  })
  .passthrough()

export const miniCartAnswerSchema = envelope(
  z.string().nullish().transform((v) => v ?? ''),
  z
    .object({ wcCart: z.object({ items: z.array(cartItemWire).catch([]), total: z.coerce.string().optional() }).partial() })
    .partial()
    .nullish(),
)
export type MiniCartAnswer = z.infer<typeof miniCartAnswerSchema>

export function getMiniCart(legacy: LegacyCaller) {
  return legacy.call({
    endpoint: 'cart.minicart',
    method: 'GET',
    path: rest('/v5/minicart'),
    auth: 'required',
    schema: miniCartAnswerSchema,
  })
}
