import { z } from 'zod/v4'
import { builderMetaWire } from './builder.server'
import { envelope, rest, type LegacyCaller } from './client.server'
import { id, segment, text } from './wire'

/*
 * A competition's public timetable (3-organiser-admin §2 "schedule-v2": title 'Schedule'), from a
 * call the spec names: `GET /v5/competition/{id}`, "data plus meta (ageGroups, compEvents, …)"
 * (3-organiser-admin §7). Its events carry their group, start, age groups, limit and entry count
 * (the spec's Competition event, §3); the event definitions (`GET /v5/event`) say which are track
 * or field. docs/legacy-wire.md "Timetable".
 */

export const competitionEventsAnswer = envelope(z.object({ id, name: text, date: text }), builderMetaWire)
export type CompetitionEventsAnswer = z.infer<typeof competitionEventsAnswer>

/** The competition with its events and their age groups: the same for everyone, read without a token. */
export function getCompetitionEvents(legacy: LegacyCaller, compId: number) {
  return legacy.call({
    endpoint: 'schedule.competition',
    method: 'GET',
    path: rest(`/v5/competition/${segment(compId)}`),
    auth: 'none',
    schema: competitionEventsAnswer,
  })
}
