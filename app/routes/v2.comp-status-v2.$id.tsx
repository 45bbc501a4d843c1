import { getFormProps } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { mapFailures } from '#bff/services/failure.server'
import { BuilderSelect, BuilderText, BuilderTextarea } from '~/components/builder-fields'
import { FormActions } from '~/components/form-actions'
import { FormMessage } from '~/components/message'
import { routeMeta } from '~/components/title'
import { statusSchema } from '~/forms/competition-status'
import { useZodForm } from '~/forms/use-zod-form'
import { statusAction, statusLoader } from './v2.comp-status-v2.$id.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('compStatus')
export const loader = (args: LoaderFunctionArgs) => mapFailures(statusLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(statusAction, args)

/** The admin's status editor: Paid, Move to, bank reference and notes (3-organiser-admin §2). */
export default function CompetitionStatusEditor() {
  const { t } = useTranslation()
  const page = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const moves = { choiceIds: page.choices.map((c) => c.id), paidIds: page.paidIds }
  const [form, fields] = useZodForm(statusSchema(moves), result?.submission, { defaultValue: page.defaultValue })
  const paidNames = page.choices.filter((c) => page.paidIds.includes(c.id)).map((c) => c.description)
  return (
    <section className="narrow">
      <h1>{t('compstatus.title', { id: page.compId, name: page.competitionName })}</h1>
      <p>{t('compstatus.current', { description: page.current })}</p>
      <FormMessage message={result?.message} tone="error" />
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="returnTo" value={page.returnTo} />
        <BuilderText field={fields.paid} label={t('compstatus.paid')} required />
        <BuilderSelect
          field={fields.moveto}
          label={t('compstatus.moveTo')}
          required
          placeholder={t('compstatus.choose')}
          options={page.choices.map((c) => ({
            value: String(c.id),
            label: c.current ? t('compstatus.stay', { description: c.description }) : c.description,
          }))}
        />
        <BuilderText
          field={fields.reference}
          label={t('compstatus.reference')}
          help={paidNames.length > 0 ? t('compstatus.referenceHelp', { status: paidNames.join(', ') }) : undefined}
        />
        <BuilderTextarea field={fields.notes} label={t('compstatus.notes')} />
        <FormActions
          submit={t('compstatus.save')}
          busy={busy}
          disabled={busy}
          cancel={{ label: t('compstatus.close'), to: page.returnTo }}
        />
      </Form>
    </section>
  )
}
