import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import dayjs from 'dayjs'
import { formatDayTime, formatDisplayDate, formatLongDate, formatMoney, formatTime } from './format'

const NBSP = '\u00a0'
const NNBSP = '\u202f'

describe('formatLongDate', () => {
  it.each([
    ['2026-03-05', 'en', '5th Mar 2026'],
    ['2026-03-01', 'en', '1st Mar 2026'],
    ['2026-03-22', 'en', '22nd Mar 2026'],
    ['2026-03-05', 'fr', '5 mars 2026'],
    ['2026-03-01', 'fr', '1er mars 2026'],
    ['2026-01-01', 'fr', '1er janv. 2026'],
  ] as const)('%s in %s is %j', (iso, lang, expected) => {
    expect(formatLongDate(iso, lang)).toBe(expected)
  })

  it('shows the wall-clock date as written, whatever the offset', () => {
    expect(formatLongDate('2026-03-05T23:30:00+01:00', 'en')).toBe('5th Mar 2026')
    expect(formatLongDate('2026-03-05T00:30:00+01:00', 'en')).toBe('5th Mar 2026')
    expect(formatLongDate('2026-03-05T23:30:00Z', 'fr')).toBe('5 mars 2026')
  })

  it('is empty for an unparseable value', () => {
    expect(formatLongDate('soon', 'en')).toBe('')
    expect(formatLongDate('2026-02-30', 'fr')).toBe('')
  })

  it('leaves the global dayjs locale alone', () => {
    formatLongDate('2026-03-05', 'fr')
    expect(dayjs.locale()).toBe('en')
  })
})

describe('formatDayTime', () => {
  it.each([
    ['2026-03-05T14:30:00+01:00', 'en', '5th Mar 14:30'],
    ['2026-03-05T14:30:00+01:00', 'fr', '5 mars 14:30'],
    ['2026-03-01T09:05:00', 'fr', '1er mars 09:05'],
  ] as const)('%s in %s is %j', (iso, lang, expected) => {
    expect(formatDayTime(iso, lang)).toBe(expected)
  })
})

describe('formatDisplayDate', () => {
  it('is DD/MM/YYYY of the wall clock', () => {
    expect(formatDisplayDate('2026-03-05')).toBe('05/03/2026')
    expect(formatDisplayDate('2026-12-31T23:59:00+01:00')).toBe('31/12/2026')
    expect(formatDisplayDate('')).toBe('')
  })
})

describe('formatTime', () => {
  it('is HH:mm of the wall clock, offset stripped', () => {
    expect(formatTime('2026-03-05T14:30:00+01:00', 'en')).toBe('14:30')
    expect(formatTime('2026-03-05T09:05:59Z', 'fr')).toBe('09:05')
  })

  it.each([
    ['en', 'TBC'],
    ['fr', 'À confirmer'],
  ] as const)('00:00 (or no time) in %s is %j', (lang, tbc) => {
    expect(formatTime('2026-03-05T00:00:00+01:00', lang)).toBe(tbc)
    expect(formatTime('2026-03-05', lang)).toBe(tbc)
  })

  it('00:01 is a real time', () => {
    expect(formatTime('2026-03-05T00:01:00+01:00', 'en')).toBe('00:01')
  })

  it('is empty for an unparseable value', () => {
    expect(formatTime('later', 'en')).toBe('')
  })
})

describe('formatMoney', () => {
  it.each([
    [12.5, '£', 'en', '£12.50'],
    [12.5, '£', 'fr', `12,50${NBSP}£`],
    [0, '€', 'en', '€0.00'],
    [0, '€', 'fr', `0,00${NBSP}€`],
    [1234.5, '£', 'en', '£1,234.50'],
    [1234.5, '£', 'fr', `1${NNBSP}234,50${NBSP}£`],
    [3.456, '£', 'en', '£3.46'],
    [-7.25, '£', 'en', '-£7.25'],
    [-7.25, '£', 'fr', `-7,25${NBSP}£`],
    [-0.001, '£', 'en', '£0.00'],
  ] as const)('%d %s in %s is %j', (amount, currency, lang, expected) => {
    expect(formatMoney(amount, currency, lang)).toBe(expected)
  })

  it('gives each language its own digits for any amount, asked in turn', () => {
    const intl = {
      en: new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      fr: new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    }
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e7, noNaN: true }), (amount) => {
        for (const lang of ['en', 'fr', 'en'] as const) expect(formatMoney(amount, '', lang).trim()).toBe(intl[lang].format(amount))
      }),
    )
  })

  it('keeps the configured symbol as given', () => {
    expect(formatMoney(5, 'EUR ', 'en')).toBe('EUR 5.00')
  })

  it('is empty for a non-finite amount', () => {
    expect(formatMoney(Number.NaN, '£', 'en')).toBe('')
    expect(formatMoney(Number.POSITIVE_INFINITY, '£', 'fr')).toBe('')
  })
})
