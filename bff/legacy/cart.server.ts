import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'
import { partial } from './wire'

const cartItemWire = z.looseObject({
  key: z.coerce.string().optional(),
  product_id: z.coerce.number().optional(),
  name: z.string().optional(),
  quantity: z.coerce.number().catch(1),
  line_total: z.coerce.string().optional(),
})

export const miniCartAnswerSchema = envelope(
  z.string().nullish().transform((v) => v ?? ''),
  partial({ wcCart: partial({ items: z.array(cartItemWire).catch([]), total: z.coerce.string() }) }).nullish(),
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
