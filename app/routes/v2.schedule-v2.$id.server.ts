import type { LoaderFunctionArgs } from '@remix-run/node'
import { routeId } from '#bff/http/params.server'
import { publicSchedulePage } from '#bff/pages/public-schedule.server'

export function publicScheduleLoader({ context, params }: LoaderFunctionArgs) {
  return publicSchedulePage(context, routeId(params))
}
