import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  countBackKey,
  placeVertical,
  readHeights,
  readSeries,
  readVerticalForm,
  type HeightAttempts,
  type VerticalFormEntry,
  type VerticalFormRow,
} from './vertical-form'

const ENTRIES: VerticalFormEntry[] = [
  { entryId: 1, bibNo: '7', pb: 1.6, sb: null },
  { entryId: 2, bibNo: '8', pb: 1.8, sb: 1.6 },
  { entryId: 3, bibNo: '9', pb: null, sb: null },
  { entryId: 4, bibNo: '10', pb: null, sb: null },
]
const row = (bib: string, ...attempts: string[]): VerticalFormRow => ({ bib, attempts })
const HEIGHTS = ['1.50', '1.55', '1.60', '1.65', '']

describe('readHeights', () => {
  it('reads rising heights in metres, trailing blanks dropped', () => {
    expect(readHeights(['1.50', '1,55', '1.60', '', ''], 'High Jump')).toEqual({ heights: [1.5, 1.55, 1.6], errors: [] })
  })

  it('refuses a height not above the one before, not a height, and one out of range for the event', () => {
    expect(readHeights(['1.50', '1.50', 'X', '1.45', '3.00'], 'High Jump').errors).toEqual([
      { height: 2, error: 'notRising', value: '1.50' },
      { height: 3, error: 'notAHeight', value: 'X' },
      { height: 4, error: 'notRising', value: '1.45' },
      { height: 5, error: 'outOfRange', value: '3.00' },
    ])
    expect(readHeights(['5.80'], 'Pole Vault').errors).toEqual([])
    expect(readHeights(['', '1.50'], 'High Jump').errors).toEqual([{ height: 1, error: 'notAHeight', value: '' }])
  })
})

describe('readSeries', () => {
  it('reads O, X and - per height, case and zero forgiven, trailing heights not jumped dropped', () => {
    expect(readSeries(['o', 'X0', '-', 'xxo', '', ''], 4)).toEqual({ attempts: ['O', 'XO', '-', 'XXO'] })
    expect(readSeries(['X-', 'XO'], 2)).toEqual({ attempts: ['X-', 'XO'] })
    // 'X--': a failure, then the other two attempts passed, as results lists write it.
    expect(readSeries(['X--', 'XO'], 2)).toEqual({ attempts: ['X--', 'XO'] })
    expect(readSeries(['x--', 'O'], 2)).toEqual({ attempts: ['X--', 'O'] })
  })

  it('puts an athlete out after three failures in a row across heights, a pass in between not counting', () => {
    expect(readSeries(['XX-', 'X', ''], 3)).toEqual({ attempts: ['XX-', 'X'] })
    expect(readSeries(['XX-', 'XO'], 2)).toEqual({ error: 'afterOut', value: 'XO', height: 2 })
    expect(readSeries(['XXX', '-'], 2)).toEqual({ error: 'afterOut', value: '-', height: 2 })
    expect(readSeries(['XXO', 'XXO', 'XXX'], 3)).toEqual({ attempts: ['XXO', 'XXO', 'XXX'] })
  })

  it('refuses a string that is not O/X/-, one too long, and an attempt at a height not set', () => {
    expect(readSeries(['A'], 1)).toEqual({ error: 'notAnAttempt', value: 'A', height: 1 })
    expect(readSeries(['OX'], 1)).toEqual({ error: 'notAnAttempt', value: 'OX', height: 1 })
    expect(readSeries(['XXXO'], 1)).toEqual({ error: 'tooLong', value: 'XXXO', height: 1 })
    expect(readSeries(['O', 'O'], 1)).toEqual({ error: 'noHeight', value: 'O', height: 2 })
  })
})

describe('placeVertical (World Athletics count-back)', () => {
  it('ranks by the highest clearance, then failures at it, then failures in total; level athletes share the place', () => {
    const series: HeightAttempts[][] = [
      ['O', 'XO', 'XXX'], // 1.55, 1 at best, 1 total
      ['XO', 'O', 'XXX'], // 1.55, 0 at best, 1 total
      ['O', 'O', 'XXX'], // 1.55, 0 at best, 0 total
      ['-', 'O', 'XXX'], // 1.55, 0 at best, 0 total
      ['XXX'], // nothing cleared
      ['O', 'XXO'], // 1.55, 2 at best
      ['O', '-', 'XO'], // 1.60
    ]
    expect(placeVertical(series)).toEqual([5, 4, 2, 2, null, 6, 1])
  })

  it('shares first place when still level (no jump-off)', () => {
    expect(
      placeVertical([
        ['O', 'XXX'],
        ['O', 'XXX'],
      ]),
    ).toEqual([1, 1])
  })

  it('keys a series by its highest clearance', () => {
    expect(countBackKey(['XO', 'X-', 'XXO', 'XXX'])).toEqual({ cleared: 2, atBest: 2, total: 4 })
    expect(countBackKey(['XO', 'X--', 'XXO', 'XXX'])).toEqual({ cleared: 2, atBest: 2, total: 4 })
    expect(countBackKey(['XXX'])).toBeNull()
  })
})

