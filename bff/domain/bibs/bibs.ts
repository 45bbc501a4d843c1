// Bib numbers (3-organiser-admin §2 Bibs, §3 bibNos and bibSort1-3, §5, §9): allocation in the
// competition's sort order, the uniqueness check and the numbers left unused.

export const BIB_MESSAGES_EN = {
  notUnique: 'Please make sure all entries have unique bib numbers.',
} as const

export type BibSortKey = 'surname' | 'firstname' | 'dob'
export const DEFAULT_BIB_SORT: readonly BibSortKey[] = ['surname', 'firstname', 'dob']

export type BibAthlete = { athleteId: number; firstName: string; surName: string; dob: string; bibNo: string }

/**
 * The sort keys from bibSort1..3 as the options give them: unknown or repeated keys drop out and the
 * default order fills what is left, so every key is used once.
 */
export function bibSortOrder(keys: ReadonlyArray<string | null | undefined>): BibSortKey[] {
  const order: BibSortKey[] = []
  for (const key of [...keys, ...DEFAULT_BIB_SORT]) {
    const k = String(key ?? '')
      .trim()
      .toLowerCase()
    if ((DEFAULT_BIB_SORT as readonly string[]).includes(k) && !order.includes(k as BibSortKey)) order.push(k as BibSortKey)
  }
  return order
}

const collator = new Intl.Collator('en', { sensitivity: 'base' })

function compareBy(key: BibSortKey, a: BibAthlete, b: BibAthlete): number {
  if (key === 'dob') return a.dob.localeCompare(b.dob)
  return key === 'surname' ? collator.compare(a.surName, b.surName) : collator.compare(a.firstName, b.firstName)
}

/** Athletes in bib order; the athlete id settles what the keys leave equal, so the order is stable. */
export function sortForBibs<T extends BibAthlete>(athletes: readonly T[], order: readonly BibSortKey[] = DEFAULT_BIB_SORT): T[] {
  return [...athletes].sort((a, b) => {
    for (const key of order) {
      const c = compareBy(key, a, b)
      if (c !== 0) return c
    }
    return a.athleteId - b.athleteId
  })
}

/** The first bib from the `bibNos` option (default '1'): its leading whole number, else 1. */
export function firstBib(bibNos: string | null | undefined): number {
  const m = /^\s*(\d{1,6})/.exec(bibNos ?? '')
  return m && Number(m[1]) > 0 ? Number(m[1]) : 1
}

/** New bibs for every athlete, consecutive from the first bib in sort order. Answers athlete id → bib. */
export function allocateBibs(
  athletes: readonly BibAthlete[],
  options: { bibNos?: string | null; sort?: readonly BibSortKey[] } = {},
): Map<number, string> {
  const start = firstBib(options.bibNos)
  return new Map(sortForBibs(athletes, options.sort).map((a, i) => [a.athleteId, String(start + i)]))
}

/** Bib numbers given to more than one athlete (empty bibs are not numbers yet); [] when all are unique. */
export function duplicateBibs(athletes: ReadonlyArray<Pick<BibAthlete, 'athleteId' | 'bibNo'>>): string[] {
  const seen = new Map<string, number>()
  for (const a of athletes) {
    const bib = a.bibNo.trim()
    if (bib !== '') seen.set(bib, (seen.get(bib) ?? 0) + 1)
  }
  return [...seen].filter(([, n]) => n > 1).map(([bib]) => bib)
}

/** The uniqueness check before bibs are saved: the spec's message, or null. */
export function bibUniquenessError(
  athletes: ReadonlyArray<Pick<BibAthlete, 'athleteId' | 'bibNo'>>,
): { message: string; duplicates: string[] } | null {
  const duplicates = duplicateBibs(athletes)
  return duplicates.length === 0 ? null : { message: BIB_MESSAGES_EN.notUnique, duplicates }
}

/** Whole numbers from `from` to `to` that no athlete holds (a bib that is not a number holds none). */
export function unusedBibs(used: readonly string[], from: number, to: number): number[] {
  const taken = new Set(
    used
      .map((b) => b.trim())
      .filter((b) => /^\d+$/.test(b))
      .map(Number),
  )
  const out: number[] = []
  for (let n = from; n <= to; n++) if (!taken.has(n)) out.push(n)
  return out
}
