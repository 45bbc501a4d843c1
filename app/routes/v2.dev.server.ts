import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { login } from '#bff/services/auth.server'
import { HOME_PATH } from '#bff/session/paths'
import { requireUser } from '#bff/session/guards.server'
import { readForm } from '#bff/http/read-form.server'

function developmentOnly(context: ActionFunctionArgs['context']) {
  if (context.config.production) throw new Response('Not Found', { status: 404 })
}

/** Development: an admin switches between E4SUSER and USER to see the site as a user does. */
export async function toggleRoleAction({ context, request }: ActionFunctionArgs) {
  await readForm(request)
  developmentOnly(context)
  const user = requireUser(context)
  if (user.role === 'E4SUSER') {
    context.session.set('user', { ...user, role: 'USER', toggledFrom: 'E4SUSER' })
  } else if (user.toggledFrom === 'E4SUSER') {
    context.session.set('user', { ...user, role: 'E4SUSER', toggledFrom: undefined })
  } else {
    throw new Response('Forbidden', { status: 403 })
  }
  throw redirect(HOME_PATH, { headers: { 'Set-Cookie': await context.sessions.commit(context.session) } })
}

/** Development: sign in as the embedded simulator's first demo account in one click. */
export async function fakeLoginAction({ context, request }: ActionFunctionArgs) {
  await readForm(request)
  developmentOnly(context)
  const credentials = context.config.devLogin
  if (!credentials) throw new Response('Not Found', { status: 404 })
  const outcome = await login(context, credentials)
  if (!outcome.ok) throw redirect('/v2/login-v2')
  const headers = new Headers({ 'Set-Cookie': outcome.setCookie })
  for (const cookie of outcome.legacyCookies) headers.append('Set-Cookie', cookie)
  throw redirect(HOME_PATH, { headers })
}
