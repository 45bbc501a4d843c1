import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  VALIDATION_MESSAGES,
  daysInMonth,
  isCalendarDate,
  isEmailShape,
  isHttpUrl,
  isLeapYear,
  isNumbersOnly,
  isPlainHandle,
  isRequired,
  isSocialHandle1,
  isSocialHandle2,
  isValidDisplayDate,
  isValidTime,
  matchesPasswordRule,
  parseDisplayDate,
} from './validators'

const pad = (n: number, width: number) => String(n).padStart(width, '0')
const SEPARATORS = ['/', '-', '.'] as const
const NOT_STRINGS = [undefined, null, 0, 1, true, {}, [], new Date()]

describe('VALIDATION_MESSAGES', () => {
  it('has the exact English texts', () => {
    expect(VALIDATION_MESSAGES).toEqual({
      required: 'Required',
      validEmail: 'Valid email required',
      date: 'Please enter date DD/MM/YYYY, e.g. 28/03/1970!',
      time: 'Please enter time HH:mm, e.g. 09:25, 23:59!',
    })
  })
})

describe('calendar helpers', () => {
  it.each([
    [2024, true],
    [2023, false],
    [1900, false],
    [2000, true],
    [2100, false],
    [2400, true],
    [4, true],
  ])('isLeapYear(%i) = %s', (year, expected) => {
    expect(isLeapYear(year)).toBe(expected)
  })

  it.each([
    [2023, 1, 31],
    [2023, 2, 28],
    [2024, 2, 29],
    [2023, 4, 30],
    [2023, 6, 30],
    [2023, 9, 30],
    [2023, 11, 30],
    [2023, 12, 31],
  ])('daysInMonth(%i, %i) = %i', (year, month, expected) => {
    expect(daysInMonth(year, month)).toBe(expected)
  })

  it.each([
    [2023, 0, 1],
    [2023, 13, 1],
    [2023, 1, 0],
    [2023, 1, 32],
    [0, 1, 1],
    [10000, 1, 1],
    [2023, 1.5, 1],
  ])('isCalendarDate refuses %i-%i-%i', (y, m, d) => {
    expect(isCalendarDate(y, m, d)).toBe(false)
  })
})

