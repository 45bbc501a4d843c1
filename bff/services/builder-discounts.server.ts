import type { RequestContext } from '../context.server'
import { createDiscount, deleteDiscount, type DiscountInput } from '../legacy/builder-discounts.server'
import { competitionWrite } from './builder-events.server'

/* The discounts' writes (decision 071); each drops the competition's shared cards, whose meta carries them to the entry page. */

type Ctx = Pick<RequestContext, 'legacy' | 'cache'>

export function createBuilderDiscount(ctx: Ctx, input: DiscountInput) {
  return competitionWrite(ctx, input.compId, () => createDiscount(ctx.legacy, input))
}

export function deleteBuilderDiscount(ctx: Ctx, compId: number, discountId: number) {
  return competitionWrite(ctx, compId, () => deleteDiscount(ctx.legacy, discountId))
}
