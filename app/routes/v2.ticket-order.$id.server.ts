import type { LoaderFunctionArgs } from '@remix-run/node'
import { routeId } from '#bff/http/params.server'
import { ticketOrderPage } from '#bff/pages/tickets.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function ticketOrderLoader({ context, params }: LoaderFunctionArgs) {
  requireUserScreen(context, 'ticketOrder', params)
  return ticketOrderPage(context, routeId(params))
}
