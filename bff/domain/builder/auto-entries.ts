// Automatic entries (3-organiser-admin §2 auto-entries, §3 autoEntries.selectedTargetComp): which
// event of the target competition takes a source entry, and which ticked entries are copied.

export type AutoSourceEntry = { entryId: number; athleteId: number; eventId: number; gender: string; ageGroupId: number }
export type AutoTargetEvent = { ceid: number; eventId: number; gender: string; ageGroupIds: number[]; isTeamEvent: boolean }
export type AutoTargetEntry = { athleteId: number; ceid: number }

export type AutoRefusal = 'noMatch' | 'alreadyEntered' | 'targetClosed'
export type AutoPlan = { copies: { entryId: number; ceid: number }[]; refusals: { entryId: number; reason: AutoRefusal }[] }

/** The same event definition, open to the athlete's gender (O is mixed) and age group in the target; null when none. */
export function matchingEvent<E extends AutoTargetEvent>(entry: AutoSourceEntry, events: readonly E[]): E | null {
  return (
    events.find(
      (e) =>
        !e.isTeamEvent &&
        e.eventId === entry.eventId &&
        (e.gender === 'O' || e.gender === '' || e.gender === entry.gender) &&
        e.ageGroupIds.includes(entry.ageGroupId),
    ) ?? null
  )
}

/** The copies of the ticked entries: never into a non-matching event, never twice for one athlete and event. */
export function planAutoEntries(
  ticked: readonly AutoSourceEntry[],
  events: readonly AutoTargetEvent[],
  entered: readonly AutoTargetEntry[],
  targetOpen: boolean,
): AutoPlan {
  const plan: AutoPlan = { copies: [], refusals: [] }
  const taken = new Set(entered.map((e) => `${e.athleteId}:${e.ceid}`))
  const seen = new Set<number>()
  for (const entry of ticked) {
    if (seen.has(entry.entryId)) continue
    seen.add(entry.entryId)
    const event = matchingEvent(entry, events)
    if (!targetOpen) plan.refusals.push({ entryId: entry.entryId, reason: 'targetClosed' })
    else if (!event) plan.refusals.push({ entryId: entry.entryId, reason: 'noMatch' })
    else if (taken.has(`${entry.athleteId}:${event.ceid}`)) plan.refusals.push({ entryId: entry.entryId, reason: 'alreadyEntered' })
    else {
      taken.add(`${entry.athleteId}:${event.ceid}`)
      plan.copies.push({ entryId: entry.entryId, ceid: event.ceid })
    }
  }
  return plan
}
