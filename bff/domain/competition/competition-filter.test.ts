import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { CompetitionFilter, CompetitionKind } from './competition'
import { defaultFilter, filterToSearchParams, filterToWire, parseFilter } from './competition-filter'
import { TEXT_INPUT_MAX } from '../text/limits'

const TODAY = '2026-03-05'
const DEFAULT: CompetitionFilter = {
  fromDate: '2026-02-26',
  toDate: '',
  freeText: '',
  organiserId: 0,
  locationId: 0,
  type: 'ALL',
  compOrgId: 0,
  eventId: 0,
  compTypes: [],
  page: 1,
}

const parse = (query: string) => parseFilter(new URLSearchParams(query), TODAY)

describe('defaultFilter', () => {
  it('starts 7 days before today, type ALL, page 1, nothing else', () => {
    expect(defaultFilter(TODAY)).toEqual(DEFAULT)
    expect(defaultFilter('2024-03-03').fromDate).toBe('2024-02-25')
  })

  it('rejects a today that is not a date', () => {
    expect(() => defaultFilter('today')).toThrow(RangeError)
  })
})

describe('parseFilter', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(DEFAULT)
  })

  it('reads every parameter', () => {
    expect(
      parse('from=2026-01-01&to=2026-12-31&q=+indoor+open+&organiser=12&location=4&type=I&compOrg=55&event=7&compTypes=T~F&page=3'),
    ).toEqual({
      fromDate: '2026-01-01',
      toDate: '2026-12-31',
      freeText: 'indoor open',
      organiserId: 12,
      locationId: 4,
      type: 'I',
      compOrgId: 55,
      eventId: 7,
      compTypes: ['T', 'F'],
      page: 3,
    })
  })

  it.each([
    ['from=2026-02-30', { fromDate: DEFAULT.fromDate }],
    ['from=05/03/2026', { fromDate: DEFAULT.fromDate }],
    ['from=', { fromDate: DEFAULT.fromDate }],
    ['to=2026-13-01', { toDate: '' }],
    ['to=2026-3-1', { toDate: '' }],
    ['organiser=-3', { organiserId: 0 }],
    ['organiser=1.5', { organiserId: 0 }],
    ['location=abc', { locationId: 0 }],
    ['compOrg=99999999999999999999', { compOrgId: 0 }],
    ['event=1e3', { eventId: 0 }],
    ['type=X', { type: 'ALL' }],
    ['type=o', { type: 'O' }],
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=two', { page: 1 }],
    ['page=007', { page: 7 }],
  ] as const)('%s falls back or normalises to %j', (query, expected) => {
    expect(parse(query)).toEqual({ ...DEFAULT, ...expected })
  })

  it.each([
    ['compTypes=T&compTypes=F', ['T', 'F']],
    ['compTypes=T~F&compTypes=M', ['T', 'F', 'M']],
    ['compTypes=t~x', ['T', 'X']],
    ['compTypes=T~T~F&compTypes=F', ['T', 'F']],
    ['compTypes=T~Q~~ZZ~R', ['T', 'R']],
    ['compTypes=', []],
  ])('compTypes from %s', (query, kinds) => {
    expect(parse(query).compTypes).toEqual(kinds)
  })

  it('takes the first of repeated scalar parameters', () => {
    expect(parse('page=2&page=5').page).toBe(2)
  })
})

describe('filterToSearchParams', () => {
  it('writes nothing for the default filter', () => {
    expect(filterToSearchParams(defaultFilter(TODAY), TODAY).toString()).toBe('')
  })

  it('writes only what differs from the defaults', () => {
    const params = filterToSearchParams({ ...DEFAULT, freeText: 'kent & sussex', compTypes: ['F', 'T'], page: 2 }, TODAY)
    expect(params.toString()).toBe('q=kent+%26+sussex&compTypes=F%7ET&page=2')
  })

  const kind = fc.constantFrom<CompetitionKind>('T', 'F', 'M', 'R', 'X')
  const date = fc
    .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10))
  const id = fc.oneof(fc.constant(0), fc.nat())
  const filter: fc.Arbitrary<CompetitionFilter> = fc.record({
    fromDate: date,
    toDate: fc.oneof(fc.constant(''), date),
    freeText: fc.oneof(
      fc.constant(''),
      fc.string().map((s) => s.trim()),
    ),
    organiserId: id,
    locationId: id,
    type: fc.constantFrom('ALL', 'I', 'O'),
    compOrgId: id,
    eventId: id,
    compTypes: fc.uniqueArray(kind),
    page: fc.integer({ min: 1, max: 10_000 }),
  })

  it('round-trips through parseFilter, also via the URL string', () => {
    fc.assert(
      fc.property(filter, date, (f, today) => {
        const params = filterToSearchParams(f, today)
        expect(parseFilter(params, today)).toEqual(f)
        expect(parseFilter(new URLSearchParams(params.toString()), today)).toEqual(f)
      }),
    )
  })
})

describe('filterToWire', () => {
  it('uses the legacy names and page size 20, leaving out empty compTypes', () => {
    expect(filterToWire(DEFAULT)).toEqual({
      fromdate: '2026-02-26',
      todate: '',
      freetextsearch: '',
      organiserid: 0,
      locationid: 0,
      type: 'ALL',
      comporgid: 0,
      eventid: 0,
      pagenumber: 1,
      pagesize: 20,
    })
  })

  it('joins compTypes with ~', () => {
    expect(filterToWire({ ...DEFAULT, compTypes: ['T', 'M'], organiserId: 12, page: 4 })).toMatchObject({
      compTypes: 'T~M',
      organiserid: 12,
      pagenumber: 4,
    })
  })
})

describe('free text length', () => {
  it('is cut at 100 characters', () => {
    const long = 'x'.repeat(500)
    expect(parseFilter(new URLSearchParams({ q: long }), '2026-11-22').freeText).toHaveLength(TEXT_INPUT_MAX)
  })
})
