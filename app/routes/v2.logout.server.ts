import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { endWordpressSignIn, logout } from '#bff/services/auth.server'
import { HOME_PATH } from '#bff/session/paths'
import { setToast } from '#bff/session/toast.server'

export function logoutLoader({ context }: LoaderFunctionArgs) {
  if (!context.user) throw redirect(HOME_PATH)
  return null
}

export async function logoutAction({ context }: ActionFunctionArgs) {
  const headers = new Headers()
  const wordpress = endWordpressSignIn(context)
  headers.append('Set-Cookie', await logout(context))
  for (const cookie of wordpress) headers.append('Set-Cookie', cookie)
  headers.append('Set-Cookie', await setToast({ level: 'info', key: 'login.loggedOut' }))
  throw redirect(HOME_PATH, { headers })
}
