import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { routeId } from '#bff/http/params.server'
import { readForm } from '#bff/http/read-form.server'
import { statusPage, statusPost } from '#bff/pages/competition-status.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function statusLoader({ context, params }: LoaderFunctionArgs) {
  requireUserScreen(context, 'compStatus', params)
  return statusPage(context, routeId(params), context.url)
}

export async function statusAction({ context, params, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireUserScreen(context, 'compStatus', params)
  return statusPost(context, routeId(params), form)
}
