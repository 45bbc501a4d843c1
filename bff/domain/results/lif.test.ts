import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { formatLifError, parseLif, splitCsvLine } from './lif'

// Shaped like a FinishLynx export of a 100 m heat: a tie for 3rd, a DQ, a DNF and a DNS.
const HEAT = [
  '12,1,2,Men 100m Heat 2,+1.3,m/s,,14:05:00.0000,,,',
  '1,101,4,Smith,John,Cardiff AAC,10.521,E123,10.521,0.145,5.812',
  '2,117,5,Jones,Owain,Swansea Harriers,10.600,,0.079,0.151',
  '3,108,3,"O\'Brien, Jr",Liam,Newport,10.712,,0.191,0.160',
  '3,122,6,Évans,Zoé,Newport,10.712,,0.191,0.139',
  'DQ,130,7,Price,Tom,Cardiff AAC,,,,',
  'DNF,131,2,Hughes,Rhys,Brecon,DNF',
  ',132,8,Lewis,Dai,Bridgend,DNS',
  '',
].join('\r\n')

describe('parseLif on a real-shaped heat', () => {
  const parsed = parseLif(HEAT)
  if (!parsed.ok) throw new Error(formatLifError(parsed.error))
  const { header, rows } = parsed.file

  it('reads the header', () => {
    expect(header).toEqual({ eventNumber: 12, round: 1, heat: 2, eventName: 'Men 100m Heat 2', wind: 1.3, windUnit: 'm/s' })
  })

  it('reads a placed row, rounding thousandths up for the result', () => {
    expect(rows[0]).toMatchObject({
      line: 2,
      place: 1,
      status: null,
      tied: false,
      id: '101',
      lane: 4,
      lastName: 'Smith',
      firstName: 'John',
      affiliation: 'Cardiff AAC',
      time: 10.521,
      officialTime: 10.53,
      licence: 'E123',
      reactionTime: 0.145,
      splits: ['5.812'],
    })
    expect(rows[1].officialTime).toBe(10.6)
  })

  it('marks ties and keeps quoted names whole', () => {
    expect(rows.filter((r) => r.tied).map((r) => r.id)).toEqual(['108', '122'])
    expect(rows[2].lastName).toBe("O'Brien, Jr")
  })

  it('reads DQ and DNF from the place, DNS from the time column', () => {
    expect(rows.slice(4).map((r) => [r.id, r.place, r.status, r.time])).toEqual([
      ['130', null, 'DQ', null],
      ['131', null, 'DNF', null],
      ['132', null, 'DNS', null],
    ])
  })

  it('tolerates missing trailing columns', () => {
    expect(rows[5]).toMatchObject({ licence: '', deltaTime: '', reactionTime: null, splits: [] })
  })
})

describe('parseLif: missing columns and odd values', () => {
  it('a header with only event, round, heat and name; no wind', () => {
    const parsed = parseLif('3,1,1,Women 400m\n1,55,4,Ames,Ann,Club,1:02.345')
    expect(parsed.ok && parsed.file.header).toMatchObject({ wind: null, windUnit: '' })
    expect(parsed.ok && parsed.file.rows[0].time).toBeCloseTo(62.345, 6)
  })

  it("'NWI' and empty round / heat are read as unknown", () => {
    const parsed = parseLif('3,,,Women 800m,NWI\n1,55,,Ames,Ann,,2:10.1')
    expect(parsed.ok && parsed.file.header).toMatchObject({ round: null, heat: null, wind: null })
    expect(parsed.ok && parsed.file.rows[0].lane).toBeNull()
  })

  it('a row with a place and time but no names', () => {
    const parsed = parseLif('1,1,1,60m\n1,9,,,,,7.01')
    expect(parsed.ok && parsed.file.rows[0]).toMatchObject({ id: '9', lastName: '', firstName: '', time: 7.01 })
  })

  it('DSQ is read as DQ', () => {
    const parsed = parseLif('1,1,1,60m\nDSQ,9,3,A,B,C')
    expect(parsed.ok && parsed.file.rows[0].status).toBe('DQ')
  })
})

