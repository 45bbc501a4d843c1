import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  formatPerformance,
  parsePerformance,
  PERFORMANCE_MESSAGES_EN,
  unitForValue,
  unitOfInput,
  type PerformanceResult,
  type PerformanceUom,
} from './performance'

const sprint: PerformanceUom = { type: 'T', pattern: 'ss.SS' }
const middle: PerformanceUom = { type: 'T', pattern: 'm:ss.SS' }
const marathon: PerformanceUom = { type: 'T', pattern: 'HH:mm:ss' }
const jump: PerformanceUom = { type: 'D', pattern: 'm.SS' }
const high: PerformanceUom = { type: 'H', pattern: 'm.SS' }
const points: PerformanceUom = { type: 'P', pattern: '#' }

const ok = (value: number, text: string): PerformanceResult => ({ ok: true, value, text })

describe('PERFORMANCE_MESSAGES_EN', () => {
  it('holds the spec texts', () => {
    expect(Object.values(PERFORMANCE_MESSAGES_EN)).toEqual([
      'PB is below standard min.',
      'PB is above standard min.',
      'Too many separators entered..',
      'Invalid separators.',
      'Not a number.',
      'Only enter numbers.',
      'Only positive numbers.',
      'Below split.',
      'Above split.',
    ])
  })
})

describe('parsePerformance: input shape', () => {
  it.each<[string, PerformanceUom, PerformanceResult]>([
    ['', sprint, ok(0, '')],
    ['   ', jump, ok(0, '')],
    ['0', sprint, ok(0, '')],
    ['0.00', jump, ok(0, '')],
    ['10.5a', sprint, { ok: false, message: 'onlyNumbers' }],
    ['6,45', jump, { ok: false, message: 'onlyNumbers' }],
    ['1 05', middle, { ok: false, message: 'onlyNumbers' }],
    ['+5', points, { ok: false, message: 'onlyNumbers' }],
    ['-', points, { ok: false, message: 'onlyNumbers' }],
    ['-5', points, { ok: false, message: 'onlyPositive' }],
    ['-10.5', sprint, { ok: false, message: 'onlyPositive' }],
    ['1.02:34', middle, { ok: false, code: -22, message: 'invalidSeparators' }],
    ['1:02.34', marathon, { ok: false, code: -22, message: 'invalidSeparators' }],
    ['6:45.1', jump, { ok: false, code: -22, message: 'invalidSeparators' }],
    ['1.02:34.5', { type: 'T', pattern: 'H:mm:ss.SS' }, { ok: false, code: -22, message: 'invalidSeparators' }],
    ['1.10.50', sprint, { ok: false, code: -23, message: 'tooManySeparators' }],
    ['1.2.3.4', middle, { ok: false, code: -23, message: 'tooManySeparators' }],
    ['6.45.1', jump, { ok: false, code: -23, message: 'tooManySeparators' }],
    ['5000.5', points, { ok: false, code: -23, message: 'tooManySeparators' }],
    ['10.', sprint, { ok: false, message: 'notANumber' }],
    ['.5', jump, { ok: false, message: 'notANumber' }],
    ['1..5', middle, { ok: false, message: 'notANumber' }],
    ['1.75.00', middle, { ok: false, message: 'notANumber' }],
    ['2:60:00', marathon, { ok: false, message: 'notANumber' }],
  ])('%j on %j', (input, uom, expected) => {
    expect(parsePerformance(input, uom)).toEqual(expected)
  })
})

