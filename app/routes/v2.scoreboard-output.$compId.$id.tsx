import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { OutputField, OutputFormErrors } from '#bff/domain/scoreboard/outputs'
import { mapFailures } from '#bff/services/failure.server'
import { FormActions } from '~/components/form-actions'
import { FormMessage } from '~/components/message'
import { routeMeta } from '~/components/title'
import { outputEditAction, outputEditLoader } from './v2.scoreboard-output.$compId.$id.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('scoreboardOutput')
export const loader = (args: LoaderFunctionArgs) => mapFailures(outputEditLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(outputEditAction, args)

type FieldProps = {
  name: OutputField
  label: string
  values: Record<OutputField, string>
  errors: OutputFormErrors
  help?: string
  numeric?: boolean
}

/** One input with its label, help and error; what was typed stays after a refused save. */
function OutputInput({ name, label, values, errors, help, numeric = false }: FieldProps) {
  const { t } = useTranslation()
  const id = `output-${name}`
  const error = errors[name]
  const described = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        defaultValue={values[name]}
        inputMode={numeric ? 'numeric' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        size={numeric ? 6 : undefined}
        maxLength={numeric ? 4 : 100}
      />
      {help ? (
        <p id={`${id}-help`} className="help">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {t(error)}
        </p>
      ) : null}
    </div>
  )
}

export default function ScoreboardOutput() {
  const page = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state !== 'idle'
  const { t } = useTranslation()
  const values = result?.values ?? page.values
  const errors = result?.errors ?? {}
  // A refused save re-renders with what was typed: the key makes the inputs take it.
  const formKey = result ? JSON.stringify(result.values) : 'loaded'
  return (
    <section className="output-form-page">
      <h1>{t(page.id === 'new' ? 'outputs.newHeading' : 'outputs.editHeading', { name: page.competitionName })}</h1>
      <FormMessage message={result?.message} tone="error" />
      <Form method="post" key={formKey} noValidate>
        <OutputInput name="name" label={t('outputs.form.name')} values={values} errors={errors} />
        <div className="field">
          <label htmlFor="output-kind">{t('outputs.form.kind')}</label>
          <select
            id="output-kind"
            name="kind"
            defaultValue={values.kind}
            aria-invalid={errors.kind ? true : undefined}
            aria-describedby={errors.kind ? 'output-kind-error' : undefined}
          >
            <option value="scoreboard">{t('outputs.kind.scoreboard')}</option>
            <option value="schedule">{t('outputs.kind.schedule')}</option>
          </select>
          {errors.kind ? (
            <p id="output-kind-error" className="field-error">
              {t(errors.kind)}
            </p>
          ) : null}
        </div>
        <OutputInput
          name="eventNo"
          label={t('outputs.form.eventNo')}
          help={t('outputs.form.eventNoHelp')}
          values={values}
          errors={errors}
        />
        <fieldset>
          <legend>{t('outputs.form.timings')}</legend>
          <OutputInput name="showScore" label={t('outputs.form.showScore')} values={values} errors={errors} numeric />
          <OutputInput name="showPicture" label={t('outputs.form.showPicture')} values={values} errors={errors} numeric />
          <OutputInput name="showVideo" label={t('outputs.form.showVideo')} values={values} errors={errors} numeric />
          <OutputInput name="ranksPerPage" label={t('outputs.form.ranksPerPage')} values={values} errors={errors} numeric />
          <OutputInput name="ranksPageTime" label={t('outputs.form.ranksPageTime')} values={values} errors={errors} numeric />
        </fieldset>
        <FormActions
          submit={t('outputs.form.save')}
          busy={busy}
          disabled={busy}
          cancel={{ label: t('outputs.form.cancel'), to: `/v2/scoreboard-output-list/${page.compId}` }}
        />
      </Form>
    </section>
  )
}
