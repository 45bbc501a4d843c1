import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { Form, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { BIB_SORT_KEYS, ENTRY_PANELS, HEAT_ORDERS, SECTIONS, TIMETABLES } from '#bff/domain/builder/options'
import { optionsSchema, type OptionsContext, type OptionsFormInput, type OptionsFormValue } from '~/forms/builder-options'
import { BuilderCheckbox, BuilderCheckboxGroup, BuilderSelect, BuilderText, BuilderTextarea } from './builder-fields'
import { FormActions } from './form-actions'

type Options = { defaultValue: OptionsFormInput; window: OptionsContext; targets: Array<{ id: number; name: string }> }

/** Step 2: every option an organiser sets (3-organiser-admin §3), grouped as the organiser thinks of them. */
export function BuilderOptionsForm({ options, result }: { options: Options; result?: { submission: SubmissionResult<string[]> } }) {
  const { t } = useTranslation('builder')
  const busy = useNavigation().state === 'submitting'
  const schema = optionsSchema({ ...options.window, autoEntryTargets: options.targets.map((c) => c.id) })
  const [form, fields] = useForm<OptionsFormInput, OptionsFormValue>({
    lastResult: result?.submission,
    defaultValue: options.defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  const list = (prefix: string, values: readonly string[]) => values.map((v) => ({ value: v, label: t(`${prefix}.${v}`) }))
  const sorts = list('options.sort', BIB_SORT_KEYS)
  return (
    <Form method="post" {...getFormProps(form)} className="narrow">
      <fieldset>
        <legend>{t('options.priority')}</legend>
        <BuilderCheckbox field={fields.priorityRequired} label={t('options.priorityRequired')} />
        <BuilderText field={fields.priorityCode} label={t('options.priorityCode')} />
        <BuilderText field={fields.priorityDate} label={t('options.priorityDate')} help={t('general.dateHelp')} inputMode="numeric" />
        <BuilderText field={fields.priorityTime} label={t('options.priorityTime')} help={t('general.timeHelp')} inputMode="numeric" />
        <BuilderTextarea field={fields.priorityMessage} label={t('options.priorityMessage')} />
      </fieldset>
      <fieldset>
        <legend>{t('options.checkIn')}</legend>
        <BuilderCheckbox field={fields.checkInEnabled} label={t('options.checkInEnabled')} />
        <BuilderText field={fields.checkInFrom} label={t('options.checkInFrom')} inputMode="numeric" />
        <BuilderText field={fields.checkInTo} label={t('options.checkInTo')} inputMode="numeric" />
        <BuilderCheckbox field={fields.checkInQrCode} label={t('options.checkInQrCode')} />
        <BuilderCheckbox field={fields.checkInUseTerms} label={t('options.checkInUseTerms')} />
        <BuilderTextarea field={fields.checkInTerms} label={t('options.checkInTerms')} />
      </fieldset>
      <fieldset>
        <legend>{t('options.bibs')}</legend>
        <BuilderText field={fields.bibNos} label={t('options.bibNos')} inputMode="numeric" />
        <BuilderSelect field={fields.bibSort1} label={t('options.bibSort1')} options={sorts} />
        <BuilderSelect field={fields.bibSort2} label={t('options.bibSort2')} options={sorts} />
        <BuilderSelect field={fields.bibSort3} label={t('options.bibSort3')} options={sorts} />
        <BuilderSelect field={fields.heatOrder} label={t('options.heatOrder')} options={list('options.heat', HEAT_ORDERS)} />
        <BuilderText field={fields.laneCount} label={t('options.laneCount')} inputMode="numeric" />
      </fieldset>
      <fieldset>
        <legend>{t('options.limits')}</legend>
        <p className="help">{t('options.limitsHelp')}</p>
        <BuilderText field={fields.limitAthletes} label={t('options.limitAthletes')} inputMode="numeric" />
        <BuilderText field={fields.limitEntries} label={t('options.limitEntries')} inputMode="numeric" />
        <BuilderText field={fields.limitTeams} label={t('options.limitTeams')} inputMode="numeric" />
      </fieldset>
      <fieldset>
        <legend>{t('options.subscription')}</legend>
        <BuilderCheckbox field={fields.subscriptionEnabled} label={t('options.subscriptionEnabled')} />
        <BuilderText
          field={fields.subscriptionCloses}
          label={t('options.subscriptionCloses')}
          help={t('general.dateHelp')}
          inputMode="numeric"
        />
        <BuilderText
          field={fields.subscriptionClosesTime}
          label={t('options.subscriptionClosesTime')}
          help={t('general.timeHelp')}
          inputMode="numeric"
        />
        <BuilderTextarea field={fields.subscriptionMessage} label={t('options.subscriptionMessage')} />
      </fieldset>
      <fieldset>
        <legend>{t('options.cancellation')}</legend>
        <BuilderText field={fields.cancelHours} label={t('options.cancelHours')} inputMode="numeric" />
        <BuilderCheckbox field={fields.cancelRefund} label={t('options.cancelRefund')} />
        <BuilderCheckbox field={fields.cancelCredit} label={t('options.cancelCredit')} />
      </fieldset>
      <fieldset>
        <legend>{t('options.entryPage')}</legend>
        <BuilderText field={fields.enterButtonText} label={t('options.enterButtonText')} />
        <BuilderSelect
          field={fields.entryDefaultPanel}
          label={t('options.entryDefaultPanel')}
          options={list('options.panel', ENTRY_PANELS)}
        />
        <BuilderCheckboxGroup
          field={fields.sectionsToHide}
          legend={t('options.sectionsToHide')}
          options={list('options.section', SECTIONS)}
        />
      </fieldset>
      <fieldset>
        <legend>{t('options.athletes')}</legend>
        <BuilderCheckbox field={fields.allowUnregistered} label={t('options.allowUnregistered')} />
        <BuilderCheckbox field={fields.allowRegistered} label={t('options.allowRegistered')} />
        <BuilderCheckbox field={fields.allowInternational} label={t('options.allowInternational')} />
        <BuilderCheckbox field={fields.pbMandatory} label={t('options.pbMandatory')} />
      </fieldset>
      <fieldset>
        <legend>{t('options.payment')}</legend>
        <BuilderCheckbox field={fields.chequesAllow} label={t('options.chequesAllow')} />
      </fieldset>
      <fieldset>
        <legend>{t('options.status')}</legend>
        <BuilderSelect field={fields.timetable} label={t('options.timetable')} options={list('options.timetables', TIMETABLES)} />
        <BuilderCheckbox field={fields.disabled} label={t('options.disabled')} />
        <BuilderText field={fields.disabledReason} label={t('options.disabledReason')} />
        <BuilderText field={fields.homeInfo} label={t('options.homeInfo')} />
      </fieldset>
      <fieldset>
        <legend>{t('options.autoEntries')}</legend>
        <BuilderSelect
          field={fields.autoEntriesTarget}
          label={t('options.autoEntriesTarget')}
          help={t('options.autoEntriesHelp')}
          placeholder={t('options.autoEntriesNone')}
          options={options.targets.map((c) => ({ value: String(c.id), label: `${c.id}: ${c.name}` }))}
        />
      </fieldset>
      <FormActions submit={t('save')} busy={busy} disabled={busy} />
    </Form>
  )
}
