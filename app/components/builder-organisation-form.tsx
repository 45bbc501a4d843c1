import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { Form, Link, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { LOGO_TYPES } from '#bff/domain/organisation/logo'
import {
  organisationSchema,
  type OrganisationContext,
  type OrganisationFormInput,
  type OrganisationFormValue,
} from '~/forms/builder-organisation'
import { BuilderCheckbox, BuilderFile, BuilderText, BuilderTextarea } from './builder-fields'
import { FormActions } from './form-actions'

type Organisation = OrganisationContext & {
  compId: number
  orgId: number
  name: string
  logo: string | null
  defaultValue: OrganisationFormInput
}

/** Name, logo, payment connect user, check-in terms and priority. Works without JavaScript. */
export function BuilderOrganisationForm({ org, result }: { org: Organisation; result?: { submission: SubmissionResult<string[]> } }) {
  const { t } = useTranslation('builder')
  const busy = useNavigation().state === 'submitting'
  const schema = organisationSchema({ paymentConnect: org.paymentConnect, window: org.window })
  const [form, fields] = useForm<OrganisationFormInput & { logo?: string }, OrganisationFormValue>({
    lastResult: result?.submission,
    defaultValue: org.defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  const back = org.compId === 0 ? '/v2/builder-v2/0' : `/v2/builder-v2/${org.compId}`
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="narrow">
      <input type="hidden" name="orgId" value={String(org.orgId)} />
      <fieldset>
        <legend>{t('org.details')}</legend>
        <BuilderText field={fields.name} label={t('org.name')} required />
        {org.logo ? (
          <p className="org-logo">
            <img src={org.logo} alt={t('org.logoAlt', { name: org.name })} height={48} />
          </p>
        ) : null}
        <BuilderFile
          field={fields.logo}
          label={org.logo ? t('org.logoReplace') : t('org.logo')}
          help={t('org.logoHelp')}
          accept={LOGO_TYPES.join(',')}
        />
        <BuilderText
          field={fields.stripeUserId}
          label={t('org.stripeUserId')}
          help={t('org.stripeUserHelp')}
          required={org.paymentConnect}
          inputMode="numeric"
        />
      </fieldset>
      <fieldset>
        <legend>{t('org.checkIn')}</legend>
        <BuilderCheckbox field={fields.useTerms} label={t('org.useTerms')} />
        <BuilderTextarea field={fields.terms} label={t('org.terms')} />
      </fieldset>
      <fieldset>
        <legend>{t('org.priority')}</legend>
        <BuilderCheckbox field={fields.priorityRequired} label={t('org.priorityRequired')} />
        <BuilderText field={fields.priorityCode} label={t('org.priorityCode')} />
        <BuilderText field={fields.priorityDate} label={t('org.priorityDate')} help={t('general.dateHelp')} inputMode="numeric" />
        <BuilderText field={fields.priorityTime} label={t('org.priorityTime')} help={t('general.timeHelp')} inputMode="numeric" />
        <BuilderTextarea field={fields.priorityMessage} label={t('org.priorityMessage')} />
      </fieldset>
      <FormActions submit={t('org.save')} busy={busy} disabled={busy} cancel={{ label: t('org.back'), to: back }} />
    </Form>
  )
}

/** The organisations the user builds for, with their logos, below the General step: edit one or add one. */
export function BuilderOrganisations({ compId, orgs }: { compId: number; orgs: Array<{ id: number; name: string; logo: string | null }> }) {
  const { t } = useTranslation('builder')
  return (
    <section aria-labelledby="builder-orgs">
      <h3 id="builder-orgs">{t('org.list')}</h3>
      {orgs.length === 0 ? <p>{t('org.none')}</p> : null}
      <ul className="org-list">
        {orgs.map((o) => (
          <li key={o.id}>
            {o.logo ? <img src={o.logo} alt={t('org.logoAlt', { name: o.name })} height={32} /> : null}{' '}
            <Link to={`/v2/builder-v2/${compId}/organisation?org=${o.id}`}>{t('org.edit', { name: o.name })}</Link>
          </li>
        ))}
      </ul>
      <p className="links">
        <Link to={`/v2/builder-v2/${compId}/organisation`}>{t('org.create')}</Link>
      </p>
    </section>
  )
}
