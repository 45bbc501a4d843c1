import type { AppLoadContext } from '@remix-run/node'
import { parseScheduleFilter } from '#bff/domain/schedule/schedule-filter'
import { notFound } from '#bff/http/params.server'
import { essential } from '#bff/services/failure.server'
import { loadPublicSchedule } from '#bff/services/public-schedule.server'
import type { PublicScheduleView } from '#bff/views/schedule'

/* The public schedule (3-organiser-admin §2, title 'Schedule'): the timetable by day and event group, with entry counts. */

export async function publicSchedulePage(context: AppLoadContext, compId: number, url: URL): Promise<PublicScheduleView> {
  const schedule = await essential(loadPublicSchedule(context, compId, parseScheduleFilter(url.searchParams.get('filter'))))
  if (!schedule) throw notFound()
  return schedule
}