describe('parsePerformance: times', () => {
  it.each<[string, PerformanceUom, number, string]>([
    ['10.5', sprint, 10.5, '10.50'],
    ['9.5', sprint, 9.5, '09.50'],
    ['9.5', { type: 'T', pattern: 's.SS' }, 9.5, '9.50'],
    ['10:5', sprint, 10.5, '10.50'],
    ['10.05', sprint, 10.05, '10.05'],
    ['10', sprint, 10, '10.00'],
    ['10.526', sprint, 10.53, '10.53'],
    ['9.999', sprint, 10, '10.00'],
    ['58.12', middle, 58.12, '0:58.12'],
    ['58', middle, 58, '0:58.00'],
    ['2.05.3', middle, 125.3, '2:05.30'],
    ['2:05:30', middle, 125.3, '2:05.30'],
    ['2:05.30', middle, 125.3, '2:05.30'],
    ['05.30', { type: 'T', pattern: 'H:mm:ss.SS' }, 5.3, '0:00:05.30'],
    ['1:05.30', { type: 'T', pattern: 'H:mm:ss.SS' }, 65.3, '0:01:05.30'],
    ['125.3', middle, 125.3, '2:05.30'],
    ['75.3', sprint, 75.3, '75.30'],
    ['2:45:30', marathon, 9930, '02:45:30'],
    ['2:45', marathon, 165, '00:02:45'],
    ['9930', marathon, 9930, '02:45:30'],
    ['26:40:00', marathon, 96000, '26:40:00'],
  ])('%j on %j → %s', (input, uom, value, text) => {
    expect(parsePerformance(input, uom)).toEqual(ok(value, text))
  })

  it('falls back to m:ss.SS for a pattern it cannot read', () => {
    expect(parsePerformance('1.05.5', { type: 'T', pattern: 'mm:hh' })).toEqual(ok(65.5, '1:05.50'))
    expect(parsePerformance('1.05.5', { type: 'T', pattern: '' })).toEqual(ok(65.5, '1:05.50'))
  })
})

describe('parsePerformance: distance, height, points', () => {
  it.each<[string, PerformanceUom, number, string]>([
    ['6.45', jump, 6.45, '6.45'],
    ['6:45', jump, 6.45, '6.45'],
    ['6.456', jump, 6.46, '6.46'],
    ['6.455', jump, 6.46, '6.46'],
    ['6', jump, 6, '6.00'],
    ['1.9', high, 1.9, '1.90'],
    ['5000', points, 5000, '5000'],
    ['0042', points, 42, '42'],
  ])('%j on %j → %s', (input, uom, value, text) => {
    expect(parsePerformance(input, uom)).toEqual(ok(value, text))
  })

  it('points with a decimal pattern keep 2 decimals', () => {
    expect(parsePerformance('812.5', { type: 'P', pattern: 'p.SS' })).toEqual(ok(812.5, '812.50'))
    expect(parsePerformance('812', { type: 'P', pattern: 'p.SS' })).toEqual(ok(812, '812'))
  })
})

describe('parsePerformance: limits', () => {
  it('min and max apply only when both are above 0', () => {
    expect(parsePerformance('9.5', sprint, { min: 10, max: 20 })).toEqual({ ok: false, message: 'belowMin' })
    expect(parsePerformance('20.01', sprint, { min: 10, max: 20 })).toEqual({ ok: false, message: 'aboveMax' })
    expect(parsePerformance('10', sprint, { min: 10, max: 20 })).toEqual(ok(10, '10.00'))
    expect(parsePerformance('20', sprint, { min: 10, max: 20 })).toEqual(ok(20, '20.00'))
    expect(parsePerformance('9.5', sprint, { min: 10, max: 0 })).toEqual(ok(9.5, '09.50'))
    expect(parsePerformance('99', sprint, { min: 0, max: 20 })).toEqual(ok(99, '99.00'))
  })

  it('a negative split is a ceiling, a positive split a floor', () => {
    expect(parsePerformance('12.01', sprint, { min: 0, max: 0, split: -12 })).toEqual({ ok: false, message: 'aboveSplit' })
    expect(parsePerformance('12', sprint, { min: 0, max: 0, split: -12 })).toEqual(ok(12, '12.00'))
    expect(parsePerformance('5.99', jump, { min: 0, max: 0, split: 6 })).toEqual({ ok: false, message: 'belowSplit' })
    expect(parsePerformance('6', jump, { min: 0, max: 0, split: 6 })).toEqual(ok(6, '6.00'))
  })

  it('0 and empty pass whatever the limits', () => {
    expect(parsePerformance('0', sprint, { min: 10, max: 20, split: 5 })).toEqual(ok(0, ''))
    expect(parsePerformance('', sprint, { min: 10, max: 20, split: -5 })).toEqual(ok(0, ''))
  })

  it('limits are checked before the display rounding of the text but after value rounding', () => {
    expect(parsePerformance('9.999', sprint, { min: 10, max: 20 })).toEqual(ok(10, '10.00'))
  })
})

