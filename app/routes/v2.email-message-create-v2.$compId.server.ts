import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { routeId } from '#bff/http/params.server'
import { readForm } from '#bff/http/read-form.server'
import { ALL_USERS, messageCreatePage, messageCreatePost } from '#bff/pages/message-create.server'
import { requireUserScreen } from '#bff/session/guards.server'

/** A competition id, or 0 for every user. */
const audienceId = (params: Record<string, string | undefined>) => (params.compId === '0' ? ALL_USERS : routeId(params, 'compId'))

export function messageCreateLoader({ context, params }: LoaderFunctionArgs) {
  requireUserScreen(context, 'messageCreate', params)
  return messageCreatePage(context, audienceId(params))
}

export async function messageCreateAction({ context, params, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireUserScreen(context, 'messageCreate', params)
  return messageCreatePost(context, audienceId(params), form)
}
