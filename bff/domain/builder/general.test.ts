import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { displayInstant, isBeforeToday, toDisplayDate, toDisplayDateTime, toLegacyDateTime } from './dates'
import { GENERAL_MESSAGES_EN, validateGeneral, type GeneralCode, type GeneralInput } from './general'

// Noon in London on 10 June 2026.
const NOW = new Date('2026-06-10T11:00:00Z')

const valid: GeneralInput = {
  name: 'Summer Open',
  orgId: 12,
  locationId: 1,
  date: '04/07/2026',
  openDate: '11/06/2026',
  openTime: '09:00',
  closeDate: '01/07/2026',
  closeTime: '23:59',
  contactName: 'Demo Organiser',
  contactEmail: 'organiser@example.org',
  active: true,
  paymentConnect: false,
  stripeUserId: 0,
}

const messages = (over: Partial<GeneralInput>) =>
  validateGeneral({ ...valid, ...over }, NOW).map((p) => [p.field, GENERAL_MESSAGES_EN[p.code]])

describe('builder step 1 rules (3-organiser-admin §5), each with the exact message', () => {
  it('accepts a valid step', () => {
    expect(validateGeneral(valid, NOW)).toEqual([])
  })

  const cases: Array<[string, Partial<GeneralInput>, string, string]> = [
    ['name empty', { name: '' }, 'name', 'Enter a competition name.'],
    ['name whitespace only', { name: '   ' }, 'name', 'Enter a competition name.'],
    ['name of 61 characters', { name: 'x'.repeat(61) }, 'name', 'A competition name has at most 60 characters.'],
    ['no organisation', { orgId: 0 }, 'orgId', 'Enter an organisation.'],
    ['no location', { locationId: 0 }, 'locationId', 'Enter a Location.'],
    ['no competition date', { date: ' ' }, 'date', 'Competition, open and closed dates required.'],
    ['no open date', { openDate: '' }, 'openDate', 'Competition, open and closed dates required.'],
    ['no close date', { closeDate: '' }, 'closeDate', 'Competition, open and closed dates required.'],
    ['a date that is not one', { date: '31/02/2027' }, 'date', 'Please enter date DD/MM/YYYY, e.g. 28/03/1970!'],
    ['a time that is not one', { openTime: '24:00' }, 'openTime', 'Please enter time HH:mm, e.g. 09:25, 23:59!'],
    [
      'competition date yesterday',
      { date: '09/06/2026', openDate: '01/06/2026', closeDate: '08/06/2026' },
      'date',
      'Competition date cannot be before current time.',
    ],
    ['close after the competition day', { closeDate: '05/07/2026' }, 'closeDate', 'Close date must be in range.'],
    ['close before open', { openDate: '20/06/2026', closeDate: '19/06/2026' }, 'closeDate', 'Close date must be in range.'],
    ['contact name empty', { contactName: '  ' }, 'contactName', 'Contact name required.'],
    ['contact email empty', { contactEmail: '' }, 'contactEmail', 'Contact email required.'],
    ['contact email not an address', { contactEmail: 'organiser@example' }, 'contactEmail', 'Valid email required'],
    ['active, payment connect on, no connect user', { paymentConnect: true, stripeUserId: 0 }, 'orgId', 'Stripe user required.'],
  ]
  it.each(cases)('%s', (_label, over, field, message) => {
    expect(messages(over)).toEqual([[field, message]])
  })

  it('entries opening after the competition day: both the open and the close date are out of range', () => {
    expect(messages({ openDate: '05/07/2026' })).toEqual([
      ['openDate', 'Open date must be in range.'],
      ['closeDate', 'Close date must be in range.'],
    ])
  })

  it('no connect user is fine when the competition is not active, or payment connect is off, or the organisation has one', () => {
    expect(messages({ paymentConnect: true, active: false })).toEqual([])
    expect(messages({ paymentConnect: false, stripeUserId: 0 })).toEqual([])
    expect(messages({ paymentConnect: true, stripeUserId: 7 })).toEqual([])
  })

  it('a competition today is accepted (the day, not the hour, is compared)', () => {
    expect(messages({ date: '10/06/2026', openDate: '01/06/2026', closeDate: '10/06/2026', closeTime: '08:00' })).toEqual([])
  })

  it('every code has a message', () => {
    const codes = Object.keys(GENERAL_MESSAGES_EN) as GeneralCode[]
    expect(codes.every((c) => GENERAL_MESSAGES_EN[c].length > 0)).toBe(true)
  })
})

const two = (n: number) => String(n).padStart(2, '0')
const dayArb = fc.date({ min: new Date('1901-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })

describe('builder dates (property tests)', () => {
  it('a competition date before today is always refused, whatever the other dates', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40_000 }), fc.constantFrom('/', '-', '.'), (daysBack, sep) => {
        const day = new Date(Date.UTC(2026, 5, 10) - daysBack * 86_400_000)
        const date = `${two(day.getUTCDate())}${sep}${two(day.getUTCMonth() + 1)}${sep}${day.getUTCFullYear()}`
        const codes = validateGeneral({ ...valid, date }, NOW).map((p) => p.code)
        expect(codes).toContain('COMP_DATE_BEFORE_NOW')
      }),
    )
  })

  it('a date today or later is never refused as before now', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), (daysOn) => {
        const day = new Date(Date.UTC(2026, 5, 10) + daysOn * 86_400_000).toISOString().slice(0, 10)
        expect(isBeforeToday(day, NOW)).toBe(false)
      }),
    )
  })

  it('a name of 60 characters (surrounding spaces aside) is allowed', () => {
    expect(validateGeneral({ ...valid, name: ` ${'x'.repeat(60)} ` }, NOW)).toEqual([])
  })

  it('dd/mm/yyyy, dd-mm-yyyy and dd.mm.yyyy name the same real day, leap years included', () => {
    fc.assert(
      fc.property(dayArb, fc.constantFrom('/', '-', '.'), (d, sep) => {
        const iso = d.toISOString().slice(0, 10)
        const written = `${two(d.getUTCDate())}${sep}${two(d.getUTCMonth() + 1)}${sep}${d.getUTCFullYear()}`
        expect(toDisplayDate(iso)).toBe(written.replaceAll(sep, '/'))
        expect(displayInstant(written, '12:00')).toBe(displayInstant(toDisplayDate(iso), '12:00'))
        expect(displayInstant(written, '12:00')).not.toBeNull()
      }),
    )
  })

  it('29 February exists exactly in leap years', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1901, max: 2199 }), fc.constantFrom('/', '-', '.'), (year, sep) => {
        const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
        expect(displayInstant(`29${sep}02${sep}${year}`, '00:00') !== null).toBe(leap)
      }),
    )
    expect(displayInstant('29/02/2100', '00:00')).toBeNull()
    expect(displayInstant('29/02/2000', '00:00')).not.toBeNull()
  })

  it('mixed separators are refused', () => {
    expect(displayInstant('01/02-2027', '10:00')).toBeNull()
  })

  it('writes date-times with the offset London had at that moment, and reads them back', () => {
    expect(toLegacyDateTime('01/07/2026', '09:30')).toBe('2026-07-01T09:30:00+01:00')
    expect(toLegacyDateTime('01/12/2026', '09:30')).toBe('2026-12-01T09:30:00+00:00')
    expect(toDisplayDateTime('2026-07-01T09:30:00+01:00')).toEqual({ date: '01/07/2026', time: '09:30' })
    expect(toDisplayDateTime('nonsense')).toEqual({ date: '', time: '' })
  })
})
