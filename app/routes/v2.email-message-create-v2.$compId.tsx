import { getFormProps } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { BuilderSelect, BuilderText, BuilderTextarea } from '~/components/builder-fields'
import { FormActions } from '~/components/form-actions'
import { FormMessage } from '~/components/message'
import { routeMeta } from '~/components/title'
import { MESSAGE_PRIORITIES, messageSchema } from '~/forms/message'
import { useZodForm } from '~/forms/use-zod-form'
import { mapFailures } from '#bff/services/failure.server'
import { messageCreateAction, messageCreateLoader } from './v2.email-message-create-v2.$compId.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('messageCreate')
export const loader = (args: LoaderFunctionArgs) => mapFailures(messageCreateLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(messageCreateAction, args)

/** An organiser writes to their competition's entrants, an admin also to every user. */
export default function MessageCreate() {
  const { t } = useTranslation('common')
  const { compId, competitionName } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const pending = useNavigation().state === 'submitting'
  const [form, fields] = useZodForm(messageSchema, result?.submission, { constraint: true, defaultValue: { type: 'E', priority: '2' } })
  return (
    <section className="narrow">
      <h1>{t('messageCreate.title')}</h1>
      <p id="message-audience">
        {compId === 0 ? t('messageCreate.toAll') : t('messageCreate.toCompetition', { name: competitionName, compId })}
      </p>
      <FormMessage message={result?.message} tone={result?.sent ? 'success' : 'error'} />
      <Form method="post" {...getFormProps(form)} key={result?.sent ? 'sent' : 'draft'}>
        <BuilderSelect
          field={fields.type}
          label={t('messageCreate.type')}
          options={[
            { value: 'E', label: t('inbox.type.E') },
            { value: 'M', label: t('inbox.type.M') },
          ]}
          required
        />
        <BuilderText field={fields.to} label={t('messageCreate.to')} help={t('messageCreate.addressesHelp')} />
        <BuilderText field={fields.cc} label={t('messageCreate.cc')} />
        <BuilderText field={fields.bcc} label={t('messageCreate.bcc')} />
        <BuilderText field={fields.subject} label={t('messageCreate.subject')} required />
        <BuilderTextarea field={fields.body} label={t('messageCreate.body')} required />
        <BuilderSelect
          field={fields.priority}
          label={t('messageCreate.priority')}
          options={MESSAGE_PRIORITIES.map((p) => ({ value: p, label: t(`messageCreate.priorities.${p}`) }))}
        />
        <FormActions
          submit={t('messageCreate.send')}
          busy={pending}
          disabled={pending}
          cancel={{ label: t('messageCreate.cancel'), to: '/v2/messages-v2' }}
        />
      </Form>
    </section>
  )
}