describe('formatPerformance', () => {
  it('shows nothing for 0, negatives and non-numbers', () => {
    expect(formatPerformance(0, sprint)).toBe('')
    expect(formatPerformance(-3, jump)).toBe('')
    expect(formatPerformance(Number.NaN, middle)).toBe('')
  })

  it('rounds to the pattern', () => {
    expect(formatPerformance(3725.456, middle)).toBe('62:05.46')
    expect(formatPerformance(9930.6, marathon)).toBe('02:45:31')
    expect(formatPerformance(7.005, jump)).toBe('7.01')
  })
})

describe('round trips', () => {
  const timePatterns = ['ss.SS', 's.SS', 'm:ss.SS', 'mm:ss.SS', 'H:mm:ss.SS', 'HH:mm:ss', 'm:ss', 'mm.ss']

  it('any valid time, formatted then parsed, gives itself back to the hundredth', () => {
    fc.assert(
      fc.property(fc.constantFrom(...timePatterns), fc.integer({ min: 1, max: 30 * 3600 * 100 }), (pattern, n) => {
        const uom: PerformanceUom = { type: 'T', pattern }
        const hundredths = pattern.includes('S') ? n : Math.max(1, Math.round(n / 100)) * 100
        const text = formatPerformance(hundredths / 100, uom)
        expect(parsePerformance(text, uom)).toEqual(ok(hundredths / 100, text))
      }),
    )
  })

  it('any distance, height or points value, formatted then parsed, gives itself back', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(jump, high, { type: 'P', pattern: 'p.SS' } as PerformanceUom),
        fc.integer({ min: 1, max: 10_000_00 }),
        (uom, n) => {
          const text = formatPerformance(n / 100, uom)
          expect(parsePerformance(text, uom)).toEqual(ok(n / 100, text))
        },
      ),
    )
  })

  it('whole points round-trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), (n) => {
        expect(parsePerformance(formatPerformance(n, points), points)).toEqual(ok(n, String(n)))
      }),
    )
  })

  it('any accepted value is above 0 or exactly 0 with empty text', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^-?[0-9.:]{0,8}$/), fc.constantFrom(sprint, middle, marathon, jump, points), (input, uom) => {
        const result = parsePerformance(input, uom)
        if (result.ok) expect(result.value > 0 || (result.value === 0 && result.text === '')).toBe(true)
      }),
    )
  })
})

describe('several offered units', () => {
  const seconds: PerformanceUom = { type: 'T', pattern: 's.SS' }
  const minutes: PerformanceUom = { type: 'T', pattern: 'm:ss.SS' }
  const hours: PerformanceUom = { type: 'T', pattern: 'HH:mm:ss' }
  const offered = [seconds, minutes, hours]

  it('reads the input in the unit it is written in', () => {
    expect(unitOfInput('10.52', offered)).toBe(seconds)
    expect(unitOfInput('2:31.50', offered)).toBe(minutes)
    expect(unitOfInput('1:02:05', offered)).toBe(minutes)
    expect(unitOfInput('1:2:3:4', offered)).toBe(seconds)
    expect(parsePerformance('2:31.50', unitOfInput('2:31.50', offered))).toEqual({ ok: true, value: 151.5, text: '2:31.50' })
  })

  it('shows a value in the shortest unit that reads naturally', () => {
    expect(unitForValue(10.52, offered)).toBe(seconds)
    expect(unitForValue(151.5, offered)).toBe(minutes)
    expect(unitForValue(3725, offered)).toBe(hours)
    expect(unitForValue(151.5, [seconds])).toBe(seconds)
    expect(unitForValue(6.5, [{ type: 'D', pattern: 'm.cm' }])).toEqual({ type: 'D', pattern: 'm.cm' })
  })

  it('what is shown in the chosen unit reads back as the same value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000 }), (hundredths) => {
        const value = hundredths / 100
        const shown = formatPerformance(value, unitForValue(value, [seconds, minutes]))
        const back = parsePerformance(shown, unitOfInput(shown, [seconds, minutes]))
        expect(back).toMatchObject({ ok: true, value })
      }),
    )
  })
})
