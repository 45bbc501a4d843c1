import { Form, Link, useFetcher, useFetchers, useLocation } from '@remix-run/react'
import { useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { currentPrice } from '#bff/domain/entry/fees'
import { formatLongDate, formatMoney, formatTime } from '#bff/domain/text/format'
import type { Language } from '#bff/domain/routing/language'
import { applyClicks, isOwnUnpaid, type Click } from '#bff/domain/schedule/schedule-click'
import { sentRow } from '#bff/domain/schedule/row-options'
import { canSwitchFrom, type SwitchState } from '#bff/domain/schedule/schedule-switch'
import type { ScheduleView } from '#bff/views/entry'
import type { UserMessage } from '#bff/views/message'
import { KeptHtml } from '~/components/kept-html'

type Row = ScheduleView['rows'][number]

/** What the entry action answers to a tick. */
export type TickResult = { message: UserMessage | null; ok?: boolean }

const TICK_INTENTS: Record<string, Click['want']> = { tick: 'add', untick: 'remove' }

/** Ticks and unticks of this athlete on their way to the server (each row posts through its own fetcher). */
function usePendingTicks(athleteId: number): Click[] {
  return useFetchers().flatMap((f) => {
    const intent = String(f.formData?.get('intent'))
    const want = Object.hasOwn(TICK_INTENTS, intent) ? TICK_INTENTS[intent] : undefined
    if (f.state === 'idle' || !want || Number(f.formData?.get('athlete')) !== athleteId) return []
    return [{ ceid: Number(f.formData?.get('ceid')), want }]
  })
}

/**
 * The rows as they will be once the pending ticks are done: the same rules as the server, run in
 * the browser. The server's rows replace them when it answers (a refused tick simply drops out).
 */
function useOptimisticRows(schedule: ScheduleView, now: string): Row[] {
  const pending = usePendingTicks(schedule.athlete.id)
  const key = pending.map((click) => `${click.want}:${click.ceid}`).join(',')
  return useMemo(
    () => (pending.length === 0 ? schedule.rows : applyClicks({ ...schedule.rules, now: new Date(now), rows: schedule.rows }, pending)),
    // The pending list is a new array on every render; its contents are what matters.
    [schedule, now, key],
  )
}

/** Rows grouped by day, then event group, in the order the legacy site gave them. */
function groupByDay(rows: Row[]): Array<{ day: string; rows: Row[] }> {
  const days = new Map<string, Row[]>()
  for (const row of rows) {
    if (row.hidden) continue
    const day = row.startDate.slice(0, 10)
    days.set(day, [...(days.get(day) ?? []), row])
  }
  return [...days].map(([day, list]) => ({ day, rows: list }))
}

type TableProps = {
  schedule: ScheduleView
  lang: Language
  now: string
  busy: boolean
  currency: string
  switching: SwitchState | null
  onTickResult: (result: TickResult) => void
}

export function ScheduleTable({ schedule, lang, now, busy, currency, switching, onTickResult }: TableProps) {
  const { t } = useTranslation()
  const at = new Date(now)
  const rows = useOptimisticRows(schedule, now)
  const context = {
    athleteId: schedule.athlete.id,
    userId: schedule.rules.user.userId,
    lang,
    now: at,
    busy,
    currency,
    switching,
    onTickResult,
  }
  return (
    <>
      {groupByDay(rows).map(({ day, rows: dayRows }) => (
        <table key={day} className="schedule">
          <caption>{formatLongDate(day, lang)}</caption>
          <thead>
            <tr>
              <th scope="col">{t('entry.event')}</th>
              <th scope="col">{t('entry.time')}</th>
              <th scope="col">{t('entry.price')}</th>
              <th scope="col">{t('entry.entries')}</th>
              <th scope="col">{t('entry.pb')}</th>
              <th scope="col">{t('entry.status')}</th>
              <th scope="col">{t('entry.action')}</th>
            </tr>
          </thead>
          <tbody>
            {dayRows.map((row) => (
              <ScheduleRowView key={row.ceid} row={row} {...context} />
            ))}
          </tbody>
        </table>
      ))}
    </>
  )
}

type RowProps = Omit<TableProps, 'schedule' | 'now'> & { row: Row; athleteId: number; userId: number; now: Date }

function rowStatus(row: Row, t: ReturnType<typeof useTranslation>['t']): string {
  if (row.message) return t(`rowMessages.${row.message.code}`, row.message.values ?? {})
  return t(row.state === 'selected' ? 'entry.rowSelected' : 'entry.available')
}

/**
 * A row is kept as HTML (decision 078): a page shown again, after a tick without JavaScript or a
 * reload, renders only the rows that changed. The inputs are all a row renders from: the forms'
 * action is the page's own address, and the price is worked out here from the time.
 */
function ScheduleRowView(props: RowProps) {
  const { row, athleteId, userId, lang, now, busy, currency, switching } = props
  const { pathname, search } = useLocation()
  const price = formatMoney(currentPrice(row.price, now), currency, lang)
  return (
    <KeptHtml as="tr" className={`row-${row.state}`} inputs={[sentRow(row), athleteId, userId, price, busy, switching, pathname, search]}>
      {() => <RowCells {...props} price={price} />}
    </KeptHtml>
  )
}

function RowCells(props: RowProps & { price: string }) {
  const { row, athleteId, busy, price } = props
  const { t } = useTranslation()
  const statusId = `row-${row.ceid}-status`
  const needsPb = row.options.mandatoryPB || row.ruleType === 'pb'
  return (
    <>
      <th scope="row">
        {row.eventName}
        {row.eventGroup.name && row.eventGroup.name !== row.eventName ? <span className="muted"> · {row.eventGroup.name}</span> : null}
        {row.options.helpText ? <p className="help">{row.options.helpText}</p> : null}
        {row.options.warningMessage ? <p className="warn-text">{row.options.warningMessage}</p> : null}
      </th>
      <td>{formatTime(row.startDate, props.lang)}</td>
      <td>{price}</td>
      <td>{row.maxAthletes > 0 ? `${row.entryCount} / ${row.maxAthletes}` : row.entryCount}</td>
      <td>
        {needsPb || row.pbText ? (
          <Form method="post" className="pb-form" preventScrollReset>
            <input type="hidden" name="intent" value="pb" />
            <input type="hidden" name="athlete" value={athleteId} />
            <input type="hidden" name="ceid" value={row.ceid} />
            <label className="visually-hidden" htmlFor={`pb-${row.ceid}`}>
              {t('entry.pbLabel', { event: row.eventName })}
            </label>
            <input
              id={`pb-${row.ceid}`}
              name="pb"
              defaultValue={row.pbText}
              inputMode={row.unit.type === 'T' ? 'text' : 'decimal'}
              size={8}
              placeholder={row.unit.pattern}
            />
            <button type="submit" className="secondary small" disabled={busy}>
              {t('entry.savePb')}
            </button>
          </Form>
        ) : null}
      </td>
      <td id={statusId} className={row.state === 'disabled' ? 'disabled-reason' : undefined}>
        {rowStatus(row, t)}
      </td>
      <td>
        {props.switching ? <SwitchDestination {...props} switching={props.switching} /> : <RowActions {...props} statusId={statusId} />}
      </td>
    </>
  )
}

/** Tick or remove (through the row's own fetcher, so the page stays usable meanwhile), and switch. */
function RowActions({ row, athleteId, userId, busy, onTickResult, statusId }: RowProps & { statusId: string }) {
  const { t } = useTranslation()
  const fetcher = useFetcher<TickResult>()
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data) onTickResult(fetcher.data)
    // Only a new answer is news; a new callback is not.
  }, [fetcher.state, fetcher.data])
  const removes = isOwnUnpaid(row) || row.state === 'selected'
  const canTick = row.state === 'available' || removes
  const sending = fetcher.state !== 'idle'
  return (
    <>
      {canTick ? (
        <fetcher.Form method="post" className="tick-form">
          {/* Says what it wants, so a repeat of it changes nothing. */}
          <input type="hidden" name="intent" value={removes ? 'untick' : 'tick'} />
          <input type="hidden" name="athlete" value={athleteId} />
          <input type="hidden" name="ceid" value={row.ceid} />
          <button
            type="submit"
            className={removes ? 'secondary' : undefined}
            disabled={busy || sending}
            aria-busy={sending}
            aria-label={t(removes ? 'entry.untickLabel' : 'entry.tickLabel', { event: row.eventName })}
            aria-describedby={statusId}
          >
            {t(removes ? 'entry.untick' : 'entry.tick')}
          </button>
        </fetcher.Form>
      ) : null}
      {row.state === 'awaiting-payment' ? (
        // Another user's unpaid entry: the user may take it into their own basket and pay for it.
        <Form method="post" className="tick-form" preventScrollReset>
          <input type="hidden" name="intent" value="takeOver" />
          <input type="hidden" name="athlete" value={athleteId} />
          <input type="hidden" name="ceid" value={row.ceid} />
          <button
            type="submit"
            className="secondary"
            disabled={busy}
            aria-label={t('entryBasket.addLabel', { event: row.eventName })}
            aria-describedby={statusId}
          >
            {t('entryBasket.add')}
          </button>
        </Form>
      ) : null}
      {canSwitchFrom(row, userId) ? (
        <Link
          to={`?athlete=${athleteId}&switch=${row.ceid}`}
          className="button secondary small"
          aria-label={t('entry.switchLabel', { event: row.eventName })}
          preventScrollReset
        >
          {t('entry.switch')}
        </Link>
      ) : null}
    </>
  )
}

/** While switching: the rows the entry may move to, and the one it moves from. */
function SwitchDestination({ row, athleteId, switching }: RowProps & { switching: SwitchState }) {
  const { t } = useTranslation()
  if (row.ceid === switching.source) return <span className="switch-source">{t('entry.switchSource')}</span>
  if (!switching.destinations.includes(row.ceid)) return null
  const chosen = switching.destination === row.ceid
  return (
    <Link
      to={`?athlete=${athleteId}&switch=${switching.source}&to=${row.ceid}`}
      className={chosen ? 'button small' : 'button secondary small'}
      aria-label={t('entry.switchHereLabel', { event: row.eventName })}
      aria-current={chosen ? 'true' : undefined}
      preventScrollReset
    >
      {t('entry.switchHere')}
    </Link>
  )
}
