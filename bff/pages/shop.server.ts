import { data, type AppLoadContext } from '@remix-run/node'
import { notFound } from '#bff/http/params.server'
import { toBasketHandoff } from '#bff/pages/basket-handoff.server'
import { basketAddress } from '#bff/services/cart.server'
import { getCompetition } from '#bff/services/competitions.server'
import { getAppConfig } from '#bff/services/config.server'
import { listEntryAthletes } from '#bff/services/entry.server'
import { essential, unlessFailed } from '#bff/services/failure.server'
import { athletePurchases, buyFromShop, loadShop, removeShopLine, shopBasket, toItemView } from '#bff/services/shop.server'
import { requireUser } from '#bff/session/guards.server'
import type { ShopLineInput, ShopView } from '#bff/views/shop'

/* The competition's shop (1-shell §2.3 shop-v2/{id}; 2-entry §2 SHOP, §3, §5, §7 secondary calls). */

type Context = AppLoadContext

async function competitionFor(context: Context, id: number) {
  const comp = await essential(getCompetition(context, id))
  if (!comp) throw notFound()
  return comp
}

/** The shop as a view: public; a logged-in user also gets their athletes for per-athlete items. */
export async function shopView(context: Context, compId: number, compName: string, now = new Date()): Promise<ShopView> {
  const [shop, athletes, config] = await Promise.all([
    essential(loadShop(context, compId)),
    context.user ? unlessFailed(listEntryAthletes(context, compId), []) : Promise.resolve([]),
    unlessFailed(getAppConfig(context), null),
  ])
  const mine = athletes.map((a) => ({ id: a.id, name: a.name }))
  return {
    compId,
    compName,
    currency: config?.currency ?? '£',
    items: shop.items.map((i) => toItemView(i, now)),
    groups: shop.groups,
    athletes: mine,
    loggedIn: context.user !== null,
    purchases: await athletePurchases(context, compId, mine),
    basket: context.user ? await shopBasket(context, compId) : [],
  }
}

export async function shopPage(context: Context, id: number) {
  const comp = await competitionFor(context, id)
  return { shop: await shopView(context, comp.id, comp.name) }
}

/** The shop form's lines: `qty-{item}`, `athlete-{item}`, `attr-{item}-{attribute}`. */
export function readShopLines(form: FormData): ShopLineInput[] {
  const lines = new Map<number, ShopLineInput>()
  const line = (itemId: number) => {
    let found = lines.get(itemId)
    if (!found) lines.set(itemId, (found = { itemId, qty: '', athleteId: '', chosen: {} }))
    return found
  }
  for (const [key, raw] of form.entries()) {
    if (typeof raw !== 'string') continue
    const m = /^(qty|athlete|attr)-(\d{1,9})(?:-(.{1,60}))?$/.exec(key)
    if (!m) continue
    const target = line(Number(m[2]))
    if (m[1] === 'qty') target.qty = raw.slice(0, 6)
    else if (m[1] === 'athlete') target.athleteId = raw.slice(0, 12)
    else if (m[3]) target.chosen[m[3]] = raw.slice(0, 100)
  }
  return [...lines.values()].slice(0, 200)
}

/**
 * Submit to basket from the shop: a visitor logs in first; every problem comes back with the form
 * as filled; success goes by the hand-off page ('Submitted to basket.') to the shop's basket.
 */
export async function shopPost(context: Context, id: number, form: FormData, returnPath: string) {
  requireUser(context)
  const comp = await competitionFor(context, id)
  if (form.get('intent') === 'remove') {
    const removed = await removeShopLine(context, comp.id, Number(form.get('productId')))
    return data({ problems: [], removal: removed, message: null, lines: [] }, removed.ok ? 200 : removed.status)
  }
  const lines = readShopLines(form)
  const athletes = await unlessFailed(listEntryAthletes(context, comp.id), [])
  const outcome = await buyFromShop(context, comp.id, { lines, athleteIds: athletes.map((a) => a.id), now: new Date() })
  if (!outcome.ok) return data({ problems: outcome.problems, message: outcome.message ?? null, lines, removal: null }, outcome.status)
  const basket = await essential(basketAddress(context, returnPath))
  if (!basket) return data({ problems: [], message: { key: 'errors.contract' }, lines, removal: null }, 502)
  throw await toBasketHandoff(context, basket)
}
