import { expect } from 'vitest'
import * as tickets from '../../bff/legacy/tickets.server'
import { TICKET_REC } from '../../contract-fixtures/recorder/ticket-recordings'
import { ok, tokenRows, USER_TOKEN, type Row } from './rows'

/** Replay rows of the ticket recordings: one per mapping file. */

const R = TICKET_REC
const ADMIN_TOKEN = 'rec-admin-token'
type Listed = Awaited<ReturnType<typeof tickets.listTickets>>
type One = Awaited<ReturnType<typeof tickets.readTicket>>
type Order = Awaited<ReturnType<typeof tickets.readTicketOrder>>

export const ticketRows: Record<string, Row> = {
  'tickets-list.success.json': {
    call: (l) => tickets.listTickets(l(ADMIN_TOKEN), R.compId),
    expect: ok((v: Listed) => {
      expect(v.data.find((t) => t.id === R.used)).toMatchObject({ used: true, orderId: R.order })
      expect(v.data.find((t) => t.id === R.unused)).toMatchObject({ used: false, usedAt: '' })
    }),
  },
  'tickets-list.business-error.json': {
    call: (l) => tickets.listTickets(l(USER_TOKEN), R.compId),
    expect: { error: 'business', errNo: 1, text: /ticket permission/ },
  },
  ...tokenRows('tickets-list', (l) => tickets.listTickets(l, R.compId)),

  'tickets-read.success.json': {
    call: (l) => tickets.readTicket(l(ADMIN_TOKEN), R.compId, R.unused),
    expect: ok((v: One) => expect(v.data).toMatchObject({ id: R.unused, compId: R.compId, used: false })),
  },
  'tickets-read.business-error.json': {
    call: (l) => tickets.readTicket(l(ADMIN_TOKEN), R.compId, R.missing),
    expect: { error: 'business', errNo: 1, text: /not found/ },
  },
  ...tokenRows('tickets-read', (l) => tickets.readTicket(l, R.compId, R.unused)),

  'tickets-scan.success.json': {
    call: (l) => tickets.scanTicket(l(ADMIN_TOKEN), R.compId, R.unused),
    expect: ok((v: One) => {
      expect(v.data).toMatchObject({ id: R.unused, used: true })
      expect(v.data.usedAt).not.toBe('')
    }),
  },
  'tickets-scan.business-error.json': {
    call: (l) => tickets.scanTicket(l(ADMIN_TOKEN), R.compId, R.used),
    expect: { error: 'business', errNo: 1, text: /already used/ },
  },
  ...tokenRows('tickets-scan', (l) => tickets.scanTicket(l, R.compId, R.unused)),

  'tickets-order.success.json': {
    call: (l) => tickets.readTicketOrder(l(ADMIN_TOKEN), R.order),
    expect: ok((v: Order) => {
      expect(v.data).toMatchObject({ id: R.order, compId: R.compId })
      expect(v.data.tickets.map((t) => t.id)).toContain(R.used)
    }),
  },
  'tickets-order.business-error.json': {
    call: (l) => tickets.readTicketOrder(l(ADMIN_TOKEN), R.missing),
    expect: { error: 'business', errNo: 1, text: /not found/ },
  },
  ...tokenRows('tickets-order', (l) => tickets.readTicketOrder(l, R.order)),
}
