import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultAgeGroupCode, formatAgeGroupProblem, validateAgeGroup, wholeNumber, type AgeGroupInput } from './age-group'

const valid: AgeGroupInput = { name: 'Under 9', minAge: '7', maxAge: '8', minAtDay: '', minAtMonth: '', maxAtDay: '31', maxAtMonth: '8' }
const messages = (over: Partial<AgeGroupInput>) => validateAgeGroup({ ...valid, ...over }).map((p) => [p.field, formatAgeGroupProblem(p)])

describe('age group rules (3-organiser-admin §5 Age group), each with the exact message', () => {
  it('accepts a full group, a group of one year and one without dates', () => {
    expect(messages({})).toEqual([])
    expect(messages({ minAge: '10', maxAge: '10' })).toEqual([])
    expect(messages({ maxAtDay: '', maxAtMonth: '' })).toEqual([])
    expect(messages({ maxAtDay: '29', maxAtMonth: '2' })).toEqual([])
    expect(messages({ minAge: ' 1 ', maxAge: '100' })).toEqual([])
  })

  const cases: Array<[string, Partial<AgeGroupInput>, Array<[string, string]>]> = [
    ['no name', { name: '  ' }, [['name', 'Enter an age group name.']]],
    ['a min age of 0', { minAge: '0' }, [['minAge', 'Number between 1 and 100.']]],
    ['a max age over 100', { maxAge: '101' }, [['maxAge', 'Number between 1 and 100.']]],
    ['a decimal age', { minAge: '7.5' }, [['minAge', 'Number between 1 and 100.']]],
    ['a negative age', { maxAge: '-8' }, [['maxAge', 'Number between 1 and 100.']]],
    ['an empty age', { minAge: '' }, [['minAge', 'Number between 1 and 100.']]],
    ['words for an age', { maxAge: 'ten' }, [['maxAge', 'Number between 1 and 100.']]],
    ['min over max', { minAge: '12', maxAge: '11' }, [['minAge', 'Must be less than max age.']]],
    ['day 0', { minAtDay: '0', minAtMonth: '9' }, [['minAtDay', 'Number between 1 and 31.']]],
    ['day 32', { maxAtDay: '32' }, [['maxAtDay', 'Number between 1 and 31.']]],
    ['month 13', { maxAtMonth: '13' }, [['maxAtMonth', 'Number between 1 and 12.']]],
    ['month 0', { minAtDay: '1', minAtMonth: '0' }, [['minAtMonth', 'Number between 1 and 12.']]],
    ['31 February', { maxAtDay: '31', maxAtMonth: '2' }, [['maxAtDay', 'This day does not exist in that month.']]],
    ['31 April', { minAtDay: '31', minAtMonth: '4' }, [['minAtDay', 'This day does not exist in that month.']]],
    ['a day without a month', { minAtDay: '1' }, [['minAtMonth', 'Give the day and the month, or neither.']]],
    ['a month without a day', { maxAtDay: '', maxAtMonth: '8' }, [['maxAtDay', 'Give the day and the month, or neither.']]],
    [
      'every problem at once',
      { name: '', minAge: '0', maxAge: '1e2', minAtDay: '40', maxAtMonth: 'x' },
      [
        ['name', 'Enter an age group name.'],
        ['minAge', 'Number between 1 and 100.'],
        ['maxAge', 'Number between 1 and 100.'],
        ['minAtDay', 'Number between 1 and 31.'],
        ['maxAtMonth', 'Number between 1 and 12.'],
        ['minAtMonth', 'Give the day and the month, or neither.'],
      ],
    ],
  ]
  it.each(cases)('refuses %s', (_, over, expected) => expect(messages(over)).toEqual(expected))

  it('takes the default code from the theme: EA for gbr, IRL otherwise', () => {
    expect(defaultAgeGroupCode('gbr')).toBe('EA')
    expect(defaultAgeGroupCode('GBR ')).toBe('EA')
    expect(defaultAgeGroupCode('irl')).toBe('IRL')
    expect(defaultAgeGroupCode('default')).toBe('IRL')
  })
})

describe('age group rules, for any input', () => {
  const age = fc.integer({ min: -50, max: 200 })
  const ages = (min: number, max: number) => validateAgeGroup({ ...valid, minAge: String(min), maxAge: String(max) })

  it('accepts two ages exactly when both are 1 to 100 and min is not above max', () => {
    fc.assert(
      fc.property(age, age, (min, max) => {
        const ok = min >= 1 && min <= 100 && max >= 1 && max <= 100 && min <= max
        expect(ages(min, max).length === 0).toBe(ok)
      }),
    )
  })

  it('says "Must be less than max age." exactly when two good ages have min above max', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 100 }), (min, max) => {
        expect(ages(min, max).some((p) => p.code === 'MIN_OVER_MAX')).toBe(min > max)
      }),
    )
  })

  it('refuses any age that is not a whole number', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 100, noNaN: true }).filter((d) => !Number.isInteger(d)),
        (d) => {
          expect(messages({ minAge: String(d) })).toContainEqual(['minAge', 'Number between 1 and 100.'])
        },
      ),
    )
  })

  it('accepts days 1 to 31 and months 1 to 12 only', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 40 }), fc.integer({ min: -5, max: 20 }), (day, month) => {
        const problems = validateAgeGroup({ ...valid, minAtDay: String(day), minAtMonth: String(month) })
        expect(problems.some((p) => p.code === 'DAY_RANGE')).toBe(day < 1 || day > 31)
        expect(problems.some((p) => p.code === 'MONTH_RANGE')).toBe(month < 1 || month > 12)
      }),
    )
  })

  it('accepts a day and month exactly when the month has that day (29 February included)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 31 }), fc.integer({ min: 1, max: 12 }), (day, month) => {
        const exists = new Date(Date.UTC(2024, month - 1, day)).getUTCMonth() === month - 1
        const problems = validateAgeGroup({ ...valid, maxAtDay: String(day), maxAtMonth: String(month) })
        expect(problems.length === 0).toBe(exists)
      }),
    )
  })

  it('reads only plain digits as a whole number', () => {
    fc.assert(
      fc.property(fc.nat({ max: 999999 }), (n) => {
        expect(wholeNumber(String(n))).toBe(n)
      }),
    )
    for (const s of ['', '1.0', '+1', '1e1', '0x1', ' ', '１']) expect(wholeNumber(s)).toBeNull()
  })
})
