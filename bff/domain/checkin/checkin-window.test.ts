import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { parseInstant } from '../text/datetime'
import { checkInWindow, formatCheckInMessage, windowMinutes, type CheckInDefaults, type EntryMinutes } from './checkin-window'

const START = '2026-06-13T14:00:00+01:00'
const hhmm = (iso: string) => iso.slice(11, 16)
const at = (iso: string) => new Date(iso)

describe('windowMinutes', () => {
  it.each<[string, EntryMinutes, CheckInDefaults, { from: number; to: number | null }]>([
    ['no options: 180 / 60', {}, {}, { from: 180, to: 60 }],
    ['entry -1 uses the competition', { checkInFrom: -1, checkInTo: -1 }, { defaultFrom: 90, defaultTo: 30 }, { from: 90, to: 30 }],
    ['entry minutes win', { checkInFrom: 45, checkInTo: 15 }, { defaultFrom: 90, defaultTo: 30 }, { from: 45, to: 15 }],
    ['competition defaultTo -1 never closes', {}, { defaultFrom: 120, defaultTo: -1 }, { from: 120, to: null }],
    ['entry close wins over never-closes', { checkInTo: 10 }, { defaultTo: -1 }, { from: 180, to: 10 }],
    ['0 is a real value', { checkInFrom: 0, checkInTo: 0 }, {}, { from: 0, to: 0 }],
    ['null competition values use the defaults', {}, { defaultFrom: null, defaultTo: null }, { from: 180, to: 60 }],
  ])('%s', (_name, entry, defaults, expected) => {
    expect(windowMinutes(entry, defaults)).toEqual(expected)
  })
})

describe('checkInWindow: the four messages', () => {
  it.each<[string, string, CheckInDefaults, string, string]>([
    ['before the window', '2026-06-13T10:59:59+01:00', {}, 'NOT_YET_OPEN', 'Check-in opens: 11:00 to 13:00'],
    ['at the opening minute', '2026-06-13T11:00:00+01:00', {}, 'OPEN', 'Closes at 13:00'],
    ['inside the window', '2026-06-13T12:30:00+01:00', {}, 'OPEN', 'Closes at 13:00'],
    ['at the closing minute', '2026-06-13T13:00:00+01:00', {}, 'CLOSED', 'Closed at 13:00'],
    ['after the start', '2026-06-13T15:00:00+01:00', {}, 'CLOSED', 'Closed at 13:00'],
    ['never closes, open', '2026-06-13T18:00:00+01:00', { defaultTo: -1 }, 'OPEN', 'Open'],
    ['never closes, not yet open', '2026-06-13T09:00:00+01:00', { defaultTo: -1 }, 'NOT_YET_OPEN', 'Check-in opens: 11:00'],
  ])('%s', (_name, now, defaults, status, text) => {
    const window = checkInWindow(START, {}, defaults, at(now))
    expect(window?.status).toBe(status)
    expect(formatCheckInMessage(window!.message, hhmm)).toBe(text)
  })

  it('compares instants, not wall clocks: the same moment written in UTC', () => {
    expect(checkInWindow(START, {}, {}, at('2026-06-13T10:00:00Z'))?.status).toBe('OPEN')
    expect(checkInWindow(START, {}, {}, at('2026-06-13T09:59:59Z'))?.status).toBe('NOT_YET_OPEN')
  })

  it('keeps the start offset on the times it shows', () => {
    expect(checkInWindow(START, {}, {}, at(START))).toMatchObject({
      opensAt: '2026-06-13T11:00:00+01:00',
      closesAt: '2026-06-13T13:00:00+01:00',
    })
  })

  it('crosses midnight', () => {
    const window = checkInWindow('2026-06-13T01:00:00+01:00', {}, {}, at('2026-06-12T21:00:00Z'))
    expect(window).toMatchObject({ status: 'OPEN', opensAt: '2026-06-12T22:00:00+01:00' })
  })

  it.each(['not a date', '2026-06-13T00:00:00+01:00', '2026-06-13'])('no window for %s (unreadable, or time to be confirmed)', (start) => {
    expect(checkInWindow(start, {}, {}, new Date())).toBeNull()
  })

  it('fills French templates with the same values', () => {
    const window = checkInWindow(START, {}, {}, at('2026-06-13T08:00:00+01:00'))!
    const fr = {
      open: 'Ouvert',
      closesAt: 'Ferme à {time}',
      opensFromTo: 'Enregistrement : de {from} à {to}',
      opensFrom: 'De {from}',
      closedAt: 'Fermé à {time}',
    }
    expect(formatCheckInMessage(window.message, hhmm, fr)).toBe('Enregistrement : de 11:00 à 13:00')
  })
})

describe('checkInWindow: properties', () => {
  const minutes = fc.oneof(fc.constant(-1), fc.integer({ min: 0, max: 600 }))
  const arb = fc.record({
    entry: fc.record({ checkInFrom: minutes, checkInTo: minutes }),
    defaults: fc.record({ defaultFrom: minutes, defaultTo: minutes }),
    offsetMin: fc.integer({ min: -24 * 60, max: 24 * 60 }),
  })
  const startMs = parseInstant(START)!

  it('open exactly from start - from (inclusive) to start - to (exclusive), never-closes stays open', () => {
    fc.assert(
      fc.property(arb, ({ entry, defaults, offsetMin }) => {
        const now = new Date(startMs + offsetMin * 60_000)
        const { from, to } = windowMinutes(entry, defaults)
        const window = checkInWindow(START, entry, defaults, now)!
        const minutesBefore = -offsetMin
        const closed = to !== null && minutesBefore <= to
        const expected = closed ? 'CLOSED' : minutesBefore > from ? 'NOT_YET_OPEN' : 'OPEN'
        expect(window.status).toBe(expected)
        expect(window.closesAt === null).toBe(to === null)
      }),
    )
  })

  it('status moves forward only as time passes', () => {
    const order = { NOT_YET_OPEN: 0, OPEN: 1, CLOSED: 2 }
    fc.assert(
      fc.property(arb, fc.integer({ min: 0, max: 600 }), ({ entry, defaults, offsetMin }, later) => {
        const a = checkInWindow(START, entry, defaults, new Date(startMs + offsetMin * 60_000))!
        const b = checkInWindow(START, entry, defaults, new Date(startMs + (offsetMin + later) * 60_000))!
        expect(order[b.status]).toBeGreaterThanOrEqual(order[a.status])
      }),
    )
  })
})
