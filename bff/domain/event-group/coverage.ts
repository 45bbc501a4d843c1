/*
 * Age-group coverage of an event group (3-organiser-admin §2 event-group-age-group-coverage): for each
 * age group its events are open to, how many entries it has; the ones with none are flagged. Entries
 * in an age group the events do not list (a rule changed after entry) are counted apart, never lost.
 */

export type CoverageRow = { ageGroup: string; entries: number }

export type Coverage = {
  /** The events' age groups, in the order given, each once. */
  rows: CoverageRow[]
  /** The events' age groups without an entry. */
  uncovered: string[]
  /** Age groups of entries that none of the events lists, by name. */
  outside: CoverageRow[]
  total: number
}

const keyOf = (name: string) => name.trim().toLowerCase()

export function ageGroupCoverage(ageGroups: readonly string[], entryAgeGroups: readonly string[]): Coverage {
  const rows = new Map<string, CoverageRow>()
  for (const name of ageGroups) {
    const key = keyOf(name)
    if (key !== '' && !rows.has(key)) rows.set(key, { ageGroup: name.trim(), entries: 0 })
  }
  const outside = new Map<string, CoverageRow>()
  for (const name of entryAgeGroups) {
    const key = keyOf(name)
    const row = rows.get(key) ?? outside.get(key) ?? { ageGroup: name.trim(), entries: 0 }
    if (!rows.has(key)) outside.set(key, row)
    row.entries += 1
  }
  const listed = [...rows.values()]
  return {
    rows: listed,
    uncovered: listed.filter((r) => r.entries === 0).map((r) => r.ageGroup),
    outside: [...outside.values()].sort((a, b) => a.ageGroup.localeCompare(b.ageGroup)),
    total: entryAgeGroups.length,
  }
}

/** Paid states of an entry (2-entry wire `paid`: 0 not paid, 1 paid, 2 cheque awaiting payment, 3 free by auto entry). */
export type PaidState = 'paid' | 'unpaid' | 'awaiting'

export function paidState(paid: number): PaidState {
  if (paid === 1 || paid === 3) return 'paid'
  return paid === 2 ? 'awaiting' : 'unpaid'
}
