import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scheduleEvents, type CompetitionEvent } from './competition-events'

const ce = (over: Partial<CompetitionEvent> = {}): CompetitionEvent => ({
  id: 55001,
  eventId: 1,
  startDateTime: '2026-06-01T10:00:00+01:00',
  ageGroupIds: [3, 4],
  maxAthletes: 0,
  eventGroup: { id: 7, name: '100m Heats' },
  eventName: '100m',
  entryCount: { total: 5 },
  ...over,
})

const AGE_GROUPS = [
  { id: 3, name: 'Under 15' },
  { id: 4, name: 'Under 17' },
]
const TF: Record<number, string> = { 1: 'T', 2: 'F' }
const tfOf = (id: number) => TF[id] ?? ''

describe("the timetable's rows from the competition read", () => {
  it('takes each event in its group, its age groups by name, its entry count and its event definition type', () => {
    expect(scheduleEvents([ce(), ce({ id: 55002, eventId: 2, ageGroupIds: [4], maxAthletes: 12 })], AGE_GROUPS, tfOf)).toEqual([
      {
        ceid: 55001,
        eventGroupId: 7,
        eventGroup: '100m Heats',
        tf: 'T',
        startDateTime: '2026-06-01T10:00:00+01:00',
        ageGroups: ['Under 15', 'Under 17'],
        entryCount: 5,
        maxAthletes: 0,
      },
      {
        ceid: 55002,
        eventGroupId: 7,
        eventGroup: '100m Heats',
        tf: 'F',
        startDateTime: '2026-06-01T10:00:00+01:00',
        ageGroups: ['Under 17'],
        entryCount: 5,
        maxAthletes: 12,
      },
    ])
  })

  it('makes an event without a group a group of its own, named after its event; an unknown age group or definition is left out', () => {
    const [row] = scheduleEvents([ce({ eventId: 99, ageGroupIds: [3, 42], eventGroup: { id: 0, name: '' } })], AGE_GROUPS, tfOf)
    expect(row).toMatchObject({ eventGroupId: 55001, eventGroup: '100m', tf: '', ageGroups: ['Under 15'] })
  })

  it('keeps every event, in order, with a name only from the known age groups', () => {
    const event = fc.record({
      id: fc.integer({ min: 1, max: 1e6 }),
      eventId: fc.integer({ min: 0, max: 5 }),
      startDateTime: fc.constant('2026-06-01T10:00:00+01:00'),
      ageGroupIds: fc.array(fc.integer({ min: 0, max: 6 })),
      maxAthletes: fc.nat(),
      eventGroup: fc.record({ id: fc.nat(), name: fc.string() }),
      eventName: fc.string(),
      entryCount: fc.record({ total: fc.nat() }),
    })
    fc.assert(
      fc.property(fc.array(event), (events) => {
        const rows = scheduleEvents(events, AGE_GROUPS, tfOf)
        expect(rows.map((r) => r.ceid)).toEqual(events.map((e) => e.id))
        for (const r of rows) for (const name of r.ageGroups) expect(AGE_GROUPS.map((g) => g.name)).toContain(name)
      }),
    )
  })
})
