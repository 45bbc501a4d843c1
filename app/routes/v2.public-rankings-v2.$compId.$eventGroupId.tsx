import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { mapFailures } from '#bff/services/failure.server'
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
        <table className="results-heat">
          <caption>{t('rankings.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('results.place')}</th>
              <th scope="col">{t('results.bib')}</th>
              <th scope="col">{t('results.name')}</th>
              <th scope="col">{t('results.club')}</th>
              <th scope="col">{t('rankings.best')}</th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((r, i) => (
              <tr key={`${r.bib}-${i}`}>
                <td>{r.place ?? ''}</td>
                <td>{r.bib}</td>
                <th scope="row">{r.name}</th>
                <td>{r.club}</td>
                <td>{r.mark}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
