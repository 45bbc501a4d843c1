import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { mapFailures } from '#bff/services/failure.server'
import { ResultsTable } from '~/components/results-heat'
import { routeMeta } from '~/components/title'
import { publicRankingsLoader } from './v2.public-rankings-v2.$compId.$eventGroupId.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('publicRankings')
export const loader = (args: LoaderFunctionArgs) => mapFailures(publicRankingsLoader, args)

export default function PublicRankings() {
  const page = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <section className="public-rankings">
      <h1>{t('rankings.heading', { eventGroup: page.eventGroup.name, name: page.competitionName })}</h1>
      {page.rows.length === 0 ? (
        <p>{t('results.notYet')}</p>
      ) : (
        <ResultsTable
          caption={page.vertical ? t('rankings.verticalCaption') : page.field ? t('rankings.fieldCaption') : t('rankings.caption')}
          markLabel={page.field ? t('results.best') : t('rankings.best')}
          rows={page.rows}
          notes={false}
        />
      )}
      <p>
        <Link to={`/v2/results-read-v2/${page.compId}/${page.eventGroup.id}`}>{t('rankings.byHeat')}</Link>
      </p>
      <p>
        <Link to={`/v2/results-v2/${page.compId}`}>{t('results.all')}</Link>
      </p>
    </section>
  )
}
