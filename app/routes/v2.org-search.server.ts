import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { readForm } from '#bff/http/read-form.server'
import { orgApprovePost, orgSearchPage } from '#bff/pages/org-search.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function orgSearchLoader({ context, request }: LoaderFunctionArgs) {
  requireUserScreen(context, 'orgSearch')
  return orgSearchPage(context, new URL(request.url))
}

export async function orgSearchAction({ context, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireUserScreen(context, 'orgSearch')
  return orgApprovePost(context, form)
}
