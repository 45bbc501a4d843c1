import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { readForm } from '#bff/http/read-form.server'
import { routeId } from '#bff/http/params.server'
import { entryPage, entryPost } from '#bff/pages/entry.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function entryLoader({ context, params, request }: LoaderFunctionArgs) {
  requireUserScreen(context, 'entry', params)
  return entryPage(context, routeId(params), request)
}

export async function entryAction({ context, params, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireUserScreen(context, 'entry', params)
  return entryPost(context, routeId(params), form)
}
