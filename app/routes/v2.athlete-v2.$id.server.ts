import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { NEW, routeIdOrNew } from '#bff/http/params.server'
import { readForm } from '#bff/http/read-form.server'
import { athletePage, athletePost } from '#bff/pages/athlete.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function athleteLoader({ params, request, context }: LoaderFunctionArgs) {
  requireUserScreen(context, params.id === NEW ? 'athleteCreate' : 'athlete', params)
  return athletePage(context, routeIdOrNew(params), new URL(request.url))
}

export async function athleteAction({ params, request, context }: ActionFunctionArgs) {
  const formData = await readForm(request)
  requireUserScreen(context, params.id === NEW ? 'athleteCreate' : 'athlete', params)
  return athletePost(context, routeIdOrNew(params), formData)
}
