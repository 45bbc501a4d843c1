import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'
import { flag, id, num, segment, text } from './wire'

/*
 * Tickets (**our invention**: 3-organiser-admin §2 names the ticket scan, order and admin screens
 * and §6 their permission, not the calls; docs/legacy-wire.md "Tickets").
 */

export const ticketWire = z.object({
  id,
  compId: num,
  orderId: num,
  product: text,
  holder: text,
  used: flag,
  usedAt: text,
  scannedBy: text,
})
export type TicketWire = z.infer<typeof ticketWire>

/** One malformed ticket must not hide the others. */
const ticketList = z.array(z.unknown()).transform((items) =>
  items.flatMap((raw) => {
    const parsed = ticketWire.safeParse(raw)
    return parsed.success ? [parsed.data] : []
  }),
)

export const ticketOrderWire = z.object({
  id,
  compId: num,
  compName: text,
  userId: num,
  userName: text,
  email: text,
  dateOrdered: text,
  tickets: ticketList,
})
export type TicketOrderWire = z.infer<typeof ticketOrderWire>

export const ticketListAnswerSchema = envelope(ticketList)
export const ticketAnswerSchema = envelope(ticketWire)
export const ticketOrderAnswerSchema = envelope(ticketOrderWire)

const ticketsOf = (compId: number) => rest(`/v5/tickets/${segment(compId)}`)

export function listTickets(legacy: LegacyCaller, compId: number) {
  return legacy.call({ endpoint: 'tickets.list', method: 'GET', path: ticketsOf(compId), auth: 'required', schema: ticketListAnswerSchema })
}

export function readTicket(legacy: LegacyCaller, compId: number, ticketId: number) {
  return legacy.call({
    endpoint: 'tickets.read',
    method: 'GET',
    path: rest(`/v5/tickets/${segment(compId)}/${segment(ticketId)}`),
    auth: 'required',
    schema: ticketAnswerSchema,
  })
}

/** Marks the ticket used at the gate; the legacy site refuses one already used. */
export function scanTicket(legacy: LegacyCaller, compId: number, ticketId: number) {
  return legacy.call({
    endpoint: 'tickets.scan',
    method: 'POST',
    path: rest(`/v5/tickets/${segment(compId)}/${segment(ticketId)}/scan`),
    auth: 'required',
    schema: ticketAnswerSchema,
    changes: [ticketsOf(compId)],
  })
}

/** An order's tickets: for the buyer, or ticket permission on its competition. */
export function readTicketOrder(legacy: LegacyCaller, orderId: number) {
  return legacy.call({
    endpoint: 'tickets.order',
    method: 'GET',
    path: rest(`/v5/ticket-order/${segment(orderId)}`),
    auth: 'required',
    schema: ticketOrderAnswerSchema,
  })
}
