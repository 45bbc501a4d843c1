/*
 * What the gate types or its scanner sends for a ticket (decision 050): the ticket number alone,
 * or the text of the ticket's QR code, which is the ticket's own address `/…/ticket/{compId}/{id}`.
 */

export type TicketCode = { ok: true; id: number } | { ok: false; reason: 'empty' | 'invalid' | 'otherCompetition' }

/** Longest input read: a scanner that sends a whole address stays well under it. */
export const TICKET_CODE_MAX = 300
const MAX_ID = 2_147_483_647
const ADDRESS = /\/ticket\/(\d{1,10})\/(\d{1,10})\/?(?:[?#].*)?$/
const NUMBER = /^#?\s*(\d{1,10})$/

const validId = (digits: string): number | null => {
  const n = Number(digits)
  return Number.isInteger(n) && n > 0 && n <= MAX_ID ? n : null
}

/** The ticket a code names for the competition at the gate; a code of another competition's ticket is refused. */
export function parseTicketCode(raw: string, compId: number): TicketCode {
  const input = raw.trim()
  if (input === '') return { ok: false, reason: 'empty' }
  if (input.length > TICKET_CODE_MAX) return { ok: false, reason: 'invalid' }
  const address = ADDRESS.exec(input)
  if (address) {
    const id = validId(address[2]!)
    if (id === null) return { ok: false, reason: 'invalid' }
    return Number(address[1]) === compId ? { ok: true, id } : { ok: false, reason: 'otherCompetition' }
  }
  const plain = NUMBER.exec(input)
  const id = plain ? validId(plain[1]!) : null
  return id === null ? { ok: false, reason: 'invalid' } : { ok: true, id }
}

/** The address a ticket's QR code carries, relative to the site. */
export const ticketPath = (compId: number, id: number) => `/v2/ticket/${compId}/${id}`
