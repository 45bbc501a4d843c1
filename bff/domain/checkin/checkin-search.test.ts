import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { checkInFilterToSearchParams, EMPTY_CHECK_IN_FILTER, parseCheckInFilter, type CheckInFilter } from './checkin-search'

describe('parseCheckInFilter', () => {
  it('reads the fields, trimmed and bounded, and the page', () => {
    const { filter, page } = parseCheckInFilter(
      new URLSearchParams(`surName=%20Jones%20&bibNo=12&collected=1&page=3&club=${'x'.repeat(80)}`),
    )
    expect(filter).toMatchObject({ surName: 'Jones', bibNo: '12', collected: '1' })
    expect(filter.club).toHaveLength(60)
    expect(page).toBe(3)
  })

  it.each(['0', '-1', 'two', '99999', ''])("page '%s' is page 1", (value) => {
    expect(parseCheckInFilter(new URLSearchParams({ page: value })).page).toBe(1)
  })

  it('an unknown collected value is no filter', () => {
    expect(parseCheckInFilter(new URLSearchParams('collected=yes')).filter.collected).toBe('')
  })

  it('property: a filter survives the round trip through the address', () => {
    const text = fc.string({ maxLength: 60 }).map((s) => s.trim())
    const arb = fc.record({
      firstName: text,
      surName: text,
      club: text,
      bibNo: text,
      urn: text,
      event: text,
      collected: fc.constantFrom<CheckInFilter['collected']>('', '0', '1'),
    })
    fc.assert(
      fc.property(arb, fc.integer({ min: 1, max: 9999 }), (filter, page) => {
        expect(parseCheckInFilter(checkInFilterToSearchParams(filter, page))).toEqual({ filter, page })
      }),
    )
  })

  it('the empty filter on page 1 is no query at all', () => {
    expect(checkInFilterToSearchParams(EMPTY_CHECK_IN_FILTER).toString()).toBe('')
  })
})
