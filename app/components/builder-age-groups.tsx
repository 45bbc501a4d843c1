import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form, Link, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { AgeGroupRow } from '#bff/views/builder'
import { ageGroupSchema, type AgeGroupFormInput } from '~/forms/builder-age-group'
import { useZodForm } from '~/forms/use-zod-form'
import { BuilderText } from './builder-fields'
import { FormActions } from './form-actions'

const here = (compId: number) => `/v2/builder-v2/${compId}/age-groups`

/** Every age group the builder offers, with those of this competition and the defaults marked. */
export function BuilderAgeGroupList({ compId, rows }: { compId: number; rows: AgeGroupRow[] }) {
  const { t } = useTranslation('builder')
  const yesNo = (b: boolean) => (b ? t('ageGroups.yes') : t('ageGroups.no'))
  return (
    <table className="builder-age-groups">
      <caption>{t('ageGroups.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('ageGroups.name')}</th>
          <th scope="col">{t('ageGroups.shortName')}</th>
          <th scope="col">{t('ageGroups.ages')}</th>
          <th scope="col">{t('ageGroups.inCompetition')}</th>
          <th scope="col">{t('ageGroups.isDefault')}</th>
          <th scope="col">{t('ageGroups.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((g) => (
          <tr key={g.id}>
            <th scope="row">{g.name}</th>
            <td>{g.shortName}</td>
            <td>
              {g.minAge}–{g.maxAge}
            </td>
            <td>{yesNo(g.inCompetition)}</td>
            <td>{yesNo(g.isDefault)}</td>
            <td>{g.editable ? <Link to={`${here(compId)}?ag=${g.id}`}>{t('ageGroups.edit', { name: g.name })}</Link> : null}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Create or edit one age group; every §5 rule in the browser and again on the server. Works without JavaScript. */
export function BuilderAgeGroupForm({
  compId,
  defaultValue,
  result,
}: {
  compId: number
  defaultValue: AgeGroupFormInput
  result?: { submission: SubmissionResult<string[]> }
}) {
  const { t } = useTranslation('builder')
  const busy = useNavigation().state === 'submitting'
  const [form, fields] = useZodForm(ageGroupSchema(), result?.submission, { defaultValue })
  return (
    <Form method="post" {...getFormProps(form)} className="narrow">
      <input type="hidden" name="agId" value={defaultValue.agId} />
      <fieldset>
        <legend>{t('ageGroups.details')}</legend>
        <BuilderText field={fields.name} label={t('ageGroups.name')} required />
        <BuilderText field={fields.shortName} label={t('ageGroups.shortName')} help={t('ageGroups.shortNameHelp')} />
        <BuilderText field={fields.minAge} label={t('ageGroups.minAge')} required inputMode="numeric" />
        <BuilderText field={fields.maxAge} label={t('ageGroups.maxAge')} required inputMode="numeric" />
      </fieldset>
      <fieldset>
        <legend>{t('ageGroups.dates')}</legend>
        <p className="help">{t('ageGroups.datesHelp')}</p>
        <BuilderText field={fields.minAtDay} label={t('ageGroups.minAtDay')} inputMode="numeric" />
        <BuilderText field={fields.minAtMonth} label={t('ageGroups.minAtMonth')} inputMode="numeric" />
        <BuilderText field={fields.maxAtDay} label={t('ageGroups.maxAtDay')} inputMode="numeric" />
        <BuilderText field={fields.maxAtMonth} label={t('ageGroups.maxAtMonth')} inputMode="numeric" />
      </fieldset>
      <FormActions
        submit={t('ageGroups.save')}
        busy={busy}
        disabled={busy}
        cancel={{ label: t('ageGroups.back'), to: `/v2/builder-v2/${compId}/events` }}
      />
    </Form>
  )
}
