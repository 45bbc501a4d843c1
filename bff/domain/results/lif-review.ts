// The review of a photo-finish import: every row the matcher could not place needs a decision (an
// entry of the event group, or drop the row) before anything is saved; an entry gets one row only.
import type { LifRow } from './lif'
import type { LifMatch } from './lif-match'

export type ReviewChoice = { kind: 'entry'; entryId: number } | { kind: 'drop' }

export type ReviewedRow = { row: LifRow; entryId: number }

export type ReviewOutcome =
  | { ok: true; rows: ReviewedRow[]; dropped: number }
  /** undecided: file lines without a valid decision; doubled: entries given more than one row. */
  | { ok: false; undecided: number[]; doubled: number[] }

/** A review field's value: 'drop' or an entry id; null when neither (not decided yet). */
export function parseReviewChoice(value: unknown): ReviewChoice | null {
  if (value === 'drop') return { kind: 'drop' }
  if (typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value)) return { kind: 'entry', entryId: Number(value) }
  return null
}

/** Applies the reviewer's decisions (by file line) to a match; the rows to save come in file order. */
export function applyReview(
  match: LifMatch,
  choices: ReadonlyMap<number, ReviewChoice | null>,
  entryIds: ReadonlySet<number>,
): ReviewOutcome {
  const rows: ReviewedRow[] = match.matched.map(({ row, entryId }) => ({ row, entryId }))
  const undecided: number[] = []
  let dropped = 0
  for (const { row } of match.unmatched) {
    const choice = choices.get(row.line) ?? null
    if (choice === null || (choice.kind === 'entry' && !entryIds.has(choice.entryId))) undecided.push(row.line)
    else if (choice.kind === 'drop') dropped++
    else rows.push({ row, entryId: choice.entryId })
  }
  const count = new Map<number, number>()
  for (const { entryId } of rows) count.set(entryId, (count.get(entryId) ?? 0) + 1)
  const doubled = [...count].filter(([, n]) => n > 1).map(([entryId]) => entryId)
  if (undecided.length > 0 || doubled.length > 0) return { ok: false, undecided, doubled }
  return { ok: true, rows: rows.sort((a, b) => a.row.line - b.row.line), dropped }
}
