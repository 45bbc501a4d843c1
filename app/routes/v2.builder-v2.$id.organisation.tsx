import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { mapFailures } from '#bff/services/failure.server'
import { BuilderOrganisationForm } from '~/components/builder-organisation-form'
import { FormMessage } from '~/components/message'
import { routeMeta } from '~/components/title'
import { useUnsavedChanges } from '~/components/unsaved-changes'
import { organisationAction, organisationLoader } from './v2.builder-v2.$id.organisation.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta: MetaFunction = routeMeta('builderOrganisation')
export const loader = (args: LoaderFunctionArgs) => mapFailures(organisationLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(organisationAction, args)

/** An organisation created or updated from the builder (3-organiser-admin §2; decision 041). */
export default function BuilderOrganisationPage() {
  const { t } = useTranslation('builder')
  const org = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const section = useRef<HTMLElement>(null)
  useUnsavedChanges(section, t('unsaved'))
  return (
    <section ref={section}>
      <h1>{org.orgId === 0 ? t('org.newTitle') : t('org.editTitle', { name: org.name })}</h1>
      <FormMessage message={result?.message} tone="error" />
      <BuilderOrganisationForm key={org.orgId} org={org} result={result} />
    </section>
  )
}
