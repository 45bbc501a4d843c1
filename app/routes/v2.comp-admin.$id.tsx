import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { mapFailures } from '#bff/services/failure.server'
import { CompetitionCard } from '~/components/competition-card'
import { routeMeta } from '~/components/title'
import { useShell } from '~/shell'
import { compAdminLoader } from './v2.comp-admin.$id.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('compAdmin')
export const loader = (args: LoaderFunctionArgs) => mapFailures(compAdminLoader, args)

/** The competition's admin card: the full card with the §6 links the user may use and its hub; no close buttons. */
export default function CompAdmin() {
  const { t } = useTranslation()
  const lang = useShell()?.lang ?? 'en'
  const { card } = useLoaderData<typeof loader>()
  if (!card) return <h1 className="visually-hidden">{t('compadmin.title')}</h1>
  return <CompetitionCard card={card} lang={lang} full headingLevel={1} />
}
