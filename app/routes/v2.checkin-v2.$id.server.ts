import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { routeId } from '#bff/http/params.server'
import { readForm } from '#bff/http/read-form.server'
import { checkInPage, checkInPost } from '#bff/pages/checkin.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function checkInLoader({ context, params, request }: LoaderFunctionArgs) {
  requireUserScreen(context, 'checkin', params)
  return checkInPage(context, routeId(params), new URL(request.url))
}

export async function checkInAction({ context, params, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireUserScreen(context, 'checkin', params)
  return checkInPost(context, routeId(params), form)
}
