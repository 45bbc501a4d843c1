import type { LoaderFunctionArgs } from '@remix-run/node'
import { routeId } from '#bff/http/params.server'
import { competitionHubPage } from '#bff/pages/competition-hub.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function competitionHubLoader({ context, params }: LoaderFunctionArgs) {
  requireUserScreen(context, 'competitionHub', params)
  return competitionHubPage(context, routeId(params))
}
