import { Form, Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { ScheduleView } from '#bff/views/entry'
import type { MultiEventView } from '#bff/views/multi-event'
import type { UserMessage } from '#bff/views/message'
import { FormMessage, useMessageText } from './message'

/** What the last multi-event PB post said, for the form it came from. */
export type MultiEventResult = {
  ceid: number
  ok: boolean
  message: UserMessage | null
  fieldErrors?: Record<string, UserMessage>
  values?: Record<string, string>
}

type Row = Pick<ScheduleView['rows'][number], 'ceid' | 'eventName' | 'tf' | 'hidden'>

/**
 * The schedule's multi-events (event type M), each with a link that opens its PB form: one PB per
 * child event. Links and the form are plain navigation and posts, so they work without JavaScript.
 */
export function MultiEventPbs({
  rows,
  athleteId,
  open,
  result,
  busy,
}: {
  rows: Row[]
  athleteId: number
  open: MultiEventView | null
  result: MultiEventResult | null
  busy: boolean
}) {
  const { t } = useTranslation()
  const multiEvents = rows.filter((r) => r.tf === 'M' && !r.hidden)
  if (multiEvents.length === 0) return null
  return (
    <section id="multi-pbs" aria-labelledby="multi-heading" className="step-panel">
      <h3 id="multi-heading">{t('multiEvent.heading')}</h3>
      <p>{t('multiEvent.intro')}</p>
      <ul className="multi-event-links">
        {multiEvents.map((r) => (
          <li key={r.ceid}>
            <Link
              to={`?athlete=${athleteId}&multi=${r.ceid}#multi-pbs`}
              className={open?.ceid === r.ceid ? 'button' : 'button secondary'}
              aria-current={open?.ceid === r.ceid ? 'true' : undefined}
            >
              {t('multiEvent.open', { event: r.eventName })}
            </Link>
          </li>
        ))}
      </ul>
      {open ? <MultiEventForm view={open} result={result?.ceid === open.ceid ? result : null} busy={busy} /> : null}
    </section>
  )
}

function MultiEventForm({ view, result, busy }: { view: MultiEventView; result: MultiEventResult | null; busy: boolean }) {
  const { t } = useTranslation()
  const text = useMessageText()
  const failed = result !== null && !result.ok
  // A new key after each save or refusal: the inputs start again from the saved or typed values.
  const key = `${view.children.map((c) => c.pbText).join('|')}${failed ? `|${JSON.stringify(result.values ?? {})}` : ''}`
  return (
    <Form key={key} method="post" aria-labelledby="multi-form-heading" preventScrollReset>
      <h4 id="multi-form-heading">{t('multiEvent.formHeading', { event: view.eventName })}</h4>
      <FormMessage message={result?.message} tone={result?.ok ? 'success' : 'error'} />
      <input type="hidden" name="intent" value="multiPbs" />
      <input type="hidden" name="athlete" value={view.athleteId} />
      <input type="hidden" name="ceid" value={view.ceid} />
      {view.children.map((child) => {
        const id = `multi-pb-${child.eventId}`
        const error = result?.fieldErrors?.[String(child.eventId)]
        const value = failed ? (result.values?.[String(child.eventId)] ?? '') : child.pbText
        return (
          <div className="field" key={child.eventId}>
            <label htmlFor={id}>{t('multiEvent.pbLabel', { event: child.name })}</label>
            <input
              id={id}
              name={`pb-${child.eventId}`}
              defaultValue={value}
              inputMode={child.unit.type === 'T' ? 'text' : 'decimal'}
              placeholder={child.unit.pattern}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error ? (
              <p id={`${id}-error`} className="field-error">
                {text(error)}
              </p>
            ) : null}
          </div>
        )
      })}
      <div className="actions">
        <button type="submit" disabled={busy} aria-busy={busy}>
          {t('multiEvent.save')}
        </button>
        <Link to={`?athlete=${view.athleteId}`} className="button secondary">
          {t('multiEvent.close')}
        </Link>
      </div>
    </Form>
  )
}
