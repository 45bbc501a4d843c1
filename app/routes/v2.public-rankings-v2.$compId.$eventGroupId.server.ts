import type { LoaderFunctionArgs } from '@remix-run/node'
import { routeId } from '#bff/http/params.server'
import { publicRankingsPage } from '#bff/pages/public-results.server'

export function publicRankingsLoader({ context, params }: LoaderFunctionArgs) {
  return publicRankingsPage(context, routeId(params, 'compId'), routeId(params, 'eventGroupId'))
}
