/* A ticket admits once (decision 050): the first scan uses it, every later scan is refused. */

export type TicketState = { used: boolean; usedAt: string }

export type ScanVerdict = { admit: true } | { admit: false; reason: 'notFound' | 'alreadyUsed'; usedAt: string }

export function scanVerdict(ticket: TicketState | null): ScanVerdict {
  if (ticket === null) return { admit: false, reason: 'notFound', usedAt: '' }
  if (ticket.used) return { admit: false, reason: 'alreadyUsed', usedAt: ticket.usedAt }
  return { admit: true }
}

/** The ticket after an admitting scan; a used one stays as it was. */
export function useTicket<T extends TicketState>(ticket: T, at: string): T {
  return ticket.used ? ticket : { ...ticket, used: true, usedAt: at }
}

/** Tickets counted for the admin's summary. */
export function ticketCounts(tickets: readonly TicketState[]): { sold: number; used: number } {
  return { sold: tickets.length, used: tickets.filter((t) => t.used).length }
}
