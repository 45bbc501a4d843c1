import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { BUILDER_STEPS, type BuilderStep } from '#bff/views/builder'
import { mapFailures } from '#bff/services/failure.server'
import { BuilderCheck } from '~/components/builder-check'
import { BuilderCloneForm } from '~/components/builder-clone-form'
import { BuilderEvents } from '~/components/builder-events'
import { BuilderGeneralForm } from '~/components/builder-general-form'
import { BuilderOptionsForm } from '~/components/builder-options-form'
import { BuilderOrganisations } from '~/components/builder-organisation-form'
import { BuilderRules } from '~/components/builder-rules'
import { BuilderSchedule } from '~/components/builder-schedule'
import { FormMessage } from '~/components/message'
import { routeMeta } from '~/components/title'
import { useUnsavedChanges } from '~/components/unsaved-changes'
import { builderAction, builderLoader } from './v2.builder-v2.$id.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta: MetaFunction = routeMeta('builder')
export const loader = (args: LoaderFunctionArgs) => mapFailures(builderLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(builderAction, args)

function StepNav({ id, step }: { id: number; step: BuilderStep }) {
  const { t } = useTranslation('builder')
  return (
    <nav className="builder-steps" aria-label={t('steps.label')}>
      <ol>
        {BUILDER_STEPS.map((s, i) => {
          const label = `${i + 1}. ${t(`steps.${s}`)}`
          if (s === step)
            return (
              <li key={s}>
                <span aria-current="step">{label}</span>
              </li>
            )
          // A new competition has only its first step until it is saved.
          if (id === 0)
            return (
              <li key={s} className="unavailable">
                {label}
              </li>
            )
          return (
            <li key={s}>
              <Link to={s === 'general' ? `/v2/builder-v2/${id}` : `/v2/builder-v2/${id}/${s}`}>{label}</Link>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

/** The competition builder, one step per address (3-organiser-admin §2). */
export default function BuilderPage() {
  const { t } = useTranslation('builder')
  const data = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const index = BUILDER_STEPS.indexOf(data.step)
  const next = BUILDER_STEPS[index + 1]
  const section = useRef<HTMLElement>(null)
  useUnsavedChanges(section, t('unsaved'))
  return (
    <section ref={section}>
      <h1>{data.id === 0 ? t('newCompetition') : `${data.id}: ${data.name}`}</h1>
      <p className="help">{t('steps.stepOf', { n: index + 1 })}</p>
      <StepNav id={data.id} step={data.step} />
      {data.saved ? (
        <p className="form-message success" role="status">
          {t('saved')}
        </p>
      ) : null}
      {data.orgSaved ? (
        <p className="form-message success" role="status">
          {t('org.saved', { name: data.orgSaved })}
        </p>
      ) : null}
      {data.agSaved ? (
        <p className="form-message success" role="status">
          {t('ageGroups.saved', { name: data.agSaved })}
        </p>
      ) : null}
      {data.eventsChanged ? (
        <p className="form-message success" role="status">
          {t(`events.${data.eventsChanged}`)}
        </p>
      ) : null}
      {data.rulesChanged ? (
        <p className="form-message success" role="status">
          {t(`rulesStep.${data.rulesChanged}`)}
        </p>
      ) : null}
      <FormMessage message={result?.message} tone="error" />
      <h2>{t(`steps.${data.step}`)}</h2>
      {data.general ? (
        <>
          <BuilderGeneralForm key={data.id} general={data.general} result={result?.form === 'clone' ? undefined : result} />
          <BuilderOrganisations compId={data.id} orgs={data.general.orgs} />
          {data.id !== 0 ? <BuilderCloneForm key={`clone-${data.id}`} result={result?.form === 'clone' ? result : undefined} /> : null}
        </>
      ) : data.options ? (
        <BuilderOptionsForm key={data.id} options={data.options} result={result} />
      ) : data.events ? (
        <>
          <BuilderEvents key={data.id} events={data.events} result={result} />
          <p className="links">
            <Link to={`/v2/builder-v2/${data.id}/age-groups`}>{t('ageGroups.link')}</Link>{' '}
            <Link to={`/v2/builder-v2/${data.id}/discounts`}>{t('discounts.link')}</Link>
          </p>
        </>
      ) : data.rules ? (
        <>
          <BuilderRules key={`${data.id}-${data.rules.editing.ruleId}`} compId={data.id} rules={data.rules} result={result} />
          <BuilderCheck check={data.check} />
        </>
      ) : data.schedule ? (
        <BuilderSchedule rows={data.schedule} />
      ) : data.id === 0 ? (
        <p>{t('saveFirst')}</p>
      ) : (
        <p>
          {t('notBuilt')} <a href={data.legacyUrl}>{t('openLegacy')}</a>
        </p>
      )}
      {next && data.id !== 0 ? (
        <p className="links">
          <Link to={`/v2/builder-v2/${data.id}/${next}`}>{t('next', { step: t(`steps.${next}`) })}</Link>
        </p>
      ) : null}
    </section>
  )
}
