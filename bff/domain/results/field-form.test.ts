import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { attemptText } from './entry-input'
import { fieldKindOf, mayTakeMoreAttempts, readFieldForm, type FieldFormEntry, type FieldFormRow } from './field-form'
import { bestMark, type Attempt } from './places'

const ENTRIES: FieldFormEntry[] = [
  { entryId: 1, bibNo: '7', pb: 6.0, sb: null },
  { entryId: 2, bibNo: '8', pb: 6.8, sb: 6.2 },
  { entryId: 3, bibNo: '9', pb: 0, sb: null },
]
const row = (bib: string, ...attempts: string[]): FieldFormRow => ({ bib, attempts })

describe('fieldKindOf', () => {
  it('tells jumps and throws from vertical jumps and races', () => {
    expect(['Long Jump', 'Triple Jump', 'Shot Put', 'Discus', 'Hammer', 'Javelin'].map(fieldKindOf)).toEqual(Array(6).fill('horizontal'))
    expect(['High Jump', 'Pole Vault'].map(fieldKindOf)).toEqual(['vertical', 'vertical'])
    expect(['100m', '60m Hurdles', '800m'].map(fieldKindOf)).toEqual([null, null, null])
  })
})

describe('readFieldForm', () => {
  it('derives the best mark, places by it with the next-best breaking a tie, flags PB and SB, leaves blank rows out', () => {
    const form = readFieldForm(
      [row('7', '6.10', 'x', '6.30', '', ''), row('8', '6.30', '6.25', '-'), row('9', 'X', 'X', 'X'), row('', '', '', '')],
      'Long Jump',
      ENTRIES,
    )
    expect(form).toEqual({
      ok: true,
      rows: [
        { entryId: 1, attempts: [6.1, 'X', 6.3], best: 6.3, place: 2, pb: true, sb: false },
        { entryId: 2, attempts: [6.3, 6.25, '-'], best: 6.3, place: 1, pb: false, sb: true },
        { entryId: 3, attempts: ['X', 'X', 'X'], best: null, place: null, pb: false, sb: false },
      ],
    })
  })

  it('reports every bad row at once with the attempt at fault: not a mark, out of range, same bib, unknown bib, no bib', () => {
    const form = readFieldForm(
      [row('7', '6.10', 'long'), row('8', '12.40'), row('9', '5.00'), row('9', '5.10'), row('44', '5.2'), row('', '5.3')],
      'Long Jump',
      ENTRIES,
    )
    expect(form).toEqual({
      ok: false,
      errors: [
        { row: 0, error: 'notAMark', value: 'long', attempt: 2 },
        { row: 1, error: 'outOfRange', value: '12.40', attempt: 1 },
        { row: 2, error: 'sameBib', value: '9', attempt: null },
        { row: 3, error: 'sameBib', value: '9', attempt: null },
        { row: 4, error: 'unknownBib', value: '44', attempt: null },
        { row: 5, error: 'noBib', value: '', attempt: null },
      ],
    })
  })

  it('refuses a seventh attempt and an empty form', () => {
    expect(readFieldForm([row('7', '6', '6', '6', '6', '6', '6', '6')], 'Long Jump', ENTRIES)).toMatchObject({
      ok: false,
      errors: [{ row: 0, error: 'tooManyAttempts', attempt: 7 }],
    })
    expect(readFieldForm([row('7', '', '')], 'Long Jump', ENTRIES)).toEqual({ ok: false, errors: 'nothing' })
  })

  it('refuses attempts 4 to 6 for an athlete outside the best eight after three rounds', () => {
    const nine = Array.from({ length: 9 }, (_, i) => ({ entryId: 10 + i, bibNo: String(10 + i), pb: null, sb: null }))
    // Bib 18 is ninth after three rounds and has a fourth attempt.
    const rows = nine.map((e, i) => row(e.bibNo, (6 - i / 10).toFixed(2), 'X', '-', i === 8 ? '6.50' : ''))
    expect(readFieldForm(rows, 'Long Jump', nine)).toEqual({
      ok: false,
      errors: [{ row: 8, error: 'tooManyAttempts', value: '6.50', attempt: 4 }],
    })
    rows[8] = row('18', '5.20', 'X', '-')
    expect(readFieldForm(rows, 'Long Jump', nine).ok).toBe(true)
  })
})

describe('mayTakeMoreAttempts', () => {
  it('lets everyone go on when eight or fewer compete, and all those tied for eighth', () => {
    expect(mayTakeMoreAttempts([[5], ['X']])).toEqual([true, true])
    const series: Attempt[][] = [[7], [6.9], [6.8], [6.7], [6.6], [6.5], [6.4], [6.3], [6.3], [6.2]]
    expect(mayTakeMoreAttempts(series)).toEqual([true, true, true, true, true, true, true, true, true, false])
  })
})

const attempt: fc.Arbitrary<Attempt> = fc.oneof(
  fc.integer({ min: 100, max: 900 }).map((cm) => cm / 100),
  fc.constantFrom<Attempt>('X', '-', null),
)

describe('readFieldForm properties', () => {
  it('a valid series comes back with its best mark; places start at 1 and follow the best marks', () => {
    fc.assert(
      fc.property(fc.array(fc.array(attempt, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 8 }), (all) => {
        const entries = all.map((_, i) => ({ entryId: i + 1, bibNo: String(i + 1), pb: null, sb: null }))
        const rows = all.map((s, i) => row(String(i + 1), ...s.map(attemptText)))
        const form = readFieldForm(rows, 'Long Jump', entries)
        const kept = all.filter((s) => s.some((a) => a !== null))
        if (kept.length === 0) {
          expect(form).toEqual({ ok: false, errors: 'nothing' })
          return
        }
        if (!form.ok) throw new Error('refused a valid form')
        form.rows.forEach((r) => expect(r.best).toBe(bestMark(r.attempts)))
        const placed = form.rows.filter((r) => r.place !== null)
        if (placed.length > 0) expect(Math.min(...placed.map((r) => r.place as number))).toBe(1)
        for (const a of placed)
          for (const b of placed) if ((a.best as number) > (b.best as number)) expect(a.place as number).toBeLessThan(b.place as number)
        form.rows.forEach((r) => expect(r.place === null).toBe(r.best === null))
      }),
    )
  })

  it('nothing with a bad attempt is ever accepted', () => {
    fc.assert(
      fc.property(fc.constantFrom('abc', '99.00', '6..1', 'xx', '--'), fc.integer({ min: 0, max: 2 }), (bad, at) => {
        const attempts = ['6.00', '6.10', '6.20']
        attempts[at] = bad
        const form = readFieldForm([row('7', ...attempts)], 'Long Jump', ENTRIES)
        expect(form.ok).toBe(false)
      }),
    )
  })
})
