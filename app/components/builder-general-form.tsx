import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { Form, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { BuilderChoice, BuilderOrgChoice } from '#bff/views/builder'
import { generalSchema, type GeneralFormInput, type GeneralFormValue } from '~/forms/builder-general'
import { BuilderCheckbox, BuilderSelect, BuilderText, BuilderTextarea } from './builder-fields'
import { FormActions } from './form-actions'

type General = {
  defaultValue: GeneralFormInput
  orgs: BuilderOrgChoice[]
  locations: BuilderChoice[]
  paymentConnect: boolean
}

const choices = (items: BuilderChoice[]) => items.map((i) => ({ value: String(i.id), label: i.name }))

/** Step 1: name, organisation, location, dates, contact. Works without JavaScript; with it, checks as the user goes. */
export function BuilderGeneralForm({ general, result }: { general: General; result?: { submission: SubmissionResult<string[]> } }) {
  const { t } = useTranslation('builder')
  const busy = useNavigation().state === 'submitting'
  const schema = generalSchema({ paymentConnect: general.paymentConnect, orgs: general.orgs })
  const [form, fields] = useForm<GeneralFormInput, GeneralFormValue>({
    lastResult: result?.submission,
    defaultValue: general.defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  return (
    <Form method="post" {...getFormProps(form)} className="narrow">
      <fieldset>
        <legend>{t('general.details')}</legend>
        <BuilderText field={fields.name} helpKey="builder.general.name" label={t('general.name')} required />
        <BuilderSelect
          field={fields.orgId}
          helpKey="builder.general.org"
          label={t('general.org')}
          required
          placeholder={t('general.choose')}
          options={choices(general.orgs)}
        />
        <BuilderSelect
          field={fields.locationId}
          helpKey="builder.general.location"
          label={t('general.location')}
          required
          placeholder={t('general.choose')}
          options={choices(general.locations)}
        />
        <BuilderSelect
          field={fields.indoorOutdoor}
          helpKey="builder.general.indoorOutdoor"
          label={t('general.indoorOutdoor')}
          options={[
            { value: 'O', label: t('general.outdoor') },
            { value: 'I', label: t('general.indoor') },
          ]}
        />
        <BuilderCheckbox field={fields.active} helpKey="builder.general.active" label={t('general.active')} />
      </fieldset>
      <fieldset>
        <legend>{t('general.dates')}</legend>
        {(
          [
            ['date', 'dateHelp'],
            ['openDate', 'dateHelp'],
            ['openTime', 'timeHelp'],
            ['closeDate', 'dateHelp'],
            ['closeTime', 'timeHelp'],
          ] as const
        ).map(([name, help]) => (
          <BuilderText
            key={name}
            field={fields[name]}
            helpKey={`builder.general.${name}`}
            label={t(`general.${name}`)}
            help={t(`general.${help}`)}
            required
            inputMode="numeric"
          />
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('general.contact')}</legend>
        <BuilderText field={fields.contactName} helpKey="builder.general.contactName" label={t('general.contactName')} required />
        <BuilderText
          field={fields.contactEmail}
          helpKey="builder.general.contactEmail"
          label={t('general.contactEmail')}
          type="email"
          required
        />
        <BuilderText field={fields.contactTel} helpKey="builder.general.contactTel" label={t('general.contactTel')} type="tel" />
        <BuilderCheckbox field={fields.contactVisible} helpKey="builder.general.contactVisible" label={t('general.contactVisible')} />
      </fieldset>
      <fieldset>
        <legend>{t('options.athletes')}</legend>
        <BuilderCheckbox
          field={fields.allowExpiredRegistration}
          helpKey="builder.general.allowExpiredRegistration"
          label={t('general.allowExpiredRegistration')}
        />
        <BuilderTextarea field={fields.information} helpKey="builder.general.information" label={t('general.information')} />
      </fieldset>
      <FormActions submit={t('save')} busy={busy} disabled={busy} />
    </Form>
  )
}
