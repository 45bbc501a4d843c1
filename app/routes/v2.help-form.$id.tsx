import { getFormProps } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { HELP_TYPES } from '#bff/domain/help/help-item'
import { mapFailures } from '#bff/services/failure.server'
import { BuilderCheckbox, BuilderSelect, BuilderText, BuilderTextarea } from '~/components/builder-fields'
import { FormActions } from '~/components/form-actions'
import { helpHref } from '~/components/help-panel'
import { FormMessage } from '~/components/message'
import { routeMeta } from '~/components/title'
import { helpItemSchema } from '~/forms/help-item'
import { useZodForm } from '~/forms/use-zod-form'
import { helpFormAction, helpFormLoader } from './v2.help-form.$id.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('helpForm')
export const loader = (args: LoaderFunctionArgs) => mapFailures(helpFormLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(helpFormAction, args)

const LIST = '/v2/help-form-list'

/** Creates (id 0) or edits one help item: key, title, type, and the HTML or the web address. */
export default function HelpForm() {
  const { t } = useTranslation()
  const page = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const [form, fields] = useZodForm(helpItemSchema, result?.submission, { defaultValue: page.defaultValue, constraint: true })
  const savedKey = page.defaultValue.key
  return (
    <section className="narrow">
      <h1>{page.id === 0 ? t('helpAdmin.newTitle') : t('helpAdmin.editTitle', { key: savedKey })}</h1>
      <FormMessage message={result?.message} tone="error" />
      <Form method="post" {...getFormProps(form)}>
        <BuilderText field={fields.key} label={t('helpAdmin.key')} required />
        <BuilderText field={fields.title} label={t('helpAdmin.itemTitle')} />
        <BuilderSelect
          field={fields.type}
          label={t('helpAdmin.type')}
          required
          options={HELP_TYPES.map((type) => ({ value: type, label: t(`helpAdmin.types.${type}`) }))}
        />
        <BuilderTextarea field={fields.data} label={t('helpAdmin.data')} help={t('helpAdmin.dataHelp')} />
        <BuilderCheckbox field={fields.preload} label={t('helpAdmin.preload')} />
        <FormActions submit={t('helpAdmin.save')} busy={busy} disabled={busy} cancel={{ label: t('helpAdmin.backToList'), to: LIST }} />
      </Form>
      {page.id !== 0 && savedKey ? (
        <p>
          <Link to={helpHref(savedKey, `/v2/help-form/${page.id}`)}>{t('helpAdmin.view')}</Link>
        </p>
      ) : null}
    </section>
  )
}
