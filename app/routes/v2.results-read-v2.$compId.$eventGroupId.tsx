import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { mapFailures } from '#bff/services/failure.server'
import { ResultsHeat } from '~/components/results-heat'
import { routeMeta } from '~/components/title'
import { resultsReadLoader } from './v2.results-read-v2.$compId.$eventGroupId.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('resultsRead')
export const loader = (args: LoaderFunctionArgs) => mapFailures(resultsReadLoader, args)

export default function ResultsRead() {
  const page = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const group = page.eventGroup
  return (
    <section className="results-read">
      <h1>{t('results.readHeading', { eventGroup: group.name, name: page.competitionName })}</h1>
      <p>{group.time ? t('results.startsAt', { time: group.time }) : t('results.startsTbc')}</p>
      {group.heats.length === 0 ? <p>{t('results.notYet')}</p> : group.heats.map((heat, i) => <ResultsHeat key={i} heat={heat} />)}
      {group.heats.length > 0 ? (
        <p>
          <Link to={`/v2/public-rankings-v2/${page.compId}/${group.id}`}>{t('rankings.link')}</Link>
        </p>
      ) : null}
      <p>
        <Link to={`/v2/results-v2/${page.compId}`}>{t('results.all')}</Link>
      </p>
    </section>
  )
}
