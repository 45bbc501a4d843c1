import { useTranslation } from 'react-i18next'
import { DEFAULT_LANGUAGE, isLanguage } from '#bff/domain/routing/language'
import { formatLongDate, formatTime } from '#bff/domain/text/format'
import type { BuilderScheduleRow } from '#bff/views/builder'

/** Step 4: the timetable, read-only, by start time, in the spec's date format (§9 'Do MMM YYYY'); 00:00 is to be confirmed. */
export function BuilderSchedule({ rows }: { rows: BuilderScheduleRow[] }) {
  const { t, i18n } = useTranslation('builder')
  const lang = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE
  if (rows.length === 0) return <p>{t('schedule.empty')}</p>
  return (
    <table className="builder-schedule">
      <caption>{t('schedule.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('schedule.time')}</th>
          <th scope="col">{t('schedule.event')}</th>
          <th scope="col">{t('schedule.ageGroups')}</th>
          <th scope="col">{t('schedule.max')}</th>
          <th scope="col">{t('schedule.entries')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <td>
              {formatLongDate(r.startDateTime, lang)} {formatTime(r.startDateTime, lang) || t('schedule.tbc')}
            </td>
            <th scope="row">{r.eventGroup || r.eventName}</th>
            <td>{r.ageGroups.join(', ')}</td>
            <td>{r.maxAthletes > 0 ? r.maxAthletes : t('schedule.unlimited')}</td>
            <td>{r.entries}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
