import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { routeId } from '#bff/http/params.server'
import { readForm } from '#bff/http/read-form.server'
import { autoEntriesPage, autoEntriesPost } from '#bff/pages/auto-entries.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function autoEntriesLoader({ context, params }: LoaderFunctionArgs) {
  requireUserScreen(context, 'autoEntries', params)
  return autoEntriesPage(context, routeId(params, 'compId'))
}

export async function autoEntriesAction({ context, params, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireUserScreen(context, 'autoEntries', params)
  return autoEntriesPost(context, routeId(params, 'compId'), form)
}
