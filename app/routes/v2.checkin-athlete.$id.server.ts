import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { routeId } from '#bff/http/params.server'
import { readForm } from '#bff/http/read-form.server'
import { myCheckInPage, myCheckInPost } from '#bff/pages/checkin-athlete.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function myCheckInLoader({ context, params }: LoaderFunctionArgs) {
  requireUserScreen(context, 'checkinAthlete', params)
  return myCheckInPage(context, routeId(params))
}

export async function myCheckInAction({ context, params, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireUserScreen(context, 'checkinAthlete', params)
  return myCheckInPost(context, routeId(params), form)
}
