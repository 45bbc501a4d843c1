import type { RequestContext } from '../context.server'
import type { ProductDefinition } from '../domain/shop/product-definition'
import { createSecondaryDefinition, listSecondaryDefinitions } from '../legacy/secondary.server'
import type { SecondaryProductView } from '../views/secondary-products'
import { refused, type Outcome } from './failure.server'
import { toSecondaryItem } from './shop.server'

/* The organiser's side of the competition's shop (2-entry §3, §5, §7): its definitions, and a new one. */

type Ctx = Pick<RequestContext, 'legacy'>

export async function loadSecondaryProducts(ctx: Ctx, compId: number): Promise<SecondaryProductView[]> {
  const answer = await listSecondaryDefinitions(ctx.legacy, compId)
  return answer.data.map((wire) => {
    const item = toSecondaryItem(wire)
    return {
      id: item.id,
      name: item.name,
      description: item.description,
      perAthlete: item.perAthlete,
      maxAllowed: item.maxAllowed,
      stockQty: item.stockQty,
      soldQty: item.soldQty,
      price: item.price.price,
      salePrice: item.price.salePrice,
      saleEndDate: item.price.saleEndDate ?? '',
      variations: item.variations.length,
    }
  })
}

export async function createSecondaryProduct(ctx: Ctx, compId: number, d: ProductDefinition): Promise<Outcome> {
  try {
    await createSecondaryDefinition(ctx.legacy, { compId, ...d, name: d.name.trim(), description: d.description.trim() })
  } catch (err) {
    return refused(err)
  }
  return { ok: true }
}
