import type { SeedCompetition } from '../seed/index'
import type { SimulatorState } from './state'

/*
 * The Events step's event-group writes (3-organiser-admin.md §7 compevent/renamegroup and the
 * eventgroup calls): rename a group, flag it as having results possible, delete it with its events.
 */

const MAX_NAME = 50

/** The competition holding an event group, for the addresses that name only the group. */
export function competitionOfGroup(state: SimulatorState, egId: number): SeedCompetition | undefined {
  return state.seed.competitions.find((c) => c.compEvents.some((ce) => ce.eventGroupId === egId))
}

/** Every event of the group takes the new name; the spec's text when it is empty or too long. */
export function renameGroup(comp: SeedCompetition, egId: number, name: string): string | null {
  const trimmed = name.trim()
  if (trimmed === '' || trimmed.length > MAX_NAME) return 'Event discipline description required.'
  const events = comp.compEvents.filter((ce) => ce.eventGroupId === egId)
  if (events.length === 0) return 'Event group not found'
  for (const ce of events) ce.eventGroup = trimmed
  return null
}

export function setResultsPossible(comp: SeedCompetition, egId: number, possible: boolean) {
  for (const ce of comp.compEvents) if (ce.eventGroupId === egId) ce.resultsPossible = possible
}

/** The group and its events go; how many events went. */
export function deleteGroup(comp: SeedCompetition, egId: number): number {
  const before = comp.compEvents.length
  comp.compEvents = comp.compEvents.filter((ce) => ce.eventGroupId !== egId)
  return before - comp.compEvents.length
}
