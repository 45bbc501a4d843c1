import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { Form, Link, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { RULE_LIMITS } from '#bff/domain/builder/rules'
import type { BuilderRulesView } from '#bff/views/builder'
import { ruleSchema, type RuleFormInput, type RuleFormValue } from '~/forms/builder-rules'
import { BuilderCheckboxGroup, BuilderSelect, BuilderText } from './builder-fields'
import { FormActions } from './form-actions'

/** Step 5: the rules per age group, each edited through one form (its own address, so it works without JavaScript). */
export function BuilderRules({
  compId,
  rules,
  result,
}: {
  compId: number
  rules: BuilderRulesView
  result?: { submission: SubmissionResult<string[]> }
}) {
  const { t } = useTranslation('builder')
  const busy = useNavigation().state === 'submitting'
  const existing = rules.rules.map((r) => ({ id: r.id, agid: r.agid }))
  const schema = ruleSchema(existing)
  const [form, fields] = useForm<RuleFormInput, RuleFormValue>({
    lastResult: result?.submission,
    defaultValue: rules.editing.defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  const groupName = (agid: number, name: string) => (agid === 0 ? t('rulesStep.everyGroup') : name)
  const here = `/v2/builder-v2/${compId}/rules`
  return (
    <>
      {rules.rules.length === 0 ? (
        <p>{t('rulesStep.empty')}</p>
      ) : (
        <table className="builder-rules">
          <caption>{t('rulesStep.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rulesStep.ageGroup')}</th>
              <th scope="col">{t('rulesStep.limitsColumn')}</th>
              <th scope="col">{t('rulesStep.unique')}</th>
              <th scope="col">{t('rulesStep.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rules.rules.map((r) => {
              const set = RULE_LIMITS.filter((name) => (r.limits[name] ?? 0) > 0)
              const label = groupName(r.agid, r.ageGroup)
              return (
                <tr key={r.id}>
                  <th scope="row">{label}</th>
                  <td>
                    {set.length
                      ? set.map((name) => `${t(`rulesStep.limit.${name}`)}: ${r.limits[name]}`).join('; ')
                      : t('rulesStep.noLimits')}
                  </td>
                  <td>{r.unique ? `${r.unique.text} (${r.unique.events.join(', ')})` : ''}</td>
                  <td>
                    <Link to={`${here}?rule=${r.id}`} aria-label={t('rulesStep.editOf', { group: label })}>
                      {t('rulesStep.edit')}
                    </Link>{' '}
                    <Form method="post" className="inline">
                      <input type="hidden" name="intent" value="deleteRule" />
                      <input type="hidden" name="ruleId" value={r.id} />
                      <button type="submit" disabled={busy} aria-label={t('rulesStep.deleteOf', { group: label })}>
                        {t('rulesStep.delete')}
                      </button>
                    </Form>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
      <h3>{rules.editing.ruleId ? t('rulesStep.editHeading') : t('rulesStep.add')}</h3>
      <Form method="post" {...getFormProps(form)} className="narrow" key={rules.editing.ruleId}>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="ruleId" value={rules.editing.ruleId} />
        <BuilderSelect
          field={fields.agid}
          label={t('rulesStep.ageGroup')}
          options={[
            { value: '0', label: t('rulesStep.everyGroup') },
            ...rules.ageGroups.map((g) => ({ value: String(g.id), label: g.name })),
          ]}
        />
        <fieldset>
          <legend>{t('rulesStep.limits')}</legend>
          <p className="help">{t('rulesStep.limitsHelp')}</p>
          {RULE_LIMITS.map((name) => (
            <BuilderText key={name} field={fields[name]} label={t(`rulesStep.limit.${name}`)} inputMode="numeric" />
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('rulesStep.unique')}</legend>
          <p className="help">{t('rulesStep.uniqueHelp')}</p>
          <BuilderText field={fields.uniqueText} label={t('rulesStep.uniqueText')} />
          <BuilderCheckboxGroup
            field={fields.uniqueEvents}
            legend={t('rulesStep.uniqueEvents')}
            options={rules.events.map((e) => ({ value: String(e.id), label: e.name }))}
          />
        </fieldset>
        <FormActions
          submit={t('rulesStep.save')}
          busy={busy}
          disabled={busy}
          cancel={rules.editing.ruleId ? { label: t('rulesStep.cancel'), to: here } : undefined}
        />
      </Form>
    </>
  )
}
