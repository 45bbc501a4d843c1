import { data, type AppLoadContext } from '@remix-run/node'
import { canTicket } from '../domain/routing/permissions'
import { parseTicketCode, TICKET_CODE_MAX } from '../domain/tickets/ticket-code'
import { notFound } from '../http/params.server'
import { getCompetition } from '../services/competitions.server'
import { essential } from '../services/failure.server'
import { qrDataUrl } from '../services/qr.server'
import { admitTicket, findTicket, findTicketOrder, findTickets } from '../services/tickets.server'
import { forbidden, requirePermission, requireUser } from '../session/guards.server'
import type { TicketAdminView, TicketGatekeeperView, TicketOrderView, TicketScanResult, TicketScanView } from '../views/tickets'

/* Tickets (3-organiser-admin §2 ticket*, §6 ticket permission; decision 050): admin list, scan, order. */

type Context = AppLoadContext

/** The competition once the user holds ticket permission for it (builders pass), else 403; unknown is 404. */
async function ticketCompetition(context: Context, compId: number) {
  const comp = await essential(getCompetition(context, compId))
  if (!comp) throw notFound()
  requirePermission(context, 'TICKET', { orgId: comp.compOrg.id, compId: comp.id })
  return comp
}

export async function ticketAdminPage(context: Context, compId: number): Promise<TicketAdminView> {
  const comp = await ticketCompetition(context, compId)
  const found = await essential(findTickets(context, comp.id, context.lang))
  return { compId: comp.id, compName: comp.name, ...found }
}

/** The gatekeeper's form: the competition alone (no list to load at the gate). */
export async function ticketGatekeeperPage(context: Context, compId: number): Promise<TicketGatekeeperView> {
  const comp = await ticketCompetition(context, compId)
  return { compId: comp.id, compName: comp.name }
}

export async function ticketScanPage(context: Context, compId: number, ticketId: number): Promise<TicketScanView> {
  const comp = await ticketCompetition(context, compId)
  const ticket = await essential(findTicket(context, comp.id, ticketId, context.lang))
  if (!ticket) throw notFound()
  return { compId: comp.id, compName: comp.name, ticket, qr: qrDataUrl(new URL(ticket.href, context.url.origin).href) }
}

/** The ticket page's button: uses the ticket the address names. */
export async function ticketUsePost(context: Context, compId: number, ticketId: number, form: FormData) {
  const comp = await ticketCompetition(context, compId)
  if (form.get('intent') !== 'scan') return data<TicketScanResult>({ ok: false, message: { key: 'errors.generic' } }, 400)
  const outcome = await admitTicket(context, comp.id, ticketId, context.lang)
  return data<TicketScanResult>(
    { ok: outcome.ok, message: outcome.message ?? { key: 'tickets.scan.admitted' } },
    outcome.ok ? 200 : outcome.status,
  )
}

/** A scan: the code typed or sent by a scanner (admin page), or the ticket page's own number. */
export async function ticketScanPost(context: Context, compId: number, form: FormData) {
  const comp = await ticketCompetition(context, compId)
  const raw = form.get('code')
  const code = typeof raw === 'string' ? raw.slice(0, TICKET_CODE_MAX + 1) : ''
  if (form.get('intent') !== 'scan') return data<TicketScanResult>({ ok: false, message: { key: 'errors.generic' } }, 400)
  const parsed = parseTicketCode(code, comp.id)
  if (!parsed.ok) return data<TicketScanResult>({ ok: false, message: { key: `tickets.scan.${parsed.reason}` }, code }, 400)
  const outcome = await admitTicket(context, comp.id, parsed.id, context.lang)
  return data<TicketScanResult>(
    { ok: outcome.ok, message: outcome.message ?? { key: 'tickets.scan.admitted' }, code },
    outcome.ok ? 200 : outcome.status,
  )
}

/** An order's tickets: its buyer, or whoever holds ticket permission on its competition (the legacy site decides). */
export async function ticketOrderPage(context: Context, orderId: number): Promise<TicketOrderView> {
  const user = requireUser(context)
  const found = await essential(findTicketOrder(context, orderId, context.lang))
  if (!found) throw notFound()
  const { userId, ...order } = found
  const comp = await essential(getCompetition(context, order.compId))
  const canScan = comp !== null && canTicket(context.auth, { orgId: comp.compOrg.id, compId: comp.id })
  // The legacy site answers only the buyer and ticket staff; checked here again, as every screen is.
  if (userId !== user.userId && !canScan) throw forbidden()
  return { ...order, canScan }
}
