// Entry status of a competition (spec 2-entry.md §4).
import type { CompetitionView } from './competition'
import { parseInstant, shiftIso } from '../text/datetime'

export type EntryState =
  | 'not-active'
  | 'disabled'
  | 'opens'
  | 'closed-limit'
  | 'closed'
  | 'std-entries-close'
  | 'late-entries-close'
  | 'entries-close'

export type EntryLimitKind = 'athletes' | 'entries' | 'teams'

export type EntryStatus = {
  canEnter: boolean
  /** Past the end of standard entries (saleEndDate − 60 s): late prices apply. */
  late: boolean
  state: EntryState
  /** ISO, the date the description names (opens / closed / std or late entries close). */
  date?: string
  /** The limit that closed entries, for state 'closed-limit'. */
  limit?: { kind: EntryLimitKind; max: number }
  /** The open/closed pill: the same as canEnter, kept apart so the pill may diverge later. */
  open: boolean
}

/** Standard entries are shown (and end) one minute before saleEndDate. */
export const SALE_END_MARGIN_MS = 60_000

/**
 * Precedence, first match wins:
 *   1. not active            → 'not-active'
 *   2. disabled              → 'disabled'
 *   3. now < openDate        → 'opens' (date: openDate)
 *   4. a limit reached       → 'closed-limit' (athletes, then entries, then teams for team comps)
 *   5. now >= closeDate      → 'closed' (date: closeDate)
 *   6. open: now < saleEnd − 60 s → 'std-entries-close' (date: saleEnd − 60 s);
 *            saleEnd set, later    → 'late-entries-close' (date: closeDate);
 *            no saleEnd            → 'entries-close' (date: closeDate).
 * Intervals are half-open: entries are open from openDate inclusive to closeDate exclusive, and
 * late from saleEnd − 60 s inclusive. An unparseable open or close date fails closed ('closed',
 * no date); an unparseable saleEndDate counts as none.
 */
export function entryStatus(comp: CompetitionView, now: Date): EntryStatus {
  const at = now.getTime()
  const openAt = parseInstant(comp.openDate)
  const closeAt = parseInstant(comp.closeDate)
  const stdEnd = standardEntriesEnd(comp.saleEndDate)
  const late = stdEnd !== null && at >= stdEnd.at

  const closed = (state: EntryState, extra: Partial<EntryStatus> = {}): EntryStatus => ({
    canEnter: false,
    open: false,
    late,
    state,
    ...extra,
  })
  const open = (state: EntryState, date: string): EntryStatus => ({ canEnter: true, open: true, late, state, date })

  if (!comp.active) return closed('not-active')
  if (comp.disabled) return closed('disabled')
  if (openAt === null || closeAt === null) return closed('closed')
  if (at < openAt) return closed('opens', { date: comp.openDate })
  const limit = reachedLimit(comp)
  if (limit !== null) return closed('closed-limit', { limit })
  if (at >= closeAt) return closed('closed', { date: comp.closeDate })
  if (stdEnd !== null && !late) return open('std-entries-close', stdEnd.iso)
  if (stdEnd !== null) return open('late-entries-close', comp.closeDate)
  return open('entries-close', comp.closeDate)
}

/**
 * The instants at which entryStatus can change for this competition (open, close, the end of
 * standard entries): between two of them it gives the same status at any time.
 */
export function statusMoments(comp: CompetitionView): number[] {
  const stdEnd = standardEntriesEnd(comp.saleEndDate)
  return [parseInstant(comp.openDate), parseInstant(comp.closeDate), stdEnd?.at ?? null].filter((at) => at !== null)
}

function standardEntriesEnd(saleEndDate: string | null): { at: number; iso: string } | null {
  if (saleEndDate === null) return null
  const at = parseInstant(saleEndDate)
  const iso = shiftIso(saleEndDate, -SALE_END_MARGIN_MS)
  return at === null || iso === null ? null : { at: at - SALE_END_MARGIN_MS, iso }
}

function reachedLimit(comp: CompetitionView): { kind: EntryLimitKind; max: number } | null {
  const kinds: EntryLimitKind[] = comp.teamComp ? ['athletes', 'entries', 'teams'] : ['athletes', 'entries']
  const kind = kinds.find((k) => comp.limits[k] > 0 && comp.counts[k] >= comp.limits[k])
  return kind === undefined ? null : { kind, max: comp.limits[kind] }
}
