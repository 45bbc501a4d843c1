import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scanVerdict, ticketCounts, useTicket } from './ticket-use'

const AT = '2026-11-27T10:15:00+00:00'

describe('a ticket admits once', () => {
  it('an unused ticket admits; a used one, or none, is refused with why', () => {
    expect(scanVerdict({ used: false, usedAt: '' })).toEqual({ admit: true })
    expect(scanVerdict({ used: true, usedAt: AT })).toEqual({ admit: false, reason: 'alreadyUsed', usedAt: AT })
    expect(scanVerdict(null)).toEqual({ admit: false, reason: 'notFound', usedAt: '' })
  })

  it('after any number of scans, exactly the first admitted and the first time stays (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          { minLength: 1, maxLength: 10 },
        ),
        (times) => {
          let ticket = { id: 1, used: false, usedAt: '' }
          const admitted = times.map((at) => {
            const verdict = scanVerdict(ticket)
            ticket = useTicket(ticket, at)
            return verdict.admit
          })
          expect(admitted).toEqual(times.map((_, i) => i === 0))
          expect(ticket.usedAt).toBe(times[0])
        },
      ),
    )
  })

  it('counts sold and used', () => {
    expect(
      ticketCounts([
        { used: true, usedAt: AT },
        { used: false, usedAt: '' },
      ]),
    ).toEqual({ sold: 2, used: 1 })
  })
})
