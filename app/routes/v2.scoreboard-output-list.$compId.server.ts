import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { routeId } from '#bff/http/params.server'
import { readForm } from '#bff/http/read-form.server'
import { outputListPage, outputListPost } from '#bff/pages/scoreboard-outputs.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function outputListLoader({ context, params }: LoaderFunctionArgs) {
  requireUserScreen(context, 'scoreboardOutputList', params)
  return outputListPage(context, routeId(params, 'compId'))
}

export async function outputListAction({ context, params, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireUserScreen(context, 'scoreboardOutputList', params)
  return outputListPost(context, routeId(params, 'compId'), form)
}
