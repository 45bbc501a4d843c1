import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { timetable, type TimetableEvent } from './timetable'

const ev = (eventGroupId: number, eventGroup: string, startDateTime: string, ageGroups: string[], entryCount: number): TimetableEvent => ({
  eventGroupId,
  eventGroup,
  startDateTime,
  ageGroups,
  entryCount,
})

describe('public timetable', () => {
  it('groups by day then event group in start order, sums entries, and leaves 00:00 as TBC after the timed groups', () => {
    const days = timetable([
      ev(2, '200m', '2026-06-01T14:00:00+01:00', ['U17'], 4),
      ev(1, '100m', '2026-06-01T10:30:00+01:00', ['U15'], 3),
      ev(1, '100m', '2026-06-01T10:00:00+01:00', ['U17', 'U15'], 5),
      ev(3, 'Long Jump', '2026-06-01T00:00:00+01:00', ['U17'], 2),
      ev(4, 'Shot Put', '2026-06-02T09:00:00+01:00', [], 0),
    ])
    expect(days).toEqual([
      {
        day: '2026-06-01',
        groups: [
          { eventGroupId: 1, name: '100m', time: '10:00', ageGroups: ['U15', 'U17'], entries: 8 },
          { eventGroupId: 2, name: '200m', time: '14:00', ageGroups: ['U17'], entries: 4 },
          { eventGroupId: 3, name: 'Long Jump', time: null, ageGroups: ['U17'], entries: 2 },
        ],
      },
      { day: '2026-06-02', groups: [{ eventGroupId: 4, name: 'Shot Put', time: '09:00', ageGroups: [], entries: 0 }] },
    ])
  })

  it('keeps every entry: the total of the timetable is the total of the rows', () => {
    const row = fc.record({
      eventGroupId: fc.integer({ min: 1, max: 6 }),
      eventGroup: fc.constantFrom('100m', '200m', 'HJ'),
      startDateTime: fc.constantFrom('2026-06-01T00:00:00Z', '2026-06-01T09:15:00Z', '2026-06-02T11:00:00Z', 'not a date'),
      ageGroups: fc.array(fc.constantFrom('U13', 'U15'), { maxLength: 2 }),
      entryCount: fc.integer({ min: 0, max: 50 }),
    })
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), (rows) => {
        const total = timetable(rows)
          .flatMap((d) => d.groups)
          .reduce((n, g) => n + g.entries, 0)
        expect(total).toBe(rows.reduce((n, r) => n + r.entryCount, 0))
      }),
    )
  })
})
