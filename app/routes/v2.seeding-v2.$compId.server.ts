import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { routeId } from '#bff/http/params.server'
import { readForm } from '#bff/http/read-form.server'
import { seedingPage, seedingPost } from '#bff/pages/seeding.server'
import { requireScreenNamed, requireUserScreen } from '#bff/session/guards.server'

export function seedingLoader({ context, params }: LoaderFunctionArgs) {
  requireScreenNamed(context, 'seeding', params)
  return seedingPage(context, routeId(params, 'compId'))
}

export async function seedingAction({ context, params, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  // The page is public; seeding is not: a visitor goes to login, the page service checks the permission.
  requireUserScreen(context, 'seeding', params)
  return seedingPost(context, routeId(params, 'compId'), form)
}
