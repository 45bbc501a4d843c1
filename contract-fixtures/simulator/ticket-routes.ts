import { Router, type Response } from 'express'
import { authOf, bearerAuth } from './bearer'
import { whole } from './request'
import type { SimulatorState } from './state'
import { mayTicket, type SimTicket } from './tickets'
import { businessError, ok } from './wire'

/**
 * Tickets (**our invention**: 3-organiser-admin §2 names the ticket scan, order and admin screens
 * and §6 their permission, not the calls; docs/legacy-wire.md "Tickets"). A ticket is used once.
 */

const BASE = '/wp-json/e4s/v5/tickets'
const ORDER = '/wp-json/e4s/v5/ticket-order'
const NO_PERMISSION = 'You do not have ticket permission for this competition.'

const wire = (t: SimTicket) => ({ ...t, used: t.used ? 1 : 0 })

export function ticketRoutes(state: SimulatorState): Router {
  const router = Router()

  /** The user when they hold ticket permission for the competition; otherwise the refusal was sent. */
  const permitted = (res: Response, compId: number) => {
    const user = authOf(res).user
    if (!user) return undefined
    if (!mayTicket(state, user, compId)) {
      res.json(businessError(NO_PERMISSION))
      return undefined
    }
    return user
  }
  const find = (compId: number, id: number) => state.tickets.tickets.find((t) => t.compId === compId && t.id === id)

  router.get(`${BASE}/:compId`, bearerAuth(state, 'required'), (req, res) => {
    const compId = whole(req.params.compId)
    if (!permitted(res, compId)) return
    res.json(ok({ data: state.tickets.tickets.filter((t) => t.compId === compId).map(wire) }))
  })

  router.get(`${BASE}/:compId/:id`, bearerAuth(state, 'required'), (req, res) => {
    const compId = whole(req.params.compId)
    if (!permitted(res, compId)) return
    const ticket = find(compId, whole(req.params.id))
    if (!ticket) return res.json(businessError(`Ticket ${req.params.id} not found.`))
    res.json(ok({ data: wire(ticket) }))
  })

  router.post(`${BASE}/:compId/:id/scan`, bearerAuth(state, 'required'), (req, res) => {
    const compId = whole(req.params.compId)
    const user = permitted(res, compId)
    if (!user) return
    const ticket = find(compId, whole(req.params.id))
    if (!ticket) return res.json(businessError(`Ticket ${req.params.id} not found.`))
    if (ticket.used) return res.json(businessError(`Ticket ${ticket.id} was already used at ${ticket.usedAt}.`))
    ticket.used = true
    ticket.usedAt = new Date(state.now()).toISOString().replace(/\.\d{3}Z$/, '+00:00')
    ticket.scannedBy = user.displayName
    res.json(ok({ data: wire(ticket), message: `Ticket ${ticket.id} used.` }))
  })

  router.get(`${ORDER}/:id`, bearerAuth(state, 'required'), (req, res) => {
    const user = authOf(res).user
    if (!user) return
    const order = state.tickets.orders.find((o) => o.id === whole(req.params.id))
    if (!order) return res.json(businessError(`Order ${req.params.id} not found.`))
    if (order.userId !== user.id && !mayTicket(state, user, order.compId)) return res.json(businessError(NO_PERMISSION))
    const tickets = state.tickets.tickets.filter((t) => t.orderId === order.id).map(wire)
    res.json(ok({ data: { ...order, tickets } }))
  })

  return router
}
