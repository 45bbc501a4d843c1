import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { optionalId, routeId } from '#bff/http/params.server'
import { readForm } from '#bff/http/read-form.server'
import { messagesPage, messagesPost } from '#bff/pages/messages.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function messagesLoader({ params, request, context }: LoaderFunctionArgs) {
  requireUserScreen(context, 'messages', params)
  const compId = params.compId === undefined ? null : routeId(params, 'compId')
  const url = new URL(request.url)
  return messagesPage(context, url, compId, optionalId(url.searchParams.get('open')))
}

export async function messagesAction({ params, request, context }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireUserScreen(context, 'messages', params)
  if (params.compId !== undefined) routeId(params, 'compId')
  return messagesPost(context, new URL(request.url), form)
}
