import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { mapFailures } from '#bff/services/failure.server'
import { EventGroupLinks } from '~/components/event-group-links'
import { routeMeta } from '~/components/title'
import { eventGroupAthletesLoader } from './v2.event-group-athletes.$id.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('eventGroupAthletes')
export const loader = (args: LoaderFunctionArgs) => mapFailures(eventGroupAthletesLoader, args)

/** The athletes entered in one event group, in bib order, with their PB and whether they have paid. */
export default function EventGroupAthletes() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  return (
    <>
      <h1>{t('eventGroup.athletesHeading', { name: data.name })}</h1>
      <p>{t('eventGroup.competition', { name: data.competitionName })}</p>
      <EventGroupLinks eventGroupId={data.eventGroupId} compId={data.compId} name={data.name} here="athletes" />
      <p role="status">{data.athletes.length === 0 ? t('eventGroup.none') : t('eventGroup.count', { count: data.athletes.length })}</p>
      {data.athletes.length > 0 ? (
        <table className="event-group-athletes">
          <caption>{t('eventGroup.athletesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('eventGroup.bib')}</th>
              <th scope="col">{t('eventGroup.name')}</th>
              <th scope="col">{t('eventGroup.club')}</th>
              <th scope="col">{t('eventGroup.ageGroup')}</th>
              <th scope="col">{t('eventGroup.gender')}</th>
              <th scope="col">{t('eventGroup.pb')}</th>
              <th scope="col">{t('eventGroup.paidHeading')}</th>
              <th scope="col">{t('hub.entryActionsHeading')}</th>
            </tr>
          </thead>
          <tbody>
            {data.athletes.map((a) => (
              <tr key={a.entryId}>
                <td>{a.bibNo}</td>
                <th scope="row">{a.name}</th>
                <td>{a.club}</td>
                <td>{a.ageGroup}</td>
                <td>{a.gender}</td>
                <td>{a.pb}</td>
                <td>{t(`eventGroup.paid.${a.paid}`)}</td>
                <td>
                  <Link to={a.actionsHref}>
                    {t('hub.entryActions')}
                    <span className="visually-hidden"> – {a.name}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  )
}
