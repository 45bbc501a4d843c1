import type { LoaderFunctionArgs } from '@remix-run/node'
import { parseEventNo } from '#bff/domain/scoreboard/scoreboard'
import { notFound, routeId } from '#bff/http/params.server'
import { scoreboardPage } from '#bff/pages/scoreboard.server'

export function scoreboardLoader({ context, params }: LoaderFunctionArgs) {
  const compId = routeId(params, 'compId')
  const eventNo = parseEventNo(params.eventNo)
  if (eventNo === null) throw notFound()
  return scoreboardPage(context, compId, eventNo)
}
