/*
 * What the results team types on the results entry form: a race's time or DNS/DNF/DQ, a field
 * attempt's mark, foul 'X' or pass '-'. A value out of the event's range is refused with the
 * bounds PBs use (pb-bounds), so a slip of the keyboard is caught before it is published.
 */
import { parsePerformance } from '../athlete/performance'
import { sanityBounds } from '../athlete/pb-bounds'
import type { MeasureType } from '../schedule/schedule'
import { RESULT_STATUSES, type Attempt, type ResultStatus } from './places'
import { readRaceTime } from './race-time'

export type EntryInputError = 'notATime' | 'notAMark' | 'outOfRange' | 'sameBib'

export type TrackInput =
  /** time: the official time (Rule 19.24); thousandths: the time as timed, when typed to the thousandth. */
  { ok: true; time: number | null; thousandths: number | null; status: ResultStatus | null } | { ok: false; error: EntryInputError }
export type AttemptInput = { ok: true; attempt: Attempt } | { ok: false; error: EntryInputError }

function statusOf(text: string): ResultStatus | null {
  const upper = text.trim().toUpperCase()
  return (RESULT_STATUSES as readonly string[]).includes(upper) ? (upper as ResultStatus) : null
}

/** '10.53', '10.523' (read as the photo-finish reader reads it: 10.53, thousandths kept), '1:52.34', 'DNS', 'dnf' or '' (no result yet). */
export function readTrackInput(text: string, eventName: string): TrackInput {
  const status = statusOf(text)
  if (status) return { ok: true, time: null, thousandths: null, status }
  if (text.trim() === '') return { ok: true, time: null, thousandths: null, status: null }
  const read = readRaceTime(text)
  if (read === null) return { ok: false, error: 'notATime' }
  const floor = sanityBounds(eventName, 'T').floor
  if (floor !== undefined && read.official < floor) return { ok: false, error: 'outOfRange' }
  return { ok: true, time: read.official, thousandths: read.thousandths ? read.timed : null, status: null }
}

/** '6.52', 'X' (foul), '-' (pass) or '' (not taken). */
export function readAttempt(text: string, eventName: string, type: Exclude<MeasureType, 'T'>): AttemptInput {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: true, attempt: null }
  if (trimmed.toUpperCase() === 'X') return { ok: true, attempt: 'X' }
  if (trimmed === '-') return { ok: true, attempt: '-' }
  const parsed = parsePerformance(
    trimmed.replace(',', '.'),
    { type, pattern: 'm.SS' },
    { min: 0, max: 0, sanity: sanityBounds(eventName, type) },
  )
  if (parsed.ok) return { ok: true, attempt: parsed.value === 0 ? null : parsed.value }
  return { ok: false, error: parsed.message === 'aboveMax' ? 'outOfRange' : 'notAMark' }
}

/** The text an attempt is shown as again ('6.52', 'X', '-', ''). */
export function attemptText(attempt: Attempt): string {
  return attempt === null ? '' : typeof attempt === 'number' ? attempt.toFixed(2) : attempt
}

/** Bibs given to more than one row (blank bibs aside). */
export function repeatedBibs(bibs: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const repeated = new Set<string>()
  for (const bib of bibs.map((b) => b.trim()).filter((b) => b !== '')) {
    if (seen.has(bib)) repeated.add(bib)
    seen.add(bib)
  }
  return repeated
}
