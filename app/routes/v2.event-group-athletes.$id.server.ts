import type { LoaderFunctionArgs } from '@remix-run/node'
import { routeId } from '#bff/http/params.server'
import { eventGroupAthletesPage } from '#bff/pages/event-group.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function eventGroupAthletesLoader({ context, params }: LoaderFunctionArgs) {
  requireUserScreen(context, 'eventGroupAthletes', params)
  return eventGroupAthletesPage(context, routeId(params))
}
