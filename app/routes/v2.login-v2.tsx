import { getFormProps } from '@conform-to/react'
import { FormActions } from '~/components/form-actions'
import { useZodForm } from '~/forms/use-zod-form'
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLocation, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { PasswordField, TextField } from '~/components/field'
import { KeptHtml } from '~/components/kept-html'
import { FormMessage } from '~/components/message'
import { routeMeta } from '~/components/title'
import { loginSchema } from '~/forms/auth'
import { loginAction, loginLoader } from './v2.login-v2.server'
import { mapFailures } from '#bff/services/failure.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('login')

export const loader = (args: LoaderFunctionArgs) => mapFailures(loginLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(loginAction, args)
type LoginAnswer = NonNullable<ReturnType<typeof useActionData<typeof action>>>

export default function Login() {
  const result = useActionData<typeof action>()
  const { search } = useLocation()
  const redirectFrom = new URLSearchParams(search).get('redirectFrom') ?? ''
  const pending = useNavigation().state === 'submitting'
  // The form as it first shows is the same for everyone at the same address (the form posts to it):
  // rendered once per language. An answer to a post holds what this user typed: rendered each time.
  return (
    <KeptHtml as="section" className="narrow" inputs={[search, pending]} keep={result === undefined}>
      {() => <LoginForm redirectFrom={redirectFrom} result={result} pending={pending} />}
    </KeptHtml>
  )
}

function LoginForm({ redirectFrom, result, pending }: { redirectFrom: string; result: LoginAnswer | undefined; pending: boolean }) {
  const { t } = useTranslation()
  const [form, fields] = useZodForm(loginSchema, result?.submission, { constraint: true, id: 'login' })
  return (
    <>
      <h1>{t('login.title')}</h1>
      <FormMessage message={result?.message} tone="error" />
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="redirectFrom" value={redirectFrom} />
        <TextField field={fields.username} label={t('login.username')} autoComplete="username" />
        <PasswordField field={fields.password} label={t('login.password')} autoComplete="current-password" />
        <FormActions submit={t('login.submit')} busy={pending} disabled={pending} cancel={{ label: t('login.cancel'), to: '/v2' }} />
      </Form>
      <p className="links">
        <Link to="/v2/register-v2">{t('login.signUp')}</Link>
        <Link to="/v2/forgot-v2">{t('login.forgot')}</Link>
      </p>
    </>
  )
}
