import type { FieldMetadata } from '@conform-to/react'
import { Link } from '@remix-run/react'
import { useRef, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { LookupOutcome } from '#bff/views/athlete-lookup'
import { INTENT_FIELD, LOOKUP_INTENT } from '~/forms/athlete-lookup'
import { AthleteMessage, AthleteSelectField, AthleteTextField } from './athlete-field'

type Fields = { lookupAo: FieldMetadata<string>; lookupUrn: FieldMetadata<string>; lookupDob: FieldMetadata<string> }

function Outcome({ outcome }: { outcome: LookupOutcome | null }) {
  const { t } = useTranslation('athletes')
  if (!outcome) return null
  switch (outcome.status) {
    case 'found':
      return <AthleteMessage tone="success" message={{ key: 'athletes:lookup.found', values: { name: outcome.name } }} />
    case 'already':
      return (
        <div className="form-message success" role="status">
          <p>{t('lookup.already', { name: outcome.name })}</p>
          <Link to={`/v2/athlete-v2/${outcome.athleteId}`}>{t('lookup.open', { name: outcome.name })}</Link>
        </div>
      )
    case 'notFound':
      return <AthleteMessage tone="error" message={{ key: 'athletes:lookup.notFound' }} />
    case 'failed':
      return <AthleteMessage tone="error" message={outcome.message} />
  }
}

/**
 * The registration look-up at the top of the create form: its own submit button in the same form,
 * so the answer re-renders the form with nothing typed lost (no script needed).
 */
export function AthleteLookup({
  fields,
  aos,
  outcome,
  pending,
}: {
  fields: Fields
  aos: Array<{ code: string; description: string }>
  outcome: LookupOutcome | null
  pending: boolean
}) {
  const { t } = useTranslation('athletes')
  const button = useRef<HTMLButtonElement>(null)
  // Enter saves the form (its first button); in a look-up field, with a script, it looks up instead.
  const lookUpOnEnter = (e: KeyboardEvent<HTMLFieldSetElement>) => {
    if (e.key !== 'Enter' || !(e.target instanceof HTMLInputElement)) return
    e.preventDefault()
    button.current?.click()
  }
  return (
    <fieldset aria-describedby="athlete-lookup-intro" onKeyDown={lookUpOnEnter}>
      <legend>{t('lookup.legend')}</legend>
      <p id="athlete-lookup-intro">{t('lookup.intro')}</p>
      {aos.length > 1 ? (
        <AthleteSelectField
          field={fields.lookupAo}
          label={t('form.aocode')}
          options={aos.map((a) => ({ value: a.code, label: a.description }))}
        />
      ) : (
        <input type="hidden" name={fields.lookupAo.name} value={fields.lookupAo.initialValue ?? ''} />
      )}
      <AthleteTextField field={fields.lookupUrn} label={t('lookup.urn')} />
      <AthleteTextField field={fields.lookupDob} label={t('lookup.dob')} help={t('form.dobHelp')} inputMode="numeric" />
      <div className="actions">
        <button
          ref={button}
          type="submit"
          name={INTENT_FIELD}
          value={LOOKUP_INTENT}
          className="secondary"
          disabled={pending}
          aria-busy={pending}
        >
          {t('lookup.submit')}
        </button>
      </div>
      <Outcome outcome={outcome} />
    </fieldset>
  )
}
