import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { splitCsvLine } from './lif'
import { lynxFile, type LynxRace } from './lynx-files'

const races: LynxRace[] = [
  {
    eventNo: 12,
    name: 'Men 100m',
    time: '14:05',
    heats: [
      {
        heatNo: 1,
        athletes: [
          { bibNo: '117', lane: 5, firstName: 'Owain', surName: 'Jones', club: 'Swansea Harriers' },
          { bibNo: '101', lane: 4, firstName: 'John', surName: 'Smith', club: 'Cardiff AAC' },
        ],
      },
      { heatNo: 2, athletes: [{ bibNo: '108', lane: 3, firstName: 'Liam', surName: "O'Brien, Jr", club: 'Newport' }] },
    ],
  },
  {
    eventNo: 3,
    name: 'Women 200m',
    time: '11:30',
    heats: [{ heatNo: 1, athletes: [{ bibNo: 'A7', lane: null, firstName: 'Zoé', surName: 'Évans', club: 'Newport' }] }],
  },
]

const lines = (text: string) => text.split('\r\n').filter(Boolean)

describe('FinishLynx start lists', () => {
  it('lynx.evt: a line per heat (event, round 1, heat, name), then its athletes by lane (ID = bib), a comma quoted', () => {
    expect(lines(lynxFile('lynx.evt', races))).toEqual([
      '12,1,1,Men 100m',
      ',101,4,Smith,John,Cardiff AAC',
      ',117,5,Jones,Owain,Swansea Harriers',
      '12,1,2,Men 100m',
      `,108,3,"O'Brien, Jr",Liam,Newport`,
      '3,1,1,Women 200m',
      ',,,Évans,Zoé,Newport',
    ])
  })

  it('lynx.ppl: each athlete with a numeric bib once, by bib, after a comment', () => {
    expect(lines(lynxFile('lynx.ppl', races))).toEqual([
      '; ID, last name, first name, affiliation',
      '101,Smith,John,Cardiff AAC',
      '108,"O\'Brien, Jr",Liam,Newport',
      '117,Jones,Owain,Swansea Harriers',
    ])
  })

  it('lynx.sch: the heats in running order, each race after a comment with its time', () => {
    expect(lines(lynxFile('lynx.sch', races))).toEqual(['; 11:30 Women 200m', '3,1,1', '; 14:05 Men 100m', '12,1,1', '12,1,2'])
  })

  it('a race without a time comes last, marked TBC', () => {
    const untimed = [{ ...races[1]!, time: null }, races[0]!]
    expect(lines(lynxFile('lynx.sch', untimed))[0]).toBe('; 14:05 Men 100m')
    expect(lynxFile('lynx.sch', untimed)).toContain('; TBC Women 200m')
  })

  it('every athlete line of lynx.evt reads back, through the .lif reader, as the fields written', () => {
    const field = fc.string({ maxLength: 12 }).filter((s) => !/[\r\n]/.test(s) && s === s.trim()) // the reader trims, as FinishLynx does
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            bib: fc.integer({ min: 1, max: 9999 }),
            lane: fc.integer({ min: 1, max: 9 }),
            first: field,
            last: field,
            club: field,
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (athletes) => {
          const race: LynxRace = {
            eventNo: 1,
            name: 'Race',
            time: null,
            heats: [
              {
                heatNo: 1,
                athletes: athletes.map((a) => ({ bibNo: String(a.bib), lane: a.lane, firstName: a.first, surName: a.last, club: a.club })),
              },
            ],
          }
          const read = lines(lynxFile('lynx.evt', [race]))
            .slice(1)
            .map(splitCsvLine)
          const written = [...athletes].sort((a, b) => a.lane - b.lane)
          expect(read.map((cells) => [cells[1], cells[2], cells[3], cells[4], cells[5]])).toEqual(
            written.map((a) => [String(a.bib), String(a.lane), a.last, a.first, a.club]),
          )
        },
      ),
    )
  })
})