describe('parseDisplayDate / isValidDisplayDate', () => {
  it.each([
    ['28/03/1970', '1970-03-28'],
    ['28-03-1970', '1970-03-28'],
    ['28.03.1970', '1970-03-28'],
    ['01/01/2000', '2000-01-01'],
    ['31/12/1999', '1999-12-31'],
    ['31/01/2023', '2023-01-31'],
    ['30/04/2023', '2023-04-30'],
    ['28/02/2023', '2023-02-28'],
    ['29/02/2024', '2024-02-29'],
    ['29/02/2000', '2000-02-29'],
    ['29.02.2400', '2400-02-29'],
    ['01/01/0001', '0001-01-01'],
    ['31/12/9999', '9999-12-31'],
    [' 28/03/1970 ', '1970-03-28'],
  ])('accepts %j as %s', (input, iso) => {
    expect(parseDisplayDate(input)).toBe(iso)
    expect(isValidDisplayDate(input)).toBe(true)
  })

  it.each([
    ['29/02/2023', 'not a leap year'],
    ['29/02/1900', 'century not divisible by 400'],
    ['29/02/2100', 'century not divisible by 400'],
    ['30/02/2024', 'February never has 30 days'],
    ['31/04/2023', 'April has 30 days'],
    ['31/06/2023', 'June has 30 days'],
    ['31/09/2023', 'September has 30 days'],
    ['31/11/2023', 'November has 30 days'],
    ['32/01/2023', 'day 32'],
    ['00/01/2023', 'day 0'],
    ['01/00/2023', 'month 0'],
    ['01/13/2023', 'month 13'],
    ['01/01/0000', 'year 0'],
    ['28/03-1970', 'mixed separators'],
    ['28.03/1970', 'mixed separators'],
    ['28 03 1970', 'space separators'],
    ['28031970', 'no separators'],
    ['1/3/1970', 'single-digit day and month'],
    ['28/03/70', 'two-digit year'],
    ['28/03/19700', 'five-digit year'],
    ['1970-03-28', 'ISO order'],
    ['03/28/1970', 'US order'],
    ['28/03/1970x', 'trailing text'],
    ['x28/03/1970', 'leading text'],
    ['２８/03/1970', 'full-width digits'],
    ['', 'empty'],
    ['   ', 'whitespace'],
  ])('refuses %j (%s)', (input) => {
    expect(parseDisplayDate(input)).toBeNull()
    expect(isValidDisplayDate(input)).toBe(false)
  })

  it.each(NOT_STRINGS)('refuses the non-string %j', (value) => {
    expect(parseDisplayDate(value)).toBeNull()
  })

  it('property: every real date in DD/MM/YYYY with each separator parses back to its ISO date', () => {
    const realDate = fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true })
    fc.assert(
      fc.property(realDate, fc.constantFrom(...SEPARATORS), (date, sep) => {
        const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]
        const display = [pad(d, 2), pad(m, 2), pad(y, 4)].join(sep)
        expect(parseDisplayDate(display)).toBe(`${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`)
      }),
    )
  })

  it('property: day/month combinations that are not calendar dates are refused', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 1, max: 9999 }),
        fc.constantFrom(...SEPARATORS),
        (day, month, year, sep) => {
          const reference = new Date(Date.UTC(2000, month - 1, day))
          reference.setUTCFullYear(year)
          const isReal =
            month >= 1 &&
            month <= 12 &&
            day >= 1 &&
            reference.getUTCFullYear() === year &&
            reference.getUTCMonth() === month - 1 &&
            reference.getUTCDate() === day
          const display = [pad(day, 2), pad(month, 2), pad(year, 4)].join(sep)
          expect(isValidDisplayDate(display)).toBe(isReal)
        },
      ),
    )
  })

  it('property: mixing two different separators is always refused', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SEPARATORS),
        fc.constantFrom(...SEPARATORS),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 1, max: 12 }),
        (a, b, d, m) => {
          fc.pre(a !== b)
          expect(parseDisplayDate(`${pad(d, 2)}${a}${pad(m, 2)}${b}2000`)).toBeNull()
        },
      ),
    )
  })
})

describe('isValidTime', () => {
  it.each(['00:00', '00:01', '09:25', '12:00', '19:59', '20:00', '23:59'])('accepts %s', (t) => {
    expect(isValidTime(t)).toBe(true)
  })

  it.each(['24:00', '23:60', '99:99', '9:25', '09:5', '0925', '09.25', '09:25:00', ' 09:25', '09:25 ', '-1:00', '', '２３:59'])(
    'refuses %j',
    (t) => {
      expect(isValidTime(t)).toBe(false)
    },
  )

  it.each(NOT_STRINGS)('refuses the non-string %j', (value) => {
    expect(isValidTime(value)).toBe(false)
  })

  it('property: every HH:mm in range passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        expect(isValidTime(`${pad(h, 2)}:${pad(m, 2)}`)).toBe(true)
      }),
    )
  })

  it('property: hours 24 to 99 and minutes 60 to 99 fail', () => {
    fc.assert(
      fc.property(fc.integer({ min: 24, max: 99 }), fc.integer({ min: 0, max: 99 }), (h, m) => {
        expect(isValidTime(`${pad(h, 2)}:${pad(m, 2)}`)).toBe(false)
      }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 60, max: 99 }), (h, m) => {
        expect(isValidTime(`${pad(h, 2)}:${pad(m, 2)}`)).toBe(false)
      }),
    )
  })
})

