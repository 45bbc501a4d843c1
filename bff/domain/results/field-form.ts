/*
 * The results entry form of a horizontal jump or a throw: per row a bib and the attempts, each a
 * mark in metres, a foul 'X', a pass '-' or empty (not taken). Read all at once so every problem is
 * reported together. The best mark, places (count-back on the next-best marks) and PB / SB flags
 * are worked out here. Vertical jumps (bar heights and failures per height) have theirs: vertical-form.ts.
 */
import { attemptText, readAttempt, repeatedBibs, type EntryInputError } from './entry-input'
import { bestFlags, bestMark, placeField, type Attempt } from './places'

/** Attempts of a final (WA Rule 25.5): three each, three more for the best eight. */
export const FIELD_ATTEMPTS = 6
export const FIRST_ROUNDS = 3
export const FINALISTS = 8

export type FieldKind = 'horizontal' | 'vertical'

/** A jump or throw by the event group's name (as the seeding page reads race distances); null for anything else. */
export function fieldKindOf(eventName: string): FieldKind | null {
  const name = eventName.toLowerCase()
  if (/high jump|pole vault/.test(name)) return 'vertical'
  if (/long jump|triple jump|shot|discus|hammer|javelin|weight|ball|vortex/.test(name)) return 'horizontal'
  return null
}

export type FieldFormRow = { bib: string; attempts: readonly string[] }
export type FieldFormEntry = { entryId: number; bibNo: string; pb: number | null; sb: number | null }

export type FieldFormError = {
  row: number
  error: EntryInputError | 'unknownBib' | 'noBib' | 'tooManyAttempts'
  value: string
  /** The attempt (1-based) the problem is in, for a mark's problem. */
  attempt: number | null
}

export type FieldResultRow = {
  entryId: number
  attempts: Attempt[]
  best: number | null
  place: number | null
  pb: boolean
  sb: boolean
}

export type FieldForm = { ok: true; rows: FieldResultRow[] } | { ok: false; errors: FieldFormError[] | 'nothing' }

const blank = (row: FieldFormRow) => row.attempts.every((a) => a.trim() === '')

/**
 * Which series may go past the third attempt: all of them when eight or fewer compete, else the
 * best eight after three rounds, every athlete tied for eighth included.
 */
export function mayTakeMoreAttempts(series: readonly (readonly Attempt[])[]): boolean[] {
  if (series.length <= FINALISTS) return series.map(() => true)
  const places = placeField(series.map((s) => ({ attempts: s.slice(0, FIRST_ROUNDS), status: null })))
  return places.map((p) => p !== null && p <= FINALISTS)
}

type ReadRow = { row: number; entry: FieldFormEntry; attempts: Attempt[] }

function readRow(r: FieldFormRow, row: number, eventName: string): { attempts: Attempt[] } | FieldFormError {
  if (r.attempts.length > FIELD_ATTEMPTS)
    return { row, error: 'tooManyAttempts', value: String(r.attempts.length), attempt: FIELD_ATTEMPTS + 1 }
  const attempts: Attempt[] = []
  for (const [i, text] of r.attempts.entries()) {
    const read = readAttempt(text, eventName, 'D')
    if (!read.ok) return { row, error: read.error, value: text.trim(), attempt: i + 1 }
    attempts.push(read.attempt)
  }
  // Attempts not taken at the end are not part of the series.
  while (attempts.length > 0 && attempts[attempts.length - 1] === null) attempts.pop()
  return { attempts }
}

export function readFieldForm(rows: readonly FieldFormRow[], eventName: string, entries: readonly FieldFormEntry[]): FieldForm {
  const errors: FieldFormError[] = []
  const byBib = new Map(entries.map((e) => [e.bibNo.trim(), e]))
  const doubled = repeatedBibs(rows.filter((r) => !blank(r)).map((r) => r.bib))
  const read: ReadRow[] = []
  rows.forEach((r, row) => {
    if (blank(r)) return
    const bib = r.bib.trim()
    if (bib === '') return errors.push({ row, error: 'noBib', value: '', attempt: null })
    if (doubled.has(bib)) return errors.push({ row, error: 'sameBib', value: bib, attempt: null })
    const entry = byBib.get(bib)
    if (!entry) return errors.push({ row, error: 'unknownBib', value: bib, attempt: null })
    const series = readRow(r, row, eventName)
    if ('error' in series) return errors.push(series)
    read.push({ row, entry, attempts: series.attempts })
  })
  if (errors.length > 0) return { ok: false, errors }
  if (read.length === 0) return { ok: false, errors: 'nothing' }
  const more = mayTakeMoreAttempts(read.map((r) => r.attempts))
  read.forEach((r, i) => {
    const later = r.attempts.findIndex((a, n) => n >= FIRST_ROUNDS && a !== null)
    if (!more[i] && later >= 0)
      errors.push({ row: r.row, error: 'tooManyAttempts', value: attemptText(r.attempts[later] ?? null), attempt: later + 1 })
  })
  if (errors.length > 0) return { ok: false, errors }
  const places = placeField(read.map((r) => ({ attempts: r.attempts, status: null })))
  return {
    ok: true,
    rows: read.map((r, i) => {
      const best = bestMark(r.attempts)
      return { entryId: r.entry.entryId, attempts: r.attempts, best, place: places[i] ?? null, ...bestFlags(best, r.entry, false) }
    }),
  }
}
