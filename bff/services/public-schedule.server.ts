import { CacheShort } from '../cache/cache.server'
import type { RequestContext } from '../context.server'
import { keepsEvent, type ScheduleFilter } from '../domain/schedule/schedule-filter'
import { timetable } from '../domain/schedule/timetable'
import { getPublicSchedule, publicScheduleAnswer } from '../legacy/public-schedule.server'
import type { PublicScheduleView } from '../views/schedule'
import { orAbsent } from './failure.server'

type PublicContext = Pick<RequestContext, 'cache' | 'legacyAnonymous'>

export const publicScheduleKey = (id: number) => `schedule:public:${id}`

/**
 * A competition's public timetable, shared by every visitor for a short while (the whole of it: the
 * quick filter applies to each view); null when the legacy site does not know it.
 */
export async function loadPublicSchedule(
  ctx: PublicContext,
  compId: number,
  filter: ScheduleFilter = 'all',
): Promise<PublicScheduleView | null> {
  const found = await orAbsent(
    ctx.cache.fetch(publicScheduleKey(compId), {
      strategy: CacheShort,
      schema: publicScheduleAnswer,
      load: () => getPublicSchedule(ctx.legacyAnonymous, compId),
    }),
    { notFoundOnly: true },
  )
  if (!found) return null
  const { comp, events } = found.value.data
  return { compId: comp.id, competitionName: comp.name, filter, days: timetable(events.filter((e) => keepsEvent(filter, e.tf))) }
}
