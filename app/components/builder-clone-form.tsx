import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { Form, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { cloneSchema, type CloneFormInput, type CloneFormValue } from '~/forms/builder-clone'
import { BuilderText } from './builder-fields'
import { FormActions } from './form-actions'

/** Clone the competition to a new date: the copy opens in the builder under its own id. */
export function BuilderCloneForm({ result }: { result?: { submission: SubmissionResult<string[]> } }) {
  const { t } = useTranslation('builder')
  const busy = useNavigation().state === 'submitting'
  const schema = cloneSchema()
  const [form, fields] = useForm<CloneFormInput, CloneFormValue>({
    id: 'clone',
    lastResult: result?.submission,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  return (
    <section aria-labelledby="clone-heading">
      <h2 id="clone-heading">{t('clone.heading')}</h2>
      <p className="help">{t('clone.help')}</p>
      <Form method="post" {...getFormProps(form)} className="narrow">
        <input type="hidden" name="intent" value="clone" />
        <BuilderText field={fields.cloneDate} label={t('clone.date')} help={t('general.dateHelp')} inputMode="numeric" required />
        <FormActions submit={t('clone.submit')} busy={busy} disabled={busy} />
      </Form>
    </section>
  )
}
