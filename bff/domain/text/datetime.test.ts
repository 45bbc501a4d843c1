import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { addDays, calendarDate, isIsoDate, parseInstant, parseWallClock, shiftIso } from './datetime'

describe('parseWallClock', () => {
  it('reads the parts as written, with the offset kept apart', () => {
    expect(parseWallClock('2026-03-05T14:30:15.250+01:00')).toEqual({
      year: 2026,
      month: 3,
      day: 5,
      hour: 14,
      minute: 30,
      second: 15,
      millisecond: 250,
      hasTime: true,
      offset: '+01:00',
    })
    expect(parseWallClock('2026-03-05')).toMatchObject({ hour: 0, minute: 0, hasTime: false, offset: '' })
    expect(parseWallClock('2026-03-05 14:30')).toMatchObject({ hour: 14, minute: 30, offset: '' })
  })

  it.each(['', 'tomorrow', '2026-02-29', '2026-13-01', '2026-03-05T24:00', '2026-03-05T12:60', '2026-03-05T12:00+25:00', '5/3/2026'])(
    'rejects %j',
    (value) => {
      expect(parseWallClock(value)).toBeNull()
    },
  )

  it('accepts 29 February in a leap year', () => {
    expect(parseWallClock('2028-02-29')).not.toBeNull()
  })
})

describe('isIsoDate and addDays', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2026-03-05')).toBe(true)
    expect(isIsoDate('2026-3-5')).toBe(false)
    expect(isIsoDate('2026-03-05T00:00')).toBe(false)
    expect(isIsoDate('2026-04-31')).toBe(false)
  })

  it('moves across months, years and leap days', () => {
    expect(addDays('2026-03-05', -7)).toBe('2026-02-26')
    expect(addDays('2024-03-06', -7)).toBe('2024-02-28')
    expect(addDays('2026-01-03', -7)).toBe('2025-12-27')
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30')
  })

  it('throws on a value that is not a date', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError)
  })
})

describe('parseInstant', () => {
  it('is exact for strings with an offset', () => {
    expect(parseInstant('2026-07-01T10:00:00+01:00')).toBe(Date.parse('2026-07-01T09:00:00Z'))
    expect(parseInstant('2026-07-01T10:00:00Z')).toBe(Date.parse('2026-07-01T10:00:00Z'))
    expect(parseInstant('2026-07-01T10:00:00-0330')).toBe(Date.parse('2026-07-01T13:30:00Z'))
  })

  it('reads offset-less strings in London time (GMT in winter, BST in summer)', () => {
    expect(parseInstant('2026-01-15T10:00:00')).toBe(Date.parse('2026-01-15T10:00:00Z'))
    expect(parseInstant('2026-07-15T10:00:00')).toBe(Date.parse('2026-07-15T09:00:00Z'))
  })

  it('agrees with Date.parse on any UTC ISO string', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (date) => {
        expect(parseInstant(date.toISOString())).toBe(date.getTime())
      }),
    )
  })

  it('is null for garbage', () => {
    expect(parseInstant('not a date')).toBeNull()
  })
})

describe('shiftIso', () => {
  it('moves the wall clock and keeps the offset as written', () => {
    expect(shiftIso('2026-03-20T18:00:00+01:00', -60_000)).toBe('2026-03-20T17:59:00+01:00')
    expect(shiftIso('2026-01-01T00:00:30Z', -60_000)).toBe('2025-12-31T23:59:30Z')
    expect(shiftIso('2026-03-20', -60_000)).toBe('2026-03-19T23:59:00')
  })

  it('is null for garbage', () => {
    expect(shiftIso('x', 1)).toBeNull()
  })
})

describe('calendarDate', () => {
  it('gives the London date by default', () => {
    expect(calendarDate(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02')
    expect(calendarDate(new Date('2026-01-01T23:30:00Z'))).toBe('2026-01-01')
    expect(calendarDate(new Date('2026-07-01T23:30:00Z'), 'UTC')).toBe('2026-07-01')
  })

  it("is each instant's date in the zone, read once a minute", () => {
    const zones = ['Europe/London', 'Europe/Paris', 'UTC', 'Asia/Kolkata', 'Asia/Kathmandu', 'America/St_Johns']
    const date = (ms: number, timeZone: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms)
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
        fc.integer({ min: 0, max: 3_600_000 }),
        fc.constantFrom(...zones),
        (ms, later, zone) => {
          // One instant, then another up to an hour later: midnight may fall between them.
          expect(calendarDate(new Date(ms), zone)).toBe(date(ms, zone))
          expect(calendarDate(new Date(ms + later), zone)).toBe(date(ms + later, zone))
        },
      ),
      { numRuns: 2_000 },
    )
    // Either side of midnight in Paris (23:00 UTC in winter), in one minute's reading and the next.
    expect(calendarDate(new Date('2026-01-01T22:59:59.999Z'), 'Europe/Paris')).toBe('2026-01-01')
    expect(calendarDate(new Date('2026-01-01T23:00:00Z'), 'Europe/Paris')).toBe('2026-01-02')
  })
})
