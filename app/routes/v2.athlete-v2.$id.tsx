import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { athleteDisplayName, GENDERS } from '#bff/domain/athlete/athlete'
import { AthleteAge } from '~/components/athlete-age'
import { AthleteClubField } from '~/components/athlete-clubs'
import { AthleteMessage, AthleteSelectField, AthleteTextField } from '~/components/athlete-field'
import { AthleteLookup } from '~/components/athlete-lookup'
import { FormActions } from '~/components/form-actions'
import { routeMeta } from '~/components/title'
import { athleteSchema } from '~/forms/athlete'
import { athleteFormIntent, athleteLookupSchema, INTENT_FIELD, LOOKUP_INTENT } from '~/forms/athlete-lookup'
import { athleteAction, athleteLoader } from './v2.athlete-v2.$id.server'
import { mapFailures } from '#bff/services/failure.server'

export { ErrorBoundary } from '~/components/error-boundary'

const athleteMeta = routeMeta('athlete')
const createMeta = routeMeta('athleteCreate')
export const meta: MetaFunction = (args) => (args.params.id === 'new' ? createMeta : athleteMeta)(args)
export const loader = (args: LoaderFunctionArgs) => mapFailures(athleteLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(athleteAction, args)

/** Create (id 'new') or edit one of the user's athletes. */
export default function AthletePage() {
  const data = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  // A look-up that found an athlete remounts the form with the registration's values filled in.
  return <AthleteForm key={result?.formKey ?? data.athlete?.id ?? 'new'} />
}

function AthleteForm() {
  const { t } = useTranslation('athletes')
  const data = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting'
  const lookingUp = pending && navigation.formData?.get(INTENT_FIELD) === LOOKUP_INTENT
  const { athlete } = data
  const schema = athleteSchema(data.urnPatterns)
  const lookupSchema = athleteLookupSchema(data.urnPatterns)
  const [form, fields] = useForm({
    lastResult: result?.submission,
    defaultValue: data.defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      athleteFormIntent(formData) === LOOKUP_INTENT ? parseWithZod(formData, { schema: lookupSchema }) : parseWithZod(formData, { schema }),
  })
  const clubs = result?.clubs ?? data.clubs
  const registered = Boolean(fields.registeredId.initialValue)
  const heading = athlete ? athleteDisplayName(athlete) : t('form.titleNew')
  const back = data.returnTo || '/v2/athletes-v2'
  const submitLabel = athlete ? t('form.save') : registered ? t('lookup.add') : t('form.create')
  return (
    <section>
      <h1>{heading}</h1>
      <AthleteMessage message={data.notice} tone="success" />
      <AthleteMessage message={result?.message} tone="error" />
      {athlete ? <AthleteAge ageInfo={athlete.ageInfo} /> : null}
      <p>{t('form.intro')}</p>
      <Form method="post" {...getFormProps(form)} className="narrow">
        {athlete ? null : (
          // Enter in any field saves: the first submit button of a form is the one Enter presses.
          <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
            {submitLabel}
          </button>
        )}
        {data.returnTo ? <input type="hidden" name="returnTo" value={data.returnTo} /> : null}
        {athlete ? null : (
          <>
            <AthleteLookup fields={fields} aos={data.aos} outcome={result?.lookup ?? null} pending={lookingUp} />
            <input type="hidden" name={fields.registeredId.name} value={fields.registeredId.initialValue ?? ''} />
          </>
        )}
        <fieldset>
          <legend>{t('form.details')}</legend>
          <AthleteTextField field={fields.firstName} label={t('form.firstName')} required autoComplete="off" />
          <AthleteTextField field={fields.surName} label={t('form.surName')} required autoComplete="off" />
          <AthleteSelectField
            field={fields.gender}
            label={t('form.gender')}
            required
            placeholder={t('form.choose')}
            options={GENDERS.map((g) => ({ value: g, label: t(`gender.${g}`) }))}
          />
          <AthleteTextField field={fields.dob} label={t('form.dob')} help={t('form.dobHelp')} required inputMode="numeric" />
        </fieldset>
        <fieldset>
          <legend>{t('form.clubs')}</legend>
          <AthleteClubField field={fields.club} label={t('form.club')} help={t('form.clubHelp')} type="C" offered={clubs.club} />
          <AthleteClubField field={fields.club2} label={t('form.club2')} help={t('form.clubHelp')} type="C" offered={clubs.club2} />
          <AthleteClubField field={fields.school} label={t('form.school')} help={t('form.schoolHelp')} type="S" offered={clubs.school} />
        </fieldset>
        <fieldset>
          <legend>{t('form.registration')}</legend>
          {data.aos.length > 1 ? (
            <AthleteSelectField
              field={fields.aocode}
              label={t('form.aocode')}
              options={data.aos.map((a) => ({ value: a.code, label: a.description }))}
            />
          ) : (
            <input type="hidden" name={fields.aocode.name} value={fields.aocode.initialValue ?? ''} />
          )}
          <AthleteTextField field={fields.urn} label={t('form.urn')} help={t('form.urnHelp')} />
        </fieldset>
        <fieldset>
          <legend>{t('form.emergency')}</legend>
          <AthleteTextField field={fields.emergencyName} label={t('form.emergencyName')} />
          <AthleteTextField field={fields.emergencyTel} label={t('form.emergencyTel')} type="tel" inputMode="tel" />
          <AthleteTextField field={fields.emergencyRelationship} label={t('form.emergencyRelationship')} />
        </fieldset>
        <fieldset>
          <legend>{t('form.socials')}</legend>
          <AthleteTextField field={fields.tiktok} label={t('form.tiktok')} help={t('form.handleHelp')} />
          <AthleteTextField field={fields.instagram} label={t('form.instagram')} help={t('form.handleHelp')} />
          <AthleteTextField field={fields.facebook} label={t('form.facebook')} />
        </fieldset>
        <fieldset>
          <legend>{t('form.training')}</legend>
          <AthleteTextField field={fields.coach} label={t('form.coach')} />
          <AthleteTextField field={fields.trainingGroup} label={t('form.trainingGroup')} />
        </fieldset>
        {registered ? <p className="help">{t('lookup.addHelp')}</p> : null}
        <FormActions submit={submitLabel} busy={pending && !lookingUp} disabled={pending} cancel={{ label: t('form.cancel'), to: back }} />
      </Form>
      {data.performanceDb ? <PerformanceDb db={data.performanceDb} /> : null}
      <p className="links">
        <Link to="/v2/athletes-v2">{t('form.back')}</Link>
      </p>
    </section>
  )
}

type PerformanceDbData = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['performanceDb']>

/** The athlete's PBs from the external performance database (EA registration only), read when asked by a link. */
function PerformanceDb({ db }: { db: PerformanceDbData }) {
  const { t } = useTranslation('athletes')
  return (
    <section aria-labelledby="performance-db">
      <h2 id="performance-db">{t('performanceDb.heading')}</h2>
      <p>
        <Link to="?performanceDb=1" preventScrollReset>
          {t(db.asked ? 'performanceDb.refresh' : 'performanceDb.show')}
        </Link>
      </p>
      <AthleteMessage message={db.message} tone="error" />
      {db.pbs && db.pbs.length === 0 ? <p role="status">{t('performanceDb.none')}</p> : null}
      {db.pbs && db.pbs.length > 0 ? (
        <table className="performance-db">
          <caption>{t('performanceDb.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('performanceDb.event')}</th>
              <th scope="col">{t('performanceDb.pb')}</th>
              <th scope="col">{t('performanceDb.sb')}</th>
            </tr>
          </thead>
          <tbody>
            {db.pbs.map((pb) => (
              <tr key={pb.eventId}>
                <th scope="row">{pb.eventName}</th>
                <td>{pb.pbText}</td>
                <td>{pb.sbText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  )
}
