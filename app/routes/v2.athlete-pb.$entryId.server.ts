import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { readForm } from '#bff/http/read-form.server'
import { routeId } from '#bff/http/params.server'
import { athletePbPage, athletePbPost } from '#bff/pages/athlete-pb.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function athletePbLoader({ context, params }: LoaderFunctionArgs) {
  requireUserScreen(context, 'athletePb', params)
  return athletePbPage(context, routeId(params, 'entryId'))
}

export async function athletePbAction({ context, params, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireUserScreen(context, 'athletePb', params)
  return athletePbPost(context, routeId(params, 'entryId'), form)
}
