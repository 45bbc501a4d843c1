import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { readForm } from '#bff/http/read-form.server'
import { resetPassword } from '#bff/services/auth.server'
import { getAppConfig } from '#bff/services/config.server'
import { LOGIN_PATH } from '#bff/session/paths'
import { setToast } from '#bff/session/toast.server'
import { resetSchema } from '~/forms/auth'

async function passwordRule(context: LoaderFunctionArgs['context']) {
  return (await getAppConfig(context).catch(() => null))?.passwordRule
}

export async function resetLoader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  return { key: params.get('key') ?? '', login: params.get('login') ?? '', passwordRule: await passwordRule(context) }
}

export async function resetAction({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request)
  const hideFields = ['password', 'confirm']
  if (await context.overAuthBudget('reset', formData.get('login'))) {
    return data(
      { submission: parseWithZod(formData, { schema: resetSchema() }).reply({ hideFields }), message: { key: 'errors.rateLimited' } },
      429,
    )
  }
  const submission = parseWithZod(formData, { schema: resetSchema(await passwordRule(context)) })
  if (submission.status !== 'success') return data({ submission: submission.reply({ hideFields }), message: null }, 400)
  const outcome = await resetPassword(context, submission.value)
  if (!outcome.ok) return data({ submission: submission.reply({ hideFields }), message: outcome.message }, 400)
  throw redirect(LOGIN_PATH, { headers: { 'Set-Cookie': await setToast({ level: 'info', key: 'reset.done' }) } })
}
