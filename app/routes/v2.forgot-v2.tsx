import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { TextField } from '~/components/field'
import { FormActions } from '~/components/form-actions'
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
            <FormActions
              submit={t('forgot.submit')}
              busy={pending}
              disabled={pending}
              cancel={{ label: t('forgot.cancel'), to: '/v2/login-v2' }}
            />
          </Form>
        </>
      )}
    </section>
  )
}