describe('isEmailShape', () => {
  it.each(['a@b.c', 'jane.doe@example.co.uk', 'x+tag@sub.example.org', 'a@b..c'])('accepts %s', (e) => {
    expect(isEmailShape(e)).toBe(true)
  })

  it.each([
    '',
    'abc',
    'a@b',
    '@b.c',
    'a@.c',
    'a@b.',
    'a.b@c',
    'a@@b.c',
    'a@b@c.d',
    'a b@c.d',
    'a@b c.d',
    ' a@b.c',
    'a@b.c ',
    'a@b.c\n',
  ])('refuses %j', (e) => {
    expect(isEmailShape(e)).toBe(false)
  })

  it.each(NOT_STRINGS)('refuses the non-string %j', (value) => {
    expect(isEmailShape(value)).toBe(false)
  })

  it('property: local@domain.tld built from non-blank parts without @ passes', () => {
    const part = fc.string({ minLength: 1, maxLength: 10 }).filter((s) => !/[\s@]/.test(s))
    fc.assert(
      fc.property(part, part, part, (local, domain, tld) => {
        expect(isEmailShape(`${local}@${domain}.${tld}`)).toBe(true)
      }),
    )
  })
})

describe('social and plain handles', () => {
  const thirty = 'a'.repeat(30)
  const twentyFour = 'b'.repeat(24)

  it.each([
    ['@a', true],
    ['@John.Smith_99', true],
    [`@${thirty}`, true],
    [`@${thirty}x`, false],
    ['@', false],
    ['a', false],
    ['@@a', false],
    ['@a-b', false],
    ['@a b', false],
    ['@é', false],
    [' @a', false],
  ])('isSocialHandle1(%j) = %s', (h, expected) => {
    expect(isSocialHandle1(h)).toBe(expected)
  })

  it.each([
    ['@a', true],
    ['@John_Smith99', true],
    [`@${twentyFour}`, true],
    [`@${twentyFour}x`, false],
    ['@john.smith', false],
    ['@', false],
    ['john', false],
    ['@a-b', false],
  ])('isSocialHandle2(%j) = %s', (h, expected) => {
    expect(isSocialHandle2(h)).toBe(expected)
  })

  it.each([
    ['abcde', true],
    ['john.smith.99', true],
    ['a'.repeat(50), true],
    ['abcd', false],
    ['a'.repeat(51), false],
    ['@abcde', false],
    ['john_smith', false],
    ['john smith', false],
    ['', false],
  ])('isPlainHandle(%j) = %s', (h, expected) => {
    expect(isPlainHandle(h)).toBe(expected)
  })

  it('non-strings are never handles', () => {
    for (const value of NOT_STRINGS) {
      expect(isSocialHandle1(value) || isSocialHandle2(value) || isPlainHandle(value)).toBe(false)
    }
  })

  it('property: pattern 2 handles are always pattern 1 handles', () => {
    const handle2 = fc.stringMatching(/^@[A-Za-z0-9_]{1,24}$/)
    fc.assert(
      fc.property(handle2, (h) => {
        expect(isSocialHandle2(h)).toBe(true)
        expect(isSocialHandle1(h)).toBe(true)
      }),
    )
  })
})

describe('isHttpUrl', () => {
  it.each(['http://example.com', 'https://example.com/path?q=1#x', 'HTTPS://EXAMPLE.COM', 'http://localhost:3000', 'https://192.168.0.1'])(
    'accepts %s',
    (u) => {
      expect(isHttpUrl(u)).toBe(true)
    },
  )

  it.each([
    'ftp://example.com',
    'javascript:alert(1)',
    'mailto:a@b.c',
    'data:text/html,hi',
    'file:///etc/passwd',
    'ws://example.com',
    'example.com',
    '//example.com',
    '/relative',
    'http://',
    'https://exa mple.com',
    '',
  ])('refuses %j', (u) => {
    expect(isHttpUrl(u)).toBe(false)
  })

  it.each(NOT_STRINGS)('refuses the non-string %j', (value) => {
    expect(isHttpUrl(value)).toBe(false)
  })

  it('property: generated web URLs pass, and the protocol decides', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true }), (u) => {
        expect(isHttpUrl(u)).toBe(true)
      }),
    )
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['ftp', 'ws', 'wss', 'file'] }), (u) => {
        expect(isHttpUrl(u)).toBe(false)
      }),
    )
  })
})

