import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { routeId, routeIdOrNew } from '#bff/http/params.server'
import { readForm } from '#bff/http/read-form.server'
import { outputEditPage, outputEditPost } from '#bff/pages/scoreboard-outputs.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function outputEditLoader({ context, params }: LoaderFunctionArgs) {
  requireUserScreen(context, 'scoreboardOutput', params)
  return outputEditPage(context, routeId(params, 'compId'), routeIdOrNew(params))
}

export async function outputEditAction({ context, params, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireUserScreen(context, 'scoreboardOutput', params)
  return outputEditPost(context, routeId(params, 'compId'), routeIdOrNew(params), form)
}
