import { z } from 'zod/v4'
import { envelope, rest, type LegacyCaller } from './client.server'
import { id, num, text } from './wire'

/*
 * A competition's public timetable with entry counts (3-organiser-admin §2 "schedule-v2": title
 * 'Schedule'). The spec shows no call: GET /v5/public/schedule/{compId} is our invention
 * (docs/legacy-wire.md "Public schedule").
 */

export const publicScheduleWire = z.object({
  comp: z.object({ id, name: text, date: text }),
  events: z
    .array(
      z.object({
        ceid: num,
        eventGroupId: num,
        eventGroup: text,
        /** T track, F field, M multi, R road, X cross country (the event definition's type); '' unknown. */
        tf: text,
        startDateTime: text,
        ageGroups: z.array(text).catch([]),
        entryCount: num,
        maxAthletes: num,
      }),
    )
    .catch([]),
})

export const publicScheduleAnswer = envelope(publicScheduleWire)
export type PublicScheduleAnswer = z.infer<typeof publicScheduleAnswer>

export function getPublicSchedule(legacy: LegacyCaller, compId: number) {
  return legacy.call({
    endpoint: 'schedule.public',
    method: 'GET',
    path: rest(`/v5/public/schedule/${encodeURIComponent(String(compId))}`),
    auth: 'none',
    schema: publicScheduleAnswer,
  })
}
