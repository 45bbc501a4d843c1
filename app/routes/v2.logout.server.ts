import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { endWordpressSignIn, logout } from '#bff/services/auth.server'
import { HOME_PATH } from '#bff/session/paths'
import { setToast } from '#bff/session/toast.server'
import { readForm } from '#bff/http/read-form.server'

export function logoutLoader({ context }: LoaderFunctionArgs) {
  if (!context.user) throw redirect(HOME_PATH)
  return null
}

export async function logoutAction({ context, request }: ActionFunctionArgs) {
  // Nothing is read from it, but a body that is not a form is refused like on every other action.
  await readForm(request)
  const headers = new Headers()
  const wordpress = endWordpressSignIn(context)
  headers.append('Set-Cookie', await logout(context))
  for (const cookie of wordpress) headers.append('Set-Cookie', cookie)
  headers.append('Set-Cookie', await setToast({ level: 'info', key: 'login.loggedOut' }))
  throw redirect(HOME_PATH, { headers })
}
