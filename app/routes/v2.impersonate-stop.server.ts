import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { readForm } from '#bff/http/read-form.server'
import { impersonateStopPost } from '#bff/pages/impersonate-stop.server'
import { requireUserScreen } from '#bff/session/guards.server'
import { HOME_PATH } from '#bff/session/paths'

/** No page: an address typed in goes home (a visitor to login first, as for every login-only screen). */
export function impersonateStopLoader({ context }: LoaderFunctionArgs) {
  requireUserScreen(context, 'impersonateStop')
  return redirect(HOME_PATH)
}

export async function impersonateStopAction({ context, request }: ActionFunctionArgs) {
  await readForm(request)
  requireUserScreen(context, 'impersonateStop')
  return impersonateStopPost(context)
}
