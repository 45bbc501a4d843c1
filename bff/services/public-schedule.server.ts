import { CacheShort } from '../cache/cache.server'
import type { RequestContext } from '../context.server'
import { scheduleEvents } from '../domain/schedule/competition-events'
import { keepsEvent, type ScheduleFilter } from '../domain/schedule/schedule-filter'
import { timetable } from '../domain/schedule/timetable'
import { competitionEventsAnswer, getCompetitionEvents } from '../legacy/public-schedule.server'
import type { PublicScheduleView } from '../views/schedule'
import { loadEventDefinitions } from './builder-events.server'
import { orAbsent, unlessFailed } from './failure.server'

type PublicContext = Pick<RequestContext, 'cache' | 'legacyAnonymous'>

/** v2: the competition read with its events (spec calls), no longer the invented schedule call's answer. */
export const publicScheduleKey = (id: number) => `schedule:public:v2:${id}`

/**
 * A competition's public timetable, shared by every visitor for a short while (the whole of it: the
 * quick filter applies to each view); null when the legacy site does not know it. The event
 * definitions only sort track from field: without them every event still shows under All.
 */
export async function loadPublicSchedule(
  ctx: PublicContext,
  compId: number,
  filter: ScheduleFilter = 'all',
): Promise<PublicScheduleView | null> {
  const [found, definitions] = await Promise.all([
    orAbsent(
      ctx.cache.fetch(publicScheduleKey(compId), {
        strategy: CacheShort,
        schema: competitionEventsAnswer,
        load: () => getCompetitionEvents(ctx.legacyAnonymous, compId),
      }),
      { notFoundOnly: true },
    ),
    unlessFailed(loadEventDefinitions(ctx), []),
  ])
  if (!found) return null
  const { data: comp, meta } = found.value
  const tf = new Map(definitions.map((d) => [d.id, d.tf]))
  const events = scheduleEvents(meta.compEvents, meta.ageGroups, (id) => tf.get(id) ?? '')
  return { compId: comp.id, competitionName: comp.name, filter, days: timetable(events.filter((e) => keepsEvent(filter, e.tf))) }
}
