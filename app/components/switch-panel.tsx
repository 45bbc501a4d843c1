import { Form, Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { SwitchState } from '#bff/domain/schedule/schedule-switch'

type Named = { ceid: number; eventName: string }

/** Where the switch-event action stands: choosing a destination, or confirming the one chosen. */
export function SwitchPanel({
  switching,
  rows,
  athlete,
  busy,
}: {
  switching: SwitchState
  rows: Named[]
  athlete: { id: number; name: string }
  busy: boolean
}) {
  const { t } = useTranslation()
  const eventOf = (ceid: number | null) => rows.find((r) => r.ceid === ceid)?.eventName ?? ''
  const from = eventOf(switching.source)
  const cancel = (
    <Link to={`?athlete=${athlete.id}`} className="button secondary" preventScrollReset>
      {t('entry.switchCancel')}
    </Link>
  )
  return (
    <section className="switch-panel" aria-labelledby="switch-heading">
      <h3 id="switch-heading">{t('entry.switchHeading', { event: from })}</h3>
      {switching.destination === null ? (
        <>
          <p>{t(switching.destinations.length > 0 ? 'entry.switchChoose' : 'entry.switchNone')}</p>
          {cancel}
        </>
      ) : (
        <Form method="post" action={`?athlete=${athlete.id}`} preventScrollReset>
          <input type="hidden" name="intent" value="switch" />
          <input type="hidden" name="athlete" value={athlete.id} />
          <input type="hidden" name="from" value={switching.source} />
          <input type="hidden" name="to" value={switching.destination} />
          <p>{t('entry.switchConfirm', { name: athlete.name, from, to: eventOf(switching.destination) })}</p>
          <button type="submit" disabled={busy} aria-busy={busy}>
            {t('entry.switchSubmit')}
          </button>{' '}
          {cancel}
        </Form>
      )}
    </section>
  )
}
