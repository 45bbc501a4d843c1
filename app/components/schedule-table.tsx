import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { currentPrice } from '#bff/domain/fees'
import { formatLongDate, formatMoney, formatTime } from '#bff/domain/format'
import type { Language } from '#bff/domain/language'
import type { ScheduleView } from '#bff/services/entry.server'

type Row = ScheduleView['rows'][number]

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

export function ScheduleTable({ rows, athleteId, lang, now, busy, currency }: { rows: Row[]; athleteId: number; lang: Language; now: string; busy: boolean; currency: string }) {
  const { t } = useTranslation()
  const at = new Date(now)
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
              <ScheduleRowView key={row.ceid} row={row} athleteId={athleteId} lang={lang} now={at} busy={busy} currency={currency} />
            ))}
          </tbody>
        </table>
      ))}
    </>
  )
}

function ScheduleRowView({ row, athleteId, lang, now, busy, currency }: { row: Row; athleteId: number; lang: Language; now: Date; busy: boolean; currency: string }) {
  const { t } = useTranslation()
  const statusId = `row-${row.ceid}-status`
  const status = row.message ? t(`rowMessages.${row.message.code}`, row.message.values ?? {}) : t('entry.available')
  const ownUnpaid = row.state === 'in-cart' && row.order.productId > 0 && row.paid === 0
  const canTick = row.state === 'available' || row.state === 'selected'
  const needsPb = row.options.mandatoryPB || row.ruleType === 'pb'
  return (
    <tr className={`row-${row.state}`}>
      <th scope="row">
        {row.eventName}
        {row.eventGroup.name && row.eventGroup.name !== row.eventName ? <span className="muted"> · {row.eventGroup.name}</span> : null}
        {row.options.helpText ? <p className="help">{row.options.helpText}</p> : null}
        {row.options.warningMessage ? <p className="warn-text">{row.options.warningMessage}</p> : null}
      </th>
      <td>{formatTime(row.startDate, lang)}</td>
      <td>{formatMoney(currentPrice(row.price, now), currency, lang)}</td>
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
            <input id={`pb-${row.ceid}`} name="pb" defaultValue={row.pbText} inputMode="decimal" size={8} placeholder={row.unit.pattern} />
            <button type="submit" className="secondary small" disabled={busy}>
              {t('entry.savePb')}
            </button>
          </Form>
        ) : null}
      </td>
      <td id={statusId} className={row.state === 'disabled' ? 'disabled-reason' : undefined}>
        {status}
      </td>
      <td>
        {canTick || ownUnpaid ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="tick" />
            <input type="hidden" name="athlete" value={athleteId} />
            <input type="hidden" name="ceid" value={row.ceid} />
            <button
              type="submit"
              className={ownUnpaid ? 'secondary' : undefined}
              disabled={busy}
              aria-label={t(ownUnpaid ? 'entry.untickLabel' : 'entry.tickLabel', { event: row.eventName })}
              aria-describedby={statusId}
            >
              {t(ownUnpaid ? 'entry.untick' : 'entry.tick')}
            </button>
          </Form>
        ) : null}
      </td>
    </tr>
  )
}
