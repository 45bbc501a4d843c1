import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { routeId } from '#bff/http/params.server'
import { readForm } from '#bff/http/read-form.server'
import { ticketScanPage, ticketUsePost } from '#bff/pages/tickets.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function ticketLoader({ context, params }: LoaderFunctionArgs) {
  requireUserScreen(context, 'ticket', params)
  return ticketScanPage(context, routeId(params, 'compId'), routeId(params))
}

export async function ticketAction({ context, params, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireUserScreen(context, 'ticket', params)
  return ticketUsePost(context, routeId(params, 'compId'), routeId(params), form)
}
