import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { isLanguage, DEFAULT_LANGUAGE } from '#bff/domain/routing/language'
import { SCHEDULE_FILTERS } from '#bff/domain/schedule/schedule-filter'
import { formatLongDate } from '#bff/domain/text/format'
import { mapFailures } from '#bff/services/failure.server'
import { routeMeta } from '~/components/title'
import { publicScheduleLoader } from './v2.schedule-v2.$id.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('schedule')
export const loader = (args: LoaderFunctionArgs) => mapFailures(publicScheduleLoader, args)

export default function PublicSchedule() {
  const page = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation()
  const lang = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE
  return (
    <section className="public-schedule">
      <h1>{t('publicSchedule.heading', { name: page.competitionName })}</h1>
      {/* The quick filter (2-entry §2): plain links, so it works without JavaScript. */}
      <nav aria-label={t('publicSchedule.filterLabel')} className="quick-filter">
        <ul>
          {SCHEDULE_FILTERS.map((f) => (
            <li key={f}>
              <Link to={`?filter=${f}`} aria-current={page.filter === f ? 'page' : undefined} preventScrollReset>
                {t(`publicSchedule.filter.${f}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {page.days.length === 0 ? <p>{t(page.filter === 'all' ? 'publicSchedule.empty' : 'publicSchedule.emptyFiltered')}</p> : null}
      {page.days.map((day) => (
        <table key={day.day} className="schedule-day">
          <caption>{day.day ? formatLongDate(day.day, lang) : t('publicSchedule.noDate')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('publicSchedule.time')}</th>
              <th scope="col">{t('publicSchedule.eventGroup')}</th>
              <th scope="col">{t('publicSchedule.ageGroups')}</th>
              <th scope="col">{t('publicSchedule.entries')}</th>
            </tr>
          </thead>
          <tbody>
            {day.groups.map((g) => (
              <tr key={g.eventGroupId}>
                <td>{g.time ?? t('publicSchedule.tbc')}</td>
                <th scope="row">{g.name}</th>
                <td>{g.ageGroups.join(', ')}</td>
                <td>{g.entries}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  )
}
