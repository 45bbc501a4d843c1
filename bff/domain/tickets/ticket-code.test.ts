import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseTicketCode, ticketPath, TICKET_CODE_MAX } from './ticket-code'

describe('parseTicketCode', () => {
  it.each([
    ['7003', { ok: true, id: 7003 }],
    ['  7003 ', { ok: true, id: 7003 }],
    ['#7003', { ok: true, id: 7003 }],
    ['https://example.org/v2/ticket/517/7003', { ok: true, id: 7003 }],
    ['/ticket/517/7003/', { ok: true, id: 7003 }],
    ['/v2/ticket/517/7003?lng=fr', { ok: true, id: 7003 }],
    ['https://example.org/v2/ticket/518/7003', { ok: false, reason: 'otherCompetition' }],
    ['', { ok: false, reason: 'empty' }],
    ['   ', { ok: false, reason: 'empty' }],
    ['0', { ok: false, reason: 'invalid' }],
    ['-4', { ok: false, reason: 'invalid' }],
    ['12a', { ok: false, reason: 'invalid' }],
    ['99999999999', { ok: false, reason: 'invalid' }],
    ['javascript:alert(1)', { ok: false, reason: 'invalid' }],
    ['/ticket/517/0', { ok: false, reason: 'invalid' }],
  ])('%j reads %j', (raw, want) => {
    expect(parseTicketCode(raw, 517)).toEqual(want)
  })

  it('a ticket number, bare or as its QR address, reads back as itself (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), fc.integer({ min: 1, max: 99999 }), (id, compId) => {
        expect(parseTicketCode(String(id), compId)).toEqual({ ok: true, id })
        expect(parseTicketCode(`https://site.example${ticketPath(compId, id)}`, compId)).toEqual({ ok: true, id })
        expect(parseTicketCode(ticketPath(compId + 1, id), compId)).toEqual({ ok: false, reason: 'otherCompetition' })
      }),
    )
  })

  it('never admits anything but a positive id, whatever is typed (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: TICKET_CODE_MAX + 20 }), (raw) => {
        const code = parseTicketCode(raw, 517)
        if (code.ok) expect(Number.isInteger(code.id) && code.id > 0).toBe(true)
      }),
    )
  })
})
