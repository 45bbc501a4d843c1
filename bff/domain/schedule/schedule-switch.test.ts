import { describe, expect, it } from 'vitest'
import { canSwitchFrom, switchDestinations, switchState } from './schedule-switch'
import { evaluateSchedule } from './schedule-rules'
import type { ScheduleRow } from './schedule'
import { makeRow, makeRule, makeScheduleContext, TEST_USER_ID, type RowOverrides } from './schedule.test-support'

const mine = { userId: TEST_USER_ID, userName: 'Pat' }
const paid = (entryId: number): RowOverrides => ({ entryId, paid: 1, order: { productId: 900 + entryId, orderId: 1 }, owner: mine })
const inCart = (entryId: number): RowOverrides => ({ entryId, order: { productId: 900 + entryId, orderId: 0 }, owner: mine })

/**
 * One day, a day limit of 2: row 1 paid, row 2 in the cart, so rows 3–5 are "Max in Day"; row 4
 * and row 1 are in each other's unique groups; row 5 is full; row 6 is on another day and needs a PB.
 */
function schedule() {
  const rows = [
    makeRow(1, { ...paid(11), options: { uniqueEventGroups: [504] } }),
    makeRow(2, inCart(12)),
    makeRow(3),
    makeRow(4, { options: { uniqueEventGroups: [501] } }),
    makeRow(5, { maxAthletes: 8, entryCount: 8 }),
    makeRow(6, { startDate: '2026-04-12T10:00:00+01:00', options: { mandatoryPB: true } }),
  ]
  return makeScheduleContext({ rows, rules: [makeRule({ maxEvents: 2 })] })
}

describe('canSwitchFrom', () => {
  const evaluated = (rows: ScheduleRow[]) => new Map(evaluateSchedule(makeScheduleContext({ rows })).map((r) => [r.ceid, r]))

  it("a confirmed or in-cart entry of this user; not an empty row, nor another user's entry", () => {
    const rows = evaluated([
      makeRow(1, paid(11)),
      makeRow(2, inCart(12)),
      makeRow(3),
      makeRow(4, { ...inCart(14), owner: { userId: 99, userName: 'Sam' } }),
      makeRow(5, { ...paid(15), owner: { userId: 99, userName: 'Sam' } }),
      makeRow(6, { ...paid(16), owner: null }),
    ])
    expect([1, 2, 3, 4, 5, 6].map((ceid) => canSwitchFrom(rows.get(ceid)!, TEST_USER_ID))).toEqual([true, true, false, false, false, true])
  })
})

describe('switchDestinations', () => {
  it('judges the rows as if the moved entry were gone: its day place and unique group are free', () => {
    // Without row 1, one event is left on the day: 3 is free, 4 no longer clashes with 1's group.
    expect(switchDestinations(schedule(), 1)).toEqual([3, 4])
    // Without row 2, row 1 still holds 4's group.
    expect(switchDestinations(schedule(), 2)).toEqual([3])
  })

  it('never offers the source, a full row, a row needing a PB, or anything for a row without an entry', () => {
    const all = switchDestinations(schedule(), 1)
    expect(all).not.toContain(1)
    expect(all).not.toContain(5)
    expect(all).not.toContain(6)
    expect(switchDestinations(schedule(), 3)).toEqual([])
    expect(switchDestinations(schedule(), 999)).toEqual([])
  })

  it('reads rows straight from the wire or already evaluated alike', () => {
    const ctx = schedule()
    expect(switchDestinations({ ...ctx, rows: evaluateSchedule(ctx) }, 1)).toEqual(switchDestinations(ctx, 1))
  })
})

describe('switchState', () => {
  it('none without a source, or with a source that holds no entry of the user', () => {
    expect(switchState(schedule(), null, null)).toBeNull()
    expect(switchState(schedule(), 3, 4)).toBeNull()
  })

  it('source set, then destination chosen; a destination the rules refuse is dropped', () => {
    expect(switchState(schedule(), 1, null)).toEqual({ source: 1, destinations: [3, 4], destination: null })
    expect(switchState(schedule(), 1, 4)).toEqual({ source: 1, destinations: [3, 4], destination: 4 })
    expect(switchState(schedule(), 1, 5)).toEqual({ source: 1, destinations: [3, 4], destination: null })
  })
})
