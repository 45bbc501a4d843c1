// The public timetable (3-organiser-admin §2 schedule-v2): by day, then by event group in start
// order; a group's rows (one per age group) become one line with the summed entries. Time 00:00 is
// 'TBC' (§5), shown as null here.
import { parseWallClock } from '../text/datetime'

export type TimetableEvent = { eventGroupId: number; eventGroup: string; startDateTime: string; ageGroups: string[]; entryCount: number }

export type TimetableGroup = { eventGroupId: number; name: string; time: string | null; ageGroups: string[]; entries: number }
export type TimetableDay = { day: string; groups: TimetableGroup[] }

const two = (n: number) => String(n).padStart(2, '0')

/** The day (YYYY-MM-DD) and start time of an ISO date-time; time null for 00:00 (TBC). */
export function whenOf(iso: string): { day: string; time: string | null } {
  const wall = parseWallClock(iso)
  if (wall === null) return { day: '', time: null }
  const day = `${wall.year}-${two(wall.month)}-${two(wall.day)}`
  const tbc = !wall.hasTime || (wall.hour === 0 && wall.minute === 0)
  return { day, time: tbc ? null : `${two(wall.hour)}:${two(wall.minute)}` }
}

export function timetable(events: readonly TimetableEvent[]): TimetableDay[] {
  const groups = new Map<string, TimetableGroup & { day: string }>()
  for (const e of events) {
    const { day, time } = whenOf(e.startDateTime)
    const key = `${day}|${e.eventGroupId}`
    const group = groups.get(key)
    if (!group) {
      groups.set(key, { day, eventGroupId: e.eventGroupId, name: e.eventGroup, time, ageGroups: [...e.ageGroups], entries: e.entryCount })
      continue
    }
    group.entries += e.entryCount
    for (const a of e.ageGroups) if (!group.ageGroups.includes(a)) group.ageGroups.push(a)
    // The group starts with its earliest timed row; a TBC row does not move it.
    if (time !== null && (group.time === null || time < group.time)) group.time = time
  }
  const days = new Map<string, TimetableGroup[]>()
  for (const { day, ...group } of groups.values()) days.set(day, [...(days.get(day) ?? []), group])
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, list]) => ({
      day,
      // TBC after the timed groups of the day; then by name.
      groups: list.sort((a, b) => (a.time ?? '99:99').localeCompare(b.time ?? '99:99') || a.name.localeCompare(b.name)),
    }))
}
