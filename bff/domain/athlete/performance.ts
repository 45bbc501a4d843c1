/**
 * Performance (PB) input: parsing, validation and display (spec 2-entry.md §5 "Performance (PB) input").
 *
 * Values: seconds for times (to the hundredth), metres for distance and height, points for points.
 *
 * Patterns (the unit of measure's pattern):
 * - Time: letters H (hours), m (minutes), s (seconds), S (hundredths) separated by ':' or '.',
 *   e.g. 'ss.SS', 'm:ss.SS', 'HH:mm:ss'. A doubled letter is shown zero-padded to 2 digits.
 * - Distance / height: 'm.SS', metres and centimetres; the input is a decimal number of metres.
 * - Points: no separator ('#', or empty), a whole number; 'p.SS' would allow decimals.
 *   Only the number of parts of a distance, height or points pattern matters.
 *
 * Input: digits and one kind of separator, either '.' or ':', standing for any separator of the
 * pattern; mixed separators only exactly as the pattern writes them (so the display text parses). For times the parts fill the pattern from the right ('58.12' on 'm:ss.SS' is 58.12 s),
 * except that a lone number is whole seconds ('58' is 58 s, not 58 hundredths). The leading part
 * may overflow ('75.3' is 75.30 s, shown '1:15.30'); later minutes and seconds must be below 60.
 * Extra hundredth digits are rounded ('10.526' is 10.53).
 */
import type { SanityBounds } from './pb-bounds'
import { round2 } from '../text/rounding'
import type { MeasureType } from '../schedule/schedule'

export const PERFORMANCE_MESSAGES_EN = {
  belowMin: 'PB is below standard min.',
  // The spec's text, "min" included.
  aboveMax: 'PB is above standard min.',
  tooManySeparators: 'Too many separators entered..',
  invalidSeparators: 'Invalid separators.',
  notANumber: 'Not a number.',
  onlyNumbers: 'Only enter numbers.',
  onlyPositive: 'Only positive numbers.',
  belowSplit: 'Below split.',
  aboveSplit: 'Above split.',
} as const

export type PerformanceMessage = keyof typeof PERFORMANCE_MESSAGES_EN

/** Legacy error codes (spec §8 "Performance codes"). */
export const PERFORMANCE_CODES = { invalidSeparators: -22, tooManySeparators: -23 } as const

export type PerformanceUom = { type: MeasureType; pattern: string }

/**
 * Event limits in the value's unit: min and max apply only when both are above 0; split 0 is none.
 * `sanity` (pb-bounds) stands in where the event has no min/max.
 */
export type PerformanceLimits = { min: number; max: number; split?: number; sanity?: SanityBounds }

export type PerformanceResult = { ok: true; value: number; text: string } | { ok: false; code?: -22 | -23; message: PerformanceMessage }

/** Used when a time pattern names no unit this parser knows. */
export const DEFAULT_TIME_PATTERN = 'm:ss.SS'

type TimeUnit = 'H' | 'm' | 's' | 'S'
type PatternPart = { unit: TimeUnit; padded: boolean; separatorBefore: string }

const HUNDREDTHS_PER: Record<TimeUnit, number> = { H: 360_000, m: 6_000, s: 100, S: 1 }

function fail(message: PerformanceMessage, code?: -22 | -23): PerformanceResult {
  return code === undefined ? { ok: false, message } : { ok: false, code, message }
}

export function parsePerformance(input: string, uom: PerformanceUom, limits?: PerformanceLimits): PerformanceResult {
  const text = input.trim()
  if (text === '') return { ok: true, value: 0, text: '' }
  if (/^-[\d.:]+$/.test(text)) return fail('onlyPositive')
  if (!/^[\d.:]+$/.test(text)) return fail('onlyNumbers')
  if (text.includes('.') && text.includes(':') && !writtenAsPattern(text, uom)) {
    return fail('invalidSeparators', PERFORMANCE_CODES.invalidSeparators)
  }
  const parts = text.split(/[.:]/)
  if (parts.length > patternPartCount(uom)) return fail('tooManySeparators', PERFORMANCE_CODES.tooManySeparators)
  if (parts.some((part) => part === '')) return fail('notANumber')

  const value = uom.type === 'T' ? parseTime(parts, timePattern(uom.pattern)) : round2(Number(parts.join('.')))
  if (value === null || !Number.isFinite(value)) return fail('notANumber')
  if (value === 0) return { ok: true, value: 0, text: '' }
  const problem = limitProblem(value, limits)
  return problem === null ? { ok: true, value, text: formatPerformance(value, uom) } : fail(problem)
}

/** Mixed separators are accepted only exactly where a time pattern has them (the display form, e.g. '2:05.30'). */
function writtenAsPattern(text: string, uom: PerformanceUom): boolean {
  if (uom.type !== 'T') return false
  const written = text.replace(/\d/g, '')
  const pattern = timePattern(uom.pattern).map((part) => part.separatorBefore)
  return written.length < pattern.length && pattern.slice(pattern.length - written.length).join('') === written
}

