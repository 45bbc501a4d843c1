import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  athleteDisplayName,
  athleteFilterToSearchParams,
  compileUrnPattern,
  EMPTY_ATHLETE_FILTER,
  GENDERS,
  isGender,
  isoToDisplayDate,
  matchesUrnPattern,
  parseAthleteFilter,
  toAgeInfo,
  withAthleteParam,
  type AthleteFilter,
} from './athlete'
import { parseDisplayDate } from './validators'

describe('the athlete search filter in the URL', () => {
  it('reads every filter and the page', () => {
    const params = new URLSearchParams('firstName= Isla &surName=Fen&club=Lark&gender=f&region=3&county=31&page=2')
    expect(parseAthleteFilter(params)).toEqual({
      filter: { firstName: 'Isla', surName: 'Fen', club: 'Lark', gender: 'F', region: 3, county: 31 },
      page: 2,
    })
  })

  it('anything malformed reads as unset', () => {
    const params = new URLSearchParams('gender=X&region=-1&county=abc&page=0')
    expect(parseAthleteFilter(params)).toEqual({ filter: EMPTY_ATHLETE_FILTER, page: 1 })
    expect(parseAthleteFilter(new URLSearchParams('page=1e3')).page).toBe(1)
    expect(parseAthleteFilter(new URLSearchParams(`surName=${'x'.repeat(500)}`)).filter.surName).toHaveLength(100)
  })

  it('writes only what is set, page 1 left out', () => {
    expect(athleteFilterToSearchParams(EMPTY_ATHLETE_FILTER).toString()).toBe('')
    expect(athleteFilterToSearchParams({ ...EMPTY_ATHLETE_FILTER, surName: 'Fen', gender: 'M' }, 3).toString()).toBe(
      'surName=Fen&gender=M&page=3',
    )
  })

  it('round-trips any filter and page', () => {
    const word = fc.string({ maxLength: 30 }).map((s) => s.trim())
    const id = fc.option(fc.integer({ min: 1, max: 999_999 }), { nil: null })
    const filter: fc.Arbitrary<AthleteFilter> = fc.record({
      region: id,
      county: id,
      club: word,
      firstName: word,
      surName: word,
      gender: fc.constantFrom('', ...GENDERS),
    })
    fc.assert(
      fc.property(filter, fc.integer({ min: 1, max: 500 }), (f, page) => {
        expect(parseAthleteFilter(athleteFilterToSearchParams(f, page))).toEqual({ filter: f, page })
      }),
    )
  })
})

describe('the URN pattern (2-entry.md §5)', () => {
  it('an empty URN always passes', () => {
    expect(matchesUrnPattern('', '^\\d{7}$')).toBe(true)
    expect(matchesUrnPattern('   ', '^\\d{7}$')).toBe(true)
    expect(matchesUrnPattern(undefined, '^\\d{7}$')).toBe(true)
  })

  it('no pattern, or one that does not compile, accepts any URN', () => {
    expect(matchesUrnPattern('anything', null)).toBe(true)
    expect(matchesUrnPattern('anything', '')).toBe(true)
    expect(matchesUrnPattern('anything', '([')).toBe(true)
    expect(compileUrnPattern('([')).toBeNull()
  })

  it('a bare pattern must match the whole value', () => {
    expect(matchesUrnPattern('1234567', '\\d{7}')).toBe(true)
    expect(matchesUrnPattern('12345678', '\\d{7}')).toBe(false)
    expect(matchesUrnPattern('x1234567', '\\d{7}')).toBe(false)
    expect(matchesUrnPattern(' 1234567 ', '^\\d{7}$')).toBe(true)
  })

  it('reads a /pattern/flags literal as PHP stores it', () => {
    expect(matchesUrnPattern('ab12', '/[a-z]{2}\\d{2}/i')).toBe(true)
    expect(matchesUrnPattern('AB12', '/[a-z]{2}\\d{2}/i')).toBe(true)
    expect(matchesUrnPattern('AB12', '/[a-z]{2}\\d{2}/')).toBe(false)
    // A global flag would make test() stateful: it is dropped.
    const g = compileUrnPattern('/\\d+/g')!
    expect([g.test('12'), g.test('12')]).toEqual([true, true])
  })

  it('a value that is not a string fails', () => {
    expect(matchesUrnPattern(1234567, null)).toBe(false)
  })
})

describe('display helpers', () => {
  it('display name', () => {
    expect(athleteDisplayName({ firstName: ' Ann ', surName: 'Lee' })).toBe('Ann Lee')
    expect(athleteDisplayName({ firstName: '', surName: 'Lee' })).toBe('Lee')
  })

  it('age info: trimmed texts, unknown age as null', () => {
    expect(toAgeInfo({ ageGroup: ' U15 ', vetAgeGroup: '', currentAge: 13 })).toEqual({ ageGroup: 'U15', vetAgeGroup: '', currentAge: 13 })
    expect(toAgeInfo({ currentAge: 0 })).toEqual({ ageGroup: '', vetAgeGroup: '', currentAge: null })
    expect(toAgeInfo(null)).toEqual({ ageGroup: '', vetAgeGroup: '', currentAge: null })
    expect(toAgeInfo({ vetAgeGroup: 'V40', currentAge: 43.9 })).toEqual({ ageGroup: '', vetAgeGroup: 'V40', currentAge: 43 })
  })

  it('ISO dates to the form and back', () => {
    expect(isoToDisplayDate('2012-02-14')).toBe('14/02/2012')
    expect(isoToDisplayDate('2012-02-14T00:00:00')).toBe('14/02/2012')
    expect(isoToDisplayDate('')).toBe('')
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), (d) => {
        const iso = d.toISOString().slice(0, 10)
        expect(parseDisplayDate(isoToDisplayDate(iso))).toBe(iso)
      }),
    )
  })

  it('genders', () => {
    expect(GENDERS.every(isGender)).toBe(true)
    expect(isGender('f')).toBe(false)
    expect(isGender('')).toBe(false)
  })
})

describe('withAthleteParam', () => {
  it.each([
    ['/v2/entry-v2/551', '/v2/entry-v2/551?athlete=7'],
    ['/v2/entry-v2/551?tab=1', '/v2/entry-v2/551?tab=1&athlete=7'],
    ['/v2/entry-v2/551?athlete=3#athletes', '/v2/entry-v2/551?athlete=7#athletes'],
    ['/', '/?athlete=7'],
  ])('%s → %s', (from, to) => {
    expect(withAthleteParam(from, 7)).toBe(to)
  })
})
