import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { readForm } from '#bff/http/read-form.server'
import { impersonateStopPost } from '#bff/pages/impersonate-stop.server'
import { requireUserScreen } from '#bff/session/guards.server'
import { HOME_PATH } from '#bff/session/paths'

/** No page: an address typed in goes home. */
export function impersonateStopLoader() {
  return redirect(HOME_PATH)
}

export async function impersonateStopAction({ context, request }: ActionFunctionArgs) {
  await readForm(request)
  requireUserScreen(context, 'impersonateStop')
  return impersonateStopPost(context)
}
