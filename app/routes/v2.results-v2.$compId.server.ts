import type { LoaderFunctionArgs } from '@remix-run/node'
import { routeId } from '#bff/http/params.server'
import { publicResultsPage } from '#bff/pages/public-results.server'

export function resultsLoader({ context, params }: LoaderFunctionArgs) {
  return publicResultsPage(context, routeId(params, 'compId'))
}
