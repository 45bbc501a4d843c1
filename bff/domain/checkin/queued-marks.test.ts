import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { MAX_REPLAY, parseQueuedMarks, type QueuedMark } from './queued-marks'

const MARK: QueuedMark = { key: 'desk:1', athleteId: 5, collected: true, was: { collected: false } }

describe('parseQueuedMarks', () => {
  it('reads marks in their order', () => {
    const second: QueuedMark = {
      key: 'desk:2',
      athleteId: 6,
      entries: [{ id: 9, checkedIn: true }],
      was: { entries: [{ id: 9, checkedIn: false }] },
    }
    expect(parseQueuedMarks(JSON.stringify([MARK, second]))).toEqual([MARK, second])
  })

  it.each([
    ['not JSON', '{'],
    ['not a list', JSON.stringify(MARK)],
    ['empty', '[]'],
    ['no key', JSON.stringify([{ ...MARK, key: undefined }])],
    ['a key with odd characters', JSON.stringify([{ ...MARK, key: '<script>' }])],
    ['a bad athlete id', JSON.stringify([{ ...MARK, athleteId: -1 }])],
    ['collected not a flag', JSON.stringify([{ ...MARK, collected: 'yes' }])],
    ['no was', JSON.stringify([{ ...MARK, was: undefined }])],
    ['a bad entry', JSON.stringify([{ ...MARK, entries: [{ id: 'x', checkedIn: true }] }])],
    ['too many', JSON.stringify(Array.from({ length: MAX_REPLAY + 1 }, (_, i) => ({ ...MARK, key: `k${i}` })))],
  ])('refuses %s: nothing is sent', (_name, text) => {
    expect(parseQueuedMarks(text)).toBeNull()
  })

  it('property: any list of marks survives JSON', () => {
    const state = fc.record(
      {
        collected: fc.boolean(),
        entries: fc.array(fc.record({ id: fc.integer({ min: 1, max: 1e6 }), checkedIn: fc.boolean() }), { maxLength: 3 }),
      },
      { requiredKeys: [] },
    )
    const mark = fc
      .record({ key: fc.stringMatching(/^[\w:-]{1,40}$/), athleteId: fc.integer({ min: 1, max: 1e6 }), was: state })
      .chain((m) => state.map((s) => ({ ...m, ...s })))
    fc.assert(
      fc.property(fc.array(mark, { minLength: 1, maxLength: 20 }), (marks) => {
        expect(parseQueuedMarks(JSON.stringify(marks))).toEqual(marks)
      }),
    )
  })
})
