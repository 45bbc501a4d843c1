/*
 * The results entry form of a vertical jump (high jump, pole vault): the bar heights in rising
 * order and, per athlete and height, up to three attempts: 'O' cleared, 'X' failed, '-' passed
 * ('XO', 'XXO', 'XXX', 'X-', 'X--'). Three failures in a row, across heights, put an athlete out. Places
 * by World Athletics count-back (Rule 26.8): highest height cleared, then fewest failures at it,
 * then fewest failures up to and including it; still level share the place, first place included
 * (no jump-off here, decision 053). Read all at once so every problem is reported together.
 */
import { readAttempt, repeatedBibs, type EntryInputError } from './entry-input'
import { bestFlags } from './places'

/** More heights than any competition raises the bar to, fewer than a form could abuse. */
export const MAX_HEIGHTS = 30
export const ATTEMPTS_PER_HEIGHT = 3
const FAILURES_OUT = 3

/** One height's attempts: the cleared, failed and passed attempts in order, or null when not jumped. */
export type HeightAttempts = string | null

export type VerticalFormRow = { bib: string; attempts: readonly string[] }
export type VerticalFormEntry = { entryId: number; bibNo: string; pb: number | null; sb: number | null }

export type HeightError = { height: number; error: 'notAHeight' | 'notRising' | 'outOfRange'; value: string }

export type VerticalRowError = {
  row: number
  error: EntryInputError | 'unknownBib' | 'noBib' | 'notAnAttempt' | 'tooLong' | 'afterOut' | 'noHeight'
  value: string
  /** The height (1-based column) the problem is at, for an attempt's problem. */
  height: number | null
}

export type VerticalResultRow = {
  entryId: number
  attempts: HeightAttempts[]
  /** The highest height cleared, metres; null for none. */
  best: number | null
  place: number | null
  pb: boolean
  sb: boolean
}

export type VerticalForm =
  | { ok: true; heights: number[]; rows: VerticalResultRow[] }
  | { ok: false; heightErrors: HeightError[]; errors: VerticalRowError[] | 'nothing' }

// 'X--' and 'XX-': failed, then passed the rest of the height (results lists write each attempt).
const ATTEMPT = /^(X{0,2}O|X{0,2}-|X{1,2}-{1,2}|X{1,3})$/

/** The typed heights, trailing blanks dropped; each in metres and above the one before. */
export function readHeights(typed: readonly string[], eventName: string): { heights: number[]; errors: HeightError[] } {
  const texts = [...typed]
  while (texts.length > 0 && texts[texts.length - 1].trim() === '') texts.pop()
  const heights: number[] = []
  const errors: HeightError[] = []
  texts.forEach((text, i) => {
    const value = text.trim()
    const read = /^[\d.,]+$/.test(value) ? readAttempt(value, eventName, 'H') : null
    if (!read || !read.ok || typeof read.attempt !== 'number') {
      const error = read && !read.ok && read.error === 'outOfRange' ? 'outOfRange' : 'notAHeight'
      return errors.push({ height: i + 1, error, value })
    }
    const before = heights[heights.length - 1]
    if (before !== undefined && Math.round(read.attempt * 100) <= Math.round(before * 100))
      errors.push({ height: i + 1, error: 'notRising', value })
    heights.push(read.attempt)
  })
  return { heights, errors }
}

/** One athlete's cells read against the heights: the attempts per height, or the first problem. */
export function readSeries(cells: readonly string[], heightCount: number): { attempts: HeightAttempts[] } | Omit<VerticalRowError, 'row'> {
  const attempts: HeightAttempts[] = []
  let failures = 0
  for (const [i, cell] of cells.entries()) {
    const text = cell.trim().toUpperCase().replace(/0/g, 'O')
    if (text === '') {
      attempts.push(null)
      continue
    }
    const height = i + 1
    if (text.length > ATTEMPTS_PER_HEIGHT) return { error: 'tooLong', value: cell.trim(), height }
    if (!ATTEMPT.test(text)) return { error: 'notAnAttempt', value: cell.trim(), height }
    if (i >= heightCount) return { error: 'noHeight', value: cell.trim(), height }
    for (const jump of text) {
      if (failures >= FAILURES_OUT) return { error: 'afterOut', value: cell.trim(), height }
      if (jump === 'X') failures += 1
      if (jump === 'O') failures = 0
    }
    attempts.push(text)
  }
  while (attempts.length > 0 && attempts[attempts.length - 1] === null) attempts.pop()
  return { attempts }
}

const failuresIn = (attempts: HeightAttempts) => (attempts ?? '').split('').filter((j) => j === 'X').length

/** The count-back key of a series: the highest height cleared (its index), failures there, failures up to it; null for no clearance. */
export function countBackKey(attempts: readonly HeightAttempts[]): { cleared: number; atBest: number; total: number } | null {
  const cleared = attempts.reduce<number>((found, a, i) => (a?.endsWith('O') ? i : found), -1)
  if (cleared < 0) return null
  const total = attempts.slice(0, cleared + 1).reduce((sum, a) => sum + failuresIn(a), 0)
  return { cleared, atBest: failuresIn(attempts[cleared] ?? null), total }
}

/** Places aligned with the series: 1, 2, 2, 4 …; null for an athlete who cleared nothing. */
export function placeVertical(series: readonly (readonly HeightAttempts[])[]): (number | null)[] {
  const keys = series.map(countBackKey)
  return keys.map((key) => {
    if (!key) return null
    const ahead = keys.filter(
      (other) =>
        other !== null &&
        (other.cleared > key.cleared ||
          (other.cleared === key.cleared && (other.atBest < key.atBest || (other.atBest === key.atBest && other.total < key.total)))),
    )
    return ahead.length + 1
  })
}

const blank = (row: VerticalFormRow) => row.attempts.every((a) => a.trim() === '')

export function readVerticalForm(
  typedHeights: readonly string[],
  rows: readonly VerticalFormRow[],
  eventName: string,
  entries: readonly VerticalFormEntry[],
): VerticalForm {
  const { heights, errors: heightErrors } = readHeights(typedHeights, eventName)
  const errors: VerticalRowError[] = []
  const byBib = new Map(entries.map((e) => [e.bibNo.trim(), e]))
  const doubled = repeatedBibs(rows.filter((r) => !blank(r)).map((r) => r.bib))
  const read: { entry: VerticalFormEntry; attempts: HeightAttempts[] }[] = []
  rows.forEach((r, row) => {
    if (blank(r)) return
    const bib = r.bib.trim()
    if (bib === '') return errors.push({ row, error: 'noBib', value: '', height: null })
    if (doubled.has(bib)) return errors.push({ row, error: 'sameBib', value: bib, height: null })
    const entry = byBib.get(bib)
    if (!entry) return errors.push({ row, error: 'unknownBib', value: bib, height: null })
    const series = readSeries(r.attempts, heights.length)
    if ('error' in series) return errors.push({ row, ...series })
    read.push({ entry, attempts: series.attempts })
  })
  if (heightErrors.length > 0 || errors.length > 0) return { ok: false, heightErrors, errors }
  if (read.length === 0) return { ok: false, heightErrors, errors: 'nothing' }
  const places = placeVertical(read.map((r) => r.attempts))
  return {
    ok: true,
    heights,
    rows: read.map((r, i) => {
      const key = countBackKey(r.attempts)
      const best = key ? (heights[key.cleared] ?? null) : null
      return { entryId: r.entry.entryId, attempts: r.attempts, best, place: places[i] ?? null, ...bestFlags(best, r.entry, false) }
    }),
  }
}
