import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { matchingEvent, planAutoEntries, type AutoSourceEntry, type AutoTargetEvent } from './auto-entries'

const entry = (over: Partial<AutoSourceEntry> = {}): AutoSourceEntry => ({ entryId: 1, athleteId: 10, eventId: 2, gender: 'F', ageGroupId: 5, ...over })
const event = (over: Partial<AutoTargetEvent> = {}): AutoTargetEvent => ({ ceid: 900, eventId: 2, gender: 'O', ageGroupIds: [5], isTeamEvent: false, ...over })

describe('matchingEvent', () => {
  it('takes the same event definition for the athlete’s gender and age group', () => {
    expect(matchingEvent(entry(), [event({ ceid: 1, eventId: 3 }), event({ ceid: 2 })])?.ceid).toBe(2)
  })
  it('refuses another gender, another age group and team events', () => {
    expect(matchingEvent(entry(), [event({ gender: 'M' })])).toBeNull()
    expect(matchingEvent(entry(), [event({ ageGroupIds: [4, 6] })])).toBeNull()
    expect(matchingEvent(entry(), [event({ isTeamEvent: true })])).toBeNull()
  })
})

describe('planAutoEntries', () => {
  it('copies a matching entry and says why the others are refused', () => {
    const plan = planAutoEntries(
      [entry({ entryId: 1 }), entry({ entryId: 2, eventId: 9 }), entry({ entryId: 3, athleteId: 11 })],
      [event()],
      [{ athleteId: 11, ceid: 900 }],
      true,
    )
    expect(plan.copies).toEqual([{ entryId: 1, ceid: 900 }])
    expect(plan.refusals).toEqual([
      { entryId: 2, reason: 'noMatch' },
      { entryId: 3, reason: 'alreadyEntered' },
    ])
  })
  it('refuses every entry when the target is closed', () => {
    expect(planAutoEntries([entry()], [event()], [], false)).toEqual({ copies: [], refusals: [{ entryId: 1, reason: 'targetClosed' }] })
  })

  const entries = fc.uniqueArray(
    fc.record({
      entryId: fc.integer({ min: 1, max: 20 }),
      athleteId: fc.integer({ min: 1, max: 4 }),
      eventId: fc.integer({ min: 1, max: 4 }),
      gender: fc.constantFrom('M', 'F'),
      ageGroupId: fc.integer({ min: 1, max: 3 }),
    }),
    { maxLength: 30, selector: (e) => e.entryId },
  )
  const events = fc.array(
    fc.record({
      ceid: fc.integer({ min: 100, max: 110 }),
      eventId: fc.integer({ min: 1, max: 4 }),
      gender: fc.constantFrom('M', 'F', 'O'),
      ageGroupIds: fc.subarray([1, 2, 3]),
      isTeamEvent: fc.boolean(),
    }),
    { maxLength: 8 },
  )
  const entered = fc.array(fc.record({ athleteId: fc.integer({ min: 1, max: 4 }), ceid: fc.integer({ min: 100, max: 110 }) }), { maxLength: 6 })

  it('never copies an athlete into one event twice, nor where they already are', () => {
    fc.assert(
      fc.property(entries, events, entered, (ticked, evs, already) => {
        const plan = planAutoEntries(ticked, evs, already, true)
        const byEntry = new Map(ticked.map((e) => [e.entryId, e]))
        const keys = plan.copies.map((c) => `${byEntry.get(c.entryId)?.athleteId}:${c.ceid}`)
        expect(new Set(keys).size).toBe(keys.length)
        for (const k of keys) expect(already.some((a) => `${a.athleteId}:${a.ceid}` === k)).toBe(false)
        expect(new Set(plan.copies.map((c) => c.entryId)).size).toBe(plan.copies.length)
      }),
    )
  })

  it('never copies into a non-matching event, and answers every ticked entry once', () => {
    fc.assert(
      fc.property(entries, events, entered, (ticked, evs, already) => {
        const plan = planAutoEntries(ticked, evs, already, true)
        const byEntry = new Map(ticked.map((e) => [e.entryId, e]))
        for (const c of plan.copies) {
          const source = byEntry.get(c.entryId) as AutoSourceEntry
          const target = evs.find((e) => e.ceid === c.ceid && matchingEvent(source, [e]))
          expect(target).toBeDefined()
        }
        expect(plan.copies.length + plan.refusals.length).toBe(new Set(ticked.map((e) => e.entryId)).size)
      }),
    )
  })
})
