import { getFormProps } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { BuilderSelect, BuilderText, BuilderTextarea } from '~/components/builder-fields'
import { FormActions } from '~/components/form-actions'
import { FormMessage } from '~/components/message'
import { routeMeta } from '~/components/title'
import { contactSchema } from '~/forms/contact-organiser'
import { useZodForm } from '~/forms/use-zod-form'
import { CONTACT_BODY_MAX, CONTACT_CATEGORIES } from '#bff/domain/contact/contact-organiser'
import { mapFailures } from '#bff/services/failure.server'
import { contactAction, contactLoader } from './v2.contact-organiser-v2.$id.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('contactOrganiser')
export const loader = (args: LoaderFunctionArgs) => mapFailures(contactLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(contactAction, args)

/** Ask the organiser: category, message and (for a visitor) an email; Cancel goes back to the competition. */
export default function ContactOrganiser() {
  const { t } = useTranslation()
  const { id, name, loggedIn } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const [form, fields] = useZodForm(contactSchema(loggedIn), result?.submission)
  const back = `/v2/show-entry-v2/${id}`
  return (
    <section className="narrow">
      <h1>{t('contact.title', { name })}</h1>
      {result?.sent ? (
        <>
          <FormMessage message={result.message} tone="success" />
          <p>
            <Link to={back}>{t('contact.back')}</Link>
          </p>
        </>
      ) : (
        <>
          <FormMessage message={result?.message} tone="error" />
          <Form method="post" {...getFormProps(form)}>
            <BuilderSelect
              field={fields.category}
              label={t('contact.category')}
              required
              placeholder={t('contact.choose')}
              options={CONTACT_CATEGORIES.map((c) => ({ value: c, label: t(`contact.categories.${c}`) }))}
            />
            <BuilderTextarea field={fields.body} label={t('contact.body')} help={t('contact.bodyHelp', { max: CONTACT_BODY_MAX })} />
            {loggedIn ? null : <BuilderText field={fields.email} label={t('contact.email')} type="email" inputMode="email" required />}
            <FormActions submit={t('contact.send')} busy={busy} disabled={busy} cancel={{ label: t('contact.cancel'), to: back }} />
          </Form>
        </>
      )}
    </section>
  )
}
