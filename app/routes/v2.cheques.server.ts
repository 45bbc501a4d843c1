import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { readForm } from '#bff/http/read-form.server'
import { chequeReceivedPost, chequesPage } from '#bff/pages/cheques.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function chequesLoader({ context }: LoaderFunctionArgs) {
  requireUserScreen(context, 'cheques')
  return chequesPage(context)
}

export async function chequesAction({ context, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireUserScreen(context, 'cheques')
  return chequeReceivedPost(context, form)
}
