// The timetable's rows from the competition's events as the competition read gives them (the spec's
// "data plus meta (ageGroups, compEvents, …)"): each event in its group, with its age groups by
// name, its entry count and whether it is track or field (from its event definition).
import type { TimetableEvent } from './timetable'

export type CompetitionEvent = {
  id: number
  eventId: number
  startDateTime: string
  ageGroupIds: readonly number[]
  maxAthletes: number
  eventGroup: { id: number; name: string }
  eventName: string
  entryCount: { total: number }
}

export type ScheduleEvent = TimetableEvent & { ceid: number; tf: string; maxAthletes: number }

/**
 * `ageGroups` the competition's age groups (meta), `tfOf` an event definition's type by its id ('' when
 * unknown: the event shows under All only). An event without a group is a group of its own, named
 * after its event.
 */
export function scheduleEvents(
  events: readonly CompetitionEvent[],
  ageGroups: ReadonlyArray<{ id: number; name: string }>,
  tfOf: (eventId: number) => string,
): ScheduleEvent[] {
  const names = new Map(ageGroups.map((g) => [g.id, g.name]))
  return events.map((e) => ({
    ceid: e.id,
    eventGroupId: e.eventGroup.id > 0 ? e.eventGroup.id : e.id,
    eventGroup: e.eventGroup.name || e.eventName,
    tf: tfOf(e.eventId),
    startDateTime: e.startDateTime,
    ageGroups: e.ageGroupIds.flatMap((id) => {
      const name = names.get(id)
      return name ? [name] : []
    }),
    entryCount: e.entryCount.total,
    maxAthletes: e.maxAthletes,
  }))
}
