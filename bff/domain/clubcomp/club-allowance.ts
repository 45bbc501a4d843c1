/*
 * Club competitions (2-entry.md §3 'Club competition info', §4, §8): what a club may still enter.
 * The info is the club's configData (allowances) and entryData (what it has entered). Pure: the
 * browser shows it at once, the server checks it again before any legacy call.
 *
 * Limits: maxEntries and maxPerEvent apply only when above 0 (as every other limit of the app);
 * maxRelays and maxMixedRelays: -1 none allowed, 0 unlimited, above 0 the number of teams the club
 * may enter in the whole competition (relays of gender M or F, and mixed relays, gender O).
 */

export const CLUB_COMP_MESSAGES_EN = {
  /** Spec text: the club's relay (or mixed relay) teams are at their allowance. */
  maxTeams: 'Max teams reached.',
  /** Spec text: the club may enter no relay (or no mixed relay) at all (allowance -1). */
  noneAllowed: 'None allowed.',
  /** Spec text: the club info call answers that the competition has no club info. */
  notClubComp: 'Not a club info competition.',
} as const

export type TeamGender = 'M' | 'F' | 'O'

export type ClubEventGroupEntries = {
  /** Event group id (the schedule row's eventGroup.id). */
  id: number
  name: string
  /** The club's entries in the group (egCount). */
  count: number
  athletes: string[]
}

export type ClubAllowance = {
  club: { id: number; name: string }
  maxEntries: number
  maxPerEvent: number
  maxRelays: number
  maxMixedRelays: number
  /** The club's individual entries in the competition (entryCnt). */
  entryCount: number
  eventGroups: ClubEventGroupEntries[]
  /** The club's teams by gender: relays (M, F) and mixed relays (O) count apart. */
  teams: Array<{ name: string; gender: TeamGender }>
}

export type AllowanceProblem =
  | { code: 'maxTeams' | 'noneAllowed' }
  | { code: 'clubEventAllowance' | 'clubEntryAllowance'; values: { n: number } }

const limited = (max: number) => max > 0

/** The club's entries in one event group (0 when it has none). */
export function groupCount(allowance: ClubAllowance, groupId: number): number {
  return allowance.eventGroups.find((g) => g.id === groupId)?.count ?? 0
}

/**
 * Whether one more individual entry in event group `groupId` stays within the allowances.
 * `pending`: entries on their way (selected, not yet counted by the legacy site).
 */
export function entryAllowanceProblem(
  allowance: ClubAllowance,
  groupId: number,
  pending: { inGroup: number; total: number } = { inGroup: 0, total: 0 },
): AllowanceProblem | null {
  const { maxPerEvent, maxEntries } = allowance
  if (limited(maxPerEvent) && groupCount(allowance, groupId) + pending.inGroup >= maxPerEvent)
    return { code: 'clubEventAllowance', values: { n: maxPerEvent } }
  if (limited(maxEntries) && allowance.entryCount + pending.total >= maxEntries)
    return { code: 'clubEntryAllowance', values: { n: maxEntries } }
  return null
}

const isMixed = (gender: TeamGender) => gender === 'O'

/** The relay allowance that applies to a team of `gender`, and the club's teams it counts. */
export function relayAllowance(allowance: ClubAllowance, gender: TeamGender): { max: number; count: number } {
  const mixed = isMixed(gender)
  return {
    max: mixed ? allowance.maxMixedRelays : allowance.maxRelays,
    count: allowance.teams.filter((t) => isMixed(t.gender) === mixed).length,
  }
}

/** Whether the club may make one more team of `gender`: 'None allowed.' or 'Max teams reached.' when not. */
export function teamAllowanceProblem(allowance: ClubAllowance, gender: TeamGender): AllowanceProblem | null {
  const { max, count } = relayAllowance(allowance, gender)
  if (max < 0) return { code: 'noneAllowed' }
  if (max > 0 && count >= max) return { code: 'maxTeams' }
  return null
}

/** How many are left: null unlimited, 0 none (allowance -1 or reached). */
export function left(max: number, count: number, noneBelowZero = false): number | null {
  if (max < 0) return noneBelowZero ? 0 : null
  if (max === 0) return null
  return Math.max(0, max - count)
}

export type AllowanceSummary = {
  entries: { count: number; max: number; left: number | null }
  groups: Array<{ id: number; name: string; count: number; max: number; left: number | null; athletes: string[] }>
  relays: { count: number; max: number; left: number | null }
  mixedRelays: { count: number; max: number; left: number | null }
}

/** What the club's representative is shown: entered, allowed and left, per event group and overall. */
export function allowanceSummary(allowance: ClubAllowance): AllowanceSummary {
  const perEvent = allowance.maxPerEvent > 0 ? allowance.maxPerEvent : 0
  const relays = relayAllowance(allowance, 'M')
  const mixed = relayAllowance(allowance, 'O')
  return {
    entries: {
      count: allowance.entryCount,
      max: Math.max(0, allowance.maxEntries),
      left: left(allowance.maxEntries, allowance.entryCount),
    },
    groups: allowance.eventGroups.map((g) => ({ ...g, max: perEvent, left: left(perEvent, g.count) })),
    relays: { ...relays, left: left(relays.max, relays.count, true) },
    mixedRelays: { ...mixed, left: left(mixed.max, mixed.count, true) },
  }
}
