import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { routeId } from '#bff/http/params.server'
import { readForm } from '#bff/http/read-form.server'
import { resultsEntryPage, resultsEntryPost } from '#bff/pages/results-entry.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function resultsEntryLoader({ context, params, request }: LoaderFunctionArgs) {
  requireUserScreen(context, 'resultsEntry', params)
  return resultsEntryPage(context, routeId(params, 'compId'), routeId(params, 'eventGroupId'), new URL(request.url))
}

export async function resultsEntryAction({ context, params, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireUserScreen(context, 'resultsEntry', params)
  return resultsEntryPost(context, routeId(params, 'compId'), routeId(params, 'eventGroupId'), form)
}
