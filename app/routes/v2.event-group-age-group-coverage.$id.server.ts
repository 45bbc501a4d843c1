import type { LoaderFunctionArgs } from '@remix-run/node'
import { routeId } from '#bff/http/params.server'
import { ageGroupCoveragePage } from '#bff/pages/event-group.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function ageGroupCoverageLoader({ context, params }: LoaderFunctionArgs) {
  requireUserScreen(context, 'ageGroupCoverage', params)
  return ageGroupCoveragePage(context, routeId(params))
}
