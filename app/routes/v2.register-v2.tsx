import { getFormProps } from '@conform-to/react'
import { FormActions } from '~/components/form-actions'
import { useZodForm } from '~/forms/use-zod-form'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { PasswordField, TextField } from '~/components/field'
import { FormMessage } from '~/components/message'
import { routeMeta } from '~/components/title'
import { registerSchema } from '~/forms/auth'
import { registerAction, registerLoader } from './v2.register-v2.server'
import { mapFailures } from '#bff/services/failure.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('register')
export const loader = (args: LoaderFunctionArgs) => mapFailures(registerLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(registerAction, args)

export default function Register() {
  const { t } = useTranslation()
  const { passwordRule } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const pending = useNavigation().state === 'submitting'
  const schema = registerSchema(passwordRule)
  const [form, fields] = useZodForm(schema, result?.submission)
  if (result?.done) {
    return (
      <section className="narrow">
        <h1>{t('register.title')}</h1>
        <FormMessage message={result.message ?? { key: 'register.success' }} tone="success" />
        <p>
          <Link to="/v2/login-v2" className="button">
            {t('register.proceed')}
          </Link>
        </p>
      </section>
    )
  }
  return (
    <section className="narrow">
      <h1>{t('register.title')}</h1>
      <FormMessage message={result?.message} tone="error" />
      <Form method="post" {...getFormProps(form)}>
        <TextField field={fields.name} label={t('register.username')} autoComplete="username" />
        <TextField field={fields.email} label={t('register.email')} type="email" autoComplete="email" />
        <PasswordField
          field={fields.password}
          label={t('register.password')}
          autoComplete="new-password"
          help={[t('register.passwordHelp'), passwordRule?.helpText].filter(Boolean).join(' ')}
        />
        <FormActions submit={t('register.submit')} busy={pending} disabled={pending} cancel={{ label: t('register.cancel'), to: '/v2' }} />
      </Form>
      <p className="links">
        <Link to="/v2/login-v2">{t('register.haveAccount')}</Link>
        <Link to="/v2/forgot-v2">{t('register.lostPassword')}</Link>
      </p>
    </section>
  )
}
