import type { LoaderFunctionArgs } from '@remix-run/node'
import { routeId } from '#bff/http/params.server'
import { resultsQrPage } from '#bff/pages/public-results.server'

export function resultsQrLoader({ context, params }: LoaderFunctionArgs) {
  return resultsQrPage(context, routeId(params, 'compId'))
}
