import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { TextField } from '~/components/field'
import { FormMessage } from '~/components/message'
import { routeMeta } from '~/components/title'
import { forgotSchema } from '~/forms/auth'
import { forgotAction } from './v2.forgot-v2.server'
import { mapFailures } from '#bff/services/failure.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('forgot')
export const action = (args: ActionFunctionArgs) => mapFailures(forgotAction, args)

export default function Forgot() {
  const { t } = useTranslation()
  const result = useActionData<typeof action>()
  const pending = useNavigation().state === 'submitting'
  const [form, fields] = useForm({
    lastResult: result?.submission,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotSchema }),
  })
  return (
    <section className="narrow">
      <h1>{t('forgot.title')}</h1>
      {result?.done ? (
        <FormMessage message={result.message} tone="success" />
      ) : (
        <>
          <p>{t('forgot.intro')}</p>
          <FormMessage message={result?.message} tone="error" />
          <Form method="post" {...getFormProps(form)}>
            <TextField field={fields.email} label={t('forgot.email')} autoComplete="username" />
            <div className="actions">
              <button type="submit" disabled={pending} aria-busy={pending}>
                {t('forgot.submit')}
              </button>
              <Link to="/v2/login-v2" className="button secondary">
                {t('forgot.cancel')}
              </Link>
            </div>
          </Form>
        </>
      )}
    </section>
  )
}