describe('isRequired', () => {
  it.each([undefined, null, '', ' ', '   ', '\t', '\n', ' \r\n\t ', '\u00a0'])('refuses %j', (v) => {
    expect(isRequired(v)).toBe(false)
  })

  it.each(['a', ' a ', '0', 0, false, 'ANONYMOUS'])('accepts %j', (v) => {
    expect(isRequired(v)).toBe(true)
  })

  it('property: whitespace-only is never "required"', () => {
    const whitespace = fc.array(fc.constantFrom(' ', '\t', '\n', '\r', '\v', '\f', '\u00a0', '\u2003', '\u3000', '\ufeff'))
    fc.assert(
      fc.property(whitespace, (chars) => {
        expect(isRequired(chars.join(''))).toBe(false)
      }),
    )
  })

  it('property: any string with a non-whitespace character is "required"', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''), fc.string(), (a, b, c) => {
        expect(isRequired(a + b + c)).toBe(true)
      }),
    )
  })
})

describe('isNumbersOnly', () => {
  it.each([
    ['0', true],
    ['0123456789', true],
    ['', false],
    [' 1', false],
    ['1 ', false],
    ['-1', false],
    ['+1', false],
    ['1.5', false],
    ['1e3', false],
    ['١٢٣', false],
    ['１２', false],
  ])('isNumbersOnly(%j) = %s', (v, expected) => {
    expect(isNumbersOnly(v)).toBe(expected)
  })

  it.each(NOT_STRINGS)('refuses the non-string %j', (value) => {
    expect(isNumbersOnly(value)).toBe(false)
  })

  it('property: a string passes exactly when it is non-empty and made of 0-9', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '5', '9', 'a', ' ', '-', '.') }), (s) => {
        expect(isNumbersOnly(s)).toBe(s.length > 0 && [...s].every((c) => c >= '0' && c <= '9'))
      }),
    )
  })
})

describe('matchesPasswordRule', () => {
  const atLeast8WithDigit = { regex: '^(?=.*\\d).{8,}$', helpText: '8 characters including a digit' }

  it.each([
    ['no rule', 'x', undefined, true],
    ['null rule', 'x', null, true],
    ['empty regex', 'x', { regex: '', helpText: '' }, true],
    ['invalid regex', 'x', { regex: '([a-z', helpText: 'broken' }, true],
    ['invalid regex (bad quantifier)', 'x', { regex: '*abc', helpText: 'broken' }, true],
    ['passes the rule', 'abcdefg1', atLeast8WithDigit, true],
    ['too short', 'abc1', atLeast8WithDigit, false],
    ['no digit', 'abcdefgh', atLeast8WithDigit, false],
    ['empty password against a rule', '', atLeast8WithDigit, false],
    ['slash-delimited literal with flags', 'ABCDEFGH', { regex: '/^[a-z]{8}$/i', helpText: '' }, true],
    ['slash-delimited literal without flags', 'ABCDEFGH', { regex: '/^[a-z]{8}$/', helpText: '' }, false],
    ['literal with unknown flags falls back to a bare pattern', '/abc/zz', { regex: '/abc/zz', helpText: '' }, true],
    ['unanchored rule matches anywhere', 'xx1xx', { regex: '\\d', helpText: '' }, true],
  ] as const)('%s', (_label, password, rule, expected) => {
    expect(matchesPasswordRule(password, rule)).toBe(expected)
  })

  it('property: a rule whose regex does not compile never refuses a password', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('(', '[', '*', '+a', '(?<', 'a{2,1}', '\\'), (password, regex) => {
        expect(matchesPasswordRule(password, { regex, helpText: '' })).toBe(true)
      }),
    )
  })

  it('property: repeated checks give the same answer (no regex state leaks)', () => {
    fc.assert(
      fc.property(fc.string(), (password) => {
        const rule = { regex: '/\\d/g', helpText: '' }
        expect(matchesPasswordRule(password, rule)).toBe(matchesPasswordRule(password, rule))
      }),
    )
  })
})
