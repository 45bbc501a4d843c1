import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { mapFailures } from '#bff/services/failure.server'
import { EventGroupLinks } from '~/components/event-group-links'
import { routeMeta } from '~/components/title'
import { ageGroupCoverageLoader } from './v2.event-group-age-group-coverage.$id.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('ageGroupCoverage')
export const loader = (args: LoaderFunctionArgs) => mapFailures(ageGroupCoverageLoader, args)

type Row = { ageGroup: string; entries: number }

function CoverageTable({ caption, rows }: { caption: string; rows: Row[] }) {
  const { t } = useTranslation()
  return (
    <table className="age-group-coverage">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('eventGroup.ageGroup')}</th>
          <th scope="col">{t('eventGroup.entries')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.ageGroup} className={r.entries === 0 ? 'uncovered' : undefined}>
            <th scope="row">{r.ageGroup}</th>
            <td>{r.entries === 0 ? <strong>{t('eventGroup.noEntries')}</strong> : r.entries}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** How one event group's entries cover the age groups its events are open to; the empty ones flagged. */
export default function AgeGroupCoverage() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  return (
    <>
      <h1>{t('eventGroup.coverageHeading', { name: data.name })}</h1>
      <p>{t('eventGroup.competition', { name: data.competitionName })}</p>
      <EventGroupLinks eventGroupId={data.eventGroupId} compId={data.compId} name={data.name} here="coverage" />
      <p role="status" className={data.uncovered.length > 0 ? 'form-message error' : undefined}>
        {data.uncovered.length > 0
          ? t('eventGroup.uncovered', { count: data.uncovered.length, names: data.uncovered.join(', ') })
          : t('eventGroup.allCovered')}
      </p>
      <CoverageTable caption={t('eventGroup.coverageCaption')} rows={data.rows} />
      {data.outside.length > 0 ? (
        <>
          <p>{t('eventGroup.outsideHelp')}</p>
          <CoverageTable caption={t('eventGroup.outsideCaption')} rows={data.outside} />
        </>
      ) : null}
      <p>{t('eventGroup.total', { count: data.total })}</p>
    </>
  )
}
