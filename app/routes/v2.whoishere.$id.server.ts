import type { LoaderFunctionArgs } from '@remix-run/node'
import { routeId } from '#bff/http/params.server'
import { whoIsHerePage } from '#bff/pages/checkin.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function whoIsHereLoader({ context, params, request }: LoaderFunctionArgs) {
  requireUserScreen(context, 'whoIsHere', params)
  return whoIsHerePage(context, routeId(params), new URL(request.url))
}
