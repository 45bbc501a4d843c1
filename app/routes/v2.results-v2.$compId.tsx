import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { mapFailures } from '#bff/services/failure.server'
import { routeMeta } from '~/components/title'
import { resultsLoader } from './v2.results-v2.$compId.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('results')
export const loader = (args: LoaderFunctionArgs) => mapFailures(resultsLoader, args)

export default function PublicResults() {
  const page = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <section className="public-results">
      <h1>{t('results.heading', { name: page.competitionName })}</h1>
      {page.eventGroups.length === 0 ? (
        <p>{t('results.noEvents')}</p>
      ) : (
        <table className="results-index">
          <caption>{t('results.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('results.time')}</th>
              <th scope="col">{t('results.eventGroup')}</th>
              <th scope="col">{t('results.results')}</th>
            </tr>
          </thead>
          <tbody>
            {page.eventGroups.map((g) => (
              <tr key={g.id}>
                <td>{g.time ?? t('results.tbc')}</td>
                <th scope="row">{g.name}</th>
                <td>
                  {g.heats.length > 0 ? (
                    <Link to={`/v2/results-read-v2/${page.compId}/${g.id}`}>{t('results.view', { name: g.name })}</Link>
                  ) : (
                    t('results.notYet')
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        <Link to={`/v2/results-qr-v2/${page.compId}`}>{t('results.qrLink')}</Link>
      </p>
    </section>
  )
}
