import { Form, Link, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { ResultsEntryPostResult, ResultsEntryView } from '#bff/views/results'
import { FieldResultsEntry } from '~/components/field-results-entry'
import { VerticalResultsEntry } from '~/components/vertical-results-entry'
import { FormMessage, useMessageText } from '~/components/message'

/* Results entry of one heat: bib, lane, time or DNS/DNF/DQ per row, the wind where measured. */

function HeatLinks({ page }: { page: ResultsEntryView }) {
  const { t } = useTranslation()
  if (!page.seeded) return <p>{t('resultsEntry.notSeeded')}</p>
  return (
    <nav aria-label={t('resultsEntry.heats')}>
      <ul className="inline-list">
        {page.heats.map((heat) => (
          <li key={heat}>
            {heat === page.heat ? (
              <span aria-current="page">{t('resultsEntry.heatCurrent', { heat })}</span>
            ) : (
              <Link to={`?heat=${heat}`}>{t('resultsEntry.heatLink', { heat })}</Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function ResultsEntry({ page, result }: { page: ResultsEntryView; result?: ResultsEntryPostResult }) {
  const { t } = useTranslation()
  const text = useMessageText()
  const busy = useNavigation().state === 'submitting'
  const typed = result && !result.ok && 'heat' in result ? result : null
  const rows = typed?.rows ?? page.rows
  const heat = typed?.heat ?? page.heat
  if (page.vertical)
    return <VerticalResultsEntry page={page} vertical={page.vertical} result={result && 'vertical' in result ? result : undefined} />
  if (page.field)
    return <FieldResultsEntry page={page} field={page.field} result={result && !('heat' in result) && !('vertical' in result) ? result : undefined} />
  if (!page.race)
    return (
      <section className="results-entry">
        <h1>{t('resultsEntry.heading', { eventGroup: page.eventGroupName })}</h1>
        <p>{t('resultsEntry.competition', { name: page.competitionName })}</p>
        <p>{t('resultsEntry.fieldNotYet')}</p>
      </section>
    )
  return (
    <section className="results-entry">
      <h1>{t('resultsEntry.heading', { eventGroup: page.eventGroupName })}</h1>
      <p>{t('resultsEntry.competition', { name: page.competitionName })}</p>
      <HeatLinks page={page} />
      <FormMessage message={result?.message} tone={result?.ok ? 'success' : 'error'} />
      {result?.ok ? (
        <p>
          <Link to={`/v2/results-read-v2/${page.compId}/${page.eventGroupId}`}>{t('resultsEntry.read')}</Link>
        </p>
      ) : null}
      <Form method="post" key={`${page.heat}-${result?.ok ? 'saved' : 'typing'}`}>
        <input type="hidden" name="count" value={rows.length} />
        {page.seeded ? (
          <input type="hidden" name="heat" value={heat} />
        ) : (
          <p className="field">
            <label htmlFor="results-heat">{t('resultsEntry.heatNumber')}</label>
            <input id="results-heat" name="heat" type="number" min={1} max={99} defaultValue={heat} required />
          </p>
        )}
        {page.wind ? (
          <p className="field">
            <label htmlFor="results-wind">{t('resultsEntry.wind')}</label>
            <input
              id="results-wind"
              name="wind"
              inputMode="decimal"
              defaultValue={typed?.wind ?? ''}
              aria-describedby={typed?.windError ? 'results-wind-help results-wind-error' : 'results-wind-help'}
              aria-invalid={typed?.windError ? true : undefined}
            />
            <span id="results-wind-help" className="help">
              {t('resultsEntry.windHelp')}
            </span>
            {typed?.windError ? (
              <span id="results-wind-error" className="field-error">
                {text(typed.windError)}
              </span>
            ) : null}
          </p>
        ) : null}
        <p id="results-mark-help" className="help">
          {t('resultsEntry.markHelp')}
        </p>
        <table className="results-entry-rows">
          <caption>{t('resultsEntry.caption', { heat })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('resultsEntry.lane')}</th>
              <th scope="col">{t('resultsEntry.bib')}</th>
              <th scope="col">{t('resultsEntry.name')}</th>
              <th scope="col">{t('resultsEntry.mark')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                <td>
                  {row.lane}
                  <input type="hidden" name={`lane-${i}`} value={row.lane} />
                </td>
                <td>
                  <input name={`bib-${i}`} defaultValue={row.bib} size={5} aria-label={t('resultsEntry.bibLabel', { row: i + 1 })} />
                </td>
                <td>{row.name}</td>
                <td>
                  <input
                    name={`mark-${i}`}
                    defaultValue={row.mark}
                    size={9}
                    aria-label={t('resultsEntry.markLabel', { row: i + 1 })}
                    aria-describedby={row.error ? `results-row-${i}-error` : 'results-mark-help'}
                    aria-invalid={row.error ? true : undefined}
                  />
                  {row.error ? (
                    <span id={`results-row-${i}-error`} className="field-error">
                      {text(row.error)}
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <button type="submit" className="button" disabled={busy}>
          {t('resultsEntry.save')}
        </button>
      </Form>
    </section>
  )
}