function limitProblem(value: number, limits: PerformanceLimits | undefined): PerformanceMessage | null {
  if (limits === undefined) return null
  if (limits.min > 0 && limits.max > 0) {
    if (value < limits.min) return 'belowMin'
    if (value > limits.max) return 'aboveMax'
  } else if (limits.sanity) {
    const { floor, ceiling } = limits.sanity
    if (floor !== undefined && value < floor) return 'belowMin'
    if (ceiling !== undefined && value > ceiling) return 'aboveMax'
  }
  const split = limits.split ?? 0
  if (split < 0 && value > -split) return 'aboveSplit'
  if (split > 0 && value < split) return 'belowSplit'
  return null
}

function patternPartCount(uom: PerformanceUom): number {
  if (uom.type === 'T') return timePattern(uom.pattern).length
  return uom.pattern.split(/[.:]/).length
}

/** The pattern's units, largest first; an unknown or disordered pattern falls back to DEFAULT_TIME_PATTERN. */
function timePattern(pattern: string): PatternPart[] {
  return readTimePattern(pattern) ?? (readTimePattern(DEFAULT_TIME_PATTERN) as PatternPart[])
}

function readTimePattern(pattern: string): PatternPart[] | null {
  const tokens = pattern.trim().split(/([.:])/)
  const parts: PatternPart[] = []
  for (let i = 0; i < tokens.length; i += 2) {
    const m = /^(H+|m+|s+|S+)$/.exec(tokens[i])
    if (m === null) return null
    const unit = m[1][0] as TimeUnit
    const previous = parts.at(-1)
    if (previous !== undefined && HUNDREDTHS_PER[previous.unit] <= HUNDREDTHS_PER[unit]) return null
    parts.push({ unit, padded: m[1].length > 1, separatorBefore: i === 0 ? '' : tokens[i - 1] })
  }
  return parts
}

/** Seconds to the hundredth, or null when a minutes or seconds part that follows another is 60 or more. */
function parseTime(parts: string[], pattern: PatternPart[]): number | null {
  const seconds = pattern.findIndex((part) => part.unit === 's')
  const offset = parts.length === 1 ? (seconds >= 0 ? seconds : pattern.length - 1) : pattern.length - parts.length
  let hundredths = 0
  for (let i = 0; i < parts.length; i++) {
    const unit = pattern[offset + i].unit
    if (unit === 'S') {
      hundredths += Math.round(Number(`0.${parts[i]}`) * 100)
      continue
    }
    const amount = Number(parts[i])
    if (i > 0 && (unit === 'm' || unit === 's') && amount >= 60) return null
    hundredths += amount * HUNDREDTHS_PER[unit]
  }
  return hundredths / 100
}

/** The display text of a value ('' for 0, a negative or a non-number); parsePerformance reads it back. */
export function formatPerformance(value: number, uom: PerformanceUom): string {
  if (!Number.isFinite(value) || value <= 0) return ''
  if (uom.type === 'T') return formatTime(value, timePattern(uom.pattern))
  // A pattern without a separator admits whole numbers only.
  if (patternPartCount(uom) === 1) return String(Math.round(value))
  const rounded = round2(value)
  if (uom.type === 'P' && Number.isInteger(rounded)) return String(rounded)
  return rounded.toFixed(2)
}

function formatTime(value: number, pattern: PatternPart[]): string {
  const hasHundredths = pattern.some((part) => part.unit === 'S')
  let rest = hasHundredths ? Math.round(value * 100) : Math.round(value) * 100
  return pattern
    .map((part, i) => {
      const size = HUNDREDTHS_PER[part.unit]
      // The largest unit takes whatever is left; the others are bounded by the unit above them.
      const amount = Math.floor(rest / size)
      rest -= amount * size
      const digits = String(amount).padStart(i === 0 && !part.padded ? 1 : 2, '0')
      return part.separatorBefore + digits
    })
    .join('')
}

/*
 * An event may offer several units of its measure (e.g. 's.SS' and 'm:ss.SS' for a time). The
 * user may type in any of them; a value is shown in the shortest one that reads naturally.
 */

/** The offered unit the input is written in: the first whose separators fit it, else the first offered. */
export function unitOfInput(input: string, units: readonly PerformanceUom[]): PerformanceUom {
  const text = input.trim()
  const parts = text.split(/[.:]/).length
  const mixed = text.includes('.') && text.includes(':')
  const fits = (uom: PerformanceUom) => parts <= patternPartCount(uom) && (!mixed || writtenAsPattern(text, uom))
  return units.find(fits) ?? units[0]
}

/**
 * The unit to show a value in: for times, the offered pattern with the fewest parts whose leading
 * amount stays under 60 (151.5 s reads '2:31.50', not '151.50'), else the longest; otherwise the first.
 */
export function unitForValue(value: number, units: readonly PerformanceUom[]): PerformanceUom {
  const times = units.filter((u) => u.type === 'T').sort((a, b) => patternPartCount(a) - patternPartCount(b))
  if (times.length < 2) return units[0]
  const reads = (uom: PerformanceUom) => {
    const lead = timePattern(uom.pattern)[0]
    return lead.unit === 'H' || lead.unit === 'S' || value < (60 * HUNDREDTHS_PER[lead.unit]) / 100
  }
  return times.find(reads) ?? (times.at(-1) as PerformanceUom)
}
