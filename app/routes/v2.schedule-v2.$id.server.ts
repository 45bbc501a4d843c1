import type { LoaderFunctionArgs } from '@remix-run/node'
import { routeId } from '#bff/http/params.server'
import { publicSchedulePage } from '#bff/pages/public-schedule.server'

export function publicScheduleLoader({ context, params, request }: LoaderFunctionArgs) {
  return publicSchedulePage(context, routeId(params), new URL(request.url))
}
