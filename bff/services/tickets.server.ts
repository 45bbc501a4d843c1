import type { RequestContext } from '../context.server'
import type { Language } from '../domain/routing/language'
import { formatDayTime, formatDisplayDate } from '../domain/text/format'
import { ticketPath } from '../domain/tickets/ticket-code'
import { scanVerdict, ticketCounts } from '../domain/tickets/ticket-use'
import { listTickets, readTicket, readTicketOrder, scanTicket, type TicketWire } from '../legacy/tickets.server'
import type { UserMessage } from '../views/message'
import type { TicketOrderView, TicketRow } from '../views/tickets'
import { orAbsent, refused, type Outcome } from './failure.server'

/* Tickets sold for a competition, one ticket, an order's tickets, and using one at the gate (decision 050). */

type Ctx = Pick<RequestContext, 'legacy'>

export const toTicketRow = (t: TicketWire, lang: Language): TicketRow => ({
  id: t.id,
  orderId: t.orderId,
  product: t.product,
  holder: t.holder,
  used: t.used,
  usedAt: t.used ? formatDayTime(t.usedAt, lang) : '',
  scannedBy: t.scannedBy,
  href: ticketPath(t.compId, t.id),
  orderHref: `/v2/ticket-order/${t.orderId}`,
})

/** The competition's tickets, those still unused first, then by number. */
export async function findTickets(ctx: Ctx, compId: number, lang: Language) {
  const answer = await listTickets(ctx.legacy, compId)
  const items = answer.data.map((t) => toTicketRow(t, lang)).sort((a, b) => Number(a.used) - Number(b.used) || a.id - b.id)
  return { items, ...ticketCounts(answer.data) }
}

/** One ticket of the competition, or null when it has none by that number. */
export async function findTicket(ctx: Ctx, compId: number, ticketId: number, lang: Language): Promise<TicketRow | null> {
  const answer = await orAbsent(readTicket(ctx.legacy, compId, ticketId), { notFoundOnly: true })
  return answer ? toTicketRow(answer.data, lang) : null
}

const alreadyUsed = (id: number, at: string): UserMessage => ({ key: 'tickets.scan.alreadyUsed', values: { id, at } })

/**
 * Uses a ticket at the gate: admitted once, then refused (409) saying when it was used; a number
 * the competition never sold is 404. The legacy site refuses a second use too (two gates at once).
 */
export async function admitTicket(ctx: Ctx, compId: number, ticketId: number, lang: Language): Promise<Outcome> {
  const current = await orAbsent(readTicket(ctx.legacy, compId, ticketId), { notFoundOnly: true })
  const verdict = scanVerdict(current?.data ?? null)
  if (!verdict.admit) {
    if (verdict.reason === 'notFound')
      return { ok: false, status: 404, message: { key: 'tickets.scan.notFound', values: { id: ticketId } } }
    return { ok: false, status: 409, message: alreadyUsed(ticketId, formatDayTime(verdict.usedAt, lang)) }
  }
  try {
    const done = await scanTicket(ctx.legacy, compId, ticketId)
    const t = done.data
    return { ok: true, message: { key: 'tickets.scan.admitted', values: { id: t.id, product: t.product, holder: t.holder } } }
  } catch (err) {
    return refused(err, 409, { refusal: { key: 'tickets.scan.used', values: { id: ticketId } } })
  }
}

/** An order and its tickets, or null when there is none the user may see. */
export async function findTicketOrder(
  ctx: Ctx,
  orderId: number,
  lang: Language,
): Promise<(Omit<TicketOrderView, 'canScan'> & { userId: number }) | null> {
  const answer = await orAbsent(readTicketOrder(ctx.legacy, orderId))
  if (!answer) return null
  const o = answer.data
  return {
    id: o.id,
    compId: o.compId,
    compName: o.compName,
    userId: o.userId,
    userName: o.userName,
    date: formatDisplayDate(o.dateOrdered),
    items: o.tickets.map((t) => toTicketRow(t, lang)),
  }
}