describe('readVerticalForm', () => {
  it('works out the best height, places and PB / SB, leaving blank rows out', () => {
    expect(
      readVerticalForm(
        HEIGHTS,
        [row('7', 'O', 'XO', 'XXO', 'XXX'), row('8', '-', 'O', 'O', 'XXX'), row('9', 'XXX'), row('')],
        'High Jump',
        ENTRIES,
      ),
    ).toEqual({
      ok: true,
      heights: [1.5, 1.55, 1.6, 1.65],
      rows: [
        { entryId: 1, attempts: ['O', 'XO', 'XXO', 'XXX'], best: 1.6, place: 2, pb: false, sb: false },
        { entryId: 2, attempts: ['-', 'O', 'O', 'XXX'], best: 1.6, place: 1, pb: false, sb: false },
        { entryId: 3, attempts: ['XXX'], best: null, place: null, pb: false, sb: false },
      ],
    })
    const pb = readVerticalForm(['1.70', '1.85'], [row('8', 'O', 'O')], 'High Jump', ENTRIES)
    expect(pb.ok && pb.rows[0]).toMatchObject({ best: 1.85, pb: true })
  })

  it('reports every problem at once beside its row or height, and saves nothing', () => {
    const form = readVerticalForm(
      ['1.50', '1.45'],
      [row('7', 'XXX', 'O'), row('8', 'OO'), row('9', 'XXXX'), row('11', 'O'), row('', 'O'), row('10', 'O', 'O', 'O')],
      'High Jump',
      ENTRIES,
    )
    expect(form).toEqual({
      ok: false,
      heightErrors: [{ height: 2, error: 'notRising', value: '1.45' }],
      errors: [
        { row: 0, error: 'afterOut', value: 'O', height: 2 },
        { row: 1, error: 'notAnAttempt', value: 'OO', height: 1 },
        { row: 2, error: 'tooLong', value: 'XXXX', height: 1 },
        { row: 3, error: 'unknownBib', value: '11', height: null },
        { row: 4, error: 'noBib', value: '', height: null },
        { row: 5, error: 'noHeight', value: 'O', height: 3 },
      ],
    })
  })

  it('asks for something when every row is blank', () => {
    expect(readVerticalForm(HEIGHTS, [row('7', '', '')], 'High Jump', ENTRIES)).toEqual({ ok: false, heightErrors: [], errors: 'nothing' })
  })
})

const cell = fc.constantFrom('', 'O', 'XO', 'XXO', 'X', 'XX', 'XXX', '-', 'X-', 'X--', 'XX-')
const rows = fc.array(fc.array(cell, { maxLength: 6 }), { minLength: 1, maxLength: 12 })
const formOf = (cells: string[][]) =>
  readVerticalForm(
    ['1.50', '1.55', '1.60', '1.65', '1.70', '1.75'],
    cells.map((c, i) => row(String(i + 1), ...c)),
    'High Jump',
    cells.map((_, i) => ({ entryId: i + 1, bibNo: String(i + 1), pb: null, sb: null })),
  )

describe('readVerticalForm properties', () => {
  it('never accepts an attempt after an athlete is out', () => {
    fc.assert(
      fc.property(rows, (cells) => {
        const form = formOf(cells)
        if (!form.ok) return
        for (const r of form.rows) {
          const jumps = r.attempts.map((a) => a ?? '').join('')
          const out = jumps.search(/X-*X-*X/)
          if (out >= 0) expect(jumps.slice(out).replace(/-/g, '')).toBe('XXX')
        }
      }),
    )
  })

  it('gives places that are a ranking with ties: 1 first, a shared place skips the next ones', () => {
    fc.assert(
      fc.property(rows, (cells) => {
        const form = formOf(cells)
        if (!form.ok) return
        const places = form.rows
          .map((r) => r.place)
          .filter((p): p is number => p !== null)
          .sort((a, b) => a - b)
        places.forEach((p, i) => expect(p === i + 1 || p === places[i - 1]).toBe(true))
        form.rows.forEach((r) => expect(r.place === null).toBe(r.best === null))
      }),
    )
  })

  it('gives the same places for the same input, whatever the order of the rows', () => {
    fc.assert(
      fc.property(rows, fc.integer({ min: 0, max: 11 }), (cells, shift) => {
        const form = formOf(cells)
        const again = formOf(cells)
        expect(again).toEqual(form)
        if (!form.ok) return
        const series = form.rows.map((r) => r.attempts)
        const k = shift % series.length
        const rotated = [...series.slice(k), ...series.slice(0, k)]
        expect(placeVertical(rotated)).toEqual([...placeVertical(series).slice(k), ...placeVertical(series).slice(0, k)])
      }),
    )
  })
})
