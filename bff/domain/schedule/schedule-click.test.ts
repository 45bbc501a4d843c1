import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { applyClick, applyClicks, isOwnUnpaid, withoutEntry } from './schedule-click'
import { evaluateSchedule } from './schedule-rules'
import { formatRowMessage, type ScheduleRow } from './schedule'
import { makeRow, makeRule, makeScheduleContext, TEST_USER_ID } from './schedule.test-support'

const byCeid = (rows: ScheduleRow[]) => new Map(rows.map((r) => [r.ceid, r]))
const text = (row: ScheduleRow | undefined) => (row?.message ? formatRowMessage(row.message) : null)
const mine = { userId: TEST_USER_ID, userName: 'Pat' }

/** Three track events on one day, a day limit of 2, rows 4 and 5 in each other's unique groups. */
function dayOfFive(extra: Partial<Record<number, Parameters<typeof makeRow>[1]>> = {}) {
  const rows = [1, 2, 3, 4, 5].map((ceid) =>
    makeRow(ceid, {
      ...(ceid === 4 ? { options: { uniqueEventGroups: [505] } } : {}),
      ...(ceid === 5 ? { options: { uniqueEventGroups: [504] } } : {}),
      ...extra[ceid],
    }),
  )
  const ctx = makeScheduleContext({ rows, rules: [makeRule({ maxEvents: 2 })] })
  return { ...ctx, rows: evaluateSchedule(ctx) }
}

describe('applyClick', () => {
  it('ticks an available row and re-evaluates the others with the spec messages', () => {
    const ctx = dayOfFive()
    const once = byCeid(applyClick(ctx, 4))
    expect(once.get(4)?.state).toBe('selected')
    expect(text(once.get(5))).toBe('Discipline disabled due to: Group 4')
    const twice = byCeid(applyClicks(ctx, [4, 1]))
    expect(twice.get(1)?.state).toBe('selected')
    expect(text(twice.get(2))).toBe('Max in Day')
    expect(text(twice.get(3))).toBe('Max in Day')
  })

  it('equals the server evaluation with the same click', () => {
    const ctx = dayOfFive()
    expect(applyClick(ctx, 2)).toEqual(evaluateSchedule(ctx, { ceid: 2 }))
  })

  it("removes the user's own unpaid line and frees what it blocked", () => {
    const ctx = dayOfFive({ 4: { order: { productId: 77, orderId: 0 }, entryId: 30, owner: mine } })
    expect(text(byCeid(ctx.rows).get(5))).toBe('Discipline disabled due to: Group 4')
    const after = byCeid(applyClick(ctx, 4))
    expect(after.get(4)?.state).toBe('available')
    expect(after.get(5)?.state).toBe('available')
  })

  it('leaves a disabled, confirmed or unknown row as it is', () => {
    const ctx = dayOfFive({ 3: { entryId: 31, paid: 1, owner: mine } })
    const after = applyClicks(ctx, [1, 2])
    expect(byCeid(after).get(4)?.state).toBe('disabled')
    expect(applyClick({ ...ctx, rows: after }, 4)).toEqual(after)
    expect(byCeid(applyClick(ctx, 3)).get(3)?.state).toBe('confirmed')
    expect(applyClick(ctx, 999)).toBe(ctx.rows)
  })

  it('keeps the extra fields of view rows', () => {
    const ctx = dayOfFive()
    const rows = ctx.rows.map((r) => ({ ...r, pbText: `pb ${r.ceid}` }))
    expect(applyClick({ ...ctx, rows }, 1).map((r) => r.pbText)).toEqual(rows.map((r) => r.pbText))
  })

  it('clicking a row twice gives back the schedule it started from', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 6 }), fc.integer({ min: 1, max: 5 }), (clicks, ceid) => {
        const ctx = dayOfFive()
        const before = applyClicks(ctx, clicks)
        const row = before.find((r) => r.ceid === ceid)!
        if (row.state !== 'available' && row.state !== 'selected') return
        expect(applyClicks({ ...ctx, rows: before }, [ceid, ceid])).toEqual(before)
      }),
    )
  })
})

describe('isOwnUnpaid and withoutEntry', () => {
  it('an unpaid line in this user’s cart is theirs to remove; a paid one is not', () => {
    const ctx = dayOfFive({
      1: { order: { productId: 70, orderId: 0 }, entryId: 5, owner: mine },
      2: { entryId: 6, paid: 1, order: { productId: 71, orderId: 9 } },
    })
    const rows = byCeid(ctx.rows)
    expect(isOwnUnpaid(rows.get(1)!)).toBe(true)
    expect(isOwnUnpaid(rows.get(2)!)).toBe(false)
    expect(isOwnUnpaid(rows.get(3)!)).toBe(false)
  })

  it('clears the entry and counts one entry fewer, never below 0', () => {
    const row = makeRow(1, {
      order: { productId: 70, orderId: 3 },
      entered: true,
      paid: 1,
      entryId: 5,
      userSelected: true,
      owner: mine,
      entryCount: 4,
    })
    expect(withoutEntry(row)).toMatchObject({
      order: { productId: 0, orderId: 0 },
      entered: false,
      paid: 0,
      entryId: 0,
      userSelected: false,
      owner: null,
      entryCount: 3,
    })
    expect(withoutEntry(makeRow(2)).entryCount).toBe(0)
  })
})

describe('clicks that say what they want', () => {
  it('an add on a row already ticked, or a remove on a row not ticked, changes nothing', () => {
    const ctx = dayOfFive({ 4: { order: { productId: 77, orderId: 0 }, entryId: 30, owner: mine } })
    expect(applyClick(ctx, 4, 'add')).toBe(ctx.rows)
    expect(applyClick(ctx, 1, 'remove')).toBe(ctx.rows)
    const selected = applyClick(ctx, 1, 'add')
    expect(byCeid(selected).get(1)?.state).toBe('selected')
    expect(applyClick({ ...ctx, rows: selected }, 1, 'add')).toBe(selected)
    expect(byCeid(applyClick(ctx, 4, 'remove')).get(4)?.state).toBe('available')
  })

  it('a repeated add or remove is the same as one: the schedule never flips back', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ ceid: fc.integer({ min: 1, max: 5 }), want: fc.constantFrom('add' as const, 'remove' as const) }), {
          maxLength: 6,
        }),
        fc.record({ ceid: fc.integer({ min: 1, max: 5 }), want: fc.constantFrom('add' as const, 'remove' as const) }),
        (clicks, click) => {
          const ctx = dayOfFive()
          const once = applyClicks(ctx, [...clicks, click])
          expect(applyClicks(ctx, [...clicks, click, click])).toEqual(once)
        },
      ),
    )
  })
})
