import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { mapFailures } from '#bff/services/failure.server'
import { Pagination } from '~/components/pagination'
import { routeMeta } from '~/components/title'
import { whoIsHereLoader } from './v2.whoishere.$id.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('whoIsHere')
export const loader = (args: LoaderFunctionArgs) => mapFailures(whoIsHereLoader, args)

/** Who is here: the athletes checked in to at least one entry, with the events they are in for. */
export default function WhoIsHere() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  return (
    <>
      <h1>{t('checkin.here.heading', { name: data.competitionName })}</h1>
      <p>
        <Link to={`/v2/checkin-v2/${data.compId}`}>{t('checkin.here.toDesk')}</Link>
      </p>
      {data.availability !== 'open' ? (
        <p className="form-message error" role="status">
          {t(`checkin.availability.${data.availability}`)}
        </p>
      ) : (
        <section aria-labelledby="here-list">
          <h2 id="here-list">{t('checkin.here.listHeading')}</h2>
          <p role="status">{data.total === 0 ? t('checkin.here.none') : t('checkin.here.count', { count: data.total })}</p>
          {data.athletes.length > 0 ? (
            <table className="checkin-entries">
              <thead>
                <tr>
                  <th scope="col">{t('checkin.here.bib')}</th>
                  <th scope="col">{t('checkin.here.name')}</th>
                  <th scope="col">{t('checkin.here.club')}</th>
                  <th scope="col">{t('checkin.here.events')}</th>
                </tr>
              </thead>
              <tbody>
                {data.athletes.map((a) => (
                  <tr key={a.athleteId}>
                    <td>{a.bibNo}</td>
                    <th scope="row">{`${a.firstName} ${a.surName}`}</th>
                    <td>{a.club}</td>
                    <td>
                      {a.entries
                        .filter((e) => e.checkedIn)
                        .map((e) => e.name)
                        .join(', ')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <Pagination page={data.page} pageCount={data.pageCount} previousHref={data.previousHref} nextHref={data.nextHref} />
        </section>
      )}
    </>
  )
}
