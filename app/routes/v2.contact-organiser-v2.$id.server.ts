import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { readForm } from '#bff/http/read-form.server'
import { routeId } from '#bff/http/params.server'
import { contactPage, contactPost } from '#bff/pages/contact-organiser.server'
import { requireScreenNamed } from '#bff/session/guards.server'

export function contactLoader({ context, params }: LoaderFunctionArgs) {
  requireScreenNamed(context, 'contactOrganiser', params)
  return contactPage(context, routeId(params))
}

export async function contactAction({ context, params, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireScreenNamed(context, 'contactOrganiser', params)
  return contactPost(context, routeId(params), form)
}
