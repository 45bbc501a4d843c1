import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { athleteDisplayName, GENDERS } from '#bff/domain/athlete'
import { AthleteAge } from '~/components/athlete-age'
import { AthleteClubField, AthleteMessage, AthleteSelectField, AthleteTextField } from '~/components/athlete-field'
import { useClubSuggestions } from '~/components/athlete-clubs'
import { pageTitle } from '~/components/title'
import { athleteSchema } from '~/forms/athlete'
import { athleteAction, athleteLoader } from './v2.athlete-v2.$id.server'

export const meta: MetaFunction = ({ matches, params }) =>
  params.id === 'new'
    ? pageTitle(matches, 'routes:titles.athleteCreate')
    : pageTitle(matches, 'routes:titles.athlete', { id: params.id ?? '' })
export const loader = (args: LoaderFunctionArgs) => athleteLoader(args)
export const action = (args: ActionFunctionArgs) => athleteAction(args)

/** Create (id 'new') or edit one of the user's athletes. */
export default function AthletePage() {
  const data = useLoaderData<typeof loader>()
  // The loader answers club suggestions only to the form's fetcher, never to a page.
  if (data.kind !== 'page') return null
  return <AthleteForm key={data.athlete?.id ?? 'new'} data={data} />
}

type PageData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: 'page' }>

function AthleteForm({ data }: { data: PageData }) {
  const { t } = useTranslation('athletes')
  const result = useActionData<typeof action>()
  const pending = useNavigation().state === 'submitting'
  const { athlete, options } = data
  const schema = athleteSchema(data.urnPatterns)
  const [form, fields] = useForm({
    lastResult: result?.submission,
    defaultValue: data.defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  const live = options.clubLookup === 'legacy'
  const clubs = useClubSuggestions('C', options.clubs, live)
  const schools = useClubSuggestions('S', options.schools, live)
  const heading = athlete ? athleteDisplayName(athlete) : t('form.titleNew')
  const back = data.returnTo || '/v2/athletes-v2'
  return (
    <section>
      <h1>{heading}</h1>
      <AthleteMessage message={data.notice} tone="success" />
      <AthleteMessage message={result?.message} tone="error" />
      {athlete ? <AthleteAge ageInfo={athlete.ageInfo} /> : null}
      <p>{t('form.intro')}</p>
      <Form method="post" {...getFormProps(form)} className="narrow">
        {data.returnTo ? <input type="hidden" name="returnTo" value={data.returnTo} /> : null}
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
          <AthleteClubField
            field={fields.club}
            label={t('form.club')}
            help={t('form.clubHelp')}
            options={clubs.options}
            onType={clubs.search}
          />
          <AthleteClubField
            field={fields.club2}
            label={t('form.club2')}
            help={t('form.clubHelp')}
            options={clubs.options}
            onType={clubs.search}
          />
          <AthleteClubField
            field={fields.school}
            label={t('form.school')}
            help={t('form.schoolHelp')}
            options={schools.options}
            onType={schools.search}
          />
        </fieldset>
        <fieldset>
          <legend>{t('form.registration')}</legend>
          {options.aos.length > 1 ? (
            <AthleteSelectField
              field={fields.aocode}
              label={t('form.aocode')}
              options={options.aos.map((a) => ({ value: a.code, label: a.description }))}
            />
          ) : (
            <input type="hidden" name={fields.aocode.name} value={data.defaultValue.aocode} />
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
        <div className="actions">
          <button type="submit" disabled={pending} aria-busy={pending}>
            {athlete ? t('form.save') : t('form.create')}
          </button>
          <Link to={back} className="button secondary">
            {t('form.cancel')}
          </Link>
        </div>
      </Form>
      <p className="links">
        <Link to="/v2/athletes-v2">{t('form.back')}</Link>
      </p>
    </section>
  )
}
