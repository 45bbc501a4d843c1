import { parseWithZod } from '@conform-to/zod'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { readForm } from '#bff/http/read-form.server'
import { register } from '#bff/services/auth.server'
import { getAppConfig } from '#bff/services/config.server'
import { requireAnonymous } from '#bff/session/guards.server'
import { registerSchema } from '~/forms/auth'

async function passwordRule(context: LoaderFunctionArgs['context']) {
  return (await getAppConfig(context).catch(() => null))?.passwordRule
}

export async function registerLoader({ context }: LoaderFunctionArgs) {
  requireAnonymous(context)
  return { passwordRule: await passwordRule(context) }
}

export async function registerAction({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request)
  requireAnonymous(context)
  if (await context.overAuthBudget('register', formData.get('email'))) {
    const submission = parseWithZod(formData, { schema: registerSchema() })
    return data({ submission: submission.reply({ hideFields: ['password'] }), message: { key: 'errors.rateLimited' }, done: false }, 429)
  }
  const submission = parseWithZod(formData, { schema: registerSchema(await passwordRule(context)) })
  if (submission.status !== 'success') {
    return data({ submission: submission.reply({ hideFields: ['password'] }), message: null, done: false }, 400)
  }
  const outcome = await register(context, submission.value)
  if (!outcome.ok) {
    return data({ submission: submission.reply({ hideFields: ['password'] }), message: outcome.message, done: false }, 400)
  }
  return { submission: submission.reply({ resetForm: true }), message: outcome.message ?? null, done: true }
}
