import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { readForm } from '#bff/http/read-form.server'
import { routeId } from '#bff/http/params.server'
import { conditionsPage, conditionsPost } from '#bff/pages/entry-conditions.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function conditionsLoader({ context, params }: LoaderFunctionArgs) {
  requireUserScreen(context, 'entryConditions', params)
  return conditionsPage(context, routeId(params))
}

export async function conditionsAction({ context, params, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireUserScreen(context, 'entryConditions', params)
  return conditionsPost(context, routeId(params), form)
}
