import { useTranslation } from 'react-i18next'
import type { CheckInEntryView } from '#bff/views/checkin'

/** The cells every check-in table shows of an entry: event, age group, start and its window. */
export function CheckInEntryCells({ entry }: { entry: CheckInEntryView }) {
  const { t } = useTranslation()
  return (
    <>
      <th scope="row">{entry.name}</th>
      <td>{entry.ageGroup}</td>
      <td>{entry.startTime || t('checkin.tbc')}</td>
      <td className={entry.window ? `window ${entry.window.status.toLowerCase()}` : 'window'}>
        {entry.window ? t(`checkInWindow.${entry.window.code}`, entry.window.values) : ''}
      </td>
    </>
  )
}

/** The head of a table of an athlete's entries; the desk adds a column for its buttons. */
export function CheckInEntriesHead({ name, actions }: { name: string; actions?: boolean }) {
  const { t } = useTranslation()
  return (
    <>
      <caption className="visually-hidden">{t('checkin.entriesOf', { name })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('checkin.event')}</th>
          <th scope="col">{t('checkin.ageGroup')}</th>
          <th scope="col">{t('checkin.start')}</th>
          <th scope="col">{t('checkin.windowHeading')}</th>
          <th scope="col">{t('checkin.status')}</th>
          {actions ? (
            <th scope="col">
              <span className="visually-hidden">{t('checkin.actions')}</span>
            </th>
          ) : null}
        </tr>
      </thead>
    </>
  )
}
