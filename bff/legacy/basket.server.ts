import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'

/**
 * The basket hand-off: a one-time address on the legacy site where the WooCommerce basket and
 * checkout take over. The url is the legacy site's (a path, or an absolute address on that
 * site); the caller joins it to the legacy site address and appends returnUrl.
 */
export const basketHandoffAnswerSchema = envelope(z.object({ url: z.string().trim().min(1) }))
export type BasketHandoffAnswer = z.infer<typeof basketHandoffAnswerSchema>

export function getBasketHandoff(legacy: LegacyCaller) {
  return legacy.call({
    endpoint: 'basket.handoff',
    method: 'GET',
    path: rest('/v5/basket/handoff'),
    auth: 'required',
    schema: basketHandoffAnswerSchema,
  })
}
