import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { mapFailures } from '#bff/services/failure.server'
import { BuilderAgeGroupForm, BuilderAgeGroupList } from '~/components/builder-age-groups'
import { FormMessage } from '~/components/message'
import { routeMeta } from '~/components/title'
import { useUnsavedChanges } from '~/components/unsaved-changes'
import { ageGroupsAction, ageGroupsLoader } from './v2.builder-v2.$id.age-groups.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta: MetaFunction = routeMeta('builderAgeGroups')
export const loader = (args: LoaderFunctionArgs) => mapFailures(ageGroupsLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(ageGroupsAction, args)

/** Age groups from the builder (3-organiser-admin §2): the list, and one created or edited. */
export default function BuilderAgeGroupsPage() {
  const { t } = useTranslation('builder')
  const page = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const section = useRef<HTMLElement>(null)
  useUnsavedChanges(section, t('unsaved'))
  return (
    <section ref={section}>
      <h1>
        {page.compId}: {page.compName}
      </h1>
      <h2>{t('ageGroups.title')}</h2>
      <p className="help">{t('ageGroups.intro')}</p>
      <BuilderAgeGroupList compId={page.compId} rows={page.rows} />
      {page.agId !== 0 ? (
        <p className="links">
          <Link to={`/v2/builder-v2/${page.compId}/age-groups`}>{t('ageGroups.create')}</Link>
        </p>
      ) : null}
      <h3>{page.agId === 0 ? t('ageGroups.newTitle') : t('ageGroups.editTitle', { name: page.name })}</h3>
      <FormMessage message={result?.message} tone="error" />
      <BuilderAgeGroupForm key={page.agId} compId={page.compId} defaultValue={page.defaultValue} result={result} />
    </section>
  )
}
