import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { safeRedirect } from '#bff/domain/routing/safe-redirect'
import { readForm } from '#bff/http/read-form.server'
import { login } from '#bff/services/auth.server'
import { HOME_PATH } from '#bff/session/paths'
import { loginSchema } from '~/forms/auth'

export function loginLoader({ context, request }: LoaderFunctionArgs) {
  // Already logged in: straight on to where the login was meant to lead.
  if (context.user) {
    const target = new URL(request.url).searchParams.get('redirectFrom')
    throw redirect(safeRedirect(target, HOME_PATH))
  }
  return null
}

export async function loginAction({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema: loginSchema })
  if (await context.overAuthBudget('login', formData.get('username'))) {
    return data({ submission: submission.reply({ hideFields: ['password'] }), message: { key: 'errors.rateLimited' } }, 429)
  }
  if (submission.status !== 'success') {
    return data({ submission: submission.reply({ hideFields: ['password'] }), message: null }, 400)
  }
  const outcome = await login(context, submission.value)
  if (!outcome.ok) {
    return data({ submission: submission.reply({ hideFields: ['password'] }), message: outcome.message }, outcome.status)
  }
  const headers = new Headers({ 'Set-Cookie': outcome.setCookie })
  for (const cookie of outcome.legacyCookies) headers.append('Set-Cookie', cookie)
  throw redirect(safeRedirect(submission.value.redirectFrom, HOME_PATH), { headers })
}
