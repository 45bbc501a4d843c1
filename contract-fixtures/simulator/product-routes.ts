import { Router, json, type Request } from 'express'
import { authOf, bearerAuth } from './bearer'
import { addToBasket, createEntry, entryByProduct, refreshBasketItem, removeFromBasket, removeProduct } from './entries'
import { athleteById, canManageAthlete, chargedFee, compEventByCeid, currentPrice, eventOf, parsePerformance } from './entry-model'
import { checkEntry } from './entry-rules'
import { athleteEntryPosition, discountedPrice } from './discounts'
import { canBuildFor } from './builder-model'
import { removeShopLine } from './shop-routes'
import { cartAnswerData } from './entry-wire'
import { bodyOf, idList, queryText, whole } from './request'
import { basketOf, basketTotal, money, type SimulatorState } from './state'
import { businessError, ok } from './wire'

const BASE = '/wp-json/e4s/v5'

function pbQuery(req: Request) {
  return parsePerformance(queryText(req, 'pb') || undefined)
}

const compOrgOf = (state: SimulatorState, compId: number) => state.seed.competitions.find((c) => c.id === compId)?.compOrgId ?? -1

/** Products (one per entry), the basket they go into, the cart that lists them, and switching an entry. */
export function productRoutes(state: SimulatorState): Router {
  const router = Router()

  // The ceid determines the competition; the entry is refused for the reasons of entry-rules.ts.
  router.put(`${BASE}/product/:ceid/:athleteId/:entityId/:teamId`, bearerAuth(state, 'required'), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const found = compEventByCeid(state, whole(req.params.ceid))
    if (!found) return res.json(businessError('Event not found.'))
    const athlete = athleteById(state, whole(req.params.athleteId))
    if (!athlete || !canManageAthlete(state, user, athlete)) return res.json(businessError('You do not have access to this athlete.'))
    const entityId = Math.max(0, whole(req.params.entityId) || 0)
    const teamId = Math.max(0, whole(req.params.teamId) || 0)
    const pb = pbQuery(req)
    if (!pb.ok) return res.json(businessError(pb.error))

    const mine = state.entries.find((e) => e.ceid === found.ce.ceid && e.athleteId === athlete.id && e.userId === user.id && e.paid === 0)
    // Asking again for an entry already in the user's cart gives the same product.
    if (mine)
      return res.json(ok({ data: { productId: mine.productId, entryId: mine.entryId, ceid: mine.ceid, waitingList: mine.waitingList } }))

    const check = checkEntry(state, { user, athlete, comp: found.comp, ce: found.ce, pb: pb.value, entityId })
    if (!check.ok) return res.json(businessError(check.error))
    const entry = createEntry(state, {
      comp: found.comp,
      ce: found.ce,
      athleteId: athlete.id,
      userId: user.id,
      entityId,
      teamId,
      pb: pb.value,
      waitingList: check.waitingList,
    })
    res.json(
      ok({
        message: check.waitingList ? 'The event is full: the entry is on the waiting list.' : '',
        data: { productId: entry.productId, entryId: entry.entryId, ceid: entry.ceid, waitingList: entry.waitingList },
      }),
    )
  })

  router.post(`${BASE}/product/delete/:productId`, bearerAuth(state, 'required'), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const entry = entryByProduct(state, whole(req.params.productId))
    const shopLine = entry ? null : removeShopLine(state, user.id, whole(req.params.productId))
    if (shopLine !== null)
      return res.json(ok({ message: `${shopLine} removed from basket.`, data: { productId: whole(req.params.productId) } }))
    if (!entry || entry.userId !== user.id) return res.json(businessError('Product not found in your cart.'))
    if (entry.paid > 0) return res.json(businessError('A paid entry cannot be removed from the basket.'))
    const found = compEventByCeid(state, entry.ceid)
    const athlete = athleteById(state, entry.athleteId)
    removeProduct(state, entry)
    const event = found ? eventOf(state, found.ce).name : 'Event'
    const name = athlete ? `${athlete.firstName} ${athlete.surName}` : ''
    res.json(ok({ message: `${event} removed from basket for athlete: ${name}`, data: { productId: entry.productId } }))
  })

  router.post(`${BASE}/basket/add`, bearerAuth(state, 'required'), json({ limit: '16kb' }), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const ids = idList(bodyOf(req).products)
    if (ids.length === 0) return res.json(businessError('No events in basket.'))
    if (ids.some((id) => !Number.isInteger(id) || id <= 0)) return res.json(businessError('Error submitting to basket.'))
    const added = addToBasket(state, user.id, ids)
    if (!added.ok) return res.json(businessError(added.error))
    const basket = basketOf(state, user.id)
    res.json(
      ok({
        message: 'Submitted to basket.',
        data: { products: basket.map((i) => i.productId), count: basket.length, total: money(basketTotal(basket)) },
      }),
    )
  })

  router.get(`${BASE}/cart`, bearerAuth(state, 'required'), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const compId = whole(queryText(req, 'id'))
    const data = cartAnswerData(state, user.id, Number.isInteger(compId) && compId > 0 ? compId : undefined)
    const basket = basketOf(state, user.id)
    res.json(ok({ data, meta: { currency: '£', basketCount: basket.length, basketTotal: money(basketTotal(basket)) } }))
  })

  // Add an entry to a basket (2-entry §7 `POST /v5/entry/addtobasket` { productid, userid }; who may is our
  // reading, docs/legacy-wire.md "Add an entry to the basket"): an unpaid entry moves from its owner's basket to
  // userid's. The caller takes it for themself when they may manage its athlete; a builder of the competition
  // (or an admin) may put it into any user's basket.
  router.post(`${BASE}/entry/addtobasket`, bearerAuth(state, 'required'), json({ limit: '4kb' }), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const body = bodyOf(req)
    const entry = entryByProduct(state, whole(body.productid))
    const target = state.users.find((u) => u.id === whole(body.userid))
    if (!entry || entry.teamId > 0) return res.json(businessError('Entry not found.'))
    if (!target) return res.json(businessError('User not found.'))
    const athlete = athleteById(state, entry.athleteId)
    const builder = canBuildFor(user, compOrgOf(state, entry.compId), entry.compId)
    const forSelf = target.id === user.id && athlete !== undefined && canManageAthlete(state, user, athlete)
    if (!builder && !forSelf) return res.json(businessError('You do not have access to this entry.'))
    if (entry.paid > 0) return res.json(businessError('This entry is already paid.'))
    if (entry.userId !== target.id) {
      removeFromBasket(state, entry)
      entry.userId = target.id
    }
    const added = addToBasket(state, target.id, [entry.productId])
    if (!added.ok) return res.json(businessError(added.error))
    res.json(ok({ message: 'Entry added to basket.', data: { productId: entry.productId, userId: target.id } }))
  })

  // Moves an entry (paid or not) to another event of the same competition, under the same rules.
  router.post(`${BASE}/entry/switch`, bearerAuth(state, 'required'), json({ limit: '4kb' }), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const body = bodyOf(req)
    const entry = state.entries.find((e) => e.entryId === whole(body.entryid))
    // The organiser's entry actions move any entry of a competition they build (docs/legacy-wire.md "Entry actions").
    const builder = entry !== undefined && entry.userId !== user.id && canBuildFor(user, compOrgOf(state, entry.compId), entry.compId)
    if (!entry || (entry.userId !== user.id && !builder)) return res.json(businessError('Entry not found.'))
    const target = compEventByCeid(state, whole(body.ceid))
    if (!target) return res.json(businessError('Event not found.'))
    if (target.comp.id !== entry.compId) return res.json(businessError('You can only switch to an event of the same competition.'))
    if (target.ce.ceid === entry.ceid) return res.json(businessError('The entry is already in this event.'))
    const athlete = athleteById(state, entry.athleteId)
    if (!athlete || (!builder && !canManageAthlete(state, user, athlete)))
      return res.json(businessError('You do not have access to this athlete.'))
    const owner = builder ? (state.users.find((u) => u.id === entry.userId) ?? user) : user
    const check = checkEntry(state, {
      user: owner,
      athlete,
      comp: target.comp,
      ce: target.ce,
      pb: entry.pb,
      entityId: entry.entityId,
      excludeEntryId: entry.entryId,
    })
    if (!check.ok) return res.json(businessError(check.error))
    entry.ceid = target.ce.ceid
    entry.waitingList = check.waitingList
    if (entry.paid === 0) {
      const price = currentPrice(state, target.comp, target.ce)
      const position = entry.teamId === 0 ? athleteEntryPosition(state, entry.compId, entry.athleteId, entry.entryId) : 0
      entry.price = position ? discountedPrice(state, entry.compId, position, price.curPrice) : price.curPrice
      entry.fee = chargedFee(price)
    }
    refreshBasketItem(state, entry)
    res.json(
      ok({
        message: `Entry switched to ${eventOf(state, target.ce).name}.`,
        data: { entryId: entry.entryId, productId: entry.productId, ceid: entry.ceid, paid: entry.paid },
      }),
    )
  })

  return router
}
