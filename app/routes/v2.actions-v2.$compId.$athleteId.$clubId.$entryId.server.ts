import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { routeId, routeIdOrZero } from '#bff/http/params.server'
import { readForm } from '#bff/http/read-form.server'
import { entryActionsPage, entryActionsPost } from '#bff/pages/entry-actions.server'
import { requireUserScreen } from '#bff/session/guards.server'

// An athlete without a club is club 0 in the legacy address.
const idsOf = (params: Record<string, string | undefined>) => ({
  compId: routeId(params, 'compId'),
  athleteId: routeId(params, 'athleteId'),
  clubId: routeIdOrZero(params, 'clubId'),
  entryId: routeId(params, 'entryId'),
})

export function entryActionsLoader({ context, params, request }: LoaderFunctionArgs) {
  requireUserScreen(context, 'actions', params)
  return entryActionsPage(context, idsOf(params), new URL(request.url))
}

export async function entryActionsAction({ context, params, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireUserScreen(context, 'actions', params)
  return entryActionsPost(context, idsOf(params), form)
}
