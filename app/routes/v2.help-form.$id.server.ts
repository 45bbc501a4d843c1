import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { routeIdOrZero } from '#bff/http/params.server'
import { readForm } from '#bff/http/read-form.server'
import { helpFormPage, helpFormPost } from '#bff/pages/help-admin.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function helpFormLoader({ context, params }: LoaderFunctionArgs) {
  requireUserScreen(context, 'helpForm', params)
  return helpFormPage(context, routeIdOrZero(params))
}

export async function helpFormAction({ context, params, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireUserScreen(context, 'helpForm', params)
  return helpFormPost(context, routeIdOrZero(params), form)
}
