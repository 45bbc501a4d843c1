import { redirect, type AppLoadContext } from '@remix-run/node'
import { stopImpersonation } from '#bff/services/impersonation.server'
import { HOME_PATH } from '#bff/session/paths'
import { setToast } from '#bff/session/toast.server'

/*
 * The banner's Stop (3-organiser-admin §4: user id 0, then the config reloads): back to the page
 * of the user the admin impersonated. On an error the impersonation stands and home says why.
 */
export async function impersonateStopPost(context: AppLoadContext) {
  const impersonated = context.user?.userId
  const stopped = await stopImpersonation(context)
  if (!stopped.ok) {
    throw redirect(HOME_PATH, { headers: { 'Set-Cookie': await setToast({ level: 'error', key: 'impersonation.stopFailed' }) } })
  }
  const headers = new Headers({ 'Set-Cookie': stopped.setCookie })
  headers.append('Set-Cookie', await setToast({ level: 'info', key: 'impersonation.stopped' }))
  throw redirect(impersonated ? `/v2/user-v2/${impersonated}` : HOME_PATH, { headers })
}
