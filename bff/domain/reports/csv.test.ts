import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { escapeCell, toCsv } from './csv'

const DANGEROUS = ['=', '+', '-', '@', '\t', '\r']

describe('escapeCell', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+44 1234', "'+44 1234"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['Ashby Moor', 'Ashby Moor'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j becomes %j', (raw, cell) => {
    expect(escapeCell(raw)).toBe(cell)
  })

  it('keeps a plain number, signed or not, as it is', () => {
    expect(escapeCell('-12.50')).toBe('-12.50')
    expect(escapeCell('+3')).toBe('+3')
    expect(escapeCell(-7)).toBe('-7')
    expect(escapeCell(true)).toBe('true')
    expect(escapeCell(null)).toBe('')
  })

  it('never leaves a cell that starts a formula (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const cell = escapeCell(s)
        const plainNumber = /^[+-]?\d+(\.\d+)?$/.test(s)
        expect(plainNumber || !DANGEROUS.includes(cell.charAt(0))).toBe(true)
      }),
    )
  })

  it('changes nothing but a leading apostrophe, and only once (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const cell = escapeCell(s)
        expect(cell === s || cell === `'${s}`).toBe(true)
        expect(escapeCell(cell)).toBe(cell)
      }),
    )
  })

  it('defuses any text that starts with a formula character (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DANGEROUS), fc.string(), (start, rest) => {
        const raw = `${start}${rest}x`
        expect(escapeCell(raw)).toBe(`'${raw}`)
      }),
    )
  })
})

describe('toCsv', () => {
  it('quotes what needs quoting and defuses formulas, one CRLF line per row', () => {
    const csv = toCsv(['Name', 'Club'], [['=HYPERLINK("x")', 'Ashby, Moor'], ['Ann "Al" Lee', null]])
    expect(csv).toBe('\ufeffName,Club\r\n"\'=HYPERLINK(""x"")","Ashby, Moor"\r\n"Ann ""Al"" Lee",\r\n')
  })

  it('gives one record per row whatever the cells hold (property)', () => {
    const cell = fc.oneof(fc.string(), fc.integer(), fc.constant(null))
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 2 }), { maxLength: 20 }), (rows) => {
        const csv = toCsv(['a', 'b'], rows)
        // Line breaks inside a quoted cell are data: count the records outside quotes.
        let records = 0
        let quoted = false
        for (let i = 0; i < csv.length; i++) {
          if (csv[i] === '"') quoted = !quoted
          else if (!quoted && csv[i] === '\r' && csv[i + 1] === '\n') records++
        }
        expect(records).toBe(rows.length + 1)
      }),
    )
  })
})
