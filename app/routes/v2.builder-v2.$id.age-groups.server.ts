import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { optionalId } from '#bff/http/params.server'
import { readForm } from '#bff/http/read-form.server'
import { ageGroupsPage, ageGroupsPost } from '#bff/pages/builder-age-groups.server'
import { requireUserScreen } from '#bff/session/guards.server'

/** `{id}` the competition the builder is on; not a number is 0, which has no age group page (to General). */
const compIdOf = (params: Record<string, string | undefined>) => {
  const id = optionalId(params.id) ?? 0
  return String(id) === params.id ? id : 0
}

export function ageGroupsLoader({ context, params }: LoaderFunctionArgs) {
  requireUserScreen(context, 'builderAgeGroups', params)
  return ageGroupsPage(context, compIdOf(params), optionalId(context.url.searchParams.get('ag')))
}

export async function ageGroupsAction({ context, params, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireUserScreen(context, 'builderAgeGroups', params)
  return ageGroupsPost(context, compIdOf(params), form)
}
