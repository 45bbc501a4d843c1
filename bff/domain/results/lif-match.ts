// Matching photo-finish rows to the event group's entries: by bib, then lane, then name. Rows that
// match no entry, or an entry another row already took, go to a review queue: nothing is guessed. A
// row the reader could not read as written (its note) goes there too, with the entry it matches
// offered as the suggestion.
import type { LifRow } from './lif'

export type ResultEntry = {
  entryId: number
  bibNo: string
  /** The entry's lane in this heat, when seeded. */
  lane: number | null
  firstName: string
  surName: string
}

export type MatchedBy = 'bib' | 'lane' | 'name'
export type UnmatchedReason = 'noMatch' | 'ambiguousName' | 'entryTaken' | 'oddRow'

export type LifMatch = {
  matched: Array<{ row: LifRow; entryId: number; by: MatchedBy }>
  /** suggested: for an odd row, the entry it matches. */
  unmatched: Array<{ row: LifRow; reason: UnmatchedReason; suggested?: number }>
  /** Entries no row matched (e.g. did not start and not in the file). */
  missing: number[]
}

/** Lower case, accents and punctuation dropped, so 'O’Brien' is 'obrien' and 'Zoé' is 'zoe'. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')
}

function uniqueIndex<K>(entries: readonly ResultEntry[], key: (e: ResultEntry) => K | null): Map<K, ResultEntry | 'many'> {
  const index = new Map<K, ResultEntry | 'many'>()
  for (const entry of entries) {
    const k = key(entry)
    if (k === null) continue
    index.set(k, index.has(k) ? 'many' : entry)
  }
  return index
}

export function matchLifRows(rows: readonly LifRow[], entries: readonly ResultEntry[]): LifMatch {
  const byBib = uniqueIndex(entries, (e) => (e.bibNo.trim() === '' ? null : e.bibNo.trim()))
  const byLane = uniqueIndex(entries, (e) => e.lane)
  const byName = uniqueIndex(entries, (e) => normaliseName(e.firstName + e.surName) || null)
  const taken = new Set<number>()
  const result: LifMatch = { matched: [], unmatched: [], missing: [] }
  for (const row of rows) {
    const candidates: Array<[MatchedBy, ResultEntry | 'many' | undefined]> = [
      ['bib', row.id === '' ? undefined : byBib.get(row.id)],
      ['lane', row.lane === null ? undefined : byLane.get(row.lane)],
      ['name', byName.get(normaliseName(row.firstName + row.lastName))],
    ]
    const hit = candidates.find(([, entry]) => entry !== undefined && entry !== 'many') as [MatchedBy, ResultEntry] | undefined
    if (hit === undefined) {
      const ambiguous = candidates[2][1] === 'many'
      result.unmatched.push({ row, reason: ambiguous ? 'ambiguousName' : 'noMatch' })
    } else if (taken.has(hit[1].entryId)) {
      result.unmatched.push({ row, reason: 'entryTaken' })
    } else if (row.note !== null) {
      taken.add(hit[1].entryId)
      result.unmatched.push({ row, reason: 'oddRow', suggested: hit[1].entryId })
    } else {
      taken.add(hit[1].entryId)
      result.matched.push({ row, entryId: hit[1].entryId, by: hit[0] })
    }
  }
  result.missing = entries.filter((e) => !taken.has(e.entryId)).map((e) => e.entryId)
  return result
}
