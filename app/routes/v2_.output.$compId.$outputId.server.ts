import type { LoaderFunctionArgs } from '@remix-run/node'
import { outputMode } from '#bff/domain/scoreboard/outputs'
import { routeId } from '#bff/http/params.server'
import { outputDisplayPage } from '#bff/pages/output-display.server'

export function outputLoader({ context, params }: LoaderFunctionArgs) {
  return outputDisplayPage(context, routeId(params, 'compId'), routeId(params, 'outputId'), outputMode('v1'))
}
