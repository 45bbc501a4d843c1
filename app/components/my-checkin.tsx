import { Form, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatLongDate } from '#bff/domain/text/format'
import type { CheckInAthleteView, CheckInEntryView, CheckInPostResult, MyCheckInPageView } from '#bff/views/checkin'
import { CheckInEntriesHead, CheckInEntryCells } from '~/components/checkin-entry'
import { FormMessage } from '~/components/message'
import { useShell } from '~/shell'

/* The athlete's own check-in (athlete check-in, QR and by code): each entry checked in while its window is open. */

type EntryProps = { athlete: CheckInAthleteView; entry: CheckInEntryView; useTerms: boolean; busy: boolean }

/** One entry: its window, and a check-in form while the window is open (the terms box in the form). */
function EntryRow({ athlete, entry, useTerms, busy }: EntryProps) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const open = !entry.checkedIn && (entry.window === null || entry.window.status === 'OPEN')
  const termsId = `terms-${entry.id}`
  return (
    <tr>
      <CheckInEntryCells entry={entry} />
      <td>
        {entry.checkedIn ? (
          <span className="status-pill done">{t('checkin.checkedIn')}</span>
        ) : open ? (
          <Form method="post" action={pathname} className="mark-form">
            <input type="hidden" name="athleteId" value={athlete.athleteId} />
            <input type="hidden" name="entryId" value={entry.id} />
            {useTerms ? (
              <span className="checkbox">
                <input id={termsId} type="checkbox" name="terms" required />
                <label htmlFor={termsId}>{t('checkin.self.acceptTerms')}</label>
              </span>
            ) : null}
            <button type="submit" className="button small" disabled={busy}>
              {t('checkin.checkIn')}{' '}
              <span className="visually-hidden">
                ({t('checkin.forEntry', { name: `${athlete.firstName} ${athlete.surName}`, event: entry.name })})
              </span>
            </button>
          </Form>
        ) : (
          t('checkin.notCheckedIn')
        )}
      </td>
    </tr>
  )
}

type Props = { data: MyCheckInPageView; result: CheckInPostResult | undefined; busy: boolean }

/** Athlete mode: the user's own athletes in this competition, checked in entry by entry. */
export function MyCheckIn({ data, result, busy }: Props) {
  const { t } = useTranslation()
  const lang = useShell()?.lang ?? 'en'
  return (
    <>
      <h1>{t('checkin.self.heading', { name: data.competitionName })}</h1>
      {data.date ? <p>{formatLongDate(data.date, lang)}</p> : null}
      {data.text ? <p className="organiser-text">{data.text}</p> : null}
      <FormMessage message={result?.message} tone={result?.ok ? 'success' : 'error'} />
      {data.availability !== 'open' ? (
        <p className="form-message error" role="status">
          {t(`checkin.availability.${data.availability}`)}
        </p>
      ) : data.athletes.length === 0 ? (
        <p role="status">{t('checkin.self.none')}</p>
      ) : (
        <>
          {data.useTerms && data.terms ? (
            <section aria-labelledby="checkin-terms" className="checkin-terms">
              <h2 id="checkin-terms">{t('checkin.self.termsHeading')}</h2>
              <p>{data.terms}</p>
            </section>
          ) : null}
          {data.athletes.map((athlete) => {
            const name = `${athlete.firstName} ${athlete.surName}`
            const headingId = `athlete-${athlete.athleteId}`
            return (
              <article key={athlete.athleteId} className="checkin-athlete" aria-labelledby={headingId}>
                <h2 id={headingId}>
                  {athlete.bibNo ? <span className="bib">{t('checkin.bib', { bib: athlete.bibNo })}</span> : null} {name}
                </h2>
                <table className="checkin-entries">
                  <CheckInEntriesHead name={name} />
                  <tbody>
                    {athlete.entries.map((entry) => (
                      <EntryRow key={entry.id} athlete={athlete} entry={entry} useTerms={data.useTerms} busy={busy} />
                    ))}
                  </tbody>
                </table>
              </article>
            )
          })}
        </>
      )}
    </>
  )
}
