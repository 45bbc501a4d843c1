import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { routeId } from '#bff/http/params.server'
import { readForm } from '#bff/http/read-form.server'
import { userPage, userPost } from '#bff/pages/user.server'
import { requireUserScreen } from '#bff/session/guards.server'

/** Without an id, the users are found from the search. */
export function userLoader({ context, params }: LoaderFunctionArgs) {
  requireUserScreen(context, 'user', params)
  if (params.id === undefined) throw redirect('/v2/user-search-v2')
  return userPage(context, routeId(params))
}

export async function userAction({ context, params, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireUserScreen(context, 'user', params)
  return userPost(context, routeId(params), form)
}
