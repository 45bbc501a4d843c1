import type { LoaderFunctionArgs } from '@remix-run/node'
import { routeId } from '#bff/http/params.server'
import { resultsReadPage } from '#bff/pages/public-results.server'

export function resultsReadLoader({ context, params }: LoaderFunctionArgs) {
  return resultsReadPage(context, routeId(params, 'compId'), routeId(params, 'eventGroupId'))
}
