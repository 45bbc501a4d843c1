import type { LoaderFunctionArgs } from '@remix-run/node'
import { routeId } from '#bff/http/params.server'
import { competitionPage } from '#bff/pages/competition.server'

export function competitionLoader({ params, request, context }: LoaderFunctionArgs) {
  return competitionPage(context, routeId(params), new URL(request.url))
}
