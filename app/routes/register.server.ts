import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { logout } from '#bff/services/auth.server'
import { HOME_PATH } from '#bff/session/paths'
import { toV2 } from './v1-redirect.server'

export async function registerV1Loader({ request, context }: LoaderFunctionArgs) {
  if (context.user) throw redirect(HOME_PATH, { headers: { 'Set-Cookie': await logout(context) } })
  return toV2(request, '/v2/register-v2')
}
