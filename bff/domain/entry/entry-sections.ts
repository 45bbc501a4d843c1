/**
 * The sections of the entry page (spec 2-entry.md §2 "Entry page"): which are shown and which start
 * open. Competition options: ui.sectionsToHide may hide SCHEDULE, ATHLETES, SHOP, TEAMS;
 * ui.entryDefaultPanel (SCHEDULE or SHOP) picks the panel that starts open. The order summary is
 * the SHOP section.
 */
import type { EntryDefaultPanel } from '../competition/competition'

export const ENTRY_SECTION_NAMES = ['ATHLETES', 'SCHEDULE', 'SHOP', 'TEAMS'] as const
export type EntrySectionName = (typeof ENTRY_SECTION_NAMES)[number]

export type SectionState = { shown: boolean; open: boolean }
export type EntrySections = { athletes: SectionState; schedule: SectionState; shop: SectionState }

/** The names the page knows, upper-cased and without repeats; anything else is ignored. */
export function parseSectionsToHide(values: readonly string[]): EntrySectionName[] {
  const upper = new Set(values.map((v) => v.trim().toUpperCase()))
  return ENTRY_SECTION_NAMES.filter((name) => upper.has(name))
}

export function isSectionShown(hidden: readonly EntrySectionName[], name: EntrySectionName): boolean {
  return !hidden.includes(name)
}

/**
 * - athletes and schedule (entering events) start open when the schedule is the default panel,
 *   or once an athlete is chosen: the choice asks to see their events;
 * - the order summary starts open when it is the default panel (SHOP_ONLY reads as SHOP), or when
 *   it holds lines to submit;
 * - a hidden section is never open; when none of the shown ones would be, the first shown one is.
 */
export function entrySections(input: {
  hidden: readonly EntrySectionName[]
  defaultPanel: EntryDefaultPanel
  athleteChosen: boolean
  cartHasLines: boolean
}): EntrySections {
  const { hidden, defaultPanel, athleteChosen, cartHasLines } = input
  const shopFirst = defaultPanel === 'SHOP' || defaultPanel === 'SHOP_ONLY'
  const entering = !shopFirst || athleteChosen
  const section = (name: EntrySectionName, open: boolean) => {
    const shown = isSectionShown(hidden, name)
    return { shown, open: shown && open }
  }
  const sections: EntrySections = {
    athletes: section('ATHLETES', entering),
    schedule: section('SCHEDULE', entering),
    shop: section('SHOP', shopFirst || cartHasLines),
  }
  const shown = Object.values(sections).filter((s) => s.shown)
  if (shown.length > 0 && !shown.some((s) => s.open)) shown[0].open = true
  return sections
}
