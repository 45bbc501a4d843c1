import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { routeId } from '#bff/http/params.server'
import { readForm } from '#bff/http/read-form.server'
import { checkInCodePage, checkInCodePost } from '#bff/pages/checkin-code.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function checkInCodeLoader({ context, params }: LoaderFunctionArgs) {
  requireUserScreen(context, 'checkinCode', params)
  return checkInCodePage(context, routeId(params))
}

export async function checkInCodeAction({ context, params, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireUserScreen(context, 'checkinCode', params)
  return checkInCodePost(context, routeId(params), form)
}
