import { Form, Link, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { FieldEntryPostResult, FieldEntryView, ResultsEntryView } from '#bff/views/results'
import { BibAndNameCells } from '~/components/attempt-row-cells'
import { FormMessage } from '~/components/message'

/* Results entry of a jump or throw: per athlete the bib and the attempts (mark, X or -); a row's problem shows under its name. */

export function FieldResultsEntry({
  page,
  field,
  result,
}: {
  page: ResultsEntryView
  field: FieldEntryView
  result?: FieldEntryPostResult
}) {
  const { t } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  const rows = result && !result.ok ? result.rows : field.rows
  const numbers = Array.from({ length: field.attempts }, (_, n) => n + 1)
  return (
    <section className="results-entry">
      <h1>{t('resultsEntry.heading', { eventGroup: page.eventGroupName })}</h1>
      <p>{t('resultsEntry.competition', { name: page.competitionName })}</p>
      <FormMessage message={result?.message} tone={result?.ok ? 'success' : 'error'} />
      {result?.ok ? (
        <p>
          <Link to={`/v2/results-read-v2/${page.compId}/${page.eventGroupId}`}>{t('resultsEntry.read')}</Link>
        </p>
      ) : null}
      <Form method="post" key={result?.ok ? 'saved' : 'typing'}>
        <input type="hidden" name="count" value={rows.length} />
        <p id="field-attempt-help" className="help">
          {t('resultsEntry.field.help')}
        </p>
        <div className="table-scroll">
          <table className="results-entry-rows">
            <caption>{t('resultsEntry.field.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('resultsEntry.bib')}</th>
                <th scope="col">{t('resultsEntry.name')}</th>
                {numbers.map((n) => (
                  <th scope="col" key={n}>
                    {t('resultsEntry.field.attempt', { attempt: n })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i}>
                  <BibAndNameCells index={i} bib={row.bib} name={row.name} error={row.error} errorId={`field-row-${i}-error`} />
                  {numbers.map((n) => (
                    <td key={n}>
                      <input
                        name={`a-${i}-${n}`}
                        defaultValue={row.attempts[n - 1] ?? ''}
                        size={5}
                        inputMode="decimal"
                        aria-label={t('resultsEntry.field.attemptLabel', { attempt: n, row: i + 1 })}
                        aria-describedby={row.error ? `field-row-${i}-error` : 'field-attempt-help'}
                        aria-invalid={row.error ? true : undefined}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <button type="submit" className="button" disabled={busy}>
          {t('resultsEntry.save')}
        </button>
      </Form>
    </section>
  )
}
