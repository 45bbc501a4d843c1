import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { routeId } from '#bff/http/params.server'
import { readForm } from '#bff/http/read-form.server'
import { ticketGatekeeperPage, ticketScanPost } from '#bff/pages/tickets.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function ticketGatekeeperLoader({ context, params }: LoaderFunctionArgs) {
  requireUserScreen(context, 'ticketGatekeeper', params)
  return ticketGatekeeperPage(context, routeId(params, 'compId'))
}

export async function ticketGatekeeperAction({ context, params, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireUserScreen(context, 'ticketGatekeeper', params)
  return ticketScanPost(context, routeId(params, 'compId'), form)
}
