// The review of a photo-finish import: every row the matcher could not place needs a decision (an
// entry of the event group, or drop the row) before anything is saved; an entry gets one row only.
// A finisher must have a place: an odd row with a time but no place takes the place its time earns
// among the heat's times (Rule 21.2); a row with neither place, time nor status has no result to
// save and can only be dropped.
import type { LifRow } from './lif'
import type { LifMatch } from './lif-match'

export type ReviewChoice = { kind: 'entry'; entryId: number } | { kind: 'drop' }

export type ReviewedRow = { row: LifRow; entryId: number }

export type ReviewOutcome =
  | { ok: true; rows: ReviewedRow[]; dropped: number }
  /** undecided: file lines without a valid decision; doubled: entries given more than one row; unsavable: lines with no result given an entry. */
  | { ok: false; undecided: number[]; doubled: number[]; unsavable: number[] }

/** A row that holds a result the track upload can save: a place, a time or a status. */
export const hasResult = (row: LifRow) => row.place !== null || row.status !== null || row.time !== null

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
  const unsavable: number[] = []
  let dropped = 0
  for (const { row } of match.unmatched) {
    const choice = choices.get(row.line) ?? null
    if (choice === null || (choice.kind === 'entry' && !entryIds.has(choice.entryId))) undecided.push(row.line)
    else if (choice.kind === 'drop') dropped++
    else if (!hasResult(row)) unsavable.push(row.line)
    else rows.push({ row, entryId: choice.entryId })
  }
  const count = new Map<number, number>()
  for (const { entryId } of rows) count.set(entryId, (count.get(entryId) ?? 0) + 1)
  const doubled = [...count].filter(([, n]) => n > 1).map(([entryId]) => entryId)
  if (undecided.length > 0 || doubled.length > 0 || unsavable.length > 0) return { ok: false, undecided, doubled, unsavable }
  return { ok: true, rows: placedByTime(rows).sort((a, b) => a.row.line - b.row.line), dropped }
}

/** Rows with a time but neither place nor status get the place their time earns: one more than the rows faster to the thousandth. */
function placedByTime(rows: ReviewedRow[]): ReviewedRow[] {
  const timed = rows.filter(({ row }) => row.status === null && row.time !== null)
  return rows.map((reviewed) => {
    const { row } = reviewed
    if (row.place !== null || row.status !== null || row.time === null) return reviewed
    const place = 1 + timed.filter((other) => other.row.time! < row.time!).length
    return { ...reviewed, row: { ...row, place } }
  })
}
