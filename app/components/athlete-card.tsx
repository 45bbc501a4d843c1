import { Form, Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { athleteDisplayName, isoToDisplayDate, type AthleteView } from '#bff/domain/athlete/athlete'

/**
 * One athlete of the list: a link to its page, its details, and (for athletes on the user's own
 * list) a remove form behind a disclosure that says what removing does: no script needed.
 */
export function AthleteCard({
  athlete,
  action,
  pending,
  mayUnlink,
}: {
  athlete: AthleteView
  action: string
  pending: boolean
  /** 2-entry §5: only a user with no entities may remove athletes from their list. */
  mayUnlink: boolean
}) {
  const { t } = useTranslation('athletes')
  const name = athleteDisplayName(athlete)
  const confirmId = `unlink-${athlete.id}-text`
  const club = athlete.club?.name ?? athlete.school?.name ?? ''
  return (
    <article className="comp-card" aria-labelledby={`athlete-${athlete.id}-name`}>
      <h3 id={`athlete-${athlete.id}-name`}>
        <Link to={`/v2/athlete-v2/${athlete.id}`}>{name}</Link>
      </h3>
      <p>
        {athlete.dob ? (
          <>
            {t('list.dob')}: {isoToDisplayDate(athlete.dob)}
          </>
        ) : null}
        {athlete.dob && athlete.gender ? ' · ' : null}
        {athlete.gender ? t(`gender.${athlete.gender}`) : null}
      </p>
      {club ? (
        <p>
          {t('list.club')}: {club}
        </p>
      ) : null}
      {athlete.urn ? (
        <p>
          {t('list.urn')}: {athlete.urn}
        </p>
      ) : null}
      {athlete.linked && mayUnlink ? (
        <details className="more-filters">
          <summary>{t('list.unlinkFor', { name })}</summary>
          <p id={confirmId}>{t('list.unlinkConfirm', { name })}</p>
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value="unlink" />
            <input type="hidden" name="athleteId" value={athlete.id} />
            <button type="submit" className="secondary" aria-describedby={confirmId} disabled={pending} aria-busy={pending}>
              {t('list.unlinkSubmit', { name })}
            </button>
          </Form>
        </details>
      ) : null}
    </article>
  )
}