describe('parseLif: malformed files give one clear message', () => {
  it.each<[string, string, string]>([
    ['empty', '\n\n', 'The file is empty.'],
    [
      'not a header',
      'Place,ID,Lane\n1,2,3',
      'Line 1 is not a FinishLynx header: it must start with the event number, round, heat and event name.',
    ],
    ['a header too short', '1,1,1', 'Line 1 is not a FinishLynx header: it must start with the event number, round, heat and event name.'],
    ['no results', '1,1,1,100m\n', 'The file has a header but no results.'],
  ])('%s', (_name, text, message) => {
    const parsed = parseLif(text)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(formatLifError(parsed.error)).toBe(message)
  })
})

describe('parseLif: an odd row never rejects the file; it is read as far as it goes, with a note for the review', () => {
  const read = (row: string) => {
    const parsed = parseLif(`1,1,1,100m\n1,9,4,Good,Row,C,10.1\n${row}`)
    if (!parsed.ok) throw new Error(formatLifError(parsed.error))
    expect(parsed.file.rows[0].note).toBeNull()
    const [, odd] = parsed.file.rows
    return { place: odd.place, status: odd.status, time: odd.officialTime, lane: odd.lane, note: odd.note }
  }
  it.each<[string, string, ReturnType<typeof read>]>([
    ['no place', ',2,3,A,B,C,10.25', { place: null, status: null, time: 10.25, lane: 3, note: { code: 'noPlace', value: '' } }],
    ['place 0', '0,2,3,A,B,C,10.2', { place: null, status: null, time: 10.2, lane: 3, note: { code: 'noPlace', value: '0' } }],
    [
      'an unknown code',
      'first,2,3,A,B,C,10.2',
      { place: null, status: null, time: 10.2, lane: 3, note: { code: 'unknownCode', value: 'first' } },
    ],
    ['SCR', 'SCR,2,3,A,B,C,', { place: null, status: 'DNS', time: null, lane: 3, note: { code: 'otherCode', value: 'SCR' } }],
    [
      'a DQ with its rule',
      'DQ R17.2,2,3,A,B,C,',
      { place: null, status: 'DQ', time: null, lane: 3, note: { code: 'otherCode', value: 'DQ R17.2' } },
    ],
    [
      'DSQ-FS in the time column',
      ',2,3,A,B,C,DSQ-FS',
      { place: null, status: 'DQ', time: null, lane: 3, note: { code: 'otherCode', value: 'DSQ-FS' } },
    ],
    ['a bad time', '2,2,3,A,B,C,ten', { place: 2, status: null, time: null, lane: 3, note: { code: 'badTime', value: 'ten' } }],
    ['a place without a time', '2,2,3,A,B,C', { place: 2, status: null, time: null, lane: 3, note: { code: 'noTime', value: '2' } }],
    ['a bad lane', '2,2,x,A,B,C,10.3', { place: 2, status: null, time: 10.3, lane: null, note: { code: 'badLane', value: 'x' } }],
  ])('%s', (_name, row, expected) => {
    expect(read(row)).toEqual(expected)
  })

  it('property: any rows after a good header read, one row per line', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.array(
            fc.string({ maxLength: 8 }).filter((f) => !/[,"\r\n]/.test(f)),
            { maxLength: 10 },
          ),
          { minLength: 1, maxLength: 20 },
        ),
        (rows) => {
          const lines = rows.map((fields) => fields.join(',')).filter((line) => line.trim() !== '')
          fc.pre(lines.length > 0)
          const parsed = parseLif(['1,1,1,100m', ...lines].join('\n'))
          expect(parsed.ok).toBe(true)
          if (parsed.ok) expect(parsed.file.rows).toHaveLength(lines.length)
        },
      ),
    )
  })
})

describe('splitCsvLine', () => {
  it('property: fields without commas or quotes round-trip', () => {
    const field = fc.string().filter((s) => !/[,"]/.test(s) && s.trim() === s)
    fc.assert(
      fc.property(fc.array(field, { minLength: 1 }), (fields) => {
        expect(splitCsvLine(fields.join(','))).toEqual(fields)
      }),
    )
  })

  it('property: any field quoted round-trips', () => {
    const field = fc.string().filter((s) => s.trim() === s)
    fc.assert(
      fc.property(fc.array(field, { minLength: 1 }), (fields) => {
        const line = fields.map((f) => `"${f.replace(/"/g, '""')}"`).join(',')
        expect(splitCsvLine(line)).toEqual(fields)
      }),
    )
  })

  it('property: any text parses to a result or a message, never throws', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof parseLif(text).ok).toBe('boolean')
      }),
    )
  })
})
