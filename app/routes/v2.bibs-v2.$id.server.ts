import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { routeId } from '#bff/http/params.server'
import { readForm } from '#bff/http/read-form.server'
import { bibsPage, bibsPost } from '#bff/pages/bibs.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function bibsLoader({ context, params }: LoaderFunctionArgs) {
  requireUserScreen(context, 'bibs', params)
  return bibsPage(context, routeId(params))
}

export async function bibsAction({ context, params, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireUserScreen(context, 'bibs', params)
  return bibsPost(context, routeId(params), form)
}
