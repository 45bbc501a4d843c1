import { describe, expect, it } from 'vitest'
import { checkInAvailability, type CheckInCompetition } from './checkin-availability'

const COMP: CheckInCompetition = { dates: ['2026-06-13'], checkIn: { enabled: true, opensAt: '2026-06-11T09:00:00+01:00' } }
const NOON = new Date('2026-06-13T11:00:00Z')

describe('checkInAvailability', () => {
  it.each<[string, CheckInCompetition, Date, string]>([
    ['enabled, today, opened', COMP, NOON, 'open'],
    ['not enabled', { ...COMP, checkIn: { ...COMP.checkIn, enabled: false } }, NOON, 'notEnabled'],
    ['the day before', COMP, new Date('2026-06-12T11:00:00Z'), 'notToday'],
    // 23:30 UTC on the 12th is 00:30 on the 13th in London.
    ['today in the home time zone', COMP, new Date('2026-06-12T23:30:00Z'), 'open'],
    ['not opened yet', { ...COMP, checkIn: { enabled: true, opensAt: '2026-06-13T13:00:00+01:00' } }, NOON, 'notOpened'],
    ['no opening time: open', { ...COMP, checkIn: { enabled: true, opensAt: null } }, NOON, 'open'],
    ['an unreadable opening time does not close the desk', { ...COMP, checkIn: { enabled: true, opensAt: 'soon' } }, NOON, 'open'],
    ['second day of a two-day meeting', { ...COMP, dates: ['2026-06-12', '2026-06-13'] }, NOON, 'open'],
  ])('%s', (_name, comp, now, expected) => {
    expect(checkInAvailability(comp, now)).toBe(expected)
  })
})
