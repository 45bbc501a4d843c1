import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { readForm } from '#bff/http/read-form.server'
import { profilePage, profilePost } from '#bff/pages/profile.server'
import { requireUserScreen } from '#bff/session/guards.server'

export function profileLoader({ context }: LoaderFunctionArgs) {
  return profilePage(requireUserScreen(context, 'profile'))
}

export async function profileAction({ context, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  return profilePost(context, requireUserScreen(context, 'profile'), form)
}
