import { parseWithZod } from '@conform-to/zod'
import { data, type ActionFunctionArgs } from '@remix-run/node'
import { readForm } from '#bff/http/read-form.server'
import { requestPasswordReset } from '#bff/services/auth.server'
import { forgotSchema } from '~/forms/auth'

export async function forgotAction({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema: forgotSchema })
  if (await context.overAuthBudget('forgot', formData.get('email')))
    return data({ submission: submission.reply(), message: { key: 'errors.rateLimited' }, done: false }, 429)
  if (submission.status !== 'success') return data({ submission: submission.reply(), message: null, done: false }, 400)
  const outcome = await requestPasswordReset(context, submission.value)
  return data({ submission: submission.reply(), message: outcome.message ?? null, done: outcome.ok }, outcome.ok ? 200 : 502)
}
