import { relayAllowance, type ClubAllowance } from '../clubcomp/club-allowance'

/**
 * Checks before a selection is submitted to the basket (spec 2-entry.md §5 "Basket submission checks").
 * The UI shows the problems as a warning list for BASKET_WARNING_MS; the server re-checks.
 */

export const BASKET_MESSAGES_EN = {
  empty: 'No events in basket.',
  teamSize: "Team event '{name}' requires between {min} and {max} athletes, only {n} selected.",
  teamOverMax: "Team event '{name}' is over the maximum allowed athletes {max}.",
  parentRequired: "Event '{name}' requires '{parent}' to be selected, or requires parent event to be selected.",
  /** (not in spec) The spec states the rule, not its text. */
  mandatoryGroup: "Please select at least one item of '{group}'.",
  /** Spec text (club competition): the club has more relays (or mixed relays) than allowed. */
  clubMaxTeams: 'Max teams reached.',
  /** Spec text (club competition): the club may enter no relay (or mixed relay), allowance -1. */
  clubNoneAllowed: 'None allowed.',
  /** (not in spec) The club has more entries in one event group than maxPerEvent. */
  clubEventAllowance: 'Your club has more entries in {event} than the {n} it is allowed.',
  /** (not in spec) The club has more entries in the competition than maxEntries. */
  clubEntryAllowance: 'Your club has more entries than the {n} it is allowed in this competition.',
} as const

export type BasketMessageCode = keyof typeof BASKET_MESSAGES_EN

/** How long the warning list stays (spec §9). */
export const BASKET_WARNING_MS = 10_000

export type BasketRow = {
  ceid: number
  name: string
  /** Secondary-spend child: the ceid of the item it belongs to. */
  parentCeid?: number
  /** The parent's name for the message; the ceid is shown when absent. */
  parentName?: string
  /** The secondary-spend mandatory group this item belongs to. */
  mandatoryGroupId?: number
}

/** A team event being submitted: athleteCount athletes chosen, min/max from the event-team options (0: no bound). */
export type BasketTeam = { name: string; min: number; max: number; athleteCount: number }

/** A mandatory secondary-spend group: when its parent is submitted, at least one of its items must be too. */
export type MandatoryGroup = { id: number; name: string; parentCeid: number }

export type BasketSelection = {
  rows: BasketRow[]
  teams?: BasketTeam[]
  /** ceids already entered or in the cart: they satisfy a child's parent. */
  entered?: number[]
  mandatoryGroups?: MandatoryGroup[]
}

export type BasketProblem = { code: BasketMessageCode; text: string; values: Record<string, string | number> }

function problem(code: BasketMessageCode, values: Record<string, string | number> = {}): BasketProblem {
  const text = BASKET_MESSAGES_EN[code].replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  )
  return { code, text, values }
}

/** Every problem, in order: empty (alone), teams, then rows needing a parent, then mandatory groups. */
/**
 * A club competition's allowances at submission (2-entry §5, §8): the club's counts (which already
 * hold the cart) past an allowance. At the allowance is fine: that is what the ticks allowed.
 */
export function clubAllowanceProblems(allowance: ClubAllowance): BasketProblem[] {
  const problems: BasketProblem[] = []
  if (allowance.maxEntries > 0 && allowance.entryCount > allowance.maxEntries)
    problems.push(problem('clubEntryAllowance', { n: allowance.maxEntries }))
  if (allowance.maxPerEvent > 0)
    for (const g of allowance.eventGroups)
      if (g.count > allowance.maxPerEvent) problems.push(problem('clubEventAllowance', { n: allowance.maxPerEvent, event: g.name }))
  for (const gender of ['M', 'O'] as const) {
    const { max, count } = relayAllowance(allowance, gender)
    if (max < 0 && count > 0) problems.push(problem('clubNoneAllowed'))
    else if (max > 0 && count > max) problems.push(problem('clubMaxTeams'))
  }
  return problems
}

export function checkBasket(selection: BasketSelection): BasketProblem[] {
  const teams = selection.teams ?? []
  if (selection.rows.length === 0 && teams.length === 0) return [problem('empty')]
  const problems: BasketProblem[] = []
  for (const team of teams) {
    const n = team.athleteCount
    if (team.min > 0 && n < team.min) problems.push(problem('teamSize', { name: team.name, min: team.min, max: team.max, n }))
    else if (team.max > 0 && n > team.max) problems.push(problem('teamOverMax', { name: team.name, max: team.max }))
  }
  const present = new Set([...selection.rows.map((row) => row.ceid), ...(selection.entered ?? [])])
  for (const row of selection.rows) {
    if (row.parentCeid === undefined || row.parentCeid <= 0 || present.has(row.parentCeid)) continue
    problems.push(problem('parentRequired', { name: row.name, parent: row.parentName ?? String(row.parentCeid) }))
  }
  const submitted = new Set(selection.rows.map((row) => row.ceid))
  const groupsFilled = new Set(selection.rows.flatMap((row) => (row.mandatoryGroupId === undefined ? [] : [row.mandatoryGroupId])))
  for (const group of selection.mandatoryGroups ?? []) {
    if (submitted.has(group.parentCeid) && !groupsFilled.has(group.id)) problems.push(problem('mandatoryGroup', { group: group.name }))
  }
  return problems
}
