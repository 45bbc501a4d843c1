import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseLif, type LifRow } from './lif'
import { matchLifRows, type ResultEntry } from './lif-match'
import { applyReview, parseReviewChoice, type ReviewChoice } from './lif-review'

const ENTRIES: ResultEntry[] = [
  { entryId: 1, bibNo: '101', lane: null, firstName: 'John', surName: 'Smith' },
  { entryId: 2, bibNo: '117', lane: null, firstName: 'Owain', surName: 'Jones' },
  { entryId: 3, bibNo: '140', lane: null, firstName: 'Sam', surName: 'Lee' },
]
const IDS = new Set(ENTRIES.map((e) => e.entryId))

function rows(text: string): LifRow[] {
  const parsed = parseLif(`1,1,1,100m\n${text}`)
  if (!parsed.ok) throw new Error(parsed.error.code)
  return parsed.file.rows
}

// Line 2 matches entry 1 by bib; lines 3 and 4 match nothing.
const MATCH = matchLifRows(rows('1,101,,Smith,John,,10.5\n2,555,,Nobody,Here,,10.6\n3,556,,Other,One,,10.7'), ENTRIES)
const choices = (pairs: Array<[number, ReviewChoice | null]>) => new Map(pairs)

describe('applyReview', () => {
  it('saves nothing until every unmatched row has a decision', () => {
    expect(applyReview(MATCH, choices([[3, { kind: 'drop' }]]), IDS)).toEqual({ ok: false, undecided: [4], doubled: [], unsavable: [] })
  })

  it('a picked entry takes the row, a dropped row is left out; rows come in file order', () => {
    const outcome = applyReview(
      MATCH,
      choices([
        [3, { kind: 'entry', entryId: 2 }],
        [4, { kind: 'drop' }],
      ]),
      IDS,
    )
    expect(outcome).toMatchObject({ ok: true, dropped: 1 })
    if (outcome.ok)
      expect(outcome.rows.map((r) => [r.row.line, r.entryId])).toEqual([
        [2, 1],
        [3, 2],
      ])
  })

  it('an entry picked for two rows (or for a row already matched) is refused', () => {
    const outcome = applyReview(
      MATCH,
      choices([
        [3, { kind: 'entry', entryId: 1 }],
        [4, { kind: 'drop' }],
      ]),
      IDS,
    )
    expect(outcome).toEqual({ ok: false, undecided: [], doubled: [1], unsavable: [] })
  })

  it('an entry that is not in the event group is no decision', () => {
    const outcome = applyReview(
      MATCH,
      choices([
        [3, { kind: 'entry', entryId: 99 }],
        [4, { kind: 'drop' }],
      ]),
      IDS,
    )
    expect(outcome).toEqual({ ok: false, undecided: [3], doubled: [], unsavable: [] })
  })

  it('an odd row with a time but no place takes the place its time earns; one with no result can only be dropped', () => {
    const odd = matchLifRows(rows('1,101,,Smith,John,,10.5\n,117,,Jones,Owain,,10.45\nNP,140,,Lee,Sam,,'), ENTRIES)
    expect(odd.unmatched.map((u) => [u.row.line, u.reason, u.suggested])).toEqual([
      [3, 'oddRow', 2],
      [4, 'oddRow', 3],
    ])
    const kept = applyReview(
      odd,
      choices([
        [3, { kind: 'entry', entryId: 2 }],
        [4, { kind: 'entry', entryId: 3 }],
      ]),
      IDS,
    )
    expect(kept).toEqual({ ok: false, undecided: [], doubled: [], unsavable: [4] })
    const saved = applyReview(
      odd,
      choices([
        [3, { kind: 'entry', entryId: 2 }],
        [4, { kind: 'drop' }],
      ]),
      IDS,
    )
    expect(saved.ok && saved.rows.map((r) => [r.entryId, r.row.place])).toEqual([
      [1, 1],
      [2, 1],
    ])
  })

  it('whatever the decisions, a saved import never gives an entry two rows nor leaves a row undecided', () => {
    const choice = fc.oneof(
      fc.constant(null),
      fc.constant<ReviewChoice>({ kind: 'drop' }),
      fc.integer({ min: 1, max: 4 }).map((entryId): ReviewChoice => ({ kind: 'entry', entryId })),
    )
    fc.assert(
      fc.property(choice, choice, (a, b) => {
        const outcome = applyReview(
          MATCH,
          choices([
            [3, a],
            [4, b],
          ]),
          IDS,
        )
        if (!outcome.ok) return
        const ids = outcome.rows.map((r) => r.entryId)
        expect(new Set(ids).size).toBe(ids.length)
        expect(outcome.rows.length + outcome.dropped).toBe(3)
      }),
    )
  })
})

describe('parseReviewChoice', () => {
  it.each([
    ['drop', { kind: 'drop' }],
    ['42', { kind: 'entry', entryId: 42 }],
    ['', null],
    ['0', null],
    ['4x', null],
    [null, null],
  ])('%s', (value, expected) => expect(parseReviewChoice(value)).toEqual(expected))
})
