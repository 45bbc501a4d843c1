import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import type { FormEvent } from 'react'
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation, useRevalidator } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatLongDate } from '#bff/domain/text/format'
import { mapFailures } from '#bff/services/failure.server'
import type { QueuedMark } from '#bff/domain/checkin/queued-marks'
import type { CheckInAthleteView, CheckInEntryView, CheckInOffView, CheckInPageView } from '#bff/views/checkin'
import { useMarkQueue, withQueued, type MarkLabel, type StoredMark } from '~/components/checkin-queue'
import { CheckInEntriesHead, CheckInEntryCells } from '~/components/checkin-entry'
import { FormMessage } from '~/components/message'
import { Pagination } from '~/components/pagination'
import { routeMeta } from '~/components/title'
import { useShell } from '~/shell'
import { checkInAction, checkInLoader } from './v2.checkin-v2.$id.server'

export { ErrorBoundary } from '~/components/error-boundary'

export const meta = routeMeta('checkin')
export const loader = (args: LoaderFunctionArgs) => mapFailures(checkInLoader, args)
export const action = (args: ActionFunctionArgs) => mapFailures(checkInAction, args)

type Enqueue = (mark: Omit<QueuedMark, 'key'>, label: MarkLabel) => Promise<void>

/** A one-button form that posts a mark back to this page, its search kept (works without JavaScript). */
function MarkButton(p: {
  action: string
  fields: Record<string, string | number>
  label: string
  /** Who or what the button marks, for screen readers (the card shows it already). */
  context: string
  pressed: boolean
  busy: boolean
  /** Offline, the mark is queued instead of posted. */
  offline: { mark: Omit<QueuedMark, 'key'>; label: MarkLabel; enqueue: Enqueue }
}) {
  const queueWhenOffline = (event: FormEvent) => {
    if (navigator.onLine) return
    event.preventDefault()
    void p.offline.enqueue(p.offline.mark, p.offline.label)
  }
  return (
    <Form method="post" action={p.action} className="mark-form" onSubmit={queueWhenOffline}>
      {Object.entries(p.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={p.pressed ? 'button secondary small' : 'button small'} disabled={p.busy}>
        {p.label} <span className="visually-hidden">({p.context})</span>
      </button>
    </Form>
  )
}

type RowProps = { athlete: CheckInAthleteView; action: string; busy: boolean; enqueue: Enqueue }

function EntryRow({ athlete, entry, action, busy, enqueue }: RowProps & { entry: CheckInEntryView }) {
  const { t } = useTranslation()
  const name = `${athlete.firstName} ${athlete.surName}`
  return (
    <tr>
      <CheckInEntryCells entry={entry} />
      <td>{entry.checkedIn ? t('checkin.checkedIn') : t('checkin.notCheckedIn')}</td>
      <td>
        <MarkButton
          action={action}
          busy={busy}
          pressed={entry.checkedIn}
          fields={{ intent: 'checkIn', athleteId: athlete.athleteId, entryId: entry.id, value: entry.checkedIn ? 0 : 1 }}
          label={entry.checkedIn ? t('checkin.undoCheckIn') : t('checkin.checkIn')}
          context={t('checkin.forEntry', { name, event: entry.name })}
          offline={{
            enqueue,
            mark: {
              athleteId: athlete.athleteId,
              entries: [{ id: entry.id, checkedIn: !entry.checkedIn }],
              was: { entries: [{ id: entry.id, checkedIn: entry.checkedIn }] },
            },
            label: { name, event: entry.name, action: entry.checkedIn ? 'uncheckedIn' : 'checkedIn' },
          }}
        />
      </td>
    </tr>
  )
}

function AthleteCard({ athlete, action, busy, enqueue }: RowProps) {
  const { t } = useTranslation()
  const name = `${athlete.firstName} ${athlete.surName}`
  const headingId = `athlete-${athlete.athleteId}`
  return (
    <article className="checkin-athlete" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {athlete.bibNo ? <span className="bib">{t('checkin.bib', { bib: athlete.bibNo })}</span> : null} {name}
      </h3>
      <p>
        {athlete.club}
        {athlete.urn ? ` · ${t('checkin.urn', { urn: athlete.urn })}` : ''}
      </p>
      <div className="actions">
        <span className={athlete.collected ? 'status-pill done' : 'status-pill'}>
          {athlete.collected ? t('checkin.collected') : t('checkin.notCollected')}
        </span>
        <MarkButton
          action={action}
          busy={busy}
          pressed={athlete.collected}
          fields={{ intent: 'collect', athleteId: athlete.athleteId, value: athlete.collected ? 0 : 1 }}
          label={athlete.collected ? t('checkin.undoCollected') : t('checkin.markCollected')}
          context={t('checkin.forAthlete', { name })}
          offline={{
            enqueue,
            mark: { athleteId: athlete.athleteId, collected: !athlete.collected, was: { collected: athlete.collected } },
            label: { name, action: athlete.collected ? 'uncollected' : 'collected' },
          }}
        />
      </div>
      <table className="checkin-entries">
        <CheckInEntriesHead name={name} actions />
        <tbody>
          {athlete.entries.map((entry) => (
            <EntryRow key={entry.id} athlete={athlete} entry={entry} action={action} busy={busy} enqueue={enqueue} />
          ))}
        </tbody>
      </table>
    </article>
  )
}

/** Marks made offline: how many wait, then what became of each (a conflict stays until dismissed). */
function QueuePanel({ marks, dismiss }: { marks: StoredMark[]; dismiss: (key: string) => Promise<void> }) {
  const { t } = useTranslation()
  const waiting = marks.filter((m) => m.status === 'queued').length
  return (
    <section className="checkin-queue" aria-label={t('checkin.queue.heading')}>
      <p role="status">{waiting > 0 ? t('checkin.queue.waiting', { count: waiting }) : ''}</p>
      {marks.length > 0 ? (
        <ul>
          {marks.map((m) => (
            <li key={m.key} className={`queued-mark ${m.status}`}>
              {t('checkin.queue.line', {
                mark: t(`checkin.queue.action.${m.label.action}`, { name: m.label.name, event: m.label.event ?? '' }),
                status: t(`checkin.queue.status.${m.status}`),
              })}
              {m.status === 'conflict' || m.status === 'refused' ? (
                <button type="button" className="button secondary small" onClick={() => void dismiss(m.key)}>
                  {t('checkin.queue.dismiss')} <span className="visually-hidden">({m.label.name})</span>
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}

/** The organiser check-in desk; a competition whose check-in is off says so, and where to turn it on. */
export default function CheckIn() {
  const data = useLoaderData<typeof loader>()
  return 'off' in data ? <CheckInOff data={data} /> : <CheckInDesk data={data} />
}

function CheckInOff({ data }: { data: CheckInOffView }) {
  const { t } = useTranslation()
  return (
    <>
      <h1>{t('checkin.heading', { name: data.competitionName })}</h1>
      <p className="form-message error" role="status">
        {t('hub.checkInOff')} {data.turnOnHref ? <Link to={data.turnOnHref}>{t('hub.checkInOnLink')}</Link> : t('hub.checkInAskOrganiser')}
      </p>
    </>
  )
}

/** The organiser check-in desk: summary, search (in the address), marks and clear-down. */
function CheckInDesk({ data }: { data: CheckInPageView }) {
  const { t } = useTranslation()
  const lang = useShell()?.lang ?? 'en'
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const { pathname, search } = useLocation()
  const busy = navigation.state === 'submitting'
  const searching = navigation.state === 'loading' && navigation.location?.pathname === pathname
  const here = `${pathname}${search}`
  const { filter } = data
  const open = data.availability === 'open'
  const { revalidate } = useRevalidator()
  const queue = useMarkQueue(data.compId, revalidate)
  const items = withQueued(data.items, queue.marks)
  return (
    <>
      <h1>{t('checkin.heading', { name: data.competitionName })}</h1>
      <dl className="checkin-summary">
        <div>
          <dt>{t('checkin.organiser')}</dt>
          <dd>{data.organiser}</dd>
        </div>
        <div>
          <dt>{t('checkin.competition')}</dt>
          <dd>
            {data.competitionName}
            {data.date ? ` · ${formatLongDate(data.date, lang)}` : ''}
          </dd>
        </div>
        <div>
          <dt>{t('checkin.expected')}</dt>
          <dd>{data.expected}</dd>
        </div>
        <div>
          <dt>{t('checkin.collectedCount')}</dt>
          <dd>{data.collected}</dd>
        </div>
      </dl>
      {data.text ? <p className="organiser-text">{data.text}</p> : null}
      <p>
        <Link to={`/v2/whoishere/${data.compId}`}>{t('checkin.whoIsHereLink')}</Link>
      </p>
      <details className="checkin-qr">
        <summary>{t('checkin.qr.heading')}</summary>
        <p>{t('checkin.qr.help')}</p>
        <img className="qr" src={data.athleteQr} alt={t('checkin.qr.alt')} width="224" height="224" />
      </details>
      {data.codes.length > 0 ? (
        <p className="checkin-code">
          {t('checkin.code.atDesk', { count: data.codes.length })} <strong>{data.codes.join(', ')}</strong>{' '}
          <Link to={`/v2/checkin-code/${data.compId}`}>{t('checkin.code.pageLink')}</Link>
        </p>
      ) : null}
      <FormMessage message={result?.message} tone={result?.ok ? 'success' : 'error'} />
      <QueuePanel marks={queue.marks} dismiss={queue.dismiss} />
      {!open ? (
        <p className="form-message error" role="status">
          {t(`checkin.availability.${data.availability}`)}
        </p>
      ) : (
        <>
          <Form key={search} method="get" className="filters" aria-label={t('checkin.search')}>
            <div className="more-filters-grid">
              {(['firstName', 'surName', 'club', 'bibNo', 'urn', 'event'] as const).map((field) => (
                <div className="field" key={field}>
                  <label htmlFor={`ci-${field}`}>{t(`checkin.filter.${field}`)}</label>
                  <input id={`ci-${field}`} name={field} type="search" defaultValue={filter[field]} autoComplete="off" />
                </div>
              ))}
              <div className="field">
                <label htmlFor="ci-collected">{t('checkin.filter.collected')}</label>
                <select id="ci-collected" name="collected" defaultValue={filter.collected}>
                  <option value="">{t('checkin.filter.any')}</option>
                  <option value="1">{t('checkin.collected')}</option>
                  <option value="0">{t('checkin.notCollected')}</option>
                </select>
              </div>
            </div>
            <div className="actions">
              <button type="submit" aria-busy={searching}>
                {t('checkin.searchButton')}
              </button>
              <Link to={pathname} className="button secondary">
                {t('checkin.reset')}
              </Link>
            </div>
          </Form>
          <section aria-labelledby="checkin-results" aria-busy={searching}>
            <h2 id="checkin-results">{t('checkin.results')}</h2>
            <p role="status">{data.total === 0 ? t('checkin.none') : t('checkin.count', { count: data.total })}</p>
            {items.map((athlete) => (
              <AthleteCard key={athlete.athleteId} athlete={athlete} action={here} busy={busy} enqueue={queue.enqueue} />
            ))}
            <Pagination page={data.page} pageCount={data.pageCount} previousHref={data.previousHref} nextHref={data.nextHref} />
          </section>
          <section aria-labelledby="checkin-clear" className="checkin-clear">
            <h2 id="checkin-clear">{t('checkin.clearHeading')}</h2>
            <p>{t('checkin.clearHelp')}</p>
            <div className="actions">
              {(['collected', 'checkedIn', 'all'] as const).map((what) => (
                <Form method="post" action={here} key={what}>
                  <input type="hidden" name="intent" value="clear" />
                  <input type="hidden" name="what" value={what} />
                  <button type="submit" className="button secondary" disabled={busy}>
                    {t(`checkin.clear.${what}`)}
                  </button>
                </Form>
              ))}
            </div>
          </section>
        </>
      )}
    </>
  )
}
