import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { routeId } from '#bff/http/params.server'
import { readForm } from '#bff/http/read-form.server'
import { ticketAdminPage, ticketScanPost } from '#bff/pages/tickets.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function ticketAdminLoader({ context, params }: LoaderFunctionArgs) {
  requireUserScreen(context, 'ticketAdmin', params)
  return ticketAdminPage(context, routeId(params, 'compId'))
}

export async function ticketAdminAction({ context, params, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireUserScreen(context, 'ticketAdmin', params)
  return ticketScanPost(context, routeId(params, 'compId'), form)
}
