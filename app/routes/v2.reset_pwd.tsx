import { getFormProps } from '@conform-to/react'
import { useZodForm } from '~/forms/use-zod-form'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { PasswordField } from '~/components/field'
import { FormMessage } from '~/components/message'
import { routeMeta } from '~/components/title'
import { resetSchema } from '~/forms/auth'
import { resetAction, resetLoader } from './v2.reset_pwd.server'
import { mapFailures } from '#bff/services/failure.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('reset')
export const loader = (args: LoaderFunctionArgs) => mapFailures(resetLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(resetAction, args)

export default function ResetPassword() {
  const { t } = useTranslation()
  const { key, login, passwordRule } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const pending = useNavigation().state === 'submitting'
  const schema = resetSchema(passwordRule)
  const [form, fields] = useZodForm(schema, result?.submission)
  if (!key || !login) {
    return (
      <section className="narrow">
        <h1>{t('reset.title')}</h1>
        <FormMessage message={{ key: 'reset.missingKey' }} tone="error" />
        <Link to="/v2/forgot-v2">{t('reset.requestNew')}</Link>
      </section>
    )
  }
  return (
    <section className="narrow">
      <h1>{t('reset.title')}</h1>
      <p>{t('reset.intro', { login })}</p>
      <FormMessage message={result?.message} tone="error" />
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="key" value={key} />
        <input type="hidden" name="login" value={login} />
        <PasswordField field={fields.password} label={t('reset.password')} autoComplete="new-password" help={passwordRule?.helpText} />
        <PasswordField field={fields.confirm} label={t('reset.confirm')} autoComplete="new-password" />
        <div className="actions">
          <button type="submit" disabled={pending} aria-busy={pending}>
            {t('reset.submit')}
          </button>
        </div>
      </Form>
      <p className="links">
        <Link to="/v2/forgot-v2">{t('reset.requestNew')}</Link>
      </p>
    </section>
  )
}
