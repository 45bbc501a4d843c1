import type { LoaderFunctionArgs } from '@remix-run/node'
import { optionalId, routeId } from '#bff/http/params.server'
import { messagesPage } from '#bff/pages/messages.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function messagesLoader({ params, request, context }: LoaderFunctionArgs) {
  requireUserScreen(context, 'messages', params)
  const compId = params.compId === undefined ? null : routeId(params, 'compId')
  const url = new URL(request.url)
  return messagesPage(context, url, compId, optionalId(url.searchParams.get('open')))
}
